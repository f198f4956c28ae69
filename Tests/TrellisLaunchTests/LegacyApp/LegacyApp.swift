import UIKit

// Apps written before iOS 13, without a scene manifest: one whose window
// comes from UIMainStoryboardFile (Fixtures/LegacyApp), and one that
// builds its window in code at launch.
class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}

class LegacyCodeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = InboxViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// An app delegate without a `window` property, which UIKit refuses to
/// launch with a main storyboard.
class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {}
