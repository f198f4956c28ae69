import UIKit

// The app delegate of Xcode 15's iOS App template (Storyboard interface,
// Swift), as a new project has it; its Info.plist and storyboards are in
// Fixtures/TemplateApp. The one change: no `@main`, which a test target
// cannot have (its test runner is the entry point); the tests launch it
// with `HeadlessApp.launch(AppDelegate(), …)` instead.
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Set up what the whole app needs here.
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // The configuration of Info.plist's manifest with this name.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Release what belonged to the discarded scenes.
    }


}
