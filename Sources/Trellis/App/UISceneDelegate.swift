import Foundation

/// A scene's delegate, as in UIKit: told when the scene connects, moves
/// between foreground and background, and disconnects. Every method is
/// optional, as in UIKit: a default implementation below does nothing.
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}
}

/// The delegate of a window scene, as in UIKit: a scene delegate that
/// keeps the scene's window. When the configuration has a storyboard,
/// UIKit makes the window and sets `window` before
/// `scene(_:willConnectTo:options:)` (the Xcode template's comment: "If
/// using a storyboard, the `window` property will automatically be
/// initialized and attached to the scene").
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window: a delegate without the property keeps none, so a
    /// storyboard's window has nothing holding it (as on iOS, where the
    /// scene then shows nothing).
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
