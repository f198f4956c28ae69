import Foundation
import Testing
import TrellisLaunch
import UIKit

/// The order of docs/app-lifecycle.md, as the recording app hears it:
/// each delegate call with the application's (and scene's) state at the
/// time, and each notification from its application and scene.
@Suite struct LifecycleOrderTests {
    func launchRecordingApp(_ log: LifecycleLog) throws -> HeadlessApp {
        try HeadlessApp.launch(RecordingAppDelegate(log: log), sceneDelegate: { RecordingSceneDelegate(log: log) },
                               bundle: try Fixtures.bundle("TemplateApp"), info: recordingAppInfo)
    }

    @Test func anAppWithScenesLaunchesInUIKitsOrder() throws {
        let log = LifecycleLog()
        let app = try launchRecordingApp(log)
        defer { app.terminate() }
        #expect(log.entries == [
            // An app with scenes is in the background until its scene comes
            // forward, and gets no launch options (its scene does).
            "willFinishLaunching (background, options nil)",
            "didFinishLaunching (background)",
            "UIApplication.didFinishLaunching",
            // UIKit's choice from Info.plist, offered to the delegate.
            "configurationForConnecting (Default Configuration)",
            // The storyboard's window is in the delegate's `window`, not yet shown.
            "willConnectTo (unattached, app background, window hidden)",
            "UIScene.willConnect",
            "sceneWillEnterForeground (unattached, app background)",
            "UIScene.willEnterForeground",
            "UIApplication.willEnterForeground",
            "sceneDidBecomeActive (foregroundActive, app inactive)",
            "UIScene.didActivate",
            "UIApplication.didBecomeActive",
        ])
        #expect(app.window?.isKeyWindow == true)
    }

    @Test func anInterruptionResignsAndReactivatesTheScene() throws {
        let log = LifecycleLog()
        let app = try launchRecordingApp(log)
        defer { app.terminate() }
        log.clear()
        app.resignActive()
        #expect(app.application.applicationState == .inactive && app.scene?.activationState == .foregroundInactive)
        app.becomeActive()
        #expect(log.entries == [
            "sceneWillResignActive (foregroundActive, app active)",
            "UIScene.willDeactivate",
            "UIApplication.willResignActive",
            "sceneDidBecomeActive (foregroundActive, app inactive)",
            "UIScene.didActivate",
            "UIApplication.didBecomeActive",
        ])
    }

    @Test func goingHomeAndComingBackPassesThroughInactive() throws {
        let log = LifecycleLog()
        let app = try launchRecordingApp(log)
        defer { app.terminate() }
        log.clear()
        app.enterBackground()
        #expect(app.application.applicationState == .background && app.scene?.activationState == .background)
        app.enterForeground()
        #expect(app.application.applicationState == .inactive && app.scene?.activationState == .foregroundInactive)
        app.becomeActive()
        #expect(log.entries == [
            "sceneWillResignActive (foregroundActive, app active)",
            "UIScene.willDeactivate",
            "UIApplication.willResignActive",
            "sceneDidEnterBackground (background, app inactive)",
            "UIScene.didEnterBackground",
            "UIApplication.didEnterBackground",
            "sceneWillEnterForeground (background, app background)",
            "UIScene.willEnterForeground",
            "UIApplication.willEnterForeground",
            "sceneDidBecomeActive (foregroundActive, app inactive)",
            "UIScene.didActivate",
            "UIApplication.didBecomeActive",
        ])
    }

    @Test func terminatingResignsDisconnectsAndTellsTheAppDelegate() throws {
        let log = LifecycleLog()
        let app = try launchRecordingApp(log)
        let application = app.application
        log.clear()
        app.receiveMemoryWarning()
        app.terminate()
        // The order seen when the user swipes an active app away
        // (developer.apple.com/forums/thread/732170): resign, disconnect.
        #expect(log.entries == [
            "applicationDidReceiveMemoryWarning",
            "UIApplication.didReceiveMemoryWarning",
            "sceneWillResignActive (foregroundActive, app active)",
            "UIScene.willDeactivate",
            "UIApplication.willResignActive",
            "sceneDidDisconnect (foregroundInactive, app inactive)",
            "UIScene.didDisconnect",
            "applicationWillTerminate",
            "UIApplication.willTerminate",
        ])
        #expect(application.connectedScenes.isEmpty && application.openSessions.count == 1)
        #expect(UIApplication.shared !== application)
    }

    @Test func discardingTheSessionDisconnectsItsSceneAndTellsTheAppDelegate() throws {
        let log = LifecycleLog()
        let app = try launchRecordingApp(log)
        defer { app.terminate() }
        app.enterBackground()
        log.clear()
        app.discardSceneSessions()
        #expect(log.entries == ["sceneDidDisconnect (background, app background)", "UIScene.didDisconnect", "didDiscardSceneSessions (1)"])
        #expect(app.application.openSessions.isEmpty)
    }

    @Test func anAppWithoutScenesHearsTheLifeCycleThroughItsAppDelegate() throws {
        let log = LifecycleLog()
        let app = try HeadlessApp.launch(RecordingAppDelegate(log: log, buildsWindowAtLaunch: true),
                                         launchOptions: [.sourceApplication: "com.example.mail"])
        defer { app.terminate() }
        #expect(log.entries == [
            // Its window scene (iOS 13) connects first, without a delegate.
            "UIScene.willConnect",
            // It launches inactive and gets its launch options.
            "willFinishLaunching (inactive, options 1)",
            "didFinishLaunching (inactive)",
            "window made key in didFinishLaunching",
            "UIApplication.didFinishLaunching",
            // No willEnterForeground at launch for an app without scenes
            // (github.com/TelemetryDeck/SwiftSDK/issues/113).
            "UIScene.willEnterForeground",
            "UIScene.didActivate",
            "applicationDidBecomeActive (active)",
            "UIApplication.didBecomeActive",
        ])
        log.clear()
        app.enterBackground()
        app.enterForeground()
        app.becomeActive()
        #expect(log.entries == [
            "UIScene.willDeactivate",
            "applicationWillResignActive (active)",
            "UIApplication.willResignActive",
            "UIScene.didEnterBackground",
            "applicationDidEnterBackground (background)",
            "UIApplication.didEnterBackground",
            "UIScene.willEnterForeground",
            "applicationWillEnterForeground (background)",
            "UIApplication.willEnterForeground",
            "UIScene.didActivate",
            "applicationDidBecomeActive (active)",
            "UIApplication.didBecomeActive",
        ])
    }

    @Test func aURLOpenedInTheRunningAppGoesToTheSceneDelegateOrTheAppDelegate() throws {
        let log = LifecycleLog()
        let app = try launchRecordingApp(log)
        log.clear()
        #expect(app.open(URL(string: "recording://item/1")!, sourceApplication: "com.apple.mobilesafari"))
        #expect(log.entries == ["openURLContexts recording://item/1 from com.apple.mobilesafari"])
        app.terminate()

        let legacyLog = LifecycleLog()
        let legacy = try HeadlessApp.launch(RecordingAppDelegate(log: legacyLog, buildsWindowAtLaunch: true))
        defer { legacy.terminate() }
        legacyLog.clear()
        #expect(legacy.open(URL(string: "recording://item/2")!))
        #expect(!legacy.open(URL(string: "other://item/3")!))
        #expect(legacyLog.entries == ["open recording://item/2 from nil", "open other://item/3 from nil"])
    }

    @Test func didFinishLaunchingNotificationCarriesTheLaunchOptions() throws {
        let url = URL(string: "https://example.com/item/7")!
        nonisolated(unsafe) var userInfo: [AnyHashable: Any]?
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.didFinishLaunchingNotification, object: nil, queue: nil) { note in
            if (note.object as? UIApplication) === UIApplication.current { userInfo = note.userInfo }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let app = try HeadlessApp.launch(LegacyCodeAppDelegate(), launchOptions: [.url: url])
        defer { app.terminate() }
        #expect(userInfo?[UIApplication.LaunchOptionsKey.url.rawValue] as? URL == url)
    }
}
