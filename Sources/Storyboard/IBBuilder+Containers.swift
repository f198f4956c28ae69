import Foundation
import Trellis

/// Navigation, tab bar, split view and page view controller scenes: the
/// container and the children its relationship segues name, made together.
///
/// UIKit instantiates the controllers a relationship connects with their
/// container, because the container needs them at once ("View controllers
/// connected by a relationship are instantiated together", Matt Neuburg,
/// Programming iOS, "Storyboards"); a show segue's destination, by
/// contrast, is made when the segue runs.
///
/// The file is outside data: a relationship to an element that is not a
/// scene, to a scene that contains the container, one beyond the
/// instantiation's budget, or of a kind the container does not have, is
/// reported with file, line and id and skipped; the container is still made.
extension IBBuilder {
    /// Where a relationship segue puts its destination.
    enum Relationship: Equatable {
        /// A navigation controller's first controller.
        case root
        /// A tab bar controller's next tab, in the order the segues are written.
        case tab
        /// A split view's primary (classic: master) controller.
        case primary
        /// A split view's secondary (classic: detail) controller.
        case secondary
    }

    /// The relationships each container element has, by the name Xcode writes.
    ///
    /// Xcode 12 and later write the same `masterViewController` and
    /// `detailViewController` relationships for a column-style split view
    /// as for a classic one, and mark the column style on the element with
    /// `allowDoubleColumnStyle="YES"` (a split view scene saved by Xcode 12.4,
    /// toolsVersion 17701: zdodev/PlayiOS,
    /// SplitViewController/SplitViewController-1/Storyboard.storyboard).
    static let relationships: [String: [String: Relationship]] = [
        "navigationController": ["rootViewController": .root],
        "tabBarController": ["viewControllers": .tab],
        "splitViewController": ["masterViewController": .primary, "detailViewController": .secondary],
    ]

    /// The controller elements whose controller makes its own view (the
    /// scene has none to build) and whose children come from relationships.
    static let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController", "pageViewController"]

    static let pageTransitionStyles: [String: UIPageViewController.TransitionStyle] = ["scroll": .scroll, "pageCurl": .pageCurl]
    static let pageOrientations: [String: UIPageViewController.NavigationOrientation] = ["horizontal": .horizontal, "vertical": .vertical]
    static let pageSpineLocations: [String: UIPageViewController.SpineLocation] = ["none": .none, "min": .min, "mid": .mid, "max": .max]

    /// The container's own class, before any custom class.
    func makeContainer(_ node: IBNode) -> UIViewController? {
        switch node.name {
        case "pageViewController":
            // Xcode writes transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none"
            // (mattneub/Programming-iOS-Book-Examples); its defaults are UIKit's: a horizontal page curl.
            let style = (try? named(node, "transitionStyle", in: IBBuilder.pageTransitionStyles, else: "a page curl is used")) ?? .pageCurl
            let orientation = (try? named(node, "navigationOrientation", in: IBBuilder.pageOrientations, else: "horizontal is used")) ?? .horizontal
            let spine = try? named(node, "spineLocation", in: IBBuilder.pageSpineLocations, else: "the style's default is used")
            let pages = make(node) {
                UIPageViewController(transitionStyle: style, navigationOrientation: orientation,
                                     options: spine.map { [.spineLocation: $0.rawValue] })
            }
            if pages.transitionStyle != style || pages.navigationOrientation != orientation {
                StoryboardDiagnostics.report(.invalidValue,
                    "\(file):\(node.line): \(describe(node)) is a \(type(of: pages)) made with init(coder:), which cannot be told its transition style and orientation; it keeps \(pages.transitionStyle), \(pages.navigationOrientation)")
            }
            return pages
        case "navigationController":
            return make(node) { UINavigationController(nibName: nil, bundle: nil) }
        case "tabBarController":
            return make(node) { UITabBarController(nibName: nil, bundle: nil) }
        case "splitViewController":
            let columns = (try? flag(node, "allowDoubleColumnStyle", else: "the classic style is used")) ?? false
            let style: UISplitViewController.Style = columns ? .doubleColumn : .unspecified
            let split = make(node) { UISplitViewController(style: style) }
            if split.style != style {
                // A custom class is made with init(coder:), and Trellis's coder carries no archived style to decode.
                StoryboardDiagnostics.report(.invalidValue,
                    "\(file):\(node.line): \(describe(node)) is a \(type(of: split)) made with init(coder:), whose style is \(split.style); its columns are set as that style's")
            }
            return split
        default:
            return nil
        }
    }

    /// Makes the controllers `node`'s relationship segues name and puts
    /// them in `container`. `inner` is the chain of scenes being made, the
    /// container's own id last, so a child that contains it is refused.
    /// Returns the children made, by id, for the container's outlets.
    func addRelationships(of node: IBNode, to container: UIViewController, inner: [String]) -> [String: AnyObject] {
        let table = IBBuilder.relationships[node.name] ?? [:]
        var children: [(role: Relationship, controller: UIViewController, segue: IBNode)] = []
        for segue in node.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
            let name = segue["relationship"] ?? ""
            guard let role = table[name] else {
                StoryboardDiagnostics.report(.unknownElement,
                    "\(file):\(segue.line): \(describe(segue)) relationship=\"\(name)\" is not a relationship of <\(node.name)>; skipped")
                continue
            }
            guard let destination = segue["destination"], let scene = elements[destination], scene["sceneMemberID"] == "viewController" else {
                StoryboardDiagnostics.report(.invalidValue,
                    "\(file):\(segue.line): \(describe(segue)) of <\(node.name) id=\"\(node["id"] ?? "")\"> names '\(segue["destination"] ?? "")', which is not a scene's view controller; skipped")
                continue
            }
            do {
                let child = try IBBuilder(context: context, enclosingScenes: inner, budget: budget).instantiateViewController(scene)
                children.append((role, child, segue))
            } catch {
                StoryboardDiagnostics.report(.loadFailed, "\(error)")
            }
        }
        func only(_ role: Relationship) -> UIViewController? {
            let matching = children.filter { $0.role == role }
            for extra in matching.dropFirst() {
                StoryboardDiagnostics.report(.invalidValue,
                    "\(file):\(extra.segue.line): \(describe(extra.segue)) is a second '\(extra.segue["relationship"] ?? "")' relationship of <\(node.name) id=\"\(node["id"] ?? "")\">; the first is kept")
            }
            return matching.first?.controller
        }
        switch container {
        case let navigation as UINavigationController:
            if let root = only(.root) {
                navigation.viewControllers = [root]
            } else {
                reportEmpty(node, "has no root view controller; its stack is empty")
            }
        case let tabs as UITabBarController:
            let controllers = children.map(\.controller)
            if controllers.isEmpty {
                reportEmpty(node, "has no tabs")
            } else {
                tabs.viewControllers = controllers
            }
        case let split as UISplitViewController:
            let primary = only(.primary), secondary = only(.secondary)
            if split.style == .unspecified {
                split.viewControllers = [primary, secondary].compactMap { $0 }
            } else {
                split.setViewController(primary, for: .primary)
                split.setViewController(secondary, for: .secondary)
            }
            if primary == nil && secondary == nil { reportEmpty(node, "has no master or detail view controller") }
        default:
            break
        }
        var made: [String: AnyObject] = [:]
        for child in children { if let id = child.segue["destination"] { made[id] = child.controller } }
        return made
    }

    /// What a navigation controller scene says of its bars, in the
    /// attributes Xcode writes: `navigationBarHidden`, `toolbarHidden` (a
    /// navigation controller's toolbar is hidden unless the scene says
    /// `toolbarHidden="NO"`), the `hidesBars…` options, and on
    /// `<navigationBar key="navigationBar">` `largeTitles` ("Prefers Large
    /// Titles"), `translucent`, `barStyle` and its tint and bar tint colors;
    /// and a tab bar controller's `<tabBar key="tabBar">`: `translucent`,
    /// `barStyle` and colors.
    func configureBars(of node: IBNode, in container: UIViewController) {
        let kept = "the default is kept"
        if let tabs = container as? UITabBarController, let barNode = node.child("tabBar", key: "tabBar") {
            if let translucent = try? flag(barNode, "translucent", of: node, else: kept) { tabs.tabBar.isTranslucent = translucent }
            if let style = try? barStyle(barNode, of: node, else: kept) { tabs.tabBar.barStyle = style }
            for color in barNode.children("color") {
                switch color["key"] {
                case "tintColor": tabs.tabBar.tintColor = self.color(color)
                case "barTintColor": tabs.tabBar.barTintColor = self.color(color)
                default: continue
                }
            }
        }
        guard let navigation = container as? UINavigationController else { return }
        if let hidden = try? flag(node, "navigationBarHidden", else: kept) { navigation.isNavigationBarHidden = hidden }
        if let hidden = try? flag(node, "toolbarHidden", else: kept) { navigation.isToolbarHidden = hidden }
        if let hides = try? flag(node, "hidesBarsOnSwipe", else: kept) { navigation.hidesBarsOnSwipe = hides }
        if let hides = try? flag(node, "hidesBarsOnTap", else: kept) { navigation.hidesBarsOnTap = hides }
        if let hides = try? flag(node, "hidesBarsWhenKeyboardAppears", else: kept) { navigation.hidesBarsWhenKeyboardAppears = hides }
        if let hides = try? flag(node, "hidesBarsWhenVerticallyCompact", else: kept) { navigation.hidesBarsWhenVerticallyCompact = hides }
        guard let barNode = node.child("navigationBar", key: "navigationBar") else { return }
        let bar = navigation.navigationBar
        if let large = try? flag(barNode, "largeTitles", of: node, else: kept) { bar.prefersLargeTitles = large }
        if let translucent = try? flag(barNode, "translucent", of: node, else: kept) { bar.isTranslucent = translucent }
        if let style = try? barStyle(barNode, of: node, else: kept) { bar.barStyle = style }
        for color in barNode.children("color") {
            switch color["key"] {
            case "tintColor": bar.tintColor = self.color(color)
            case "barTintColor": bar.barTintColor = self.color(color)
            default: continue
            }
        }
    }

    private func reportEmpty(_ node: IBNode, _ problem: String) {
        StoryboardDiagnostics.report(.invalidValue, "\(file):\(node.line): <\(node.name) id=\"\(node["id"] ?? "")\"> \(problem)")
    }
}
