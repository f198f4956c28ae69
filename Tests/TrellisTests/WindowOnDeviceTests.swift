import Foundation
import Testing
@testable import Trellis

/// Windows made the way code for iOS makes them, `UIWindow(frame:
/// UIScreen.main.bounds)`, are windows of the current device: the same
/// traits and safe area as one made for the device.
@Suite struct WindowOnDeviceTests {
    /// As code for iOS subclasses a window: UIKit's designated initializers
    /// are `init(frame:)` and `init(coder:)`, so overriding those two
    /// inherits the rest.
    final class ShakeWindow: UIWindow {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func aSubclassOverridingInitFrameInheritsTheOtherInitializers() {
        #expect(ShakeWindow().frame == UIScreen.main.bounds)
        let pad = ShakeWindow(device: .iPadPro12_9, orientation: .landscapeLeft)
        #expect(pad.device == .iPadPro12_9)
        #expect(pad.bounds.size == CGSize(width: 1366, height: 1024))
        #expect(pad.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func aWindowFromTheMainScreensBoundsIsLikeADeviceWindow() {
        let framed = UIWindow(frame: UIScreen.main.bounds)
        let device = UIWindow(device: .iPhone15)
        #expect(framed.frame == device.frame)
        #expect(framed.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(framed.traitCollection == device.traitCollection)
        #expect(framed.traitCollection.userInterfaceIdiom == .phone)
        #expect(framed.traitCollection.displayScale == 3)
        #expect(framed.traitCollection.horizontalSizeClass == .compact)
        #expect(framed.traitCollection.verticalSizeClass == .regular)
        #expect(framed.traitCollection.preferredContentSizeCategory == .large)
    }

    /// Since iOS 9 a window made without a frame fills the screen
    /// (github.com/square/SuperDelegate/issues/14).
    @Test func aWindowWithoutAFrameFillsTheMainScreen() {
        let window = UIWindow()
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func theMainScreenIsTheKeyWindowsDevice() {
        let key = UIWindow(device: .iPadPro12_9, orientation: .landscapeLeft)
        key.setPreferredContentSizeCategory(.extraExtraLarge)
        key.setUserInterfaceStyle(.dark)
        key.makeKeyAndVisible()
        defer { key.isHidden = true }
        let framed = UIWindow(frame: UIScreen.main.bounds)
        #expect(framed.device == .iPadPro12_9)
        #expect(framed.bounds.size == key.bounds.size)
        #expect(framed.safeAreaInsets == key.safeAreaInsets)
        #expect(framed.traitCollection.userInterfaceIdiom == .pad)
        #expect(framed.traitCollection.horizontalSizeClass == .regular)
        // The user's settings are the system's, the same in every window.
        #expect(framed.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(framed.traitCollection.userInterfaceStyle == .dark)
    }

    /// A smaller window has the insets of the screen edges it reaches.
    @Test func aBannerWindowHasOnlyTheInsetsOfTheEdgesItTouches() {
        let banner = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 120))
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        let toast = UIWindow(frame: CGRect(x: 0, y: 812, width: 393, height: 40))
        #expect(toast.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // 14 points into the home indicator's 34.
        let low = UIWindow(frame: CGRect(x: 0, y: 600, width: 393, height: 232))
        #expect(low.safeAreaInsets.bottom == 14)
    }

    @Test func movingAWindowAwayFromAnEdgeTakesItsInsetAway() {
        let banner = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 120))
        banner.layoutIfNeeded()
        #expect(banner.safeAreaInsets.top == 59)
        banner.frame = CGRect(x: 0, y: 200, width: 393, height: 100)
        banner.layoutIfNeeded()
        #expect(banner.safeAreaInsets == .zero)
    }

    @Test func viewsInAFramedWindowGetItsSafeArea() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let label = autoLayoutView()
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(label.frame.minY == 59)
    }

    @Test func aFramedWindowTurnsWithItsInsets() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rotate(to: .landscapeLeft)
        #expect(window.bounds.size == CGSize(width: 852, height: 393))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }
}
