import Foundation
import Trellis

/// A scene's navigation item, tab bar item and toolbar items, with their
/// bar button items.
///
/// UIKit decodes these with the controller, not with its view: a
/// controller made from a storyboard has its navigation item's title and
/// buttons before its view loads, so a navigation controller can show them
/// at once. So they are built when the controller is instantiated, by a
/// builder of their own whose objects are the controller and the items;
/// when the view loads, its builder knows the items too, so the
/// controller's outlets to them connect.
extension IBBuilder {
    /// UIKit's `UIBarButtonItem.SystemItem` cases by the names Xcode writes
    /// (`systemItem="flexibleSpace"`, `"done"`, `"action"` in storyboards
    /// Xcode saved). `pageCurl`, unused since iOS 11, is not read.
    static let barButtonSystemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
        "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
        "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
        "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play,
        "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
        "close": .close,
    ]

    static let barButtonStyles: [String: UIBarButtonItem.Style] = ["plain": .plain, "done": .done]

    /// UIKit's `UITabBarItem.SystemItem` cases by their names.
    static let tabBarSystemItems: [String: UITabBarItem.SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated,
        "recents": .recents, "contacts": .contacts, "history": .history, "bookmarks": .bookmarks,
        "search": .search, "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]

    static let largeTitleDisplayModes: [String: UINavigationItem.LargeTitleDisplayMode] = [
        "automatic": .automatic, "always": .always, "never": .never, "inline": .inline,
    ]

    static let backButtonDisplayModes: [String: UINavigationItem.BackButtonDisplayMode] = [
        "default": .default, "generic": .generic, "minimal": .minimal,
    ]

    /// Builds `node`'s `<navigationItem key="navigationItem">`,
    /// `<tabBarItem key="tabBarItem">` and `<toolbarItems>` into
    /// `controller`, connects the items' actions and segues, and returns
    /// the objects made, by id, for the view's builder.
    func buildBarItems(of node: IBNode, for controller: UIViewController) -> [String: AnyObject] {
        if let id = node["id"] { objects[id] = controller }
        sceneController = controller
        if let item = node.child("navigationItem", key: "navigationItem") {
            configure(controller.navigationItem, from: item)
        }
        if let item = node.child("tabBarItem", key: "tabBarItem") {
            controller.tabBarItem = makeTabBarItem(item)
        }
        if let items = node.child("toolbarItems"), !items.children.isEmpty {
            controller.toolbarItems = items.children("barButtonItem").map(makeBarButtonItem)
        }
        finish()
        sceneController = nil
        if let id = node["id"] { objects[id] = nil }
        return objects
    }

    /// A navigation bar placed in a view (Xcode's Navigation Bar object,
    /// not a navigation controller's): its `<items>`, the first at the
    /// bottom of its stack, and whether it prefers large titles.
    func applyNavigationBar(_ node: IBNode, _ bar: UINavigationBar) {
        if let large = try? flag(node, "largeTitles", else: "the default is kept") { bar.prefersLargeTitles = large }
        if let translucent = try? flag(node, "translucent", else: "the default is kept") { bar.isTranslucent = translucent }
        if let style = try? barStyle(node, else: "the default is kept") { bar.barStyle = style }
        guard let items = node.child("items") else { return }
        bar.setItems(items.children("navigationItem").map { itemNode in
            let item = UINavigationItem()
            configure(item, from: itemNode)
            return item
        }, animated: false)
    }

    private func configure(_ item: UINavigationItem, from node: IBNode) {
        if let id = node["id"] { objects[id] = item }
        if let title = node["title"] { item.title = title }
        if let prompt = node["prompt"] { item.prompt = prompt }
        if let title = node["backButtonTitle"] { item.backButtonTitle = title }
        let kept = "the default is kept"
        if let mode = try? named(node, "largeTitleDisplayMode", in: IBBuilder.largeTitleDisplayModes, else: kept) {
            item.largeTitleDisplayMode = mode
        }
        if let mode = try? named(node, "backButtonDisplayMode", in: IBBuilder.backButtonDisplayModes, else: kept) {
            item.backButtonDisplayMode = mode
        }
        if let hides = try? flag(node, "hidesBackButton", else: kept) { item.hidesBackButton = hides }
        if let supplements = try? flag(node, "leftItemsSupplementBackButton", else: kept) { item.leftItemsSupplementBackButton = supplements }
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"?): item.leftBarButtonItem = makeBarButtonItem(child)
            case ("barButtonItem", "rightBarButtonItem"?): item.rightBarButtonItem = makeBarButtonItem(child)
            case ("barButtonItem", "backBarButtonItem"?): item.backBarButtonItem = makeBarButtonItem(child)
            case ("leftBarButtonItems", _): item.leftBarButtonItems = child.children("barButtonItem").map(makeBarButtonItem)
            case ("rightBarButtonItems", _): item.rightBarButtonItems = child.children("barButtonItem").map(makeBarButtonItem)
            case (_, "titleView"?): item.titleView = buildView(child)
            default:
                StoryboardDiagnostics.report(.unknownElement,
                    "\(file):\(child.line): \(describe(child, of: node)) in a navigation item is not read by this loader; skipped")
            }
        }
    }

    /// A `<barButtonItem>`: a system item, or a title or image with a
    /// style, or a custom view; its `<connections>` (an action or a segue)
    /// are made with the scene's other connections.
    func makeBarButtonItem(_ node: IBNode) -> UIBarButtonItem {
        let kept = "the default is kept"
        let system = try? named(node, "systemItem", in: IBBuilder.barButtonSystemItems, else: "a plain item stands in")
        let item = make(node) { system.map { UIBarButtonItem(systemItem: $0) } ?? UIBarButtonItem() }
        if let system, item.systemItem != system {
            StoryboardDiagnostics.report(.invalidValue,
                "\(file):\(node.line): \(describe(node)) is a \(type(of: item)) made with init(coder:); its systemItem \"\(node["systemItem"] ?? "")\" cannot be set")
        }
        if let id = node["id"] { objects[id] = item }
        if let title = node["title"] { item.title = title }
        if let image = image(in: node, key: "image") { item.image = image }
        if let image = image(in: node, key: "landscapeImage") { item.landscapeImagePhone = image }
        if let style = try? named(node, "style", in: IBBuilder.barButtonStyles, else: kept) { item.style = style }
        if let width = try? length(node, "width", nonNegative: true, else: kept) { item.width = width }
        if let enabled = try? flag(node, "enabled", else: kept) { item.isEnabled = enabled }
        if let tag = try? integer(node, "tag", else: kept) { item.tag = tag }
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("color", "tintColor"?): item.tintColor = color(child)
            case (_, "customView"?): item.customView = buildView(child)
            case ("connections", _), ("imageReference", _): continue
            default:
                StoryboardDiagnostics.report(.unknownElement,
                    "\(file):\(child.line): \(describe(child, of: node)) in a bar button item is not read by this loader; skipped")
            }
        }
        collectConnections(of: node, source: item)
        return item
    }

    /// A `<tabBarItem key="tabBarItem">`: a system item (whose title and
    /// image are UIKit's own), or a title, image and selected image; with a
    /// badge and a tag.
    func makeTabBarItem(_ node: IBNode) -> UITabBarItem {
        let kept = "the default is kept"
        let tag = (try? integer(node, "tag", else: kept)) ?? 0
        let item: UITabBarItem
        if let system = try? named(node, "systemItem", in: IBBuilder.tabBarSystemItems, else: "a plain item stands in") {
            item = make(node) { UITabBarItem(tabBarSystemItem: system, tag: tag) }
        } else {
            item = make(node) { UITabBarItem(title: nil, image: nil, tag: tag) }
            if let title = node["title"] { item.title = title }
            if let image = image(in: node, key: "image") { item.image = image }
            if let image = image(in: node, key: "selectedImage") { item.selectedImage = image }
        }
        if let id = node["id"] { objects[id] = item }
        item.tag = tag
        if let badge = node["badgeValue"] { item.badgeValue = badge }
        if let enabled = try? flag(node, "enabled", else: kept) { item.isEnabled = enabled }
        for child in node.children where !(child.name == "imageReference") {
            if child.name == "color", child["key"] == "badgeColor" {
                item.badgeColor = color(child)
            } else {
                StoryboardDiagnostics.report(.unknownElement,
                    "\(file):\(child.line): \(describe(child, of: node)) in a tab bar item is not read by this loader; skipped")
            }
        }
        return item
    }
}
