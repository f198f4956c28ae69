import Foundation
import Storyboard
import Trellis

extension HeadlessApp {
    /// Launches an app as iOS does and returns it active, in the
    /// foreground, with its window key and laid out (see `HeadlessApp`
    /// and docs/app-lifecycle.md for the order).
    ///
    /// - Parameters:
    ///   - makeDelegate: the app delegate, made once the application
    ///     exists, as `UIApplicationMain` makes it (`AppDelegate()`).
    ///   - makeSceneDelegate: makes the scene delegate when the scene's
    ///     configuration names a delegate class (Info.plist's
    ///     `UISceneDelegateClassName` or `UISceneConfiguration.delegateClass`);
    ///     what it makes must be of that class. Without it, that class must
    ///     be `LaunchInstantiable` (Swift on Linux cannot call `init()`
    ///     through a class found by name).
    ///   - bundle: the app's bundle: its Info.plist at the top (if it has
    ///     one) and its storyboards. Nil: no Info.plist, and storyboards
    ///     from the main bundle's resources (`ResourceBundles`).
    ///   - info: what the Info.plist says, instead of reading it from `bundle`.
    ///   - device, orientation: the device and how it is held.
    ///   - userInterfaceStyle, preferredContentSizeCategory: the system settings.
    ///   - launchOptions: why the app was launched (an app without scenes receives them).
    ///   - connectionOptions: why the scene was connected (the URLs it opens).
    /// - Throws: `LaunchError` for an Info.plist that cannot be read, a
    ///   class it names that is not found or cannot be made, or a
    ///   storyboard that cannot be loaded. The delegate's own code runs as
    ///   it is: a trap there traps, as it crashes the app on iOS.
    public static func launch(
        _ makeDelegate: @autoclosure () -> UIApplicationDelegate,
        sceneDelegate makeSceneDelegate: (() -> UISceneDelegate)? = nil,
        bundle: Bundle? = nil,
        info: AppInfo? = nil,
        device: Device = .iPhone15,
        orientation: UIDeviceOrientation = .portrait,
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        preferredContentSizeCategory: UIContentSizeCategory = .large,
        launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil,
        connectionOptions: UIScene.ConnectionOptions = UIScene.ConnectionOptions()
    ) throws -> HeadlessApp {
        try launch(makeDelegate(), sceneDelegate: makeSceneDelegate, bundle: bundle, info: info, device: device, orientation: orientation,
                   userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: preferredContentSizeCategory,
                   launchOptions: launchOptions, connectionOptions: connectionOptions, makeApplication: { UIApplication() })
    }

    /// The launch, with the application made by `makeApplication`
    /// (`UIApplicationMain`'s principal class).
    static func launch(
        _ makeDelegate: @autoclosure () -> UIApplicationDelegate,
        sceneDelegate makeSceneDelegate: (() -> UISceneDelegate)? = nil,
        bundle: Bundle?,
        info: AppInfo? = nil,
        device: Device,
        orientation: UIDeviceOrientation = .portrait,
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        preferredContentSizeCategory: UIContentSizeCategory = .large,
        launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil,
        connectionOptions: UIScene.ConnectionOptions = UIScene.ConnectionOptions(),
        makeApplication: () -> UIApplication
    ) throws -> HeadlessApp {
        let info = try info ?? bundle.map(AppInfo.of) ?? AppInfo()
        let interface = orientation.interfaceOrientation.flatMap { device.supports($0) ? $0 : nil } ?? .portrait
        let screen = UIScreen(device: device, orientation: interface)
        let settings = UIWindowScene.SystemSettings(userInterfaceStyle: userInterfaceStyle == .unspecified ? .light : userInterfaceStyle,
                                                    preferredContentSizeCategory: preferredContentSizeCategory == .unspecified ? .large : preferredContentSizeCategory)
        // UIApplicationMain makes the application, then the delegate.
        let application = makeApplication()
        application.usesScenes = info.sceneManifest != nil
        application.storedSupportsMultipleScenes = info.sceneManifest?.supportsMultipleScenes ?? false
        application.launchScreen = screen
        UIApplication.current = application
        let delegate = makeDelegate()
        application.delegate = delegate
        let app = HeadlessApp(application: application, delegate: delegate, info: info)
        var launch = Launch(app: app, bundle: bundle, screen: screen, held: orientation, settings: settings,
                            productModule: String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init))
        do {
            if let manifest = info.sceneManifest {
                try launch.launchWithScenes(manifest, makeSceneDelegate: makeSceneDelegate, launchOptions: launchOptions, connectionOptions: connectionOptions)
            } else {
                try launch.launchWithoutScenes(launchOptions: launchOptions)
            }
        } catch {
            // A launch that failed leaves no half-launched application behind.
            if UIApplication.current === application { UIApplication.current = nil }
            throw error
        }
        return app
    }
}

/// The steps of one launch.
private struct Launch {
    let app: HeadlessApp
    let bundle: Bundle?
    let screen: UIScreen
    let held: UIDeviceOrientation
    let settings: UIWindowScene.SystemSettings
    /// The module `$(PRODUCT_MODULE_NAME)` stands for: the app delegate's,
    /// as Xcode builds the app delegate into the product module.
    let productModule: String?

    var application: UIApplication { app.application }

    // MARK: - Apps with scenes

    /// willFinish/didFinishLaunching, the configuration, the scene and its
    /// delegate, the storyboard's window, willConnectTo, the window made
    /// key and visible, foreground, active.
    mutating func launchWithScenes(_ manifest: AppInfo.SceneManifest, makeSceneDelegate: (() -> UISceneDelegate)?,
                                   launchOptions: [UIApplication.LaunchOptionsKey: Any]?,
                                   connectionOptions: UIScene.ConnectionOptions) throws {
        _ = application.finishLaunching(options: launchOptions)
        let role = UISceneSession.Role.windowApplication
        let entries = manifest.configurations(for: role)
        // "Normally, UIKit chooses the first scene of the appropriate type
        // listed in your scene configuration data" (UISceneSession.configuration).
        let session = UISceneSession(role: role, configuration: try configuration(from: entries.first, role: role, index: 0))
        let chosen = app.delegate.application(application, configurationForConnecting: session, options: connectionOptions)
        let configuration = (chosen.copy() as? UISceneConfiguration) ?? chosen
        if let index = entries.firstIndex(where: { $0.name != nil && $0.name == configuration.name }) {
            try fillIn(configuration, from: entries[index], index: index)
        }
        session.storedConfiguration = configuration
        let scene = try makeScene(session: session, options: connectionOptions)
        scene.delegate = try sceneDelegate(for: configuration, factory: makeSceneDelegate)
        // The storyboard's window exists before willConnectTo, in the
        // delegate's `window` (the Xcode template's comment), and is made
        // key and visible after it.
        let storyboardWindow = try storyboardWindow(for: configuration, in: scene)
        if let storyboardWindow {
            (scene.delegate as? UIWindowSceneDelegate)?.window = storyboardWindow
            if (scene.delegate as? UIWindowSceneDelegate)?.window !== storyboardWindow {
                // UIKit logs this (an error in its log, not an exception)
                // and the window, which nothing keeps, goes away.
                app.note("The scene delegate must implement the window property if it wants to use a main storyboard file.")
            }
        }
        application.connect(scene, options: connectionOptions)
        storyboardWindow?.makeKeyAndVisible()
        application.activate(scene)
    }

    /// A configuration from an Info.plist entry (an empty one for a role the manifest has none of).
    private func configuration(from entry: AppInfo.SceneConfiguration?, role: UISceneSession.Role, index: Int) throws -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: entry?.name, sessionRole: role)
        if let entry { try fillIn(configuration, from: entry, index: index) }
        return configuration
    }

    /// Gives `configuration` the entry's classes and storyboard where it has none.
    private func fillIn(_ configuration: UISceneConfiguration, from entry: AppInfo.SceneConfiguration, index: Int) throws {
        let key = "UISceneConfigurations.\(configuration.role.rawValue)[\(index)]"
        if configuration.delegateClass == nil, let name = entry.delegateClassName {
            configuration.delegateClass = try lookUpClass(name, key: key + ".UISceneDelegateClassName")
        }
        if configuration.sceneClass == nil, let name = entry.sceneClassName {
            configuration.sceneClass = try lookUpClass(name, key: key + ".UISceneClassName")
        }
        if configuration.storyboard == nil, configuration.storyboardName == nil {
            configuration.storyboardName = entry.storyboardName
        }
    }

    /// The scene the configuration asks for: a `UIWindowScene` unless it names a scene class.
    private func makeScene(session: UISceneSession, options: UIScene.ConnectionOptions) throws -> UIScene {
        var sceneType: UIScene.Type = UIWindowScene.self
        if let sceneClass = session.storedConfiguration.sceneClass {
            guard let type = sceneClass as? UIScene.Type else {
                throw LaunchError.wrongClass(name: String(reflecting: sceneClass), key: "UISceneClassName", expected: "UIScene")
            }
            sceneType = type
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        (scene as? UIWindowScene)?.place(on: screen, held: held, settings: settings)
        return scene
    }

    /// The scene delegate of the configured class, from the factory or the
    /// class's `init()`; none when the configuration names no class.
    private func sceneDelegate(for configuration: UISceneConfiguration, factory: (() -> UISceneDelegate)?) throws -> UISceneDelegate? {
        guard let delegateClass = configuration.delegateClass else { return nil }
        let name = String(reflecting: delegateClass)
        if let factory {
            let made = factory()
            guard type(of: made) == delegateClass else {
                throw LaunchError.sceneDelegateMismatch(configured: name, made: String(reflecting: type(of: made)))
            }
            return made
        }
        guard delegateClass is UISceneDelegate.Type else {
            throw LaunchError.wrongClass(name: name, key: "UISceneDelegateClassName", expected: "UISceneDelegate")
        }
        guard let instantiable = delegateClass as? LaunchInstantiable.Type, let made = instantiable.init() as? UISceneDelegate else {
            throw LaunchError.notInstantiable(name: name, key: "UISceneDelegateClassName")
        }
        return made
    }

    /// A window for the configuration's storyboard, holding its initial
    /// view controller; nil when it has none.
    private func storyboardWindow(for configuration: UISceneConfiguration, in scene: UIScene) throws -> UIWindow? {
        guard let windowScene = scene as? UIWindowScene else { return nil }
        let storyboard: UIStoryboard
        if let given = configuration.storyboard {
            storyboard = given
        } else if let name = configuration.storyboardName {
            storyboard = try loadStoryboard(name)
        } else {
            return nil
        }
        configuration.storyboard = storyboard
        windowScene.session.storedConfiguration.storyboard = storyboard
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = try initialViewController(of: storyboard)
        return window
    }

    // MARK: - Apps without scenes

    /// The main storyboard's window in the delegate's `window`, the launch
    /// methods, the window made key and visible, active. UIKit loads "your
    /// app's default interface from the main storyboard" before
    /// `willFinishLaunching` (Apple, "About the app launch sequence").
    mutating func launchWithoutScenes(launchOptions: [UIApplication.LaunchOptionsKey: Any]?) throws {
        // Since iOS 13 an app without scenes runs in one window scene of
        // its own, with no delegate.
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        let session = UISceneSession(role: .windowApplication, configuration: configuration)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        scene.place(on: screen, held: held, settings: settings)
        application.connect(scene, options: UIScene.ConnectionOptions())
        var mainWindow: UIWindow?
        if let name = app.info.mainStoryboardName {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = try initialViewController(of: try loadStoryboard(name))
            app.delegate.window = window
            if app.delegate.window === window {
                mainWindow = window
            } else {
                // UIKit logs this and goes on without the window.
                app.note("The app delegate must implement the window property if it wants to use a main storyboard file.")
            }
        }
        _ = application.finishLaunching(options: launchOptions)
        // A window the delegate made in code is in no scene until it says
        // so (`UIWindow(frame:)`); it is the app's all the same.
        if let window = app.delegate.window, window.windowScene == nil { window.windowScene = scene }
        if let mainWindow, mainWindow.isHidden { mainWindow.makeKeyAndVisible() }
        application.activate(scene)
    }

    // MARK: - Classes and storyboards

    /// The class an Info.plist names, `$(PRODUCT_MODULE_NAME)` being the app delegate's module.
    private func lookUpClass(_ written: String, key: String) throws -> AnyClass {
        var name = written
        if let productModule { name = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: productModule) }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let found: AnyClass? = parts.count == 2
            ? Storyboard.lookUpClass(parts[1], module: parts[0], bundle: bundle) ?? Storyboard.lookUpClass(name, module: nil, bundle: bundle)
            : Storyboard.lookUpClass(name, module: productModule, bundle: bundle)
        guard let found else { throw LaunchError.classNotFound(name: name, key: key) }
        return found
    }

    private func loadStoryboard(_ name: String) throws -> UIStoryboard {
        do { return try UIStoryboard.load(name: name, bundle: bundle) } catch let error as StoryboardError {
            throw LaunchError.storyboard(error)
        }
    }

    private func initialViewController(of storyboard: UIStoryboard) throws -> UIViewController {
        do { return try storyboard.initialViewController() } catch let error as StoryboardError {
            throw LaunchError.storyboard(error)
        }
    }
}
