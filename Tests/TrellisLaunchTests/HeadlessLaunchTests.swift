import Foundation
import Testing
import TrellisLaunch
import UIKit

/// Xcode's iOS App template (Fixtures/TemplateApp, TemplateApp/*.swift),
/// launched headlessly as iOS launches it.
@Suite struct HeadlessLaunchTests {
    @Test func theTemplateAppShowsItsStoryboardInAKeyWindowOfItsScene() throws {
        let app = try HeadlessApp.launch(AppDelegate(), sceneDelegate: SceneDelegate.init, bundle: try Fixtures.bundle("TemplateApp"))
        defer { app.terminate() }
        let scene = try #require(app.scene)
        let window = try #require(app.window)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        // UIKit puts the storyboard's window in the scene delegate's
        // `window` and makes it key and visible.
        #expect(sceneDelegate.window === window)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.windowScene === scene && scene.keyWindow === window && scene.windows == [window])
        #expect(window.rootViewController is ViewController)
        #expect(app.messages.isEmpty)
        // The greeting is centred in the safe area of an iPhone 15
        // (393 x 852 points; insets 59 and 34, UIDevice+Presets).
        let label = try #require(window.rootViewController?.view.subviews.first { ($0 as? UILabel)?.text == "Hello, Trellis" })
        #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(abs(label.center.x - 196.5) < 0.01)
        #expect(abs(label.center.y - (59 + (852 - 59 - 34) / 2)) < 0.01)
    }

    @Test func theTemplateAppIsActiveWithOneSceneAndSession() throws {
        let app = try HeadlessApp.launch(AppDelegate(), sceneDelegate: SceneDelegate.init, bundle: try Fixtures.bundle("TemplateApp"))
        defer { app.terminate() }
        #expect(UIApplication.shared === app.application)
        #expect(app.application.delegate === app.delegate)
        #expect(app.application.applicationState == .active)
        #expect(app.application.connectedScenes.count == 1 && app.application.openSessions.count == 1)
        #expect(app.application.supportsMultipleScenes == false)
        let scene = try #require(app.scene)
        #expect(scene.activationState == .foregroundActive)
        // The session's configuration is the delegate's, completed from the
        // Info.plist entry of the same name.
        let configuration = scene.session.configuration
        #expect(configuration.name == "Default Configuration")
        #expect(configuration.role == .windowApplication)
        #expect(configuration.delegateClass == SceneDelegate.self)
        #expect(configuration.storyboard?.name == "Main")
    }

    @Test func theLaunchIsOnTheChosenDeviceAndSettings() throws {
        let app = try HeadlessApp.launch(AppDelegate(), sceneDelegate: SceneDelegate.init, bundle: try Fixtures.bundle("TemplateApp"),
                                         device: .iPhoneSE3, orientation: .landscapeLeft, userInterfaceStyle: .dark,
                                         preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        defer { app.terminate() }
        let window = try #require(app.window)
        let scene = try #require(app.scene)
        // Held with the home button on the right, the interface is
        // landscapeRight (UIDeviceOrientation.landscapeLeft's documentation).
        #expect(scene.interfaceOrientation == .landscapeRight)
        #expect(window.bounds.size == CGSize(width: 667, height: 375))
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(window.traitCollection.verticalSizeClass == .compact)
        #expect(scene.traitCollection.userInterfaceStyle == .dark)
        #expect(UIScreen.main === scene.screen && UIDevice.current.device == .iPhoneSE3)
        #expect(scene.sizeRestrictions == nil)
    }

    @Test func aWindowMadeForTheSceneTakesItsScreenAndSafeArea() throws {
        let app = try HeadlessApp.launch(CodeOnlyAppDelegate(), sceneDelegate: CodeOnlySceneDelegate.init,
                                         bundle: try Fixtures.bundle("CodeOnlyApp"), device: .iPadPro12_9)
        defer { app.terminate() }
        let scene = try #require(app.scene)
        let window = try #require(app.window)
        #expect((scene.delegate as? CodeOnlySceneDelegate)?.window === window)
        #expect(window.screen === scene.screen)
        #expect(window.bounds.size == Device.iPadPro12_9.portraitSize)
        #expect(window.safeAreaInsets == Device.iPadPro12_9.portraitSafeAreaInsets)
        #expect(window.traitCollection.userInterfaceIdiom == .pad)
        #expect(scene.sizeRestrictions != nil)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.topViewController is InboxViewController)
        // Rotating the window turns the scene with it: they share the screen.
        window.rotate(to: .landscapeRight)
        #expect(scene.interfaceOrientation == .landscapeLeft)
    }

    @Test func aWindowSubclassWrittenForIOSInheritsTheSceneInitializer() throws {
        let app = try HeadlessApp.launch(CodeOnlyAppDelegate(), sceneDelegate: CodeOnlySceneDelegate.init, bundle: try Fixtures.bundle("CodeOnlyApp"))
        defer { app.terminate() }
        let scene = try #require(app.scene)
        let overlay = TintedWindow(windowScene: scene)
        #expect(overlay.tintApplied && overlay.windowScene === scene && scene.windows.count == 2)
        #expect(overlay.bounds.size == CGSize(width: 393, height: 852) && overlay.isHidden)
    }

    @Test func theStatusBarIsWhereIOS17PutsItOnEachDevice() throws {
        let heights: [(Device, UIDeviceOrientation, CGFloat)] = [
            (.iPhone15, .portrait, 54), (.iPhoneSE3, .portrait, 20), (.iPad10, .landscapeLeft, 24), (.iPhone15ProMax, .landscapeLeft, 0),
        ]
        for (device, orientation, height) in heights {
            let app = try HeadlessApp.launch(CodeOnlyAppDelegate(), sceneDelegate: CodeOnlySceneDelegate.init,
                                             bundle: try Fixtures.bundle("CodeOnlyApp"), device: device, orientation: orientation)
            let manager = try #require(app.scene?.statusBarManager)
            #expect(manager.statusBarFrame.height == height, "\(device)")
            #expect(manager.isStatusBarHidden == (height == 0) && manager.statusBarStyle == .default)
            #expect(manager === app.scene?.statusBarManager)
            app.terminate()
        }
    }

    @Test func aStoryboardWindowWithoutAWindowPropertyIsLostAsOnIOS() throws {
        var info = try AppInfo.of(try Fixtures.bundle("TemplateApp"))
        info.sceneManifest?.configurations[UISceneSession.Role.windowApplication.rawValue]?[0].delegateClassName = String(reflecting: NoWindowSceneDelegate.self)
        let app = try HeadlessApp.launch(AppDelegate(), sceneDelegate: NoWindowSceneDelegate.init,
                                         bundle: try Fixtures.bundle("TemplateApp"), info: info)
        defer { app.terminate() }
        #expect(app.window == nil)
        #expect(app.messages == ["The scene delegate must implement the window property if it wants to use a main storyboard file."])
        #expect(app.application.applicationState == .active)
    }

    @Test func aFinalLaunchInstantiableSceneDelegateIsMadeFromItsName() throws {
        var info = recordingAppInfo
        info.sceneManifest?.configurations[UISceneSession.Role.windowApplication.rawValue]?[0].delegateClassName = "$(PRODUCT_MODULE_NAME).InstantiableSceneDelegate"
        let app = try HeadlessApp.launch(AppDelegate(), bundle: try Fixtures.bundle("TemplateApp"), info: info)
        defer { app.terminate() }
        #expect(app.scene?.delegate is InstantiableSceneDelegate)
        #expect(app.window?.rootViewController is ViewController)
    }

    // MARK: - Apps without scenes

    @Test func anAppWithoutScenesGetsItsMainStoryboardInItsDelegatesWindow() throws {
        let app = try HeadlessApp.launch(LegacyAppDelegate(), bundle: try Fixtures.bundle("LegacyApp"))
        defer { app.terminate() }
        let delegate = try #require(app.delegate as? LegacyAppDelegate)
        let window = try #require(delegate.window)
        #expect(app.window === window && window.isKeyWindow && !window.isHidden)
        #expect(app.info.launchStoryboardName == "LaunchScreen")
        #expect(window.rootViewController?.view.subviews.contains { ($0 as? UILabel)?.text == "Hello from 2012" } == true)
        // Since iOS 13 it runs in a window scene of its own, with no delegate.
        #expect(app.scene?.delegate == nil && window.windowScene === app.scene)
        #expect(app.application.applicationState == .active)
    }

    @Test func anAppWithoutScenesBuildsItsWindowOnTheLaunchDevice() throws {
        let app = try HeadlessApp.launch(LegacyCodeAppDelegate(), device: .iPad10, orientation: .landscapeLeft)
        defer { app.terminate() }
        let window = try #require(app.window)
        // UIScreen.main is the launch device's while didFinishLaunching
        // makes the window: 1180 x 820 points held sideways.
        #expect(window.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(window.traitCollection.userInterfaceIdiom == .pad)
        #expect(window.windowScene === app.scene && window.rootViewController is InboxViewController)
    }

    @Test func aMainStoryboardWithoutTheDelegatesWindowPropertyShowsNothing() throws {
        // UIKit logs "The app delegate must implement the window property
        // if it wants to use a main storyboard file." and goes on (an
        // error in its log, not an exception).
        let app = try HeadlessApp.launch(WindowlessAppDelegate(), bundle: try Fixtures.bundle("LegacyApp"))
        defer { app.terminate() }
        #expect(app.window == nil)
        #expect(app.messages == ["The app delegate must implement the window property if it wants to use a main storyboard file."])
        #expect(app.application.applicationState == .active)
    }
}

/// A window subclass as iOS code writes one: it overrides UIKit's two
/// designated initializers, and so inherits `init(windowScene:)`.
final class TintedWindow: UIWindow {
    private(set) var tintApplied = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        tintApplied = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A scene delegate without the `window` property.
final class NoWindowSceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// A scene delegate Swift on Linux can make from its name alone.
final class InstantiableSceneDelegate: UIResponder, UIWindowSceneDelegate, LaunchInstantiable {
    var window: UIWindow?
}
