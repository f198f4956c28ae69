import Foundation
import Testing
import Trellis

// Alert, popover and presentation-controller code written the iOS way,
// against the public API only (no @testable): it must compile unchanged.

/// A screen that asks before deleting and shows a small popover that stays
/// a popover on an iPhone, as apps write them.
private final class DeleteScreen: UIViewController, UIPopoverPresentationControllerDelegate {
    var deleted = false
    var dismissedByUser = false
    let tipSource = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tipSource)
    }

    func confirmDelete() -> UIAlertController {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(.init(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.deleted = true })
        present(alert, animated: true, completion: nil)
        return alert
    }

    func showTip() -> UIViewController {
        let tip = UIViewController()
        tip.preferredContentSize = CGSize(width: 200, height: 80)
        tip.modalPresentationStyle = .popover
        if let popover = tip.popoverPresentationController {
            popover.sourceView = tipSource
            popover.sourceRect = tipSource.bounds
            popover.permittedArrowDirections = [.up, .down]
            popover.delegate = self
        }
        present(tip, animated: true)
        return tip
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissedByUser = true }
}

@Suite struct AlertSignatureTests {
    @Test func alertsAndPopoversWrittenTheIOSWayWork() {
        let window = UIWindow(device: .iPhone15)
        let screen = DeleteScreen()
        window.rootViewController = screen
        window.makeKeyAndVisible()

        let alert = screen.confirmDelete()
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.simulateTap(actionTitled: "Delete"))
        #expect(screen.deleted)

        let tip = screen.showTip()
        #expect(tip.view.frame.size == CGSize(width: 200, height: 80))
        #expect(tip.popoverPresentationController?.arrowDirection == .up)
        #expect(tip.popoverPresentationController?.simulateTapOutside() == true)
        #expect(screen.dismissedByUser && screen.presentedViewController == nil)
    }
}
