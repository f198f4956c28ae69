import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Sizes, scales and limits the renderer refuses with an error instead of
/// trapping or allocating a bitmap it cannot hold.
@Suite struct RendererLimitTests {
    func view(width: CGFloat, height: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        return view
    }

    @Test func aViewWhosePixelsOverflowInt32IsRefusedBeforeAllocating() {
        #expect(throws: Renderer.RenderError.imageTooLarge(size: CGSize(width: 1e9, height: 844), scale: 3, limit: 16_384)) {
            try Renderer(scale: 3).render(view(width: 1e9, height: 844), as: .png)
        }
    }

    @Test func aPNGOverTheLimitNamesTheLargestScaleThatFits() {
        let error = Renderer.RenderError.imageTooLarge(size: CGSize(width: 6000, height: 844), scale: 3, limit: 16_384)
        #expect(error.description == "a view of 6000×844 points at scale 3 makes a 18000×2532 pixel image, over the 16384 pixel limit a side: "
            + "render at a scale of at most 2.73, or raise maximumPixelSize (up to 32767)")
    }

    @Test func aViewTooLargeAtEveryScaleSaysToMakeItSmaller() {
        let error = Renderer.RenderError.imageTooLarge(size: CGSize(width: 1e9, height: 844), scale: 3, limit: 16_384)
        #expect(error.description == "a view of 1000000000×844 points at scale 3 makes a 3000000000×2532 pixel image, over the 16384 pixel limit a side: "
            + "make the view smaller, or raise maximumPixelSize (up to 32767)")
    }

    @Test func maximumPixelSizeCapsTheBitmap() throws {
        var renderer = Renderer(scale: 3)
        renderer.maximumPixelSize = 149
        #expect(throws: Renderer.RenderError.imageTooLarge(size: CGSize(width: 50, height: 40), scale: 3, limit: 149)) {
            try renderer.render(view(width: 50, height: 40), as: .png)
        }
        renderer.maximumPixelSize = 150
        let bitmap = try Bitmap(png: renderer.render(view(width: 50, height: 40), as: .png))
        #expect(bitmap.width == 150 && bitmap.height == 120)
    }

    @Test func aPixelLimitBeyondCairosIsRefused() {
        for limit in [0, -1, 32_768] {
            var renderer = Renderer()
            renderer.maximumPixelSize = limit
            #expect(throws: Renderer.RenderError.badPixelLimit(limit)) { try renderer.render(view(width: 10, height: 10), as: .png) }
        }
        #expect(Renderer.RenderError.badPixelLimit(0).description == "maximumPixelSize 0 is not from 1 to 32767")
    }

    @Test func scalesOutsideTheRangeAreRefused() {
        for scale: CGFloat in [0, -2, .nan, .infinity, 1e9, 0.09, 16.5] {
            #expect(throws: Renderer.RenderError.self, "\(scale)") { try Renderer(scale: scale).render(view(width: 10, height: 10), as: .png) }
        }
        #expect(Renderer.RenderError.badScale(0).description == "scale 0 is not a finite number from 0.1 to 16")
    }

    @Test func sizesThatAreNotFiniteOrUnderAPointAreRefused() {
        let sizes = [(CGSize(width: CGFloat.nan, height: 844), "nan×844"), (CGSize(width: CGFloat.infinity, height: 844), "inf×844"),
                     (CGSize(width: 390, height: -1), "390×-1"), (CGSize(width: 0.5, height: 844), "0.5×844")]
        for (size, shown) in sizes {
            for format in Renderer.Format.allCases {
                // NaN is unequal to itself, so the error is compared by what it says.
                let error = #expect(throws: Renderer.RenderError.self) { try Renderer().check(size, as: format) }
                #expect(error?.description == "cannot render a view of \(shown) points: it must be at least 1×1 point")
            }
        }
    }

    /// PDF Reference 1.7, appendix C ("Implementation Limits"): Acrobat's
    /// largest page is 14,400 by 14,400 units of 1/72 inch without a user unit.
    @Test func aPageOverFourteenThousandFourHundredPointsIsRefused() throws {
        let wide = view(width: 14_401, height: 100)
        #expect(throws: Renderer.RenderError.pageTooLarge(size: CGSize(width: 14_401, height: 100), format: .pdf, limit: 14_400)) {
            try Renderer().render(wide, as: .pdf)
        }
        #expect(throws: Renderer.RenderError.pageTooLarge(size: CGSize(width: 14_401, height: 100), format: .svg, limit: 14_400)) {
            try Renderer().render(wide, as: .svg)
        }
        #expect(Renderer.RenderError.pageTooLarge(size: CGSize(width: 14_401, height: 100), format: .pdf, limit: 14_400).description
            == "a PDF page of 14401×100 points is over the 14400 point limit a side: make the view smaller or raise maximumPageSize")
        let pdf = try Renderer().render(view(width: 14_400, height: 100), as: .pdf)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
    }

    @Test func maximumPageSizeIsConfigurable() throws {
        var renderer = Renderer()
        renderer.maximumPageSize = 20_000
        let svg = String(decoding: try renderer.render(view(width: 14_401, height: 100), as: .svg), as: UTF8.self)
        #expect(svg.contains("width=\"14401\""))
        renderer.maximumPageSize = .nan
        #expect(throws: Renderer.RenderError.self) { try renderer.render(view(width: 10, height: 10), as: .svg) }
    }

    /// The blur's mask was sized in Int32, so a radius or offset from a
    /// storyboard or code in the billions trapped the render.
    @Test func aShadowTooLargeToBlurLeavesTheRestOfTheViewDrawn() throws {
        for (radius, offset) in [(CGFloat(1e9), CGSize.zero), (8, CGSize(width: 1e12, height: 0)), (8, CGSize(width: CGFloat.nan, height: 0))] {
            let root = view(width: 100, height: 100)
            let card = view(width: 50, height: 50)
            card.frame.origin = CGPoint(x: 25, y: 25)
            card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = radius
            card.layer.shadowOffset = offset
            root.addSubview(card)
            let bitmap = try Bitmap(png: Renderer(scale: 2).render(root, as: .png))
            #expect(bitmap.pixel(100, 100) == (255, 0, 0, 255), "radius \(radius), offset \(offset)")
        }
    }

    @Test func writingToANameWithoutAnExtensionSaysSo() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("picture")
        #expect(throws: Renderer.RenderError.missingExtension("picture")) { try Renderer().write(view(width: 10, height: 10), to: url) }
        #expect(Renderer.RenderError.missingExtension("picture").description == "picture has no extension to choose the format: name it .png, .pdf or .svg")
    }
}

/// The text backend with frames far too large for a grid. Views refuse
/// infinite frames and those beyond ±1e9 points (LayoutNumberTests), so
/// these use the largest frame a view takes.
@Suite struct TextDumpLimitTests {
    @Test func describeWritesAHugeFrameInsteadOfTrapping() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1e9, height: 10))
        root.addSubview(UIView(frame: CGRect(x: 0, y: 1e9, width: 5, height: 5)))
        #expect(TextDump.describe(root) == """
            UIView (0, 0, 1000000000, 10)
              UIView (0, 1000000000, 5, 5)
            """)
    }

    @Test func boxesCutAViewWiderThanTheLargestGrid() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1e9, height: 16))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 1e9, height: 16))
        label.text = "wide"
        root.addSubview(label)
        let lines = TextDump.boxes(root, pointsPerColumn: 8).split(separator: "\n", omittingEmptySubsequences: false)
        // The right edge is beyond the grid, so the box runs to the last column with no corner.
        #expect(lines.map(String.init) == ["+wide" + String(repeating: "-", count: TextDump.largestGrid - 5), "+" + String(repeating: "-", count: TextDump.largestGrid - 1)], "\(lines.map(\.count))")
    }
}
