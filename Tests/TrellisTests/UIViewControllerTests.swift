import Foundation
import Testing
@testable import Trellis

/// What happened, in order, across the controllers and views of one test.
final class ControllerLog {
    var events: [String] = []
    func callbacks(without excluded: Set<String> = ["updateViewConstraints"]) -> [String] {
        events.filter { event in !excluded.contains { event.hasSuffix("." + $0) } }
    }
}

/// A controller that writes each UIKit callback to a log as `name.callback`.
class RecordingController: UIViewController {
    let name: String
    let log: ControllerLog
    var previousTraits: [UITraitCollection?] = []
    var flagsInCallbacks: [String: (movingTo: Bool, movingFrom: Bool, presented: Bool, dismissed: Bool)] = [:]

    init(_ name: String, _ log: ControllerLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    private func record(_ event: String) {
        log.events.append("\(name).\(event)")
        flagsInCallbacks[event] = (isMovingToParent, isMovingFromParent, isBeingPresented, isBeingDismissed)
    }

    override func loadView() {
        record("loadView")
        let view = RecordingView(name, log)
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        self.view = view
    }

    override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); record("viewDidLayoutSubviews") }
    override func updateViewConstraints() { record("updateViewConstraints"); super.updateViewConstraints() }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(\((parent as? RecordingController)?.name ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(\((parent as? RecordingController)?.name ?? "nil"))")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousTraits.append(previousTraitCollection)
        record("traitCollectionDidChange")
    }
}

/// A controller's root view that logs its own layout and trait callbacks.
final class RecordingView: UIView {
    let name: String
    let log: ControllerLog

    init(_ name: String, _ log: ControllerLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() { super.layoutSubviews(); log.events.append("\(name).view.layoutSubviews") }
    override func updateConstraints() { log.events.append("\(name).view.updateConstraints"); super.updateConstraints() }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.events.append("\(name).view.traitCollectionDidChange")
    }
}

/// Makes a controller appear as a window does: begin, lay out, end.
func show(_ controller: UIViewController) {
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
}

func hide(_ controller: UIViewController) {
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
}

/// Loading, appearing, layout, containment and traits of view controllers.
@Suite struct UIViewControllerTests {
    // MARK: - Loading

    @Test func theViewLoadsLazilyAndOnce() {
        let log = ControllerLog()
        let controller = RecordingController("vc", log)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(log.events.isEmpty)
        let view = controller.view!
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        #expect(log.events == ["vc.loadView", "vc.viewDidLoad"])
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(log.events == ["vc.loadView", "vc.viewDidLoad"])
        // Setting the view to nil unloads it; the next read loads it again.
        controller.view = nil
        #expect(!controller.isViewLoaded)
        _ = controller.view
        #expect(log.events == ["vc.loadView", "vc.viewDidLoad", "vc.loadView", "vc.viewDidLoad"])
    }

    @Test func theDefaultViewIsPlainAndFillsTheScreen() {
        let controller = UIViewController()
        #expect(controller.nibName == nil && controller.nibBundle == nil)
        let view = controller.view!
        #expect(type(of: view) == UIView.self)
        #expect(view.frame.origin == .zero && view.frame.width > 300 && view.frame.height > 600)
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let named = UIViewController(nibName: "Settings", bundle: .main)
        #expect(named.nibName == "Settings" && named.nibBundle === Bundle.main)
        named.title = "Settings"
        #expect(named.title == "Settings")
    }

    @Test func viewsAnswerToTheirControllersInTheResponderChain() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let button = UIView()
        child.view.addSubview(button)
        // UIKit's responder chain: a view, its superview, ..., a controller's
        // root view, the controller, the root view's superview, ...
        #expect(button.next === child.view)
        #expect(child.view.next === child)
        #expect(child.next === parent.view)
        #expect(parent.view.next === parent)
        #expect(parent.next == nil)
    }

    // MARK: - Appearing

    /// UIKit's documented sequence when a controller is shown: "loadView,
    /// viewDidLoad, viewWillAppear, viewWillLayoutSubviews,
    /// viewDidLayoutSubviews, viewDidAppear" (Apple's UIViewController
    /// overview, "Handling view-related notifications"; logged in order by
    /// e.g. jchudzynski/ViewControllerTest and readke.com's lifecycle trace).
    @Test func showingAControllerCallsUIKitsSequence() {
        let log = ControllerLog()
        let controller = RecordingController("vc", log)
        show(controller)
        #expect(log.callbacks(without: ["updateViewConstraints", "view.layoutSubviews", "view.updateConstraints"]) == [
            "vc.loadView", "vc.viewDidLoad", "vc.viewWillAppear",
            "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews", "vc.viewDidAppear",
        ])
        // The layout callbacks surround the view's own layoutSubviews, and
        // updateViewConstraints (which calls the view's updateConstraints)
        // comes before them, as in UIKit.
        let layout = log.events.drop(while: { $0 != "vc.updateViewConstraints" })
        #expect(Array(layout) == ["vc.updateViewConstraints", "vc.view.updateConstraints", "vc.viewWillLayoutSubviews",
                                  "vc.view.layoutSubviews", "vc.viewDidLayoutSubviews", "vc.viewDidAppear"])
        // Appearing again while appeared does nothing; hiding is the mirror.
        log.events.removeAll()
        show(controller)
        #expect(log.events.isEmpty)
        hide(controller)
        #expect(log.events == ["vc.viewWillDisappear", "vc.viewDidDisappear"])
    }

    @Test func aWindowShowsItsRootControllerInTheSameSequence() {
        let log = ControllerLog()
        let controller = RecordingController("vc", log)
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = controller
        // (Joining the window also delivers the window's traits: not part of this sequence.)
        let ignored: Set<String> = ["updateViewConstraints", "view.layoutSubviews", "view.updateConstraints",
                                    "traitCollectionDidChange", "view.traitCollectionDidChange"]
        #expect(log.callbacks(without: ignored) == ["vc.loadView", "vc.viewDidLoad"])
        window.isHidden = false
        #expect(log.callbacks(without: ignored) == [
            "vc.loadView", "vc.viewDidLoad", "vc.viewWillAppear",
            "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews", "vc.viewDidAppear",
        ])
        #expect(controller.view.frame == window.bounds)
        #expect(controller.next === window)
    }

    @Test func updateViewConstraintsRunsWhenTheViewAsks() {
        let log = ControllerLog()
        let controller = RecordingController("vc", log)
        show(controller)
        log.events.removeAll()
        controller.view.layoutIfNeeded()
        #expect(log.events.isEmpty)
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        #expect(log.events == ["vc.updateViewConstraints", "vc.view.updateConstraints"])
        log.events.removeAll()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(log.events == ["vc.viewWillLayoutSubviews", "vc.view.layoutSubviews", "vc.viewDidLayoutSubviews"])
    }

    // MARK: - Containment

    /// UIKit: "When your custom container calls the addChild(_:) method, it
    /// automatically calls the willMove(toParent:) method of the view
    /// controller to be added as a child before adding it"; the container
    /// calls didMove(toParent:) after adding the view. Removing: the
    /// container calls willMove(toParent: nil), removes the view, then
    /// "the removeFromParent() method automatically calls the
    /// didMove(toParent:) method of the child view controller after it
    /// removes the child" (developer.apple.com, willMove(toParent:) and
    /// didMove(toParent:)). A child view added to a parent on screen
    /// appears then and there, and disappears when removed.
    @Test func addingAndRemovingAChildFollowsUIKitsSequence() {
        let log = ControllerLog()
        let parent = RecordingController("parent", log), child = RecordingController("child", log)
        show(parent)
        log.events.removeAll()

        parent.addChild(child)
        #expect(child.parent === parent && parent.children.count == 1 && parent.children[0] === child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.callbacks(without: ["updateViewConstraints", "view.layoutSubviews", "view.updateConstraints",
                                        "viewWillLayoutSubviews", "viewDidLayoutSubviews"]) == [
            "child.willMove(parent)", "child.loadView", "child.viewDidLoad",
            "child.viewWillAppear", "child.viewDidAppear", "child.didMove(parent)",
        ])
        #expect(child.flagsInCallbacks["viewWillAppear"]?.movingTo == true)
        #expect(!child.isMovingToParent)

        log.events.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.callbacks() == [
            "child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(nil)",
        ])
        #expect(child.flagsInCallbacks["viewWillDisappear"]?.movingFrom == true)
        #expect(child.parent == nil && parent.children.isEmpty && !child.isMovingFromParent)
    }

    @Test func addingAChildToAnotherParentTakesItFromTheFirst() {
        let log = ControllerLog()
        let first = RecordingController("first", log), second = RecordingController("second", log)
        let child = RecordingController("child", log)
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty && second.children.map { ($0 as? RecordingController)?.name } == ["child"] && child.parent === second)
        #expect(log.events == ["child.willMove(first)", "child.didMove(nil)", "child.willMove(second)"])
        // Adding it again to the same parent changes nothing.
        second.addChild(child)
        #expect(second.children.count == 1 && log.events.count == 3)
    }

    /// Appearance reaches children top-down, parent first for "will" and
    /// for "did", as logged in phchan9/til "Note About ViewController
    /// Containment": parent viewWillAppear, child viewWillAppear, parent
    /// viewDidAppear, child viewDidAppear.
    @Test func appearanceIsForwardedToChildren() {
        let log = ControllerLog()
        let parent = RecordingController("parent", log)
        let left = RecordingController("left", log), right = RecordingController("right", log)
        let holder = UIView()
        parent.view.addSubview(holder)
        for child in [left, right] {
            parent.addChild(child)
            (child === left ? parent.view : holder).addSubview(child.view)
            child.didMove(toParent: parent)
        }
        // A child whose view is not in the parent's hierarchy does not appear.
        let offscreen = RecordingController("offscreen", log)
        parent.addChild(offscreen)
        log.events.removeAll()

        show(parent)
        let appearance = log.callbacks(without: ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                                 "view.layoutSubviews", "view.updateConstraints"])
        #expect(appearance == ["parent.viewWillAppear", "left.viewWillAppear", "right.viewWillAppear",
                               "parent.viewDidAppear", "left.viewDidAppear", "right.viewDidAppear"])
        // Children added before the parent appeared still appear as moving to it.
        #expect(left.flagsInCallbacks["viewDidAppear"]?.movingTo == true)

        log.events.removeAll()
        hide(parent)
        #expect(log.events == ["parent.viewWillDisappear", "left.viewWillDisappear", "right.viewWillDisappear",
                               "parent.viewDidDisappear", "left.viewDidDisappear", "right.viewDidDisappear"])
        #expect(!offscreen.isViewLoaded)
    }

    /// A container that forwards appearance itself: its children hear
    /// nothing until it calls their begin/end appearance transitions.
    @Test func aContainerCanForwardAppearanceItself() {
        final class ManualContainer: RecordingController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let log = ControllerLog()
        let parent = ManualContainer("parent", log), child = RecordingController("child", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.events.removeAll()
        show(parent)
        #expect(!log.events.contains("child.viewWillAppear") && !log.events.contains("child.viewDidAppear"))
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(log.callbacks(without: ["viewWillLayoutSubviews", "viewDidLayoutSubviews", "view.layoutSubviews",
                                        "updateViewConstraints", "view.updateConstraints"]).filter { $0.hasPrefix("child.") }
                == ["child.viewWillAppear", "child.viewDidAppear"])
    }

    @Test func aControllerCannotBeItsOwnChild() {
        let parent = UIViewController(), child = UIViewController(), grandchild = UIViewController()
        parent.addChild(child)
        child.addChild(grandchild)
        let messages = recordingDiagnostics {
            parent.addChild(parent)
            grandchild.addChild(parent)
        }
        #expect(messages.count == 2 && messages.allSatisfy { $0.kind == .invalidOperation })
        #expect(messages.first?.text.contains("as a child of itself") == true)
        #expect(parent.children.count == 1 && parent.parent == nil && grandchild.children.isEmpty)
    }

    @Test func aChildsPreferredContentSizeReachesItsParent() {
        final class Container: UIViewController {
            var changes: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                super.preferredContentSizeDidChange(forChildContentContainer: container)
                changes.append(container.preferredContentSize)
            }
        }
        let container = Container(), child = UIViewController()
        container.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 180)
        child.preferredContentSize = CGSize(width: 320, height: 180)
        child.preferredContentSize = CGSize(width: 320, height: 240)
        #expect(container.changes == [CGSize(width: 320, height: 180), CGSize(width: 320, height: 240)])
        #expect(container.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 20))
                == CGSize(width: 10, height: 20))
    }

    // MARK: - Traits

    /// Trait changes go top-down with the traits from before: a controller
    /// just before its view, a parent before its children (UIKit: "traits
    /// are updated top-down through the hierarchy", developer.apple.com
    /// forums thread 733301), and not at all when no trait changed.
    @Test func traitChangesGoTopDownWithThePreviousTraits() {
        let log = ControllerLog()
        let parent = RecordingController("parent", log), child = RecordingController("child", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.events.removeAll()

        parent.view.traitOverrides.horizontalSizeClass = .regular
        #expect(log.events == ["parent.traitCollectionDidChange", "parent.view.traitCollectionDidChange",
                               "child.traitCollectionDidChange", "child.view.traitCollectionDidChange"])
        #expect(parent.previousTraits.count == 1 && parent.previousTraits[0]?.horizontalSizeClass == .unspecified)
        #expect(child.previousTraits[0]?.horizontalSizeClass == .unspecified)
        #expect(parent.traitCollection.horizontalSizeClass == .regular && child.traitCollection.horizontalSizeClass == .regular)

        // The same value again changes nothing and tells no one.
        log.events.removeAll()
        parent.view.traitOverrides.horizontalSizeClass = .regular
        #expect(log.events.isEmpty)

        parent.view.traitOverrides.userInterfaceStyle = .dark
        #expect(child.previousTraits.last??.userInterfaceStyle == .unspecified)
        #expect(child.previousTraits.last??.horizontalSizeClass == .regular)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
    }

    /// On a device: narrowing an iPad window to a compact split-view width
    /// changes the horizontal size class and delivers it; a resize that
    /// keeps every size class delivers nothing.
    @Test func aWindowResizeDeliversTraitsOnlyWhenASizeClassChanges() {
        let log = ControllerLog()
        let controller = RecordingController("vc", log)
        let window = UIWindow(device: .iPad10)
        window.rootViewController = controller
        window.isHidden = false
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        log.events.removeAll()
        window.resize(to: window.bounds.width - 40)
        #expect(!log.events.contains("vc.traitCollectionDidChange"))
        window.resize(to: 320)
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.previousTraits.last??.horizontalSizeClass == .regular)
        #expect(log.events.filter { $0.contains("traitCollectionDidChange") }
                == ["vc.traitCollectionDidChange", "vc.view.traitCollectionDidChange"])
    }

    @Test func aParentOverridesAChildsTraits() {
        let log = ControllerLog()
        let parent = RecordingController("parent", log), child = RecordingController("child", log)
        parent.view.traitOverrides.horizontalSizeClass = .regular
        parent.addChild(child)
        // Before the child's view loads, its traits are its parent's with the override.
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
        #expect(!child.isViewLoaded)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .compact)

        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.view.traitOverrides.horizontalSizeClass == .compact)
        #expect(parent.traitCollection.horizontalSizeClass == .regular)

        log.events.removeAll()
        parent.setOverrideTraitCollection(UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                                                         UITraitCollection(userInterfaceStyle: .dark)]),
                                          forChild: child)
        #expect(child.traitCollection.userInterfaceStyle == .dark && child.previousTraits.last??.userInterfaceStyle == .unspecified)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(parent.overrideTraitCollection(forChild: child) == nil)
        #expect(child.traitCollection.horizontalSizeClass == .regular && child.traitCollection.userInterfaceStyle == .unspecified)
        #expect(child.view.traitOverrides.isEmpty)

        // Only a child can be given traits.
        let stranger = UIViewController()
        let messages = recordingDiagnostics {
            parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: stranger)
        }
        #expect(messages.count == 1 && parent.overrideTraitCollection(forChild: stranger) == nil)
    }

    @Test func aControllerWithoutAViewTakesTheCurrentTraits() {
        let controller = UIViewController()
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(controller.traitCollection.userInterfaceStyle == .dark)
        }
        #expect(!controller.isViewLoaded)
    }

    // MARK: - Margins and safe area

    /// UIKit: the root view's margins are "guaranteed to be no smaller than
    /// the values in the systemMinimumLayoutMargins property" while
    /// viewRespectsSystemMinimumLayoutMargins is true (its default), and
    /// "the default value of [a root view's margins] reflects the system
    /// minimum margins" (developer.apple.com, viewRespectsSystemMinimumLayoutMargins
    /// and directionalLayoutMargins). The minimum is 16 points leading and
    /// trailing in a compact width, 20 in a regular width, 0 at the top and bottom.
    @Test func rootViewMarginsRespectTheSystemMinimumBySizeClass() {
        let controller = UIViewController()
        let view = controller.view!
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))

        let content = autoLayoutView("content")
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 50),
        ])
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 0, width: 368, height: 50))

        view.traitOverrides.horizontalSizeClass = .regular
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 0, width: 360, height: 50))
        view.traitOverrides.horizontalSizeClass = .compact
        #expect(view.layoutMargins.left == 16)

        // Larger margins of the view's own win; smaller ones give way.
        view.layoutMargins = UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 4))
        view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 30, y: 8, width: 366, height: 50))
        // Other views keep UIKit's 8 points.
        #expect(content.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func onADeviceTheMinimumFollowsItsSizeClass() {
        let phone = UIWindow(device: .iPhone15), pad = UIWindow(device: .iPad10)
        let onPhone = UIViewController(), onPad = UIViewController()
        phone.rootViewController = onPhone
        pad.rootViewController = onPad
        phone.layoutIfNeeded()
        pad.layoutIfNeeded()
        #expect(onPhone.systemMinimumLayoutMargins.leading == 16 && onPhone.view.layoutMargins.left == 16)
        #expect(onPad.systemMinimumLayoutMargins.leading == 20 && onPad.view.layoutMargins.left == 20)
    }

    @Test func additionalSafeAreaInsetsAddToTheViewsSafeArea() {
        let controller = UIViewController()
        let view = controller.view!
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let bar = autoLayoutView("bar")
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        view.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 30, right: 0)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 30, right: 0))
        view.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 320, height: 406))

        // In a window they add to the device's insets.
        let window = UIWindow(device: .iPhone15)
        let root = UIViewController()
        window.rootViewController = root
        window.layoutIfNeeded()
        let device = root.view.safeAreaInsets
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == device.top + 20)
        #expect(root.view.safeAreaInsets.bottom == device.bottom)
    }

    // MARK: - Transitions

    /// UIKit's default viewWillTransition(to:with:) passes the change to the
    /// children ("If you override this method, you should either call super
    /// to propagate the change to children or manually forward the change
    /// to children", UIViewController.h), and the coordinator runs the
    /// alongside blocks with the change and the completions after it.
    @Test func sizeTransitionsReachChildrenAndRunTheCoordinatorsBlocks() {
        final class Sizing: UIViewController {
            var sizes: [CGSize] = []
            var steps: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
                coordinator.animate(alongsideTransition: { [unowned self] _ in steps.append("alongside \(view.bounds.width)") },
                                    completion: { [unowned self] context in steps.append("completion \(context.isCancelled)") })
            }
        }
        let parent = Sizing(), child = Sizing()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        child.view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        let coordinator = UIViewControllerSizeTransitionCoordinator()
        let newSize = CGSize(width: 667, height: 375)
        parent.viewWillTransition(to: newSize, with: coordinator)
        #expect(parent.sizes == [newSize] && child.sizes == [newSize])
        #expect(parent.steps.isEmpty)
        coordinator.run { parent.view.frame.size = newSize }
        #expect(parent.steps == ["alongside 667.0", "completion false"])
        // The child's view resizes with its parent's (flexible width and height).
        #expect(child.steps == ["alongside 667.0", "completion false"])
        #expect(!coordinator.isInteractive && coordinator.transitionDuration == 0 && coordinator.percentComplete == 1)

        // A child already at the size it would get hears nothing.
        child.view.frame.size = newSize
        let again = UIViewControllerSizeTransitionCoordinator()
        parent.viewWillTransition(to: newSize, with: again)
        #expect(child.sizes.count == 1)
    }

    // MARK: - A container

    /// A container controller with one child pinned to the top at a fixed
    /// 200 points and another filling the rest; then the top child's height
    /// comes from its content, a wrapping label.
    @Test func aContainerLaysOutAFixedTopChildAndOneFillingTheRest() throws {
        final class Container: UIViewController {
            let top = UIViewController(), rest = UIViewController()
            var topHeight: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                for child in [top, rest] {
                    addChild(child)
                    child.view.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
                topHeight = top.view.heightAnchor.constraint(equalToConstant: 200)
                NSLayoutConstraint.activate([
                    top.view.topAnchor.constraint(equalTo: view.topAnchor),
                    top.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    top.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    topHeight,
                    rest.view.topAnchor.constraint(equalTo: top.view.bottomAnchor),
                    rest.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    rest.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    rest.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }
        }
        let container = Container()
        container.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        show(container)
        #expect(container.children.count == 2)
        #expect(container.top.view.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
        #expect(container.rest.view.frame == CGRect(x: 0, y: 200, width: 375, height: 467))

        // The top child's height from its content: a label with
        // numberOfLines 0 pinned to the child's margins (16 points at the
        // sides: the child's root view keeps the system minimum).
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A view controller manages a view hierarchy: it loads its view, hears when it appears, and lays it out."
        label.translatesAutoresizingMaskIntoConstraints = false
        let topView = try #require(container.top.view)
        topView.addSubview(label)
        container.topHeight.isActive = false
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topView.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: topView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: topView.layoutMarginsGuide.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: topView.layoutMarginsGuide.bottomAnchor),
        ])
        container.view.layoutIfNeeded()
        let lineHeight = label.font.lineHeight
        #expect(label.frame.minX == 16 && label.frame.width == 343)
        #expect(label.frame.height > 1.5 * lineHeight)
        #expect(topView.frame.height == label.frame.height)
        #expect(container.rest.view.frame.minY == topView.frame.maxY)
        #expect(container.rest.view.frame.maxY == 667)

        // More text, a taller top; the rest gives way.
        let before = topView.frame.height
        label.text = (label.text ?? "") + " " + (label.text ?? "")
        container.view.layoutIfNeeded()
        #expect(topView.frame.height > before)
        #expect(container.rest.view.frame.minY == topView.frame.maxY && container.rest.view.frame.maxY == 667)
    }
}
