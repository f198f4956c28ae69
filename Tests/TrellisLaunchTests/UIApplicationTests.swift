import Foundation
import Testing
import TrellisLaunch
import UIKit

/// UIApplication's own API, launched or not.
@Suite struct UIApplicationTests {
    @Test func openRecordsTheURLAndAnswersWhetherTheSystemHandlesIt() throws {
        let app = try HeadlessApp.launch(LegacyCodeAppDelegate())
        defer { app.terminate() }
        let web = URL(string: "https://www.apple.com")!
        let custom = URL(string: "myapp://settings")!
        var answers: [Bool] = []
        UIApplication.shared.open(web) { answers.append($0) }
        UIApplication.shared.open(custom, options: [:]) { answers.append($0) }
        UIApplication.shared.open(web, options: [.universalLinksOnly: true]) { answers.append($0) }
        #expect(UIApplication.shared.openedURLs == [web, custom, web])
        #expect(answers == [true, false, false])
        #expect(UIApplication.shared.canOpenURL(URL(string: "tel:+15555550100")!))
        #expect(UIApplication.shared.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
        #expect(!UIApplication.shared.canOpenURL(custom))
    }

    @Test func aSceneOpensURLsThroughTheApplication() throws {
        let app = try HeadlessApp.launch(CodeOnlyAppDelegate(), sceneDelegate: CodeOnlySceneDelegate.init, bundle: try Fixtures.bundle("CodeOnlyApp"))
        defer { app.terminate() }
        let url = URL(string: "mailto:support@example.com")!
        var opened: Bool?
        app.scene?.open(url, options: nil) { opened = $0 }
        #expect(app.application.openedURLs == [url] && opened == true)
    }

    @Test func withoutALaunchTheSharedApplicationIsActiveWithNoScenes() {
        UIApplication.current = nil
        let application = UIApplication.shared
        #expect(application === UIApplication.shared)
        #expect(application.applicationState == .active)
        #expect(application.delegate == nil && application.connectedScenes.isEmpty)
        UIApplication.current = nil
    }

    @Test func aWindowMadeAloneJoinsTheSceneOfTheDefaultApplication() throws {
        UIApplication.current = nil
        defer { UIApplication.current = nil }
        let window = UIWindow(device: .iPad10, orientation: .landscapeLeft)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        // The idiom that replaced UIApplication.keyWindow in iOS 13 code.
        let key = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first { $0.isKeyWindow }
        #expect(key === window)
        let scene = try #require(window.windowScene)
        #expect(scene.activationState == .foregroundActive && scene.keyWindow === window)
        #expect(scene.interfaceOrientation == .landscapeRight && scene.screen === window.screen)
    }

    @Test func aWindowWithoutASceneStaysOutOfTheScenesOfAnAppWithScenes() throws {
        let app = try HeadlessApp.launch(AppDelegate(), sceneDelegate: SceneDelegate.init, bundle: try Fixtures.bundle("TemplateApp"))
        defer { app.terminate() }
        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        overlay.makeKeyAndVisible()
        #expect(overlay.windowScene == nil && app.scene?.windows.count == 1)
    }

    @available(*, deprecated, message: "tests the deprecated windows and keyWindow")
    @Test func theDeprecatedWindowsAndKeyWindowStillAnswer() throws {
        let app = try HeadlessApp.launch(AppDelegate(), sceneDelegate: SceneDelegate.init, bundle: try Fixtures.bundle("TemplateApp"))
        defer { app.terminate() }
        let window = try #require(app.window)
        #expect(UIApplication.shared.keyWindow === window)
        #expect(UIApplication.shared.windows == [window])
        UIApplication.shared.applicationIconBadgeNumber = 3
        #expect(UIApplication.shared.applicationIconBadgeNumber == 3)
    }

    @Test func backgroundTasksHaveDistinctValidIdentifiers() {
        let application = UIApplication()
        let first = application.beginBackgroundTask(withName: "upload")
        let second = application.beginBackgroundTask()
        #expect(first != .invalid && second != .invalid && first != second)
        application.endBackgroundTask(first)
        #expect(application.backgroundTimeRemaining == .greatestFiniteMagnitude)
    }

    @Test func theSettingsFollowTheKeyWindow() throws {
        let app = try HeadlessApp.launch(AppDelegate(), sceneDelegate: SceneDelegate.init, bundle: try Fixtures.bundle("TemplateApp"),
                                         preferredContentSizeCategory: .extraLarge)
        defer { app.terminate() }
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraLarge)
        app.window?.setLayoutDirection(.rightToLeft)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func theNotificationNamesAreUIKitsConstants() {
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
        #expect(UIScene.didActivateNotification.rawValue == "UISceneDidActivateNotification")
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
        #expect(UISceneSession.Role.windowApplication.rawValue == "UIWindowSceneSessionRoleApplication")
        #expect(UIScene.ActivationState.unattached.rawValue == -1 && UIApplication.State.background.rawValue == 2)
    }
}
