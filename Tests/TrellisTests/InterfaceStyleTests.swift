import Foundation
import Testing
@testable import Trellis

private final class DarkController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // As uikit-samples/10-accessibility.swift does.
        overrideUserInterfaceStyle = .dark
        view.backgroundColor = .systemBackground
    }
}

private final class PlayerController: UIViewController {
    var hidesStatusBar = true
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
}

private final class Container: UIViewController {
    let child = PlayerController()
    override var childForStatusBarStyle: UIViewController? { child }
    override var childForStatusBarHidden: UIViewController? { child }
}

@Suite struct InterfaceStyleTests {
    @Test func aViewsOverrideFlowsDownToItsSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView()
        let label = UILabel()
        window.addSubview(card)
        card.addSubview(label)
        #expect(label.traitCollection.userInterfaceStyle == .light)
        card.overrideUserInterfaceStyle = .dark
        #expect(card.overrideUserInterfaceStyle == .dark && label.traitCollection.userInterfaceStyle == .dark)
        #expect(UIColor.label.resolvedColor(with: label.traitCollection) == UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        card.overrideUserInterfaceStyle = .unspecified
        #expect(label.traitCollection.userInterfaceStyle == .light)
    }

    /// A subtree under an override draws in its style even when the rest of
    /// the picture is drawn light: its background, not only its text.
    @Test func anOverriddenSubtreeDrawsItsBackgroundInItsStyle() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.backgroundColor = .systemBackground
        card.overrideUserInterfaceStyle = .dark
        let context = CGContext(bounds: card.bounds)
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { card.layer.render(in: context) }
        let fills = context.displayList.items.compactMap { item -> CGColor? in
            if case let .fill(_, .color(color), _, _) = item { color } else { nil }
        }
        #expect(fills.first == UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
    }

    @Test func aControllersOverrideReachesItsViewWhenSetInViewDidLoad() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = DarkController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aControllersOverrideSetBeforeItsViewLoadsIsApplied() {
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.view.overrideUserInterfaceStyle == .dark)
    }

    @Test func theStatusBarFollowsTheDecidingController() {
        let container = Container()
        #expect(container.statusBarController(forHidden: false) === container.child)
        #expect(container.statusBarController(forHidden: true).prefersStatusBarHidden)
        let plain = UIViewController()
        // UIViewController: preferredStatusBarStyle .default, prefersStatusBarHidden false.
        #expect(plain.preferredStatusBarStyle == .default && !plain.prefersStatusBarHidden)
        #expect(plain.preferredStatusBarUpdateAnimation == .fade && plain.modalTransitionStyle == .coverVertical)
        plain.setNeedsStatusBarAppearanceUpdate()
        #expect(plain.statusBarAppearanceUpdateRequests == 1)
    }

    @Test func theStatusBarManagerAsksTheRootController() {
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration: configuration), connectionOptions: UIScene.ConnectionOptions())
        let window = UIWindow(windowScene: scene)
        let container = Container()
        window.rootViewController = container
        window.makeKeyAndVisible()
        let manager = scene.statusBarManager!
        #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
        container.child.hidesStatusBar = false
        #expect(!manager.isStatusBarHidden && manager.statusBarStyle == .lightContent && manager.showsLightContent)
        window.rootViewController = DarkController()
        // .default over a dark appearance: light text.
        #expect(manager.statusBarStyle == .default && manager.showsLightContent)
    }
}
