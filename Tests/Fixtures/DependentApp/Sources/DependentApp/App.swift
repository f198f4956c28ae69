import UIKit
import Badge

// Code written for iOS, compiled unchanged: every name below comes from
// `import UIKit` alone (Foundation, FoundationNetworking, Dispatch, Core
// Graphics, QuartzCore, UIKit's classes, UIStoryboard and the app
// delegate's `main()`). The app starts as an iOS app does: `@main` on the
// app delegate, a scene from Info.plist's scene manifest (in App/, with the
// storyboard), its window built by the scene delegate; on Linux the launch
// is headless and the process exits once the app is active and checked.

final class CardView: UIView {
    private enum Layout {
        static let cornerRadius: CGFloat = 12
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let layer: CALayer = self.layer
        layer.cornerRadius = Layout.cornerRadius
        layer.shadowOffset = CGSize(width: 0, height: 2)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CardViewController: UIViewController {
    private enum Layout {
        static let height: CGFloat = 120
    }

    let card = CardView()
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupView()
    }

    private func setupView() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        titleLabel.text = formatter.string(from: Date(timeIntervalSince1970: 0))
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        card.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(titleLabel)
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: Layout.height),
            titleLabel.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
    }
}

// MARK: - The app

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// Whether the scene checked the app once it was active.
    var checked = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// The headless launch ends the app once it has run; a launch that never
    /// reached the scene's checks fails.
    func applicationWillTerminate(_ application: UIApplication) {
        if !checked {
            print("DependentApp: FAILED the scene never became active")
            exit(1)
        }
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = CardViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        let failures = SelfCheck.run(scene: scene, window: window)
        (UIApplication.shared.delegate as? AppDelegate)?.checked = true
        if failures.isEmpty {
            print("DependentApp: ok")
        } else {
            failures.forEach { print("DependentApp: FAILED", $0) }
            exit(1)
        }
    }
}

#if os(Linux)
// Swift on Linux makes a class that `@main` or Info.plist names only
// through an `init()` it can call by name (Trellis's LaunchInstantiable).
extension AppDelegate: LaunchInstantiable {}
extension SceneDelegate: LaunchInstantiable {}
#endif

// MARK: - What the app checks once it is active

enum SelfCheck {
    static func run(scene: UIScene, window: UIWindow?) -> [String] {
        var failures: [String] = []
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { failures.append(message()) }
        }

        // Launched as iOS launches an app with scenes: the app delegate,
        // the scene delegate from Info.plist, the window key in its scene.
        expect(UIApplication.shared.delegate is AppDelegate, "app delegate \(String(describing: UIApplication.shared.delegate))")
        expect(scene.delegate is SceneDelegate && scene.activationState == .foregroundActive, "scene \(scene.activationState.rawValue)")
        guard let window, let windowScene = scene as? UIWindowScene, let controller = window.rootViewController as? CardViewController else {
            return failures + ["no card window in the scene"]
        }
        expect(window.windowScene === windowScene && windowScene.keyWindow === window && window.isKeyWindow, "key window of the scene")

        // The scene's window fills an iPhone 15 (393 x 852 points).
        let card = controller.card.frame
        print("card", card.minX, card.minY, card.width, card.height)
        // A view controller's root view takes the system minimum margins, 16
        // points leading and trailing and none at top and bottom on an iPhone of
        // this width, within the safe area: the scene's window is a window of the
        // device, whose top safe-area inset on an iPhone 15 is 59 points (status
        // bar and Dynamic Island) (UIView.directionalLayoutMargins: "For the root
        // view of a view controller, the default value of this property reflects
        // the system minimum margins and safe area insets";
        // developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins).
        expect(window.bounds.size == CGSize(width: 393, height: 852), "window \(window.bounds)")
        expect(card == CGRect(x: 16, y: 59, width: 361, height: 120), "card frame \(card)")
        expect(controller.titleLabel.text == "1970-01-01", "label text \(String(describing: controller.titleLabel.text))")
        let badge = Badge.frame(of: CGSize(width: 24, height: 24), onCornerOf: card)
        expect(badge == CGRect(x: 365, y: 47, width: 24, height: 24), "badge frame \(badge)")
        let ring = Badge.layer(diameter: 24)
        expect(ring.cornerRadius == 12 && ring.borderColor?.components?[0] == 1, "badge layer \(ring.cornerRadius)")

        // The storyboard, loaded the UIKit way from the main bundle.
        if let storyboardScene = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() {
            let storyboardWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            storyboardWindow.rootViewController = storyboardScene
            storyboardWindow.isHidden = false
            storyboardWindow.layoutIfNeeded()
            let label = storyboardScene.view.subviews.first { $0 is UILabel }
            print("storyboard label", label?.frame ?? .zero)
            expect(label?.frame.minX == 20 && label?.frame.minY == 40 && label?.frame.width == 353,
                   "storyboard label frame \(String(describing: label?.frame))")
        } else {
            failures.append("Main.storyboard has no initial view controller")
        }

        // Foundation and Dispatch names iOS code takes from `import UIKit`.
        let rows = [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)]
        let seen = NSMutableSet()
        rows.forEach { seen.add($0) }
        expect(seen.count == 2 && rows[1].section == 1, "index paths \(rows)")
        let total = DispatchQueue(label: "sum").sync { rows.map(\.row).reduce(0, +) }
        expect(total == 2, "dispatch sum \(total)")
        let session: URLSession = .shared
        expect(session.configuration.timeoutIntervalForRequest == 60, "URLSession timeout \(session.configuration.timeoutIntervalForRequest)")
        expect(Bundle.main.url(forResource: "Missing", withExtension: "storyboard") == nil, "Bundle lookup")
        let transform = CGAffineTransform(rotationAngle: .pi / 2).inverted()
        expect(abs(CGPoint(x: 0, y: 1).applying(transform).x - 1) < 1e-9, "transform \(transform)")
        return failures
    }
}
