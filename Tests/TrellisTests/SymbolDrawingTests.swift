import CoreGraphics
import Foundation
import Testing
@testable import Trellis

/// Symbol images drawn with `UIImage.draw(in:)`, read back from PNG data.
@Suite struct SymbolDrawingTests {
    /// The smallest pixel rectangle holding every pixel more than half
    /// opaque, and the colors of those pixels.
    private func ink(_ png: Data) -> (box: CGRect, colors: Set<[UInt8]>)? {
        guard let bitmap = UIImage(data: png)?.cgImage else { return nil }
        var box = CGRect.null
        var colors: Set<[UInt8]> = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                guard p.a > 127 else { continue }
                box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
                if p.a == 255 { colors.insert([p.r, p.g, p.b]) }
            }
        }
        return (box, colors)
    }

    private func png(of symbol: UIImage, scale: CGFloat) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: symbol.size, format: format).pngData { _ in
            symbol.draw(at: .zero)
        }
    }

    /// A filled circle's ink fills its image: at 20 points and the medium
    /// scale the image is 1.2 × 20 = 24 points (`UIImage.symbolHeightPerPoint`),
    /// 48 pixels at 2x, in the color `withTintColor(_:renderingMode:)` gives.
    @Test func aSymbolsInkFillsItsConfiguredSize() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20)
        let symbol = try #require(UIImage(systemName: "circle.fill", withConfiguration: configuration))
            .withTintColor(.red, renderingMode: .alwaysOriginal)
        #expect(symbol.size == CGSize(width: 24, height: 24))
        let drawn = try #require(ink(png(of: symbol, scale: 2)))
        #expect(drawn.box.width >= 47 && drawn.box.width <= 48)
        #expect(drawn.box.height >= 47 && drawn.box.height <= 48)
        #expect(abs(drawn.box.midX - 24) <= 0.5 && abs(drawn.box.midY - 24) <= 0.5)
        #expect(drawn.colors == [[255, 0, 0]])
    }

    /// "small … approximately 20% smaller than the medium scale", large
    /// "approximately 30% larger" (AppKit's NSImage.SymbolScale
    /// documentation): the ink follows the image.
    @Test func scalesResizeTheInk() throws {
        let large = try #require(UIImage(systemName: "circle.fill",
                                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .regular, scale: .large)))
        #expect(abs(large.size.height - 31.333) < 0.01)
        let drawn = try #require(ink(png(of: large, scale: 1)))
        #expect(abs(drawn.box.height - large.size.height) <= 1.5)
    }

    /// Without a tint a symbol draws black, its SVG's own color
    /// (`currentColor`); a hierarchical or palette color paints it.
    @Test func configurationColorsPaintTheSymbol() throws {
        let plain = try #require(UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10)))
        #expect(try #require(ink(png(of: plain, scale: 1))).colors == [[0, 0, 0]])
        let palette = try #require(plain.applyingSymbolConfiguration(UIImage.SymbolConfiguration(paletteColors: [.blue, .red])))
        #expect(try #require(ink(png(of: palette, scale: 1))).colors == [[0, 0, 255]])
        let hierarchical = plain.withConfiguration(UIImage.SymbolConfiguration(hierarchicalColor: .green))
        #expect(try #require(ink(png(of: hierarchical, scale: 1))).colors == [[0, 255, 0]])
    }

    @Test func cgImageOfASymbolIsItsDrawing() throws {
        let symbol = try #require(UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10)))
        let bitmap = try #require(symbol.cgImage)
        #expect(bitmap.width == 12 && bitmap.height == 12)
        #expect(bitmap.pixel(x: 6, y: 6).a == 255)
        #expect(bitmap.pixel(x: 0, y: 0).a < 128)
    }
}
