import Foundation
import Testing
import Trellis
@testable import TrellisRender

@Suite struct ScrollViewRenderTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A white 200 × 400 screen with a 200 × 300 scroll view at y = 50 over
    /// content 1000 tall: red from 0 to 500, green to 700, blue to 1000.
    func screen(autoLayout: Bool) -> (root: UIView, scrollView: UIScrollView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        root.backgroundColor = .white
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 50, width: 200, height: 300))
        root.addSubview(scrollView)
        let bands: [(UIColor, CGFloat, CGFloat)] = [(Self.red, 0, 500), (Self.green, 500, 200), (Self.blue, 700, 300)]
        var previous: UIView?
        for (color, y, height) in bands {
            let band = UIView(frame: CGRect(x: 0, y: y, width: 200, height: height))
            band.backgroundColor = color
            scrollView.addSubview(band)
            guard autoLayout else { continue }
            band.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                band.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? scrollView.contentLayoutGuide.topAnchor),
                band.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                band.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                band.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                band.heightAnchor.constraint(equalToConstant: height),
            ])
            previous = band
        }
        if autoLayout {
            previous!.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor).isActive = true
        } else {
            scrollView.contentSize = CGSize(width: 200, height: 1000)
        }
        return (root, scrollView)
    }

    /// Scrolled to y = 500, the scroll view shows content 500...800: green
    /// at its top (screen y 50...250), blue below (250...350). The red above
    /// and the blue beyond its bottom edge are clipped: the screen outside
    /// the scroll view stays white.
    @Test(arguments: [false, true])
    func aScrolledScrollViewShowsTheScrolledRegionClipped(autoLayout: Bool) throws {
        let (root, scrollView) = screen(autoLayout: autoLayout)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        let bitmap = try Bitmap(png: try Renderer(scale: 2).render(root, as: .png))
        #expect(scrollView.contentSize == CGSize(width: 200, height: 1000))
        func color(atY y: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) { bitmap.pixel(200, Int(y * 2)) }
        #expect(color(atY: 25) == (255, 255, 255, 255))     // above the scroll view: no red
        #expect(color(atY: 52) == (0, 255, 0, 255))         // content y 502
        #expect(color(atY: 245) == (0, 255, 0, 255))        // content y 695
        #expect(color(atY: 255) == (0, 0, 255, 255))        // content y 705
        #expect(color(atY: 348) == (0, 0, 255, 255))        // content y 798
        #expect(color(atY: 352) == (255, 255, 255, 255))    // below: content y 802 is clipped
        #expect(color(atY: 398) == (255, 255, 255, 255))
    }

    /// At rest (offset zero) the top of the content shows; scrolling again
    /// needs no layout pass to move what is drawn.
    @Test func scrollingAgainMovesWhatIsDrawn() throws {
        let (root, scrollView) = screen(autoLayout: true)
        var bitmap = try Bitmap(png: try Renderer().render(root, as: .png))
        #expect(bitmap.pixel(100, 60) == (255, 0, 0, 255))
        #expect(bitmap.pixel(100, 340) == (255, 0, 0, 255))
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        bitmap = try Bitmap(png: try Renderer().render(root, as: .png))
        #expect(bitmap.pixel(100, 60) == (0, 0, 255, 255))
        #expect(bitmap.pixel(100, 340) == (0, 0, 255, 255))
        #expect(bitmap.pixel(100, 355) == (255, 255, 255, 255))
    }

    /// Without clipping, content beyond the scroll view's edges shows.
    @Test func unclippedContentShowsOutsideTheScrollView() throws {
        let (root, scrollView) = screen(autoLayout: false)
        scrollView.clipsToBounds = false
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        let bitmap = try Bitmap(png: try Renderer().render(root, as: .png))
        #expect(bitmap.pixel(100, 25) == (255, 0, 0, 255))     // content y 475
        #expect(bitmap.pixel(100, 360) == (0, 0, 255, 255))    // content y 810
    }
}
