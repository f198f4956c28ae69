import Foundation

/// One instance of the app's user interface, as in UIKit: connected to a
/// session, told of its life cycle through its delegate and the `UIScene`
/// notifications (docs/app-lifecycle.md).
///
/// UIKit makes scenes; so does the headless launch. `init(session:connectionOptions:)`
/// is `required` here (not in UIKit) so that a scene class named in a
/// configuration (`UISceneConfiguration.sceneClass`, `UISceneClassName`)
/// can be made from the class alone.
open class UIScene: UIResponder {
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The session the scene belongs to.
    public private(set) var session: UISceneSession

    /// The scene's delegate. The scene keeps it (UIKit makes the delegate
    /// from the configuration and only the scene holds it).
    open var delegate: UISceneDelegate?

    /// Where the scene is in its life cycle: unattached until it connects,
    /// then foreground (inactive or active) or background.
    open var activationState: ActivationState { storedActivationState }
    package var storedActivationState: ActivationState = .unattached

    /// The scene's title, shown by the system in the app switcher (iPad); nil until the app sets one.
    open var title: String!

    /// Asks the system to open `url` for the scene: recorded in the
    /// application's `openedURLs`, as `UIApplication.open` does.
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        UIApplication.shared.open(url, options: options?.universalLinksOnly == true ? [.universalLinksOnly: true] : [:], completionHandler: completion)
    }

    /// A scene's execution states (UIKit's raw values).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// Why the scene was connected: the URLs and activity it was opened
    /// for. Empty for a scene the user opened from the home screen.
    open class ConnectionOptions: NSObject {
        /// The URLs to open, when the scene was created to open them.
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked for the scene.
        public let sourceApplication: String?
        /// The type of the Handoff activity the scene continues.
        public let handoffUserActivityType: String?

        /// Trellis's: UIKit makes these; a test may make its own.
        public init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil, handoffUserActivityType: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            super.init()
        }
    }

    /// The options a URL was opened with (`UIOpenURLContext.options`).
    open class OpenURLOptions: NSObject {
        public let sourceApplication: String?
        public let annotation: Any?
        public let openInPlace: Bool

        public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }

    /// The options of `open(_:options:completionHandler:)`.
    open class OpenExternalURLOptions: NSObject {
        open var universalLinksOnly = false
        public override init() { super.init() }
    }

    // The notification names, posted with the scene as the object on the
    // transitions docs/app-lifecycle.md lists (UIKit's constants' names).
    public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")

    /// Posts one of the notifications above, from the scene.
    package func post(_ name: NSNotification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

/// A URL the scene is asked to open, with its options
/// (`UISceneDelegate.scene(_:openURLContexts:)`, `UIScene.ConnectionOptions.urlContexts`).
open class UIOpenURLContext: NSObject {
    public let url: URL
    public let options: UIScene.OpenURLOptions

    /// Trellis's: UIKit makes these; a test may make its own.
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}
