import Foundation
import Testing
@testable import Trellis

/// `.popover` presentations and presentation controllers: the card beside
/// the source on a regular width, adaptation in compact environments, the
/// delegate.
@Suite struct UIPopoverPresentationControllerTests {
    final class Delegate: UIPopoverPresentationControllerDelegate {
        var style: UIModalPresentationStyle = .automatic
        var events: [String] = []
        var prepare: ((UIPopoverPresentationController) -> Void)?
        var allowsDismissal = true
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            events.append("adaptive")
            return style
        }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            events.append("prepare")
            prepare?(popoverPresentationController)
        }
        func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
            events.append("willPresent \(style.rawValue)")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allowsDismissal }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("attempt") }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("didDismiss") }
    }

    func screen(on device: Device) -> (UIWindow, UIViewController, UIView) {
        let window = UIWindow(device: device)
        let screen = UIViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let source = UIView(frame: CGRect(x: 300, y: 100, width: 60, height: 40))
        screen.view.addSubview(source)
        window.layoutIfNeeded()
        return (window, screen, source)
    }

    func content(size: CGSize = CGSize(width: 300, height: 200)) -> UIViewController {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = size
        return content
    }

    /// Read before presenting, `popoverPresentationController` exists for
    /// `.popover` only ("If the modal presentation style is a different
    /// value, this property is nil", developer.apple.com), and a delegate
    /// set on it carries over to the presentation.
    @Test func thePopoverControllerExistsBeforePresenting() {
        let plain = UIViewController()
        #expect(plain.popoverPresentationController == nil)
        #expect(plain.presentationController != nil && !(plain.presentationController is UIPopoverPresentationController))
        let delegate = Delegate()
        plain.presentationController?.delegate = delegate
        plain.modalPresentationStyle = .popover
        #expect(plain.popoverPresentationController != nil)
        #expect(plain.popoverPresentationController?.delegate === delegate)
    }

    /// On an iPad a popover is a card of the preferred content size below
    /// its source, centred on it, with the arrow pointing up; the presenter
    /// stays on screen.
    @Test func aPopoverOnAnIPadIsACardBelowItsSource() {
        let (window, screen, source) = screen(on: .iPad10)
        let content = content()
        let delegate = Delegate()
        content.popoverPresentationController?.delegate = delegate
        content.popoverPresentationController?.sourceView = source
        screen.present(content, animated: false)
        let popover = content.popoverPresentationController!
        #expect(popover.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 180, y: 140 + UIPopoverPresentationController.arrowHeight, width: 300, height: 200))
        #expect(popover.frameOfPresentedViewInContainerView == content.view.frame)
        #expect(popover.containerView === window && popover.presentingViewController === screen)
        #expect(content.view.layer.cornerRadius == 13 && content.view.layer.masksToBounds)
        // A regular environment does not adapt: the delegate is not asked.
        #expect(delegate.events == ["prepare", "willPresent -1"])
        #expect(screen.appearanceState == .appeared)
        content.dismiss(animated: false)
        #expect(popover.backgroundView.superview == nil && content.view.layer.cornerRadius == 0)
    }

    /// With no room below, the popover goes above; `permittedArrowDirections`
    /// is respected.
    @Test func thePopoverGoesWhereThereIsRoom() {
        let (window, screen, source) = screen(on: .iPad10)
        source.frame = CGRect(x: 300, y: window.bounds.height - 100, width: 60, height: 40)
        let content = content()
        content.popoverPresentationController?.sourceView = source
        screen.present(content, animated: false)
        #expect(content.popoverPresentationController?.arrowDirection == .down)
        #expect(content.view.frame.maxY == source.frame.minY - UIPopoverPresentationController.arrowHeight)
        content.dismiss(animated: false)

        let sideways = self.content()
        sideways.popoverPresentationController?.sourceView = source
        sideways.popoverPresentationController?.permittedArrowDirections = [.left]
        screen.present(sideways, animated: false)
        #expect(sideways.popoverPresentationController?.arrowDirection == .left)
        #expect(sideways.view.frame.minX == source.frame.maxX + UIPopoverPresentationController.arrowHeight)
    }

    /// On an iPhone (compact width) a popover behaves as a form sheet (iOS
    /// 13 and later, developer.apple.com, UIModalPresentationStyle.popover),
    /// unless the delegate answers `.none`.
    @Test func aPopoverOnAnIPhoneAdaptsUnlessTheDelegateSaysNone() {
        let (window, screen, source) = screen(on: .iPhone15)
        let sheet = content()
        sheet.popoverPresentationController?.sourceView = source
        screen.present(sheet, animated: false)
        #expect(sheet.view.frame == CGRect(x: 0, y: window.safeAreaInsets.top + 10, width: window.bounds.width,
                                           height: window.bounds.height - window.safeAreaInsets.top - 10))
        sheet.dismiss(animated: false)

        let popover = content(size: CGSize(width: 200, height: 120))
        let delegate = Delegate()
        delegate.style = .none
        popover.popoverPresentationController?.delegate = delegate
        popover.popoverPresentationController?.sourceView = source
        screen.present(popover, animated: false)
        #expect(popover.view.frame.size == CGSize(width: 200, height: 120))
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        #expect(delegate.events.contains("willPresent -1"))
        popover.dismiss(animated: false)

        let full = content()
        let fullDelegate = Delegate()
        fullDelegate.style = .fullScreen
        full.popoverPresentationController?.delegate = fullDelegate
        screen.present(full, animated: false)
        #expect(full.view.frame == window.bounds)
        #expect(screen.appearanceState == .disappeared)
        #expect(fullDelegate.events.contains("willPresent 0"))
    }

    /// The delegate can set the source at the last moment, as UIKit's
    /// message for a missing source suggests.
    @Test func theDelegateMaySetTheSourceLate() {
        let (_, screen, source) = screen(on: .iPad10)
        let content = content()
        let delegate = Delegate()
        delegate.prepare = { $0.sourceView = source }
        content.popoverPresentationController?.delegate = delegate
        screen.present(content, animated: false)
        #expect(screen.presentedViewController === content && content.popoverPresentationController?.arrowDirection == .up)
    }

    /// A popover from a bar button item points at the item's button in the
    /// navigation bar.
    @Test func aPopoverPointsAtABarButtonItem() {
        let screen = UIViewController()
        let item = UIBarButtonItem(systemItem: .add)
        screen.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(device: .iPad10)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let button = try! #require(UIPopoverPresentationController.barButtonView(of: item, in: window))
        let buttonFrame = button.convert(button.bounds, to: window)
        let content = content()
        content.popoverPresentationController?.barButtonItem = item
        screen.present(content, animated: false)
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(content.view.frame.minY == buttonFrame.maxY + UIPopoverPresentationController.arrowHeight)
        #expect(content.view.frame.maxX <= window.bounds.width - 10)
    }

    /// A tap outside asks the delegate; a refusal keeps the popover.
    @Test func aTapOutsideAsksTheDelegate() {
        let (_, screen, source) = screen(on: .iPad10)
        let content = content()
        let delegate = Delegate()
        delegate.allowsDismissal = false
        content.popoverPresentationController?.delegate = delegate
        content.popoverPresentationController?.sourceView = source
        screen.present(content, animated: false)
        delegate.events.removeAll()
        #expect(!(content.popoverPresentationController!.simulateTapOutside()))
        #expect(delegate.events == ["attempt"] && screen.presentedViewController === content)
        delegate.allowsDismissal = true
        delegate.events.removeAll()
        #expect(content.popoverPresentationController!.simulateTapOutside())
        #expect(delegate.events == ["willDismiss", "didDismiss"] && screen.presentedViewController == nil)
    }

    /// UIKit raises "UIPopoverPresentationController (…) should have a
    /// non-nil sourceView or barButtonItem set before the presentation occurs."
    @Test func aPopoverWithoutASourceTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let window = UIWindow(device: .iPad10)
            let screen = UIViewController()
            window.rootViewController = screen
            window.makeKeyAndVisible()
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            screen.present(content, animated: false)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("'NSGenericException', reason: 'UIPopoverPresentationController (<UIPopoverPresentationController: 0x"))
        #expect(output.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
    }
}
