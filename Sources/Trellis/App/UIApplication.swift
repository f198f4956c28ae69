import Foundation

/// The running app, as in UIKit: its delegate, its scenes and windows, its
/// state (active, inactive, background), and the system services it asks
/// for (opening URLs, the idle timer, background time).
///
/// UIKit has one application per process, made by `UIApplicationMain`.
/// Trellis keeps one per thread, as it keeps the key window (`UIWindow`):
/// tests that launch apps on different threads do not see each other's.
/// The headless launch (`HeadlessApp.launch`, `UIApplicationMain`) makes a
/// thread's application and drives it through the launch and the
/// transitions UIKit would deliver (docs/app-lifecycle.md). On a thread
/// where nothing was launched, `shared` is an active application with no
/// delegate and no scenes, as a unit test hosted in an app sees one, whose
/// `windows` and `keyWindow` are the thread's key window.
///
/// There are no selectors on Linux, so `sendAction(_:to:from:for:)` does
/// not exist; `UIAction` and closures take its place (docs/uikit-api-audit.md).
open class UIApplication: UIResponder {
    // MARK: - The shared application

    /// The app's application object: the thread's (see above).
    open class var shared: UIApplication {
        if let application = current { return application }
        let application = UIApplication()
        application.storedState = .active
        current = application
        return application
    }

    /// The thread's application, if one was launched or asked for.
    package static var current: UIApplication? {
        get { Thread.current.threadDictionary[UIApplication.currentKey] as? UIApplication }
        set { Thread.current.threadDictionary[UIApplication.currentKey] = newValue }
    }
    private static let currentKey = "Trellis.UIApplication.shared"

    /// The app delegate. UIKit holds it `unowned(unsafe)`, relying on
    /// `UIApplicationMain` to keep it; Trellis holds it weakly, and the
    /// headless launch keeps it.
    open weak var delegate: UIApplicationDelegate?

    // MARK: - State

    /// Whether the app is in the foreground and receiving events, as UIKit
    /// reports it. In an app with scenes it follows the scenes: active while
    /// one is active, inactive while one is in the foreground, background
    /// otherwise, including during launch (UIKit "always returns
    /// UIApplicationStateBackground during the launch of UIScene based apps",
    /// github.com/bugsnag/bugsnag-cocoa/pull/1307). An app without scenes
    /// launches inactive, as in Apple's launch sequence.
    open var applicationState: State { storedState }
    package var storedState: State = .background

    /// The app's execution states.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    // MARK: - Scenes

    /// The scenes connected to the app, in the order they connected.
    package var scenes: [UIScene] = []

    /// The sessions the app has, connected or not.
    package var sessions: [UISceneSession] = []

    /// The scenes connected to the app (UIKit's set).
    open var connectedScenes: Set<UIScene> { Set(scenes) }

    /// The sessions of the app's scenes, including those whose scene is
    /// disconnected (UIKit's set).
    open var openSessions: Set<UISceneSession> { Set(sessions) }

    /// Whether the app may show more than one scene: the
    /// `UIApplicationSupportsMultipleScenes` entry of its scene manifest,
    /// false when it has none.
    open var supportsMultipleScenes: Bool { storedSupportsMultipleScenes }
    package var storedSupportsMultipleScenes = false

    /// Whether the app uses scene delegates for its life cycle (its
    /// Info.plist has a `UIApplicationSceneManifest`): then UIKit calls the
    /// scene delegates' life-cycle methods and not the app delegate's
    /// (developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle).
    package var usesScenes = false

    // MARK: - Windows

    /// The windows of the connected scenes, and the thread's key window if
    /// it is in no scene.
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { allWindows }

    /// The key window of the thread (of all the connected scenes).
    @available(*, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { UIWindow.keyWindow }

    /// `windows` without the deprecation, for Trellis's own use.
    package var allWindows: [UIWindow] {
        var windows = scenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        if let key = UIWindow.keyWindow, !windows.contains(where: { $0 === key }) { windows.append(key) }
        return windows
    }

    /// The scene a window made without one (`UIWindow(frame:)`) joins when
    /// it becomes key: in an app without a scene manifest, its one window
    /// scene, as on iOS 13 and later; in an app with scenes, none (such a
    /// window stays out of every scene, as in UIKit). On a thread where no
    /// app was launched, the application is the plain one of `shared`, and
    /// its scene, made here, is on the screen of the window that last
    /// became key, connected and active: so `view.window?.windowScene` and
    /// `connectedScenes` answer for windows a test or a preview makes alone.
    package static func sceneForWindowWithoutScene(_ window: UIWindow) -> UIWindowScene? {
        let application = UIApplication.shared
        guard !application.usesScenes else { return nil }
        let launched = application.launchScreen != nil
        if let scene = application.scenes.lazy.compactMap({ $0 as? UIWindowScene }).first {
            if !launched { scene.place(on: window.screen, held: window.deviceOrientation, settings: scene.settings) }
            return scene
        }
        guard !launched else { return nil }
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        let session = UISceneSession(role: .windowApplication, configuration: configuration)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        scene.place(on: window.screen, held: window.deviceOrientation, settings: UIWindowScene.SystemSettings())
        scene.storedActivationState = .foregroundActive
        application.open(session)
        session.attach(scene)
        application.scenes.append(scene)
        return scene
    }

    /// The screen of the device the app was launched on, which `UIScreen.main`
    /// and `UIDevice.current` describe until a window is key, and on which
    /// its window scenes are.
    package var launchScreen: UIScreen?

    // MARK: - Settings

    /// The user's text size: the key window's (`.large` unless changed).
    open var preferredContentSizeCategory: UIContentSizeCategory {
        UIWindow.keyWindow?.traitCollection.preferredContentSizeCategory ?? .large
    }

    /// The direction of the user's language: the key window's.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIWindow.keyWindow?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }

    /// Whether the screen stays on while the app is in the foreground.
    /// Trellis has no screen to dim; the value is kept for code that sets it.
    open var isIdleTimerDisabled = false

    /// The number on the app's icon. Kept, as there is no home screen.
    @available(*, deprecated, message: "Use -[UNUserNotificationCenter setBadgeCount:withCompletionHandler:] instead.")
    open var applicationIconBadgeNumber: Int {
        get { iconBadgeNumber }
        set { iconBadgeNumber = newValue }
    }
    private var iconBadgeNumber = 0

    /// The URL that opens the app's page in Settings (UIKit's value).
    public static let openSettingsURLString = "app-settings:"

    // MARK: - Opening URLs

    /// The URLs the app asked the system to open (`open(_:options:completionHandler:)`),
    /// in order (Trellis's: there is no system to open them).
    public private(set) var openedURLs: [URL] = []

    /// Asks the system to open `url`, as UIKit does; Trellis records it in
    /// `openedURLs` instead. The completion handler is called at once, with
    /// whether the system could have opened it (`canOpenURL(_:)`); UIKit
    /// calls it later on the main queue.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = options[.universalLinksOnly] as? Bool == true ? false : canOpenURL(url)
        openedURLs.append(url)
        completion?(opened)
    }

    /// The `async` form of `open(_:options:completionHandler:)`.
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        var result = false
        open(url, options: options) { result = $0 }
        return result
    }

    /// Whether an app on the device handles `url`'s scheme: the schemes of
    /// Apple's own apps that every iPhone has (web, mail, phone, messages,
    /// FaceTime, maps, Settings; developer.apple.com/library/archive/
    /// featuredarticles/iPhoneURLScheme_Reference). A custom scheme is
    /// another app's, which the headless device does not have.
    open func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return UIApplication.systemSchemes.contains(scheme)
    }

    private static let systemSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "app-settings",
    ]

    /// Forgets the opened URLs (Trellis's, for tests).
    public func removeOpenedURLs() { openedURLs.removeAll() }

    // MARK: - Background tasks

    /// Asks for time to finish a task in the background. Trellis never
    /// suspends the app, so the time is unlimited and the handler is never
    /// called; the identifier is valid until `endBackgroundTask(_:)`.
    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        nextBackgroundTask += 1
        backgroundTasks.insert(nextBackgroundTask)
        return UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
    }

    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        backgroundTasks.remove(identifier.rawValue)
    }

    /// Unlimited (`.greatestFiniteMagnitude`, what UIKit reports in the
    /// foreground), as Trellis never suspends the app.
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    private var nextBackgroundTask = 0
    private var backgroundTasks: Set<Int> = []
}

/// A background task's identifier (`UIApplication.beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

// MARK: - Keys and notifications

extension UIApplication {
    /// Why the app was launched, as `application(_:didFinishLaunchingWithOptions:)`
    /// receives it (nil in an app with scenes, whose scene gets the reasons).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let annotation = LaunchOptionsKey("UIApplicationLaunchOptionsAnnotationKey")
        public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
        public static let bluetoothCentrals = LaunchOptionsKey("UIApplicationLaunchOptionsBluetoothCentralsKey")
        public static let bluetoothPeripherals = LaunchOptionsKey("UIApplicationLaunchOptionsBluetoothPeripheralsKey")
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
        public static let cloudKitShareMetadata = LaunchOptionsKey("UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    }

    /// The options `application(_:open:options:)` receives with a URL.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey("UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey("UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey("UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey("UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    // The notification names, posted with the application as the object
    // on the transitions docs/app-lifecycle.md lists. Their raw values are
    // UIKit's constants' names, as Foundation gives them on iOS.
    public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")

    /// Posts one of the notifications above, from the application.
    package func post(_ name: NSNotification.Name, userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }
}
