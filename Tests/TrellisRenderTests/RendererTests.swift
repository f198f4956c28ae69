import CPangoCairo
import Foundation
import Testing
import Trellis
@testable import TrellisRender
import TrellisSnapshotTesting

/// Reads pixels back from a PNG (with Cairo, through `PNGPixels`).
struct Bitmap {
    private let pixels: PNGPixels

    init(png: Data) throws {
        guard let pixels = PNGPixels(png: png) else { throw Renderer.RenderError.cairo("unreadable PNG") }
        self.pixels = pixels
    }

    var width: Int { pixels.width }
    var height: Int { pixels.height }

    /// (red, green, blue, alpha), 0...255, premultiplied as Cairo keeps them.
    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) { pixels.pixel(x, y) }
}

@Suite struct RendererTests {
    /// A 390×844 screen: white background, a blue header, a red card with
    /// rounded corners and a title label inside.
    func screen() -> (root: UIView, header: UIView, card: UIView, title: UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .white
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        header.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let card = UIView(frame: CGRect(x: 20, y: 200, width: 350, height: 200))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.layer.cornerRadius = 20
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 310, height: 40))
        title.text = "MMMMMMMM"
        title.font = .boldSystemFont(ofSize: 34)
        title.textColor = .black
        card.addSubview(title)
        root.addSubview(header)
        root.addSubview(card)
        return (root, header, card, title)
    }

    @Test func aPhoneScreenAtScale3IsThePhonesPixelSize() throws {
        let (root, _, _, _) = screen()
        let png = try Renderer(scale: 3).render(root, as: .png)
        let bitmap = try Bitmap(png: png)
        #expect(bitmap.width == 1170 && bitmap.height == 2532)
        // Backgrounds where the frames say (sampled in the middle of each area, at 3×).
        #expect(bitmap.pixel(195 * 3, 50 * 3) == (0, 0, 255, 255))        // header
        #expect(bitmap.pixel(195 * 3, 600 * 3) == (255, 255, 255, 255))   // root
        #expect(bitmap.pixel(195 * 3, 380 * 3) == (255, 0, 0, 255))       // card, below the title
        // The card's rounded corner leaves the root's white showing.
        #expect(bitmap.pixel(21 * 3, 201 * 3) == (255, 255, 255, 255))
        // Text: dark pixels inside the title's frame, none in the card below it.
        var dark = 0
        for y in stride(from: 220 * 3, to: 260 * 3, by: 2) {
            for x in stride(from: 40 * 3, to: 340 * 3, by: 2) where bitmap.pixel(x, y).r < 100 { dark += 1 }
        }
        #expect(dark > 1000)
    }

    @Test func scalesOneTwoAndThreeGiveTheSameLayout() throws {
        for scale in [1, 2, 3] as [CGFloat] {
            let (root, _, _, title) = screen()
            let bitmap = try Bitmap(png: try Renderer(scale: scale).render(root, as: .png))
            #expect(bitmap.width == Int(390 * scale))
            #expect(title.intrinsicContentSize == screen().title.intrinsicContentSize)
            #expect(bitmap.pixel(Int(195 * scale), Int(50 * scale)) == (0, 0, 255, 255))
        }
    }

    @Test func hiddenViewsAndAlphaAreHonoured() throws {
        let (root, header, card, _) = screen()
        header.isHidden = true
        card.alpha = 0.5
        let bitmap = try Bitmap(png: try Renderer().render(root, as: .png))
        #expect(bitmap.pixel(195, 50) == (255, 255, 255, 255))
        let blended = bitmap.pixel(195, 380)
        #expect(blended.r == 255 && abs(blended.g - 128) <= 1 && abs(blended.b - 128) <= 1)
    }

    @Test func imageViewsDrawTheirImagesWhereTheContentModePutsThem() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="lime"/></svg>"#
        let image = try #require(UIImage(data: Data(svg.utf8)))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        imageView.contentMode = .scaleAspectFit
        root.addSubview(imageView)
        let bitmap = try Bitmap(png: try Renderer().render(root, as: .png))
        // Aspect fit: 100x50, centred vertically from y 25 to 75.
        #expect(bitmap.pixel(50, 50) == (0, 255, 0, 255))
        #expect(bitmap.pixel(50, 10) == (255, 255, 255, 255))
        #expect(bitmap.pixel(50, 90) == (255, 255, 255, 255))
    }

    @Test func pdfAndSVGComeOut() throws {
        let (root, _, _, _) = screen()
        let pdf = try Renderer().render(root, as: .pdf)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        let svg = String(decoding: try Renderer().render(root, as: .svg), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("width=\"390\""))
    }

    @Test func badInputGivesErrorsNotCrashes() {
        #expect(throws: Renderer.RenderError.self) { try Renderer().render(UIView(), as: .png) }
        #expect(throws: Renderer.RenderError.self) { try Renderer(scale: .nan).render(screen().root, as: .png) }
        #expect(throws: Renderer.RenderError.self) {
            try Renderer().write(screen().root, to: URL(fileURLWithPath: "/tmp/x.bmp"))
        }
    }

    @Test func theTextBackendListsFramesAndDrawsBoxes() {
        let (root, _, card, _) = screen()
        card.accessibilityIdentifier = "card"
        #expect(TextDump.describe(root) == """
            UIView (0, 0, 390, 844)
              UIView (0, 0, 390, 100)
              UIView 'card' (20, 200, 350, 200)
                UILabel (20, 20, 310, 40) "MMMMMMMM"
            """)
        let boxes = TextDump.boxes(root, pointsPerColumn: 10)
        #expect(boxes.contains("|MMMMMMMM"))
        #expect(boxes.split(separator: "\n").count == 43)
    }
}

/// Shadows are Gaussian blurs with a standard deviation of `shadowRadius`.
@Suite struct ShadowTests {
    func shadowed(radius: CGFloat) throws -> Bitmap {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 150))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = radius
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        root.addSubview(card)
        return try Bitmap(png: Renderer(scale: 2).render(root, as: .png))
    }

    /// Gray level (0 black … 255 white) at a point, at scale 2.
    func level(_ bitmap: Bitmap, _ x: CGFloat, _ y: CGFloat) -> Int { bitmap.pixel(Int(x * 2), Int(y * 2)).g }

    @Test func aStraightEdgeIsHalfDarkAtTheEdgeAndFadesAsAGaussian() throws {
        let bitmap = try shadowed(radius: 8)
        // The shadow shape's bottom edge is at y 210 (200 + offset 10).
        #expect(abs(level(bitmap, 150, 210) - 128) <= 8, "\(level(bitmap, 150, 210))")
        // One standard deviation out: Φ(-1) ≈ 0.159 of black.
        #expect(abs(level(bitmap, 150, 218) - 214) <= 8, "\(level(bitmap, 150, 218))")
        // Two out: Φ(-2) ≈ 0.023.
        #expect(abs(level(bitmap, 150, 226) - 249) <= 5, "\(level(bitmap, 150, 226))")
        #expect(level(bitmap, 150, 250) == 255)
        // Falls off steadily, and the sides match.
        let column = stride(from: 202.0, through: 240, by: 2).map { level(bitmap, 150, $0) }
        #expect(zip(column, column.dropFirst()).allSatisfy { $0 <= $1 }, "\(column)")
        #expect(abs(level(bitmap, 44.5, 150) - level(bitmap, 255, 150)) <= 1, "pixels 5 to 5.5 points out on either side")
        // The card itself stays white on top of its shadow.
        #expect(level(bitmap, 150, 120) == 255)
    }

    @Test func aZeroRadiusGivesAHardEdge() throws {
        let bitmap = try shadowed(radius: 0)
        #expect(level(bitmap, 150, 205) == 0)
        #expect(level(bitmap, 150, 211) == 255)
    }
}
