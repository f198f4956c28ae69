import Foundation
import Testing
@testable import Trellis

/// Presenting and dismissing view controllers.
@Suite struct UIViewControllerPresentationTests {
    /// A root controller on screen, 375 × 667 points (or `size`), outside a window.
    func shownRoot(_ log: ControllerLog, name: String = "root", size: CGSize = CGSize(width: 375, height: 667)) -> RecordingController {
        let root = RecordingController(name, log)
        root.view.frame = CGRect(origin: .zero, size: size)
        show(root)
        log.events.removeAll()
        return root
    }

    func appearance(_ log: ControllerLog) -> [String] {
        log.events.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    }

    /// A full-screen presentation covers the container and hides the
    /// presenter ("The views belonging to the presenting view controller are
    /// removed after the presentation completes", developer.apple.com,
    /// UIModalPresentationStyle.fullScreen), so the presenter disappears:
    /// its viewWillDisappear, the presented viewWillAppear and viewDidAppear,
    /// then its viewDidDisappear; dismissing is the mirror.
    @Test func aFullScreenPresentationCoversTheScreenAndHidesThePresenter() {
        let log = ControllerLog()
        let root = shownRoot(log)
        let modal = RecordingController("modal", log)
        modal.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(modal, animated: true) { completed = true }
        #expect(completed)
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        #expect(root.presentingViewController == nil && modal.presentedViewController == nil)
        #expect(appearance(log) == ["root.viewWillDisappear", "modal.viewWillAppear", "modal.viewDidAppear", "root.viewDidDisappear"])
        #expect(modal.flagsInCallbacks["viewWillAppear"]?.presented == true && !modal.isBeingPresented)
        // Loaded before anything appears, laid out before it has appeared.
        #expect(log.events.firstIndex(of: "modal.viewDidLoad")! < log.events.firstIndex(of: "root.viewWillDisappear")!)
        #expect(log.events.firstIndex(of: "modal.viewDidLayoutSubviews")! < log.events.firstIndex(of: "modal.viewDidAppear")!)
        #expect(modal.view.superview === root.view)
        #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(modal.next === root)

        log.events.removeAll()
        completed = false
        modal.dismiss(animated: true) { completed = true }
        #expect(completed)
        #expect(appearance(log) == ["modal.viewWillDisappear", "root.viewWillAppear", "root.viewDidAppear", "modal.viewDidDisappear"])
        #expect(modal.flagsInCallbacks["viewWillDisappear"]?.dismissed == true && !modal.isBeingDismissed)
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(modal.view.superview == nil)
    }

    /// A form sheet on a regular width is a centred card of UIKit's form
    /// sheet size, 540 × 620 points, or the presented controller's
    /// preferredContentSize ("To provide a custom content size, use the
    /// modal view controller's preferredContentSize property",
    /// developer.apple.com, UIModalPresentationStyle.formSheet). The
    /// presenter stays on screen and hears nothing.
    @Test func aFormSheetOnARegularWidthIsACentredCard() {
        let log = ControllerLog()
        let root = shownRoot(log, size: CGSize(width: 820, height: 1180))
        root.view.traitOverrides.horizontalSizeClass = .regular
        root.view.traitOverrides.verticalSizeClass = .regular
        log.events.removeAll()
        let sheet = RecordingController("sheet", log)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        #expect(appearance(log) == ["sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(root.appearanceState == .appeared)

        // A new preferred size resizes the card, still centred.
        sheet.preferredContentSize = CGSize(width: 400, height: 300)
        #expect(sheet.view.frame == CGRect(x: 210, y: 440, width: 400, height: 300))

        // Narrowed to a compact width (Split View), it becomes a sheet across the width.
        root.view.traitOverrides.horizontalSizeClass = .compact
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 820, height: 1170))

        log.events.removeAll()
        root.dismiss(animated: false)
        #expect(appearance(log) == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(root.presentedViewController == nil)
    }

    /// On a compact width a sheet (page or form) spans the width and starts
    /// a little below the top safe area ("the system displays the view
    /// controller as a sheet with part of the background content visible
    /// near the top of the screen", developer.apple.com,
    /// UIModalPresentationStyle.pageSheet); `.automatic` is a page sheet.
    @Test func onAPhoneASheetStartsBelowTheTopSafeArea() {
        let log = ControllerLog()
        let window = UIWindow(device: .iPhone15)
        let root = RecordingController("root", log)
        window.rootViewController = root
        window.isHidden = false
        log.events.removeAll()
        let sheet = RecordingController("sheet", log)
        #expect(sheet.modalPresentationStyle == .automatic)
        root.present(sheet, animated: true)
        let top = window.safeAreaInsets.top + 10
        #expect(window.safeAreaInsets.top > 0)
        #expect(sheet.view.superview === window)
        #expect(sheet.view.frame == CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top))
        // A sheet leaves the presenter on screen: it neither disappears nor appears again.
        #expect(appearance(log) == ["sheet.viewWillAppear", "sheet.viewDidAppear"])
        log.events.removeAll()
        sheet.dismiss(animated: true)
        #expect(appearance(log) == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])

        // A full-screen presentation in a window covers the window.
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(cover.view.frame == window.bounds && cover.view.superview === window)
        // Turned to landscape (a compact height), it still covers the window.
        window.rotate(to: .landscapeLeft)
        #expect(cover.view.frame == window.bounds && window.bounds.width > window.bounds.height)
        root.dismiss(animated: false)
    }

    @Test func presentedControllersStackAndDismissTogether() {
        let log = ControllerLog()
        let root = shownRoot(log)
        let first = RecordingController("first", log), second = RecordingController("second", log)
        first.modalPresentationStyle = .fullScreen
        second.modalPresentationStyle = .overFullScreen
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(root.presentedViewController === first && first.presentedViewController === second)
        #expect(second.presentingViewController === first)
        // Over full screen: the presenter under it stays on screen.
        #expect(first.appearanceState == .appeared && second.appearanceState == .appeared)

        // Dismissing from the bottom of the stack takes every controller above it.
        log.events.removeAll()
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(completed)
        #expect(root.presentedViewController == nil && first.presentingViewController == nil && second.presentingViewController == nil)
        #expect(first.view.superview == nil && second.view.superview == nil)
        #expect(appearance(log) == ["second.viewWillDisappear", "first.viewWillDisappear", "root.viewWillAppear",
                                    "root.viewDidAppear", "second.viewDidDisappear", "first.viewDidDisappear"])
    }

    /// A child asks: UIKit's presentedViewController is "the view controller
    /// that is presented by this view controller, or one of its ancestors",
    /// and dismissing from a presented controller's child asks its presenter.
    @Test func childrenShareTheirAncestorsPresentation() {
        let log = ControllerLog()
        let root = shownRoot(log)
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let modal = UIViewController(), inner = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        modal.addChild(inner)
        modal.view.addSubview(inner.view)
        inner.didMove(toParent: modal)

        child.present(modal, animated: false)
        #expect(root.presentedViewController === modal && child.presentedViewController === modal)
        #expect(modal.presentingViewController === root && inner.presentingViewController === root)
        #expect(inner.appearanceState == .appeared && child.appearanceState == .disappeared)
        inner.dismiss(animated: false)
        #expect(root.presentedViewController == nil && modal.view.superview == nil)
        #expect(child.appearanceState == .appeared && inner.appearanceState == .disappeared)
    }

    @Test func theTransitionCoordinatorRunsBlocksAlongsideAPresentation() {
        final class Observing: UIViewController {
            var steps: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                steps.append("willAppear in window: \(view.superview != nil)")
                transitionCoordinator?.animate(alongsideTransition: { [unowned self] context in
                    steps.append("alongside in window: \(view.superview != nil), style \(context.presentationStyle.rawValue)")
                }, completion: { [unowned self] _ in steps.append("completion") })
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                steps.append("didAppear")
            }
        }
        let log = ControllerLog()
        let root = shownRoot(log)
        let modal = Observing()
        modal.modalPresentationStyle = .overFullScreen
        root.present(modal, animated: true) { modal.steps.append("present completion") }
        #expect(modal.steps == ["willAppear in window: false", "alongside in window: true, style 5", "didAppear",
                                "completion", "present completion"])
        #expect(modal.transitionCoordinator == nil)
    }

    // MARK: - Bad input

    /// UIKit raises for these ("Application tried to present modally an
    /// active controller", "… that is already being presented by …") or
    /// logs "Attempt to present … which is already presenting …" / "… whose
    /// view is not in the window hierarchy" and presents nothing. Here each
    /// is reported and nothing happens; the completion does not run.
    @Test func badPresentationsAreReportedAndChangeNothing() {
        let log = ControllerLog()
        let root = shownRoot(log)
        let modal = UIViewController(), other = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        var completions = 0
        let messages = recordingDiagnostics {
            // Already presented.
            modal.present(modal, animated: false) { completions += 1 }
            root.present(modal, animated: false) { completions += 1 }
            // The presenter already presents another.
            root.present(other, animated: false) { completions += 1 }
            // A controller with a parent.
            let parent = UIViewController(), child = UIViewController()
            parent.addChild(child)
            modal.present(child, animated: false) { completions += 1 }
            // From a controller that is not on screen.
            UIViewController().present(UIViewController(), animated: false) { completions += 1 }
        }
        #expect(completions == 0)
        #expect(messages.count == 5 && messages.allSatisfy { $0.kind == .invalidOperation })
        #expect(messages[0].text.contains("active controller"))
        #expect(messages[1].text.contains("already being presented"))
        #expect(messages[2].text.contains("which is already presenting"))
        #expect(messages[3].text.contains("has a parent view controller"))
        #expect(messages[4].text.contains("not in the window hierarchy"))
        #expect(root.presentedViewController === modal && modal.presentedViewController == nil && other.presentingViewController == nil)
        root.dismiss(animated: false)
    }

    @Test func dismissingWithNothingPresentedIsReportedAndIgnored() {
        let log = ControllerLog()
        let root = shownRoot(log)
        var completed = false
        let messages = recordingDiagnostics {
            root.dismiss(animated: true) { completed = true }
        }
        #expect(!completed)
        #expect(messages.count == 1 && messages[0].text.contains("nothing to dismiss"))
        #expect(appearance(log).isEmpty && root.appearanceState == .appeared)
    }
}
