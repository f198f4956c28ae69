import Foundation
import Testing
@testable import Trellis

/// `topLayoutGuide` and `bottomLayoutGuide`, deprecated since iOS 11 but
/// common in code that still supports older systems: guides between the
/// view's edges and its safe area. (These tests call the deprecated API on
/// purpose, hence the deprecation warnings.)
@Suite struct LayoutSupportTests {
    func makeController(on device: Device, orientation: UIDeviceOrientation = .portrait) -> (UIWindow, UIViewController) {
        let window = UIWindow(device: device, orientation: orientation)
        let controller = UIViewController()
        window.rootViewController = controller
        window.isHidden = false
        return (window, controller)
    }

    /// The iPhone 15's status bar and Dynamic Island take 59 points, its
    /// home indicator 34 (UIDevice+Presets.swift).
    @Test func aLabelBelowTheTopLayoutGuideSitsAtTheSafeAreaTop() {
        let (window, controller) = makeController(on: .iPhone15)
        let label = autoLayoutView(), footer = autoLayoutView()
        controller.view.addSubview(label)
        controller.view.addSubview(footer)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
            footer.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            footer.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.minY == 59)
        #expect(footer.frame.maxY == 818, "\(footer.frame.maxY - 818)")
        #expect(controller.topLayoutGuide.length == 59)
        #expect(controller.bottomLayoutGuide.length == 34)
    }

    @Test func anIPhoneWithAHomeButtonHasTheStatusBarOnly() {
        let (window, controller) = makeController(on: .iPhoneSE3)
        window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == 20)
        #expect(controller.bottomLayoutGuide.length == 0)
    }

    /// Old code names the guide as a constraint item.
    @Test func theGuideIsAConstraintItem() {
        let (window, controller) = makeController(on: .iPhone15)
        let label = autoLayoutView()
        controller.view.addSubview(label)
        let below = NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal,
                                       toItem: controller.topLayoutGuide, attribute: .bottom, multiplier: 1, constant: 8)
        NSLayoutConstraint.activate([
            below,
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(below.isActive)
        #expect(label.frame.minY == 67)
    }

    @Test func additionalSafeAreaInsetsMoveTheGuides() {
        let (window, controller) = makeController(on: .iPhone15)
        let top = controller.topLayoutGuide, bottom = controller.bottomLayoutGuide
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(top.length == 103)
        #expect(bottom.length == 83)
    }

    @Test func theGuidesFollowRotation() {
        let (window, controller) = makeController(on: .iPhone15)
        window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == 59)
        window.rotate(to: .landscapeLeft)
        #expect(controller.topLayoutGuide.length == 0)
        #expect(controller.bottomLayoutGuide.length == 21)
    }

    @Test func eachGuideIsMadeOnceAndBelongsToTheView() {
        let (_, controller) = makeController(on: .iPhone15)
        let top = controller.topLayoutGuide
        #expect(controller.topLayoutGuide === top)
        #expect(controller.bottomLayoutGuide !== top)
        #expect(controller.view.layoutGuides.contains { $0 === top })
    }

    @Test func aReplacedViewGetsNewGuides() {
        let (window, controller) = makeController(on: .iPhone15)
        let old = controller.topLayoutGuide
        controller.view = UIView()
        window.rootViewController = nil
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.topLayoutGuide !== old)
        #expect(controller.topLayoutGuide.length == 59)
    }
}
