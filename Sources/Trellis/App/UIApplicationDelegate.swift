import Foundation

/// The app's delegate, as in UIKit: told of the launch, asked for scene
/// configurations, and, in an app without scenes, told of the life-cycle
/// transitions.
///
/// Every method is optional in UIKit. Swift without the Objective-C
/// runtime has no optional requirements, so each is a requirement with a
/// default implementation below that does what UIKit does when the
/// delegate does not implement it; a conforming class writes the methods it
/// wants with UIKit's signatures. The protocol is not tied to the main
/// actor (UIKit's is): Trellis's classes are not, so that windows on
/// different threads can be laid out at once (DESIGN.md, Threading).
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window in an app without scenes. UIKit sets it to the
    /// window it makes for `UIMainStoryboardFile`; a delegate that builds
    /// its window in code sets it itself.
    var window: UIWindow? { get set }

    // MARK: Launching

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidFinishLaunching(_ application: UIApplication)

    // MARK: Scenes

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    // MARK: Life cycle of an app without scenes

    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)

    // MARK: System events

    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func applicationSignificantTimeChange(_ application: UIApplication)
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)

    // MARK: URLs, notifications, background transfers

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)

    // MARK: State restoration

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
}

extension UIApplicationDelegate {
    /// No window: a delegate without the property keeps none, and UIKit
    /// then has nowhere to put the main storyboard's window.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// A delegate that does not implement the launch methods lets the
    /// launch go on (UIKit treats a missing method as `true`).
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// UIKit calls the older `applicationDidFinishLaunching(_:)` instead
    /// when the delegate does not implement this method.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        applicationDidFinishLaunching(application)
        return true
    }
    public func applicationDidFinishLaunching(_ application: UIApplication) {}

    /// The configuration UIKit chose before asking: the first of the
    /// session's role in the Info.plist's scene manifest (UIKit: "Normally,
    /// UIKit chooses the first scene of the appropriate type listed in your
    /// scene configuration data", developer.apple.com/documentation/uikit/
    /// uiscenesession/configuration), which is what UIKit uses when the
    /// delegate does not implement this method.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationSignificantTimeChange(_ application: UIApplication) {}
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}

    /// A URL the delegate does not handle is not opened.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
}

/// What a background fetch found (`application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`).
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData = 0
    case noData = 1
    case failed = 2
}

/// A class the launch makes from its name alone (Trellis's): the app
/// delegate of `@main` or `UIApplicationMain`, a scene delegate or scene
/// class named in Info.plist or a `UISceneConfiguration`.
///
/// UIKit makes these with the Objective-C runtime (`[[cls alloc] init]`).
/// Swift on Linux can call an initializer through a class found at run
/// time only if the initializer is `required`, which `init()` of a
/// `UIResponder` subclass is not (making it required would force every
/// view and view controller subclass with an initializer of its own to
/// write one). So such a class declares that it can be made, on Linux only:
///
///     #if os(Linux)
///     extension SceneDelegate: LaunchInstantiable {}
///     #endif
///
/// which a `final` class needs alone; a non-final class also writes
/// `required override init() { super.init() }` in its body. The headless
/// launch in tests needs neither: it takes the delegates' initializers
/// (`HeadlessApp.launch(_:sceneDelegate:…)`).
public protocol LaunchInstantiable: AnyObject {
    init()
}
