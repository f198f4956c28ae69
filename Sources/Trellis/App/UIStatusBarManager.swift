import Foundation

/// The status bar of a window scene, as in UIKit (iOS 13,
/// `UIWindowScene.statusBarManager`): its frame, whether it shows, its style.
///
/// Trellis draws no status bar; the frame is where iOS 17 puts it on the
/// scene's device, for code that lays out against it
/// (`statusBarManager?.statusBarFrame.height`), and the style and
/// visibility are what the scene's root controller asks for.
open class UIStatusBarManager: NSObject {
    /// The scene keeps its manager; the manager does not keep the scene.
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// Whether the status bar is hidden: on an iPhone held sideways, as
    /// UIKit hides it "in a vertically compact environment" (UIViewController.prefersStatusBarHidden:
    /// "this method returns true if the view controller is in a vertically
    /// compact environment"); shown otherwise.
    /// A controller that prefers the status bar hidden (`prefersStatusBarHidden`,
    /// asked of the controller that decides: see `statusBarStyle`) hides it too.
    open var isStatusBarHidden: Bool {
        guard let scene else { return true }
        if scene.screen.device.userInterfaceIdiom == .phone && scene.interfaceOrientation.isLandscape { return true }
        return rootViewController?.statusBarController(forHidden: true).prefersStatusBarHidden ?? false
    }

    /// The root controller of the scene's key window (or first window).
    private var rootViewController: UIViewController? {
        (scene?.keyWindow ?? scene?.windows.first)?.rootViewController
    }

    /// The status bar across the top of the screen: 54 points high on the
    /// iPhones with the Dynamic Island, whose 59-point top safe-area inset
    /// holds it and 5 points more (kouki.hatenadiary.com, 2022-10-18, the
    /// navigation bar's top on an iPhone 14 Pro; UINavigationController
    /// uses the same figure), else the height of the top safe-area inset
    /// (20 points on an iPhone SE, 24 on the iPads); `.zero` when hidden.
    open var statusBarFrame: CGRect {
        guard let scene, !isStatusBarHidden else { return .zero }
        let top = scene.screen.device.safeAreaInsets(for: scene.interfaceOrientation).top
        return CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: top == 59 ? 54 : top)
    }

    /// The style of the status bar's text: the `preferredStatusBarStyle` of
    /// the controller that decides (the root controller, or the topmost one
    /// presented full screen, then down `childForStatusBarStyle`);
    /// `.default` follows the appearance (dark text in light mode) since iOS 13.
    open var statusBarStyle: UIStatusBarStyle {
        rootViewController?.statusBarController(forHidden: false).preferredStatusBarStyle ?? .default
    }

    /// Whether the status bar's text is light: `.lightContent`, or
    /// `.default` over a dark appearance (the deciding controller's traits).
    package var showsLightContent: Bool {
        switch statusBarStyle {
        case .lightContent: return true
        case .darkContent: return false
        case .default:
            let controller = rootViewController?.statusBarController(forHidden: false)
            return controller?.traitCollection.userInterfaceStyle == .dark
        }
    }
}

/// The colour of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content as the appearance calls for (iOS 13).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3
}
