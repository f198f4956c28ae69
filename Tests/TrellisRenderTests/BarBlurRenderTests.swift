import Foundation
import Testing
@testable import Trellis
@testable import TrellisRender

/// Bars blur what scrolls under them, read back from PNGs. On iOS 13 and
/// later a bar whose appearance has a `backgroundEffect` (the standard
/// appearance's default, `configureWithDefaultBackground()`: "a translucent
/// background with a blur effect", UIBarAppearance documentation) shows the
/// content under it blurred with the material's tint over it; at the scroll
/// edge the appearance is transparent (iOS 15: `scrollEdgeAppearance` nil is
/// the standard one "modified to have a transparent background") and the
/// content shows sharp.
///
/// The content is a tall scroll view, black left of x = 200 and white right
/// of it. The chrome material's tint (249/255 at 94%) leaves 234 over black
/// and 249 over white: a sharp edge under the bar keeps that 15-level step
/// between x = 197 and 203, a blurred one (a 30-point Gaussian) smooths it
/// to a level or two there while far from the edge the two sides keep it.
@Suite struct BarBlurRenderTests {
    /// Black left of x = 200, white right of it, 3,000 points tall.
    final class Split: UIViewController {
        let scrollView = UIScrollView()
        override func loadView() {
            scrollView.frame = UIScreen.main.bounds
            scrollView.backgroundColor = .white
            scrollView.contentSize = CGSize(width: 393, height: 3000)
            let black = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 3000))
            black.backgroundColor = .black
            scrollView.addSubview(black)
            view = scrollView
        }
    }

    func render(_ controller: UIViewController, style: UIUserInterfaceStyle = .light, scale: CGFloat = 1) throws -> Bitmap {
        let window = UIWindow(device: .iPhone15)
        window.overrideUserInterfaceStyle = style
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        var renderer = Renderer(scale: scale, traitCollection: window.traitCollection)
        renderer.drawsStatusBar = false
        return try Bitmap(png: renderer.render(window, as: .png))
    }

    /// The split content in a navigation controller (with its toolbar when
    /// asked), loaded, the content scrolled `offset` points down.
    func navigation(toolbar: Bool = false, offset: CGFloat? = 400) -> (Split, UINavigationController) {
        let split = Split()
        let nav = UINavigationController(rootViewController: split)
        nav.isToolbarHidden = !toolbar
        _ = nav.view
        if let offset { split.scrollView.contentOffset = CGPoint(x: 0, y: offset) }
        return (split, nav)
    }

    /// The red channel at (x, y).
    func level(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Int { bitmap.pixel(x, y).r }

    /// Under a blurring bar at row `y`: the edge smoothed, the far sides
    /// the tint over black and over white (the content is there, not hidden).
    func expectBlurred(_ bitmap: Bitmap, row y: Int, _ comment: Comment) {
        let nearLeft = level(bitmap, 197, y), nearRight = level(bitmap, 203, y)
        let farLeft = level(bitmap, 20, y), farRight = level(bitmap, 380, y)
        #expect(abs(nearRight - nearLeft) <= 3 && nearLeft > farLeft + 3 && nearRight < farRight - 3,
                "\(comment): near the edge \(nearLeft) | \(nearRight), far \(farLeft) | \(farRight)")
        #expect(abs(farLeft - 234) <= 3 && abs(farRight - 249) <= 3, "\(comment): far \(farLeft) | \(farRight)")
    }

    /// Where no bar covers the content (or a transparent one): the edge sharp.
    func expectSharp(_ bitmap: Bitmap, row y: Int, _ comment: Comment) {
        let nearLeft = level(bitmap, 197, y), nearRight = level(bitmap, 203, y)
        #expect(nearLeft == 0 && nearRight == 255, "\(comment): \(nearLeft) | \(nearRight)")
    }

    @Test func aScrolledNavigationBarBlursTheContentUnderIt() throws {
        let (_, nav) = navigation()
        let bitmap = try render(nav)
        // The bar (54 to 98 on an iPhone 15) and its background above it,
        // behind the status bar (0 to 54).
        expectBlurred(bitmap, row: 76, "in the bar")
        expectBlurred(bitmap, row: 10, "behind the status bar")
        expectSharp(bitmap, row: 300, "below the bar")
    }

    /// At the scroll edge the default look is transparent: the content
    /// laid out under the bar (no inset adjustment) shows sharp.
    @Test func atTheScrollEdgeTheContentUnderTheBarIsSharp() throws {
        let (split, nav) = navigation(offset: nil)
        split.scrollView.contentInsetAdjustmentBehavior = .never
        let bitmap = try render(nav)
        expectSharp(bitmap, row: 76, "in the bar")
        expectSharp(bitmap, row: 10, "behind the status bar")
    }

    /// `isTranslucent = false`: the bar is opaque, in the system background
    /// (UIKit's header: "you may force an opaque background by setting the
    /// property to NO"), its `barTintColor` when set.
    @Test func anOpaqueBarHidesTheContent() throws {
        let (_, nav) = navigation()
        nav.navigationBar.isTranslucent = false
        var bitmap = try render(nav)
        for (x, y) in [(20, 76), (197, 76), (203, 76), (20, 10)] {
            #expect(bitmap.pixel(x, y) == (255, 255, 255, 255), "(\(x), \(y)): \(bitmap.pixel(x, y))")
        }
        nav.navigationBar.barTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap = try render(nav)
        #expect(bitmap.pixel(20, 76) == (255, 0, 0, 255) && bitmap.pixel(380, 10) == (255, 0, 0, 255))
    }

    /// A navigation controller's toolbar, the content scrolled away from
    /// its bottom edge: the bar (774 to 818) and its background down over
    /// the home indicator's area blur the content.
    @Test func aToolbarBlursTheContentUnderIt() throws {
        let (_, nav) = navigation(toolbar: true)
        let bitmap = try render(nav)
        expectBlurred(bitmap, row: 780, "in the toolbar")
        expectBlurred(bitmap, row: 840, "below the toolbar, over the home indicator's area")
        expectSharp(bitmap, row: 600, "above the toolbar")
    }

    /// A tab bar over content that is not at its bottom edge (the bar is
    /// 49 points over the 34-point home indicator area: 769 to 852).
    @Test func aTabBarBlursTheContentUnderIt() throws {
        let split = Split()
        let tabs = UITabBarController()
        tabs.viewControllers = [split]
        _ = tabs.view
        split.scrollView.contentOffset = CGPoint(x: 0, y: 400)
        var bitmap = try render(tabs)
        expectBlurred(bitmap, row: 775, "in the tab bar")
        expectBlurred(bitmap, row: 845, "over the home indicator's area")
        expectSharp(bitmap, row: 600, "above the tab bar")

        // `barStyle = .black` (legacy): the adaptive material resolves dark,
        // the near-black tint (29/255 at 94%) over the blurred content.
        tabs.tabBar.barStyle = .black
        bitmap = try render(tabs)
        let farLeft = level(bitmap, 20, 775), farRight = level(bitmap, 380, 775)
        #expect(abs(farLeft - 27) <= 3 && abs(farRight - 43) <= 3, "black: \(farLeft) | \(farRight)")

        // Not translucent: opaque, black for the black style.
        tabs.tabBar.isTranslucent = false
        bitmap = try render(tabs)
        #expect(bitmap.pixel(20, 775) == (0, 0, 0, 255) && bitmap.pixel(380, 775) == (0, 0, 0, 255))
    }

    /// `barStyle = .black` on a navigation bar and a toolbar (legacy, still
    /// honoured): the material resolves dark in light mode, black when not
    /// translucent; the title is white, and a navigation controller under
    /// such a bar asks for a light status bar ("if the navigation bar style
    /// is UIBarStyleBlack, the status bar style will be
    /// UIStatusBarStyleLightContent", iOS 7 UI Transition Guide, quoted in
    /// gist hujunfeng/6651254; coderwall "Mastering iOS 7 UIStatusBarStyle").
    @Test func aBlackNavigationBarAndToolbarAreDarkWithWhiteTitles() throws {
        let split = Split()
        split.title = "Black"
        let nav = UINavigationController(rootViewController: split)
        nav.isToolbarHidden = false
        _ = nav.view
        #expect(nav.preferredStatusBarStyle == .default)
        nav.navigationBar.barStyle = .black
        nav.toolbar.barStyle = .black
        #expect(nav.preferredStatusBarStyle == .lightContent)
        split.scrollView.contentOffset = CGPoint(x: 0, y: 400)
        var bitmap = try render(nav)
        for (row, place) in [(60, "in the navigation bar"), (780, "in the toolbar")] {
            let farLeft = level(bitmap, 20, row), farRight = level(bitmap, 380, row)
            #expect(abs(farLeft - 27) <= 3 && abs(farRight - 43) <= 3, "\(place): \(farLeft) | \(farRight)")
        }
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar.titleLabelForTesting.textColor == .white)
        // Title attributes still win over the style's white.
        nav.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar.titleLabelForTesting.textColor == .systemYellow)

        nav.navigationBar.isTranslucent = false
        nav.toolbar.isTranslucent = false
        bitmap = try render(nav)
        #expect(bitmap.pixel(20, 20) == (0, 0, 0, 255) && bitmap.pixel(380, 20) == (0, 0, 0, 255), "navigation bar: \(bitmap.pixel(20, 20))")
        #expect(bitmap.pixel(20, 780) == (0, 0, 0, 255) && bitmap.pixel(380, 780) == (0, 0, 0, 255), "toolbar: \(bitmap.pixel(20, 780))")
    }

    /// Dark mode: the chrome material's near-black tint over the blur.
    @Test func inDarkModeTheMaterialIsDark() throws {
        let (_, nav) = navigation()
        let bitmap = try render(nav, style: .dark)
        let farLeft = level(bitmap, 20, 76), farRight = level(bitmap, 380, 76)
        let nearLeft = level(bitmap, 197, 76), nearRight = level(bitmap, 203, 76)
        #expect(abs(farLeft - 27) <= 3 && abs(farRight - 43) <= 3, "far \(farLeft) | \(farRight)")
        #expect(abs(nearRight - nearLeft) <= 3, "near \(nearLeft) | \(nearRight)")
    }

    /// The blur is a Gaussian of 30 points (the material's radius) at every
    /// scale: across the edge, under an ultra-thin material (249/255 at 50%)
    /// so the content counts for half, each pixel is the tint over
    /// 255·Φ(d/30) at d points from the edge, within 3 levels (2 measured), at scale
    /// 1 and at scale 3 (where the renderer blurs a shrunk copy of 90-pixel
    /// deviation and stretches it back).
    @Test(arguments: [1, 3]) func theBlurIsAGaussianOf30PointsAtEveryScale(scale: Int) throws {
        let split = Split()
        let nav = UINavigationController(rootViewController: split)
        _ = nav.view
        let appearance = UINavigationBarAppearance()
        appearance.backgroundEffect = UIBlurEffect(style: .systemUltraThinMaterial)
        appearance.shadowColor = nil
        nav.navigationBar.standardAppearance = appearance
        split.scrollView.contentOffset = CGPoint(x: 0, y: 400)
        let bitmap = try render(nav, scale: CGFloat(scale))
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }
        var worst = 0.0
        for d in stride(from: -60.0, through: 60.0, by: 5.0) {
            let x = Int(((200 + d) * Double(scale)).rounded()), y = 76 * scale
            let distance = (Double(x) + 0.5) / Double(scale) - 200
            let expected = 249 * 0.5 + 0.5 * 255 * phi(distance / 30)
            worst = max(worst, abs(Double(level(bitmap, x, y)) - expected))
        }
        #expect(worst <= 3, "largest difference from the Gaussian at scale \(scale): \(worst)")
    }
}
