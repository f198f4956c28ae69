import Foundation
import UIKit

/// What the recording app heard, in order: its delegates' calls (with the
/// application's and the scene's state at the time) and the notifications
/// posted from its application and scenes.
final class LifecycleLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storedEntries: [String] = []
    private var observers: [NSObjectProtocol] = []

    var entries: [String] { lock.withLock { storedEntries } }

    func record(_ entry: String) { lock.withLock { storedEntries.append(entry) } }

    func clear() { lock.withLock { storedEntries.removeAll() } }

    /// Records the application's and its scenes' notifications. Other
    /// tests launch apps on other threads at the same time, so only
    /// notifications from this app count.
    func observe(_ application: UIApplication) {
        let names: [(NSNotification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "UIApplication.didFinishLaunching"),
            (UIApplication.willEnterForegroundNotification, "UIApplication.willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "UIApplication.didBecomeActive"),
            (UIApplication.willResignActiveNotification, "UIApplication.willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "UIApplication.didEnterBackground"),
            (UIApplication.willTerminateNotification, "UIApplication.willTerminate"),
            (UIApplication.didReceiveMemoryWarningNotification, "UIApplication.didReceiveMemoryWarning"),
            (UIScene.willConnectNotification, "UIScene.willConnect"),
            (UIScene.willEnterForegroundNotification, "UIScene.willEnterForeground"),
            (UIScene.didActivateNotification, "UIScene.didActivate"),
            (UIScene.willDeactivateNotification, "UIScene.willDeactivate"),
            (UIScene.didEnterBackgroundNotification, "UIScene.didEnterBackground"),
            (UIScene.didDisconnectNotification, "UIScene.didDisconnect"),
        ]
        nonisolated(unsafe) let application = application
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let ours = (note.object as? UIApplication) === application
                    || (note.object as? UIScene).map { scene in application.connectedScenes.contains(scene) } == true
                if ours { self?.record(label) }
            })
        }
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }
}

private func state(_ application: UIApplication) -> String {
    switch application.applicationState {
    case .active: "active"
    case .inactive: "inactive"
    case .background: "background"
    }
}

/// An app delegate that records its calls. It starts observing its
/// application's notifications when it is made, as the application exists
/// by then (UIApplicationMain makes the application first).
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    let log: LifecycleLog
    var window: UIWindow?
    var buildsWindowAtLaunch = false

    init(log: LifecycleLog, buildsWindowAtLaunch: Bool = false) {
        self.log = log
        self.buildsWindowAtLaunch = buildsWindowAtLaunch
        super.init()
        log.observe(UIApplication.shared)
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.record("willFinishLaunching (\(state(application)), options \(launchOptions == nil ? "nil" : "\(launchOptions!.count)"))")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.record("didFinishLaunching (\(state(application)))")
        if buildsWindowAtLaunch {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            log.record("window made key in didFinishLaunching")
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.record("configurationForConnecting (\(connectingSceneSession.configuration.name ?? "unnamed"))")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.record("didDiscardSceneSessions (\(sceneSessions.count))")
    }

    func applicationWillEnterForeground(_ application: UIApplication) { log.record("applicationWillEnterForeground (\(state(application)))") }
    func applicationDidBecomeActive(_ application: UIApplication) { log.record("applicationDidBecomeActive (\(state(application)))") }
    func applicationWillResignActive(_ application: UIApplication) { log.record("applicationWillResignActive (\(state(application)))") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.record("applicationDidEnterBackground (\(state(application)))") }
    func applicationWillTerminate(_ application: UIApplication) { log.record("applicationWillTerminate") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.record("applicationDidReceiveMemoryWarning") }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        log.record("open \(url.absoluteString) from \(options[.sourceApplication] as? String ?? "nil")")
        return url.scheme == "recording"
    }
}

/// A scene delegate that records its calls, with the scene's state and
/// what its window is at the time.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    let log: LifecycleLog
    var window: UIWindow?

    init(log: LifecycleLog) {
        self.log = log
        super.init()
    }

    private func describe(_ scene: UIScene) -> String {
        let sceneState = switch scene.activationState {
        case .unattached: "unattached"
        case .foregroundInactive: "foregroundInactive"
        case .foregroundActive: "foregroundActive"
        case .background: "background"
        }
        return "\(sceneState), app \(state(UIApplication.shared))"
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let windowState = window.map { $0.isKeyWindow ? "key" : ($0.isHidden ? "hidden" : "visible") } ?? "none"
        log.record("willConnectTo (\(describe(scene)), window \(windowState))")
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log.record("sceneWillEnterForeground (\(describe(scene)))") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.record("sceneDidBecomeActive (\(describe(scene)))") }
    func sceneWillResignActive(_ scene: UIScene) { log.record("sceneWillResignActive (\(describe(scene)))") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.record("sceneDidEnterBackground (\(describe(scene)))") }
    func sceneDidDisconnect(_ scene: UIScene) { log.record("sceneDidDisconnect (\(describe(scene)))") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { log.record("openURLContexts \(context.url.absoluteString) from \(context.options.sourceApplication ?? "nil")") }
    }
}

/// The recording app's Info.plist: the template's manifest, its scene
/// delegate the recording one.
let recordingAppInfo = AppInfo(sceneManifest: AppInfo.SceneManifest(
    supportsMultipleScenes: false,
    configurations: [UISceneSession.Role.windowApplication.rawValue: [
        AppInfo.SceneConfiguration(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate",
                                   storyboardName: "Main"),
    ]]))
