import Foundation

/// A scene that shows windows on a screen, as in UIKit: the app's
/// interface on the device. Its screen is the launch's device, held in the
/// launch's orientation; windows made with `UIWindow(windowScene:)` fill it
/// and take its safe area and the system settings it was launched with.
open class UIWindowScene: UIScene {
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        screen = UIScreen(device: .iPhone15)
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The screen the scene is on. The launch sets it before the scene connects.
    open internal(set) var screen: UIScreen

    /// How the device is held (`UIDevice.orientation` while a window of the scene is key).
    package var deviceOrientation: UIDeviceOrientation = .portrait

    package func place(on screen: UIScreen, held orientation: UIDeviceOrientation, settings: SystemSettings) {
        self.screen = screen
        self.deviceOrientation = orientation
        self.settings = settings
    }

    /// The system settings (text size, appearance, language direction) a
    /// window made for the scene starts from.
    package var settings = SystemSettings()

    /// The system settings the device runs with (Trellis's: UIKit reads the user's).
    package struct SystemSettings: Sendable {
        package var userInterfaceStyle: UIUserInterfaceStyle = .light
        package var preferredContentSizeCategory: UIContentSizeCategory = .large
        package var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
        package init(userInterfaceStyle: UIUserInterfaceStyle = .light, preferredContentSizeCategory: UIContentSizeCategory = .large,
                     layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight) {
            self.userInterfaceStyle = userInterfaceStyle
            self.preferredContentSizeCategory = preferredContentSizeCategory
            self.layoutDirection = layoutDirection
        }
    }

    // MARK: - Windows

    /// The scene's windows, in the order they joined it. The scene does not
    /// keep them, as in UIKit: the scene delegate's `window` property does.
    open var windows: [UIWindow] {
        windowReferences.compactMap(\.window)
    }
    private var windowReferences: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The scene's key window: the last of its windows made key (iOS 15).
    open var keyWindow: UIWindow? {
        guard let key = storedKeyWindow, windows.contains(where: { $0 === key }), !key.isHidden else { return nil }
        return key
    }
    private weak var storedKeyWindow: UIWindow?

    package func add(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
    }

    package func remove(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        if storedKeyWindow === window { storedKeyWindow = nil }
    }

    package func windowBecameKey(_ window: UIWindow) { storedKeyWindow = window }

    // MARK: - Geometry and traits

    /// The orientation of the scene's interface: its screen's.
    open var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }

    /// The scene's traits: its key window's (which follow the simulated
    /// system settings), else its screen's with the settings it was launched with.
    open var traitCollection: UITraitCollection {
        if let window = keyWindow ?? windows.first { return window.traitCollection }
        return UITraitCollection(traitsFrom: [screen.traitCollection], style: settings.userInterfaceStyle,
                                 category: settings.preferredContentSizeCategory, direction: settings.layoutDirection)
    }

    /// The scene's status bar (made once, as UIKit keeps one per scene).
    open var statusBarManager: UIStatusBarManager? {
        if let storedStatusBarManager { return storedStatusBarManager }
        let manager = UIStatusBarManager(scene: self)
        storedStatusBarManager = manager
        return manager
    }
    private var storedStatusBarManager: UIStatusBarManager?

    /// How large the scene's windows may be made: nil on an iPhone, whose
    /// scenes always fill the screen; on an iPad (iPadOS 16 windows can be
    /// resized) an object whose sizes the app may set, which Trellis keeps
    /// but does not enforce (`UIWindow.resize(to:)` is the simulated user).
    open var sizeRestrictions: UISceneSizeRestrictions? {
        guard screen.device.userInterfaceIdiom == .pad else { return nil }
        if storedSizeRestrictions == nil { storedSizeRestrictions = UISceneSizeRestrictions() }
        return storedSizeRestrictions
    }
    private var storedSizeRestrictions: UISceneSizeRestrictions?
}

/// The smallest and largest sizes of a resizable scene (`UIWindowScene.sizeRestrictions`).
open class UISceneSizeRestrictions: NSObject {
    open var minimumSize: CGSize = .zero
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    /// Whether the scene may fill the screen (iOS 16).
    open var allowsFullScreen = true

    package override init() { super.init() }
}
