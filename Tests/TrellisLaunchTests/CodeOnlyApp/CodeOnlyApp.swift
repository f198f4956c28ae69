import UIKit

// An app without storyboards, as one starts from Xcode's template after
// deleting Main.storyboard and its Info.plist entry: the scene delegate
// builds the window in code. (Its classes carry "CodeOnly" in their names
// only because they share a test module with the template app's.)
class CodeOnlyAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

class CodeOnlySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: InboxViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}

final class InboxViewController: UIViewController {
    private enum Layout {
        static let spacing: CGFloat = 8
    }

    let titleLabel = UILabel()
    let countLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        setupLabels()
    }

    private func setupLabels() {
        titleLabel.text = "Good morning"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        countLabel.text = "3 unread"
        countLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [titleLabel, countLabel])
        stack.axis = .vertical
        stack.spacing = Layout.spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
