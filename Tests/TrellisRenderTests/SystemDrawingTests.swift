import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// What the renderer adds that is not a view's own drawing, read back from
/// PNGs: the status bar over a full-screen window, a blur effect's
/// backdrop; and layers that keep what `draw(in:)` drew.
@Suite struct StatusBarRenderTests {
    final class Styled: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(white: 0.5, alpha: 1)
        }
    }

    func window(_ controller: UIViewController, device: Device = .iPhone15, orientation: UIDeviceOrientation = .portrait,
                style: UIUserInterfaceStyle = .light) -> UIWindow {
        let window = UIWindow(device: device, orientation: orientation)
        window.overrideUserInterfaceStyle = style
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// The darkest and the lightest pixel of the status bar's band (the
    /// top 50 points), on a mid-gray screen.
    func band(_ window: UIWindow, drawsStatusBar: Bool = true) throws -> (darkest: Int, lightest: Int) {
        var renderer = Renderer(scale: 1, traitCollection: window.traitCollection)
        renderer.drawsStatusBar = drawsStatusBar
        let bitmap = try Bitmap(png: renderer.render(window, as: .png))
        var darkest = 255, lightest = 0
        for y in 0..<50 {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x, y)
                darkest = min(darkest, p.g)
                lightest = max(lightest, p.g)
            }
        }
        return (darkest, lightest)
    }

    /// `.default` is dark content over a light appearance ("the status bar
    /// automatically chooses between dark and light content based on the
    /// user interface style", UIStatusBarStyle.default, iOS 13).
    @Test func theDefaultStyleDrawsDarkContentOnALightScreen() throws {
        let (darkest, lightest) = try band(window(Styled()))
        #expect(darkest < 20, "the time and glyphs are black: \(darkest)")
        #expect(lightest < 140, "nothing white: \(lightest)")
    }

    @Test func lightContentAndTheDarkAppearanceDrawWhite() throws {
        let light = Styled()
        light.style = .lightContent
        #expect(try band(window(light)).lightest > 240)
        #expect(try band(window(Styled(), style: .dark)).lightest > 240)
        let dark = Styled()
        dark.style = .darkContent
        #expect(try band(window(dark, style: .dark)).darkest < 20)
    }

    @Test func hiddenInLandscapeOnIPhoneWhenPreferredAndWhenTurnedOff() throws {
        let hidden = Styled()
        hidden.hidden = true
        #expect(try band(window(hidden)) == (128, 128))
        #expect(try band(window(Styled(), orientation: .landscapeLeft)) == (128, 128))
        #expect(try band(window(Styled()), drawsStatusBar: false) == (128, 128))
        // An iPad keeps it sideways.
        #expect(try band(window(Styled(), device: .iPad10, orientation: .landscapeLeft)).darkest < 20)
    }

    /// A navigation controller decides the style itself while its bar
    /// shows, and lets the top controller decide once the bar is hidden;
    /// whether the bar is hidden is always the top controller's. A tab bar
    /// controller lets the selected tab decide both.
    @Test func containersForwardAsUIKitDoes() throws {
        let top = Styled()
        top.style = .lightContent
        let navigation = UINavigationController(rootViewController: top)
        #expect(navigation.childForStatusBarStyle == nil)
        #expect(navigation.childForStatusBarHidden === top)
        navigation.isNavigationBarHidden = true
        #expect(navigation.childForStatusBarStyle === top)
        #expect(try band(window(navigation)).lightest > 240)

        let tabs = UITabBarController()
        let first = Styled(), second = Styled()
        second.hidden = true
        tabs.viewControllers = [first, second]
        #expect(tabs.childForStatusBarStyle === first)
        tabs.selectedIndex = 1
        #expect(tabs.childForStatusBarHidden === second)
        #expect(window(tabs).statusBarAppearance == nil)
    }

    /// The bar's height is the device's: 54 points under the Dynamic
    /// Island, 20 on a home-button iPhone, 24 on an iPad.
    @Test func theFrameFollowsTheDevice() {
        #expect(window(Styled()).statusBarAppearance?.frame.height == 54)
        #expect(window(Styled(), device: .iPhoneSE3).statusBarAppearance?.frame.height == 20)
        #expect(window(Styled(), device: .iPad10).statusBarAppearance?.frame.height == 24)
        // A view that is not a full-screen window has none.
        let small = UIWindow(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        #expect(small.statusBarAppearance == nil)
    }
}

@Suite struct BlurRenderTests {
    /// Black left half, white right half, a blur effect view across the
    /// boundary: inside it the edge is smeared into grays and tinted, and
    /// outside the picture is untouched.
    @Test func aBlurEffectBlursWhatIsBehindIt() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        black.backgroundColor = .black
        root.addSubview(black)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialDark))
        effect.frame = CGRect(x: 40, y: 20, width: 120, height: 60)
        root.addSubview(effect)
        let bitmap = try Bitmap(png: Renderer(scale: 1).render(root, as: .png))
        // Outside: unchanged.
        #expect(bitmap.pixel(10, 10).g == 0 && bitmap.pixel(190, 10).g == 255)
        // Inside, 10 points either side of the edge: neither black nor white
        // (a sharp edge under a 50% tint would be 15 and 142).
        let left = bitmap.pixel(90, 50).g, right = bitmap.pixel(110, 50).g
        #expect(left > 30 && left < right && right < 130, "left \(left), right \(right)")
        // Far from the edge the blur leaves the colour and the tint darkens white.
        let farRight = bitmap.pixel(155, 50).g
        #expect(farRight > right && farRight < 255, "far right \(farRight)")
    }

    /// PDF cannot read back what it drew: the tint alone, no failure.
    @Test func vectorOutputKeepsTheTint() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effect.frame = root.bounds
        root.addSubview(effect)
        let pdf = try Renderer().render(root, as: .pdf)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
    }
}

@Suite struct LayerDrawingCacheTests {
    final class CountingLayer: CALayer {
        var draws = 0
        var color = UIColor.red.cgColor
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(color)
            ctx.fill(bounds)
        }
    }

    /// Core Animation calls `draw(in:)` to fill a layer's backing store
    /// after `setNeedsDisplay()`, and shows the store otherwise
    /// (developer.apple.com/documentation/quartzcore/calayer/1410757-draw:
    /// "the layer's display() method calls this method").
    @Test func drawInRunsOnceUntilSetNeedsDisplay() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let layer = CountingLayer()
        layer.frame = root.bounds
        root.layer.addSublayer(layer)
        var bitmap = try Bitmap(png: Renderer().render(root, as: .png))
        _ = try Renderer().render(root, as: .png)
        #expect(layer.draws == 1)
        #expect(bitmap.pixel(25, 25).r == 255)
        layer.color = UIColor.blue.cgColor
        bitmap = try Bitmap(png: Renderer().render(root, as: .png))
        #expect(bitmap.pixel(25, 25).r == 255, "the kept drawing, as on iOS")
        layer.setNeedsDisplay()
        bitmap = try Bitmap(png: Renderer().render(root, as: .png))
        #expect(layer.draws == 2)
        #expect(bitmap.pixel(25, 25).b == 255 && bitmap.pixel(25, 25).r == 0)
    }

    /// A mask layer whose contents is an image masks by the image's alpha.
    @Test func aMaskWithImageContentsMasksByItsAlpha() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.backgroundColor = .white
        let red = UIView(frame: root.bounds)
        red.backgroundColor = .red
        root.addSubview(red)
        // Opaque left half, transparent right half.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let mask = CALayer()
        mask.frame = red.bounds
        mask.contents = image.cgImage
        red.layer.mask = mask
        let bitmap = try Bitmap(png: Renderer().render(root, as: .png))
        #expect(bitmap.pixel(5, 10) == (255, 0, 0, 255))
        #expect(bitmap.pixel(35, 10) == (255, 255, 255, 255))
    }
}

@Suite struct TextDumpDisplayListTests {
    final class Badge: UIView {
        override func draw(_ rect: CGRect) {
            ("42" as NSString).draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
    }

    /// Text drawn by `draw(_:)` and by a `CATextLayer` is in the dump, with
    /// the view that draws it.
    @Test func textFromDrawAndTextLayersAppears() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.addSubview(badge)
        let text = CATextLayer()
        text.string = "Layer text"
        text.frame = CGRect(x: 50, y: 40, width: 140, height: 30)
        root.layer.addSublayer(text)
        let described = TextDump.describe(root)
        #expect(described == """
            UIView (0, 0, 200, 100) "Layer text"
              Badge (0, 0, 40, 20) "42"
            """)
        let boxes = TextDump.boxes(root, pointsPerColumn: 10)
        #expect(boxes.contains("Layer text"))
        #expect(boxes.contains("42"))
    }
}
