import Foundation
import Storyboard
import Trellis

/// An app launched the way iOS launches it, without a screen: its
/// application, delegate, scene and window, ready to be inspected or
/// rendered, and the system transitions (resign active, background,
/// foreground, memory warning, terminate) to drive it through.
///
/// `launch(_:sceneDelegate:bundle:…)` runs the launch sequence of
/// docs/app-lifecycle.md on a chosen device: `willFinishLaunching`,
/// `didFinishLaunching`, the scene's configuration (Info.plist's
/// `UIApplicationSceneManifest`, then the app delegate's
/// `application(_:configurationForConnecting:options:)`), the storyboard's
/// window, `scene(_:willConnectTo:options:)`, the window made key and
/// visible, and the foreground and active transitions with their delegate
/// calls and notifications. An app without a scene manifest launches the
/// way apps did before iOS 13: `UIMainStoryboardFile`'s window, the launch
/// methods, the window made key, `applicationDidBecomeActive(_:)`.
///
/// The launch happens on the calling thread, whose `UIApplication.shared`,
/// key window, `UIScreen.main` and `UIDevice.current` become the app's.
public final class HeadlessApp {
    /// The app's application object (the thread's `UIApplication.shared`).
    public let application: UIApplication

    /// The app delegate, kept here as `UIApplicationMain` keeps it in UIKit
    /// (the application holds its delegate weakly).
    public let delegate: UIApplicationDelegate

    /// What the launch read from the app's Info.plist.
    public let info: AppInfo

    /// What the launch noticed that would leave the app blank on iOS,
    /// such as a storyboard window no delegate keeps.
    public private(set) var messages: [String] = []

    init(application: UIApplication, delegate: UIApplicationDelegate, info: AppInfo) {
        self.application = application
        self.delegate = delegate
        self.info = info
    }

    // MARK: - What the app shows

    /// The app's first window scene (an app without scenes has one too, as on iOS 13 and later).
    public var scene: UIWindowScene? {
        application.scenes.lazy.compactMap { $0 as? UIWindowScene }.first
    }

    /// The window the app shows: its scene's key window, else the app
    /// delegate's window (an app without scenes), else the scene's first window.
    public var window: UIWindow? {
        scene?.keyWindow ?? delegate.window ?? scene?.windows.first
    }

    /// The controller at the root of `window`.
    public var rootViewController: UIViewController? { window?.rootViewController }

    // MARK: - Driving the system

    /// The app is interrupted, as by a call or Control Center: its scenes
    /// resign active (`sceneWillResignActive(_:)`, `willResignActiveNotification`).
    public func resignActive() {
        for scene in connectedScenes { application.deactivate(scene) }
    }

    /// The interruption ends, or the app comes back: its scenes become
    /// active again, coming to the foreground first if they were in the background.
    public func becomeActive() {
        for scene in connectedScenes { application.activate(scene) }
    }

    /// The user goes to the home screen: the scenes resign active and
    /// enter the background (`sceneDidEnterBackground(_:)`, `didEnterBackgroundNotification`).
    public func enterBackground() {
        for scene in connectedScenes { application.enterBackground(scene) }
    }

    /// The user opens the app again: its scenes enter the foreground
    /// (`sceneWillEnterForeground(_:)`, `willEnterForegroundNotification`)
    /// and stay inactive until `becomeActive()`, as between the two on iOS.
    public func enterForeground() {
        for scene in connectedScenes { application.enterForeground(scene) }
    }

    /// Another app, or the user, opens `url` in the running app (a link, a
    /// custom scheme): in an app with scenes its first scene's delegate
    /// hears `scene(_:openURLContexts:)`; in one without, the app delegate
    /// `application(_:open:options:)`, whose answer this returns (an app
    /// with scenes always answers true: its delegate returns nothing).
    @discardableResult
    public func open(_ url: URL, sourceApplication: String? = nil) -> Bool {
        if application.usesScenes {
            guard let scene = connectedScenes.first else { return false }
            let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))
            scene.delegate?.scene(scene, openURLContexts: [context])
            return true
        }
        var options: [UIApplication.OpenURLOptionsKey: Any] = [:]
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        return delegate.application(application, open: url, options: options)
    }

    /// The system runs low on memory (`applicationDidReceiveMemoryWarning(_:)`
    /// and `didReceiveMemoryWarningNotification`).
    public func receiveMemoryWarning() {
        application.receiveMemoryWarning()
    }

    /// The user closes the app's scenes in the app switcher: they
    /// disconnect and the app delegate hears `application(_:didDiscardSceneSessions:)`.
    public func discardSceneSessions() {
        application.discard(application.openSessions)
    }

    /// The user swipes the app away: its scenes resign and disconnect,
    /// then `applicationWillTerminate(_:)` and `willTerminateNotification`.
    public func terminate() {
        application.terminate()
    }

    /// The connected scenes in the order they connected (a copy: the transitions change the list).
    private var connectedScenes: [UIScene] { application.scenes }

    func note(_ message: String) { messages.append(message) }
}
