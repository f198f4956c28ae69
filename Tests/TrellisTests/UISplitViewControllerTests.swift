import Foundation
import Testing
@testable import Trellis

/// A split view controller's columns, display modes, collapsing and
/// expanding on real device windows. Sources for UIKit's behaviour are in
/// the comments of each test and in SplitColumnLayout.swift.
@Suite struct UISplitViewControllerTests {
    /// Records the delegate calls in order.
    final class RecordingDelegate: UISplitViewControllerDelegate {
        var events: [String] = []
        var topColumn: UISplitViewController.Column?
        var mergesSecondary = false

        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            events.append("willChangeTo \(displayMode)")
        }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            events.append("topColumn proposed \(proposedTopColumn)")
            return topColumn ?? proposedTopColumn
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("didExpand") }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { events.append("willShow \(column)") }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("willHide \(column)") }
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            events.append("collapseSecondary")
            return mergesSecondary
        }
    }

    final class Screen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
    }

    struct Fixture {
        let window: UIWindow
        let split: UISplitViewController
        let primary: Screen
        let supplementary: Screen
        let secondary: Screen

        /// The navigation controller showing `column` (Trellis's navigation
        /// controller sets no parents until issue 18's push and pop land, so
        /// tests ask the split view).
        func nav(_ column: UISplitViewController.Column) -> UINavigationController? {
            split.columnNavigationControllers[column]
        }
    }

    func show(_ style: UISplitViewController.Style, on device: Device, _ orientation: UIDeviceOrientation = .portrait,
              delegate: RecordingDelegate? = nil, configure: (UISplitViewController) -> Void = { _ in }) -> Fixture {
        let split = UISplitViewController(style: style)
        split.delegate = delegate
        let primary = Screen("Primary"), supplementary = Screen("Supplementary"), secondary = Screen("Secondary")
        split.setViewController(primary, for: .primary)
        if style == .tripleColumn { split.setViewController(supplementary, for: .supplementary) }
        split.setViewController(secondary, for: .secondary)
        configure(split)
        let window = UIWindow(device: device, orientation: orientation)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return Fixture(window: window, split: split, primary: primary, supplementary: supplementary, secondary: secondary)
    }

    // MARK: - Columns

    @Test func eachColumnIsShownInANavigationControllerTheSplitViewMakes() {
        // UISplitViewController.h: "If the vc is not a UINavigationController, one will be created,
        // except for UISplitViewControllerColumnCompact."
        let split = UISplitViewController(style: .doubleColumn)
        let list = Screen("List"), detail = Screen("Detail"), compact = Screen("Compact")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.setViewController(compact, for: .compact)
        #expect(split.viewController(for: .primary) === list)
        #expect(split.viewController(for: .compact) === compact)
        #expect(split.viewControllers.count == 2)
        let navigations = split.viewControllers.compactMap { $0 as? UINavigationController }
        #expect(navigations.map { $0.viewControllers.first } .map { $0 as AnyObject? }.elementsEqual([list, detail].map { $0 as AnyObject? }) { $0 === $1 })
        #expect(compact.parent === split)
        #expect(compact.navigationController == nil)
    }

    @Test func aNavigationControllerGivenForAColumnIsNotWrappedAgain() {
        let split = UISplitViewController(style: .doubleColumn)
        let navigation = UINavigationController(rootViewController: Screen("List"))
        split.setViewController(navigation, for: .primary)
        #expect(split.viewController(for: .primary) === navigation)
        #expect(split.viewControllers.first === navigation)
    }

    @Test func settingTheSecondaryAgainPushesOnItsStackUnlessClearedFirst() {
        // Apple's answer to FB8640357 (zhaoxin.pro/technology/15993960076329.html): a non-navigation
        // controller set for the secondary column is pushed on the navigation controller the split made;
        // setting nil first replaces the column.
        let split = UISplitViewController(style: .doubleColumn)
        let first = Screen("First"), second = Screen("Second"), third = Screen("Third")
        split.setViewController(first, for: .secondary)
        split.setViewController(second, for: .secondary)
        let stack = (split.viewControllers.last as? UINavigationController)?.viewControllers ?? []
        #expect(stack.count == 2 && stack[0] === first && stack[1] === second)
        split.setViewController(nil, for: .secondary)
        split.setViewController(third, for: .secondary)
        let replaced = (split.viewControllers.last as? UINavigationController)?.viewControllers ?? []
        #expect(replaced.count == 1 && replaced[0] === third)
    }

    @Test func aClassicSplitViewReportsColumnCalls() {
        let split = UISplitViewController()
        let messages = recordingDiagnostics { split.setViewController(Screen("A"), for: .primary) }
        #expect(messages.count == 1)
        #expect(split.viewController(for: .primary) == nil)
        #expect(split.style == .unspecified)
    }

    @Test func theDefaultsAreUIKits() {
        // UISplitViewController.h: presentsWithGesture YES, widths automatic, primary edge leading.
        let split = UISplitViewController(style: .doubleColumn)
        #expect(split.presentsWithGesture)
        #expect(split.preferredDisplayMode == .automatic)
        #expect(split.preferredSplitBehavior == .automatic)
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        #expect(split.minimumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.maximumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.primaryEdge == .leading)
        #expect(split.primaryBackgroundStyle == .none)
        #expect(split.showsSecondaryOnlyButton == false)
        #expect(split.isCollapsed == false)
    }

    // MARK: - Expanded layout on an iPad

    @Test func aDoubleColumnSplitTilesOnALandscapeIPadPro() {
        let f = show(.doubleColumn, on: .iPadPro12_9, .landscapeLeft)
        #expect(f.split.isCollapsed == false)
        #expect(f.split.splitBehavior == .tile)
        #expect(f.split.displayMode == .oneBesideSecondary)
        #expect(f.split.primaryColumnWidth == 320)
        #expect(f.nav(.primary)?.view.frame == CGRect(x: -100, y: 0, width: 420, height: 1024))
        #expect(f.nav(.secondary)?.view.frame == CGRect(x: 320.5, y: 0, width: 1045.5, height: 1024))
    }

    @Test func eachColumnHasTheSafeAreaOfItsPlaceOnTheScreen() {
        // The iPad Pro's 24-point status bar and 20-point home indicator reach every column;
        // an iPad has no side insets, but the primary column reaches 100 points past the
        // screen edge with that much safe area (the offscreen buffer of column styles, whose
        // size apps read from safeAreaInsets.left: qanswer.space on UISplitViewController's
        // negative primary origin; UIKit's _UISplitViewControllerStyle.maximumRubberbandingDistance).
        let f = show(.doubleColumn, on: .iPadPro12_9, .landscapeLeft)
        #expect(f.nav(.primary)?.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 100, bottom: 20, right: 0))
        #expect(f.nav(.secondary)?.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func theSidebarIsHiddenOnAnUprightIPadUntilShown() {
        let delegate = RecordingDelegate()
        let f = show(.doubleColumn, on: .iPadPro12_9, delegate: delegate)
        #expect(f.split.splitBehavior == .overlay)
        #expect(f.split.displayMode == .secondaryOnly)
        #expect(f.nav(.primary)?.view.superview == nil)
        #expect(f.nav(.secondary)?.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
        f.split.show(.primary)
        #expect(f.split.displayMode == .oneOverSecondary)
        #expect(f.nav(.primary)?.view.frame == CGRect(x: -100, y: 0, width: 420, height: 1366))
        #expect(f.nav(.secondary)?.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
        // "The secondary view controller is dimmed out" (DisplayMode.oneOverSecondary), under the sidebar.
        let splitView = f.split.view as? UISplitViewControllerView
        #expect(splitView?.dimmingView.isHidden == false)
        #expect(splitView?.dimmingView.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
        let order = splitView?.subviews ?? []
        let dimmingIndex = order.firstIndex { $0 === splitView?.dimmingView }, primaryIndex = order.firstIndex { $0 === f.nav(.primary)?.view }
        #expect(dimmingIndex != nil && primaryIndex != nil && dimmingIndex! < primaryIndex!)
        f.split.hide(.primary)
        #expect(splitView?.dimmingView.superview == nil)
        #expect(f.split.displayMode == .secondaryOnly)
        #expect(delegate.events == ["willChangeTo secondaryOnly", "willChangeTo oneOverSecondary", "willShow primary",
                                    "willChangeTo secondaryOnly", "willHide primary"])
    }

    @Test func aRotationForgetsTheModeChosenAtTheOldSize() {
        let f = show(.doubleColumn, on: .iPadPro12_9)
        f.split.show(.primary)
        f.window.rotate(to: .landscapeLeft)
        #expect(f.split.displayMode == .oneBesideSecondary)
        f.window.rotate(to: .portrait)
        #expect(f.split.displayMode == .secondaryOnly)
    }

    final class SizeRecordingNavigationController: UINavigationController {
        var sizes: [CGSize] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            sizes.append(size)
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    @Test func aRotationTellsEachColumnTheWidthItWillHave() {
        let primary = SizeRecordingNavigationController(rootViewController: Screen("List"))
        let secondary = SizeRecordingNavigationController(rootViewController: Screen("Detail"))
        let f = show(.doubleColumn, on: .iPadPro12_9) {
            $0.setViewController(primary, for: .primary)
            $0.setViewController(secondary, for: .secondary)
        }
        #expect(f.split.displayMode == .secondaryOnly)
        f.window.rotate(to: .landscapeLeft)
        #expect(secondary.sizes == [CGSize(width: 1045.5, height: 1024)])
        #expect(secondary.view.frame.size == CGSize(width: 1045.5, height: 1024))
    }

    @Test func aTripleColumnSplitShowsTheSupplementaryBesideTheSecondary() {
        let f = show(.tripleColumn, on: .iPadPro12_9, .landscapeLeft)
        #expect(f.split.displayMode == .oneBesideSecondary)
        #expect(f.nav(.primary)?.view.superview == nil)
        #expect(f.split.supplementaryColumnWidth == 375)
        #expect(f.nav(.supplementary)?.view.frame == CGRect(x: 0, y: 0, width: 375, height: 1024))
        #expect(f.nav(.secondary)?.view.frame == CGRect(x: 375.5, y: 0, width: 990.5, height: 1024))
        f.split.show(.primary)
        #expect(f.split.displayMode == .twoBesideSecondary)
        #expect(f.nav(.primary)?.view.frame == CGRect(x: -100, y: 0, width: 420, height: 1024))
        #expect(f.nav(.supplementary)?.view.frame == CGRect(x: 320.5, y: 0, width: 375, height: 1024))
        #expect(f.nav(.secondary)?.view.frame == CGRect(x: 696, y: 0, width: 670, height: 1024))
    }

    @Test func twoSidebarsDisplaceTheSecondaryOnATenthGenerationIPad() {
        let f = show(.tripleColumn, on: .iPad10, .landscapeLeft) { $0.preferredDisplayMode = .twoBesideSecondary }
        #expect(f.split.splitBehavior == .displace)
        #expect(f.split.displayMode == .twoDisplaceSecondary)
        #expect(f.nav(.secondary)?.view.frame == CGRect(x: 696, y: 0, width: 804.5, height: 820))
    }

    @Test func aPreferredTileBehaviourKeepsTheSidebarBesideUpright() {
        let f = show(.doubleColumn, on: .iPadPro12_9) {
            $0.preferredSplitBehavior = .tile
            $0.preferredDisplayMode = .oneBesideSecondary
        }
        #expect(f.split.displayMode == .oneBesideSecondary)
        #expect(f.nav(.secondary)?.view.frame == CGRect(x: 320.5, y: 0, width: 703.5, height: 1366))
    }

    @Test func aPreferredModeIsShownAsItIsWhenNoGestureCanBringTheSidebarBack() {
        // _concreteDisplayModeForCurrentEnvironment (iOS 18): without presentsWithGesture the preferred
        // mode is used unconverted; with it, the overlay behaviour of an upright iPad turns "beside" into "over".
        let fixed = show(.doubleColumn, on: .iPadPro12_9) {
            $0.preferredDisplayMode = .oneBesideSecondary
            $0.presentsWithGesture = false
        }
        #expect(fixed.split.splitBehavior == .overlay)
        #expect(fixed.split.displayMode == .oneBesideSecondary)
        #expect(fixed.nav(.secondary)?.view.frame == CGRect(x: 320.5, y: 0, width: 703.5, height: 1366))
        let swipeable = show(.doubleColumn, on: .iPadPro12_9) { $0.preferredDisplayMode = .oneBesideSecondary }
        #expect(swipeable.split.displayMode == .oneOverSecondary)
    }

    @Test func aCollapsedColumnStyleReportsOneBesideSecondary() {
        // _concreteDisplayModeForCurrentEnvironment answers UISplitViewControllerDisplayModeOneBesideSecondary while collapsed.
        let f = show(.doubleColumn, on: .iPhoneSE3)
        #expect(f.split.isCollapsed)
        #expect(f.split.displayMode == .oneBesideSecondary)
    }

    @Test func aTrailingPrimaryIsOnTheRight() {
        let f = show(.doubleColumn, on: .iPadPro12_9, .landscapeLeft) { $0.primaryEdge = .trailing }
        #expect(f.nav(.primary)?.view.frame == CGRect(x: 1046, y: 0, width: 420, height: 1024))
        #expect(f.nav(.secondary)?.view.frame == CGRect(x: 0, y: 0, width: 1045.5, height: 1024))
    }

    @Test func theSidebarsHaveACompactWidthWhileExpanded() {
        // UISplitViewControllerPanelImpl's _traitCollectionForChildEnvironment: (iOS 18) sets a compact
        // horizontal size class for the primary and supplementary columns of an expanded column style.
        let f = show(.doubleColumn, on: .iPadPro12_9, .landscapeLeft)
        #expect(f.nav(.primary)?.traitCollection.horizontalSizeClass == .compact)
        #expect(f.nav(.secondary)?.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func theDisplayModeButtonShowsAndHidesTheSidebar() {
        let f = show(.doubleColumn, on: .iPadPro12_9)
        let button = f.split.displayModeButtonItem
        #expect(button.isHidden == false)
        #expect(button.image != nil)
        button.simulateTap()
        #expect(f.split.displayMode == .oneOverSecondary)
        button.simulateTap()
        #expect(f.split.displayMode == .secondaryOnly)
        f.split.presentsWithGesture = false
        #expect(button.isHidden)
    }

    @Test func theSidebarButtonSitsInTheBarOfTheLeftmostColumnShown() {
        // UIKit puts it in the secondary's bar when only the secondary shows and in the primary's
        // bar when the primary shows beside it (_navigationBarForSidebarButtonForDisplayMode:),
        // at the bar's leading margin: 20 points in a regular width, 16 in the compact sidebar.
        let upright = show(.doubleColumn, on: .iPadPro12_9)
        let uprightButton = (upright.split.view as? UISplitViewControllerView)?.sidebarButton
        #expect(uprightButton?.isHidden == false)
        #expect(uprightButton?.frame.minX == 20)
        // Centred in the 50-point iPad bar under the 24-point status bar.
        #expect(uprightButton?.frame.midY == 49)
        let sideways = show(.doubleColumn, on: .iPadPro12_9, .landscapeLeft)
        let sidewaysButton = (sideways.split.view as? UISplitViewControllerView)?.sidebarButton
        #expect(sidewaysButton?.isHidden == false)
        #expect(sidewaysButton?.frame.minX == 16)
        sideways.split.presentsWithGesture = false
        sideways.split.view.setNeedsLayout()
        sideways.split.view.layoutIfNeeded()
        #expect(sidewaysButton?.isHidden == true)
    }

    @Test func columnControllersFindTheirNavigationAndSplitViewControllers() {
        let f = show(.tripleColumn, on: .iPadPro12_9, .landscapeLeft)
        #expect(f.primary.navigationController === f.nav(.primary))
        #expect(f.secondary.navigationController === f.nav(.secondary))
        #expect(f.supplementary.splitViewController === f.split)
        #expect(f.nav(.secondary)?.topViewController === f.secondary)
    }

    // MARK: - Collapsing on an iPhone

    @Test func onAnIPhoneTheSecondaryIsProposedOnTopOfTheStack() {
        let delegate = RecordingDelegate()
        let f = show(.doubleColumn, on: .iPhoneSE3, delegate: delegate)
        #expect(f.split.isCollapsed)
        let stack = f.nav(.primary)?.viewControllers ?? []
        #expect(stack.count == 2 && stack[0] === f.primary && stack[1] === f.secondary)
        #expect(f.split.viewControllers.count == 1 && f.split.viewControllers[0] === f.nav(.primary))
        #expect(f.nav(.primary)?.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(delegate.events == ["topColumn proposed secondary", "didCollapse"])
        #expect(f.split.displayModeButtonItem.isHidden)
    }

    @Test func theDelegateCanPutTheListOnTop() {
        // Sample 07's NotesSplitViewController answers .primary so an iPhone opens on the sidebar.
        let delegate = RecordingDelegate()
        delegate.topColumn = .primary
        let f = show(.doubleColumn, on: .iPhoneSE3, delegate: delegate)
        let stack = f.nav(.primary)?.viewControllers ?? []
        #expect(stack.count == 1 && stack[0] === f.primary)
        f.split.show(.secondary)
        #expect(f.nav(.primary)?.viewControllers.last === f.secondary)
        f.split.hide(.secondary)
        #expect(f.nav(.primary)?.viewControllers.count == 1)
        f.split.hide(.primary)
        #expect(f.nav(.primary)?.viewControllers.count == 1)
        #expect(delegate.events.suffix(4) == ["willHide primary", "willShow secondary", "willHide secondary", "willShow primary"])
    }

    @Test func aCompactColumnReplacesTheStackWhenCollapsed() {
        let compact = Screen("Compact")
        let delegate = RecordingDelegate()
        let f = show(.doubleColumn, on: .iPhone15Pro, delegate: delegate) { $0.setViewController(compact, for: .compact) }
        // topColumnForCollapsingPanelController: proposes the compact column when one is set.
        #expect(delegate.events.first == "topColumn proposed compact")
        #expect(f.split.viewControllers.count == 1 && f.split.viewControllers[0] === compact)
        #expect(compact.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(f.nav(.primary)?.viewIfLoaded?.superview == nil)
        // Taking the compact column away while collapsed shows the columns' stack again.
        f.split.setViewController(nil, for: .compact)
        f.window.layoutIfNeeded()
        #expect(compact.parent == nil)
        #expect(f.split.viewControllers.count == 1 && f.split.viewControllers[0] === f.nav(.primary))
        #expect(f.nav(.primary)?.view.superview === f.split.view)
    }

    @Test func aTripleColumnSplitCollapsesAllThreeColumns() {
        let f = show(.tripleColumn, on: .iPhone15Pro)
        let stack = f.nav(.primary)?.viewControllers ?? []
        #expect(stack.count == 3 && stack[0] === f.primary && stack[1] === f.supplementary && stack[2] === f.secondary)
        f.split.show(.primary)
        #expect(f.nav(.primary)?.viewControllers.count == 1)
        f.split.show(.secondary)
        #expect(f.nav(.primary)?.viewControllers.count == 3)
    }

    @Test func aProMaxExpandsWhenTurnedSidewaysAndCollapsesWhenTurnedBack() {
        // iPhone Plus and Max models are regular width held sideways (HIG size classes).
        let delegate = RecordingDelegate()
        let f = show(.doubleColumn, on: .iPhone15ProMax, delegate: delegate)
        #expect(f.split.isCollapsed)
        f.window.rotate(to: .landscapeLeft)
        #expect(f.split.isCollapsed == false)
        #expect(f.nav(.primary)?.viewControllers.count == 1)
        #expect(f.nav(.secondary)?.viewControllers.first === f.secondary)
        #expect(f.split.displayMode == .secondaryOnly)
        #expect(f.nav(.secondary)?.view.frame == CGRect(x: 0, y: 0, width: 932, height: 430))
        // Sideways, the Dynamic Island and the home indicator leave 59 points at each side and 21 at the bottom.
        #expect(f.nav(.secondary)?.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        f.window.rotate(to: .portrait)
        #expect(f.split.isCollapsed)
        #expect(f.nav(.primary)?.viewControllers.last === f.secondary)
        #expect(delegate.events.filter { $0.hasPrefix("did") } == ["didCollapse", "didExpand", "didCollapse"])
    }

    @Test func whatWasPushedWhileCollapsedStaysWithItsColumn() {
        let f = show(.doubleColumn, on: .iPhone15ProMax)
        let more = Screen("More")
        f.nav(.primary)?.viewControllers.append(more)
        f.window.rotate(to: .landscapeLeft)
        let secondaryStack = f.nav(.secondary)?.viewControllers ?? []
        #expect(secondaryStack.count == 2 && secondaryStack[1] === more)
        #expect(f.nav(.primary)?.viewControllers.count == 1)
    }

    /// Which iPad widths collapse: commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller
    /// (a table of size classes and isCollapsed: a 1/3 split collapses, the 12.9-inch iPad Pro's half does not).
    @Test func anIPadCollapsesInANarrowSplitViewAndExpandsAtFullWidth() {
        let f = show(.doubleColumn, on: .iPadPro12_9, .landscapeLeft)
        f.window.resize(to: .oneThird)
        #expect(f.split.isCollapsed)
        #expect(f.nav(.primary)?.view.frame == CGRect(x: 0, y: 0, width: 375, height: 1024))
        f.window.resize(to: .half)
        #expect(f.split.isCollapsed == false)
        #expect(f.split.displayMode == .secondaryOnly)
        f.window.resize(to: .full)
        #expect(f.split.displayMode == .oneBesideSecondary)
        #expect(f.nav(.primary)?.view.frame == CGRect(x: -100, y: 0, width: 420, height: 1024))
    }

    @Test func showDetailPushesWhenCollapsedAndFillsTheSecondaryWhenExpanded() {
        let f = show(.doubleColumn, on: .iPhone15ProMax)
        let detail = Screen("Detail")
        f.primary.showDetailViewController(detail, sender: nil)
        #expect(f.nav(.primary)?.viewControllers.last === detail)
        f.window.rotate(to: .landscapeLeft)
        #expect(f.nav(.secondary)?.viewControllers.last === detail)
    }

    // MARK: - Classic

    @Test func aClassicSplitPushesItsSecondaryOnTheMasterNavigationController() {
        let delegate = RecordingDelegate()
        let master = Screen("Master"), detail = Screen("Detail")
        let masterNavigation = UINavigationController(rootViewController: master)
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [masterNavigation, detail]
        let window = UIWindow(device: .iPhone15ProMax)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === masterNavigation)
        #expect(masterNavigation.viewControllers.count == 2 && masterNavigation.viewControllers[1] === detail)
        window.rotate(to: .landscapeLeft)
        #expect(split.viewControllers.count == 2 && split.viewControllers[1] === detail)
        #expect(masterNavigation.viewControllers.count == 1)
        #expect(delegate.events.contains("collapseSecondary"))
    }

    @Test func aClassicDetailNavigationStackJoinsTheMastersAndComesBack() {
        let master = Screen("Master"), detail = Screen("Detail"), deeper = Screen("Deeper")
        let masterNavigation = UINavigationController(rootViewController: master)
        let detailNavigation = UINavigationController(rootViewController: detail)
        detailNavigation.pushViewController(deeper, animated: false)
        let split = UISplitViewController()
        split.viewControllers = [masterNavigation, detailNavigation]
        let window = UIWindow(device: .iPhone15ProMax)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(masterNavigation.viewControllers.count == 3 && masterNavigation.topViewController === deeper)
        #expect(detailNavigation.viewControllers.isEmpty)
        window.rotate(to: .landscapeLeft)
        #expect(split.viewControllers.count == 2 && split.viewControllers[1] === detailNavigation)
        #expect(detailNavigation.viewControllers.count == 2 && detailNavigation.topViewController === deeper)
        #expect(masterNavigation.viewControllers.count == 1)
    }

    /// Sample 07's split view without its collection view: a sidebar that asks for large
    /// titles in viewDidLoad, a delegate answering .primary, and `show(.secondary)` on a selection.
    final class NotesSplit: UISplitViewController, UISplitViewControllerDelegate {
        let sidebar = LargeTitleScreen("Folders"), detail = Screen("Detail")
        init() {
            super.init(style: .doubleColumn)
            preferredDisplayMode = .oneBesideSecondary
            preferredSplitBehavior = .tile
            presentsWithGesture = false
            delegate = self
            setViewController(sidebar, for: .primary)
            setViewController(detail, for: .secondary)
        }
        required init?(coder: NSCoder) { nil }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            .primary
        }
    }

    final class LargeTitleScreen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationController?.navigationBar.prefersLargeTitles = true
        }
    }

    @Test func sampleSevensSplitOpensOnItsSidebarAndShowsTheDetailOnSelection() {
        let split = NotesSplit()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(split.sidebar.navigationController?.topViewController === split.sidebar)
        #expect(split.sidebar.navigationController?.navigationBar.prefersLargeTitles == true)
        split.show(.secondary)
        window.layoutIfNeeded()
        #expect(split.sidebar.navigationController?.topViewController === split.detail)
        func all(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(all) }
        #expect(all(window).allSatisfy { !$0.hasAmbiguousLayout })
        // On an iPad held sideways the same split tiles its sidebar beside the detail.
        let wide = NotesSplit()
        let iPad = UIWindow(device: .iPadPro12_9, orientation: .landscapeLeft)
        iPad.rootViewController = wide
        iPad.makeKeyAndVisible()
        iPad.layoutIfNeeded()
        #expect(wide.displayMode == .oneBesideSecondary)
        #expect(wide.detail.navigationController?.view.frame == CGRect(x: 320.5, y: 0, width: 1045.5, height: 1024))
    }

    @Test func aClassicDelegateThatMergesTheSecondaryKeepsTheMasterAlone() {
        let delegate = RecordingDelegate()
        delegate.mergesSecondary = true
        let masterNavigation = UINavigationController(rootViewController: Screen("Master"))
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [masterNavigation, Screen("Detail")]
        let window = UIWindow(device: .iPhoneSE3)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(masterNavigation.viewControllers.count == 1)
    }

    @Test func aClassicSplitOnAnUprightIPadHidesTheMaster() {
        let master = Screen("Master"), detail = Screen("Detail")
        let split = UISplitViewController()
        split.viewControllers = [master, detail]
        let window = UIWindow(device: .iPadPro12_9)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(master.viewIfLoaded?.superview == nil)
        window.rotate(to: .landscapeLeft)
        #expect(split.displayMode == .oneBesideSecondary)
        // The classic default on a 12.9-inch iPad Pro is 375 points (_defaultMaximumPrimaryColumnWidthForSize:).
        #expect(split.primaryColumnWidth == 375)
        #expect(master.view.frame == CGRect(x: 0, y: 0, width: 375, height: 1024))
        #expect(detail.view.frame == CGRect(x: 375.5, y: 0, width: 990.5, height: 1024))
    }

    @Test func theClassicSetUpAppsWriteCompilesAndWorks() {
        // The pattern of Xcode's old master-detail template and of many apps.
        let master = Screen("Master"), detail = Screen("Detail")
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: master), UINavigationController(rootViewController: detail)]
        split.preferredPrimaryColumnWidthFraction = 0.4
        split.maximumPrimaryColumnWidth = 400
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        detail.navigationItem.leftItemsSupplementBackButton = true
        let window = UIWindow(device: .iPadPro12_9, orientation: .landscapeLeft)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 400)
        #expect(split.displayModeButtonItem.isHidden == false)
        #expect(split.viewControllers[1].view.frame == CGRect(x: 400.5, y: 0, width: 965.5, height: 1024))
    }

    @Test func theSplitViewCollapsesAsItEntersAnIPhoneWindow() {
        // UIKit decides when the split view gets its traits in the window, before the first layout.
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(Screen("List"), for: .primary)
        let window = UIWindow(device: .iPhoneSE3)
        window.rootViewController = split
        #expect(split.isCollapsed)
    }

    @Test func showAndShowDetailFromAChildReachTheSplitView() {
        let master = Screen("Master"), detail = Screen("Detail"), other = Screen("Other")
        let split = UISplitViewController()
        split.viewControllers = [master, detail]
        let window = UIWindow(device: .iPadPro12_9, orientation: .landscapeLeft)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        master.showDetailViewController(other, sender: nil)
        #expect(split.viewControllers.count == 2 && split.viewControllers[1] === other)
        #expect(master.splitViewController === split)
    }
}
