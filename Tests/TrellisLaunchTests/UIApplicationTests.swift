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
