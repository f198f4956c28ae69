import Foundation

// The transitions the system drives an app through, in UIKit's order:
// each calls the delegate methods and posts the notifications UIKit does,
// and moves `applicationState` and the scenes' `activationState`. The
// headless launch (the TrellisLaunch module) calls them; docs/app-lifecycle.md
// lists the order with its sources.
//
// In each step the delegate is told first and the notification follows:
// UIKit calls `applicationWillEnterForeground(_:)` before posting
// `willEnterForegroundNotification`, whatever its documentation said
// (openradar 49817144). A scene's notification comes before the
// application's state changes (the scene notifications "arrive before
// UIKit sets applicationState", github.com/growingio/
// growingio-sdk-ios-autotracker/pull/215). In an app with scenes the app
// delegate hears none of the foreground and background transitions, only
// the launch, memory warnings and termination ("UIKit always uses scene
// delegate objects when they are available", developer.apple.com/
// documentation/uikit/managing-your-app-s-life-cycle).
extension UIApplication {
    // MARK: - Launch

    /// `willFinishLaunching`, `didFinishLaunching`, then
    /// `didFinishLaunchingNotification` (with the options as its user
    /// info). An app with scenes gets nil options, as in UIKit ("If the
    /// app supports scenes, this is nil"; their scenes' connection options
    /// carry the reasons). Returns false if either delegate method did:
    /// UIKit then does not open the launch URL, and launches anyway.
    package func finishLaunching(options: [LaunchOptionsKey: Any]?) -> Bool {
        storedState = usesScenes ? .background : .inactive
        let options = usesScenes ? nil : options
        let willFinish = delegate?.application(self, willFinishLaunchingWithOptions: options) ?? true
        let didFinish = delegate?.application(self, didFinishLaunchingWithOptions: options) ?? true
        let userInfo = options.map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key.rawValue), $0.value) }) }
        post(UIApplication.didFinishLaunchingNotification, userInfo: userInfo)
        return willFinish && didFinish
    }

    /// Adds a session for a scene about to connect.
    package func open(_ session: UISceneSession) {
        if !sessions.contains(session) { sessions.append(session) }
    }

    /// Connects `scene` (already made from its session's configuration,
    /// with its delegate): `scene(_:willConnectTo:options:)`, then
    /// `UIScene.willConnectNotification`. The scene stays unattached until
    /// it enters the foreground.
    package func connect(_ scene: UIScene, options: UIScene.ConnectionOptions) {
        open(scene.session)
        scene.session.attach(scene)
        scenes.append(scene)
        scene.delegate?.scene(scene, willConnectTo: scene.session, options: options)
        scene.post(UIScene.willConnectNotification)
    }

    // MARK: - Foreground and background

    /// `sceneWillEnterForeground(_:)` and its notification; if the app was
    /// in the background, the application's `willEnterForegroundNotification`
    /// (and, in an app without scenes, `applicationWillEnterForeground(_:)`),
    /// except at the launch of an app without scenes, which starts inactive
    /// and hears neither (an app with scenes is in the background until its
    /// first scene comes forward, and is told: github.com/TelemetryDeck/
    /// SwiftSDK/issues/113, github.com/flutter/flutter/issues/175798).
    package func enterForeground(_ scene: UIScene) {
        guard scene.activationState == .background || scene.activationState == .unattached else { return }
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.post(UIScene.willEnterForegroundNotification)
        scene.storedActivationState = .foregroundInactive
        guard storedState == .background else { return }
        if !usesScenes { delegate?.applicationWillEnterForeground(self) }
        post(UIApplication.willEnterForegroundNotification)
        storedState = .inactive
    }

    /// `sceneDidBecomeActive(_:)` and its notification, then, if no scene
    /// was active, the application's (`applicationDidBecomeActive(_:)` in an
    /// app without scenes). A scene in the background comes forward first.
    package func activate(_ scene: UIScene) {
        if scene.activationState != .foregroundInactive { enterForeground(scene) }
        guard scene.activationState == .foregroundInactive else { return }
        scene.storedActivationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        scene.post(UIScene.didActivateNotification)
        guard storedState != .active else { return }
        storedState = .active
        if !usesScenes { delegate?.applicationDidBecomeActive(self) }
        post(UIApplication.didBecomeActiveNotification)
    }

    /// `sceneWillResignActive(_:)` and its notification, then, if it was the
    /// last active scene, the application's (`applicationWillResignActive(_:)`
    /// in an app without scenes), as when a call or Control Center covers the app.
    package func deactivate(_ scene: UIScene) {
        guard scene.activationState == .foregroundActive else { return }
        scene.delegate?.sceneWillResignActive(scene)
        scene.post(UIScene.willDeactivateNotification)
        scene.storedActivationState = .foregroundInactive
        guard !scenes.contains(where: { $0.activationState == .foregroundActive }) else { return }
        if !usesScenes { delegate?.applicationWillResignActive(self) }
        post(UIApplication.willResignActiveNotification)
        storedState = .inactive
    }

    /// `sceneDidEnterBackground(_:)` and its notification, then, if no
    /// scene is left in the foreground, the application's
    /// (`applicationDidEnterBackground(_:)` in an app without scenes), as
    /// when the user goes to the home screen. An active scene resigns first.
    package func enterBackground(_ scene: UIScene) {
        deactivate(scene)
        guard scene.activationState == .foregroundInactive else { return }
        scene.storedActivationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        scene.post(UIScene.didEnterBackgroundNotification)
        guard !scenes.contains(where: { $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive }) else { return }
        storedState = .background
        if !usesScenes { delegate?.applicationDidEnterBackground(self) }
        post(UIApplication.didEnterBackgroundNotification)
    }

    // MARK: - Disconnecting and terminating

    /// `sceneDidDisconnect(_:)` and its notification; the scene leaves
    /// `connectedScenes` and its session stays in `openSessions`, as when
    /// the system reclaims a background scene. An active scene resigns
    /// first (the order seen when the user swipes the app away:
    /// developer.apple.com/forums/thread/732170).
    package func disconnect(_ scene: UIScene) {
        guard scenes.contains(where: { $0 === scene }) else { return }
        deactivate(scene)
        scene.delegate?.sceneDidDisconnect(scene)
        scene.post(UIScene.didDisconnectNotification)
        scene.storedActivationState = .unattached
        scenes.removeAll { $0 === scene }
        scene.session.attach(nil)
        if !scenes.contains(where: { $0.activationState != .background && $0.activationState != .unattached }) {
            storedState = .background
        }
    }

    /// Removes sessions as when the user closes them in the app switcher:
    /// their scenes disconnect, and the app delegate hears
    /// `application(_:didDiscardSceneSessions:)`.
    package func discard(_ discarded: Set<UISceneSession>) {
        for session in discarded { if let scene = session.scene { disconnect(scene) } }
        sessions.removeAll { discarded.contains($0) }
        delegate?.application(self, didDiscardSceneSessions: discarded)
    }

    /// Ends the app as when the user swipes it away in the app switcher:
    /// each scene resigns and disconnects, then `applicationWillTerminate(_:)`
    /// and `willTerminateNotification`. The thread's application is then
    /// gone: `UIApplication.shared` makes a new one.
    package func terminate() {
        for scene in scenes { disconnect(scene) }
        delegate?.applicationWillTerminate(self)
        post(UIApplication.willTerminateNotification)
        if UIApplication.current === self { UIApplication.current = nil }
    }

    // MARK: - System events

    /// `applicationDidReceiveMemoryWarning(_:)` and its notification, as
    /// when the system runs low on memory (app delegates hear it with or
    /// without scenes).
    package func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        post(UIApplication.didReceiveMemoryWarningNotification)
    }
}
