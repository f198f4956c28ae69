import UIKit

// The scene delegate of Xcode 15's iOS App template, as a new project has
// it: with a storyboard, UIKit makes the window and sets `window` itself.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?


    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The storyboard's window is already in `window` here.
        guard let _ = (scene as? UIWindowScene) else { return }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // The system released the scene; it may connect again later.
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Restart what was paused while the scene was inactive.
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // An interruption, such as a phone call, is coming.
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Undo what entering the background did.
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Save data and release shared resources.
    }


}
