import Foundation
import Testing
@testable import Trellis

/// An asset catalog in a folder of its own, laid out as Xcode writes one
/// and as SwiftPM copies it on Linux (checked with `swift build` and
/// `.process`: the `.xcassets` folder arrives in the resource bundle as is).
private struct Catalog {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-assets-\(UUID().uuidString)", isDirectory: true)
    var bundle: Bundle { Bundle(url: root)! }

    init() throws { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }

    func write(_ data: Data, to path: String) throws {
        let file = root.appendingPathComponent("Assets.xcassets").appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func json(_ text: String, to path: String) throws { try write(Data(text.utf8), to: path) }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

private let twoByOne = """
    {"images": [
      {"filename": "dot.png", "idiom": "universal", "scale": "1x"},
      {"filename": "dot@2x.png", "idiom": "universal", "scale": "2x"},
      {"filename": "dot@3x.png", "idiom": "universal", "scale": "3x"},
      {"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "dot-dark@2x.png", "idiom": "universal", "scale": "2x"}
    ], "info": {"author": "xcode", "version": 1}, "properties": {"template-rendering-intent": "template"}}
    """

/// Asset Catalog Format Reference (developer.apple.com/library/archive/
/// documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format): image
/// sets list files by idiom, scale and appearance; color sets give
/// components as floats, 8-bit integers or hex.
@Suite(.serialized) struct AssetCatalogTests {
    private func imageCatalog() throws -> Catalog {
        let catalog = try Catalog()
        try catalog.json(#"{"info": {"author": "xcode", "version": 1}}"#, to: "Contents.json")
        try catalog.json(twoByOne, to: "dot.imageset/Contents.json")
        try catalog.write(PNGBytes.png(width: 2, height: 1, value: 10), to: "dot.imageset/dot.png")
        try catalog.write(PNGBytes.png(width: 4, height: 2, value: 20), to: "dot.imageset/dot@2x.png")
        try catalog.write(PNGBytes.png(width: 6, height: 3, value: 30), to: "dot.imageset/dot@3x.png")
        try catalog.write(PNGBytes.png(width: 8, height: 4, value: 40), to: "dot.imageset/dot-dark@2x.png")
        return catalog
    }

    @Test func anImageSetGivesTheFileForTheScaleWithItsRenderingMode() throws {
        let catalog = try imageCatalog()
        defer { catalog.remove() }
        for scale in [1, 2, 3] {
            let image = try #require(UIImage(named: "dot", in: catalog.bundle, compatibleWith: UITraitCollection(displayScale: CGFloat(scale))))
            #expect(image.scale == CGFloat(scale))
            #expect(image.size == CGSize(width: 2, height: 1))
            // "template-rendering-intent": "template" is UIImage's .alwaysTemplate.
            #expect(image.renderingMode == .alwaysTemplate)
        }
    }

    @Test func theDarkAppearanceIsChosenByTheTraits() throws {
        let catalog = try imageCatalog()
        defer { catalog.remove() }
        let dark = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark)])
        // The dark file is drawn larger in the fixture (8×4 pixels) to tell it apart.
        let image = try #require(UIImage(named: "dot", in: catalog.bundle, compatibleWith: dark))
        #expect(image.size == CGSize(width: 4, height: 2))
        let light = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .light)])
        #expect(UIImage(named: "dot", in: catalog.bundle, compatibleWith: light)?.size == CGSize(width: 2, height: 1))
        // No dark file at 3x: the appearance wins over the scale, so the dark 2x file.
        let dark3 = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceStyle: .dark)])
        #expect(UIImage(named: "dot", in: catalog.bundle, compatibleWith: dark3)?.scale == 2)
    }

    /// "With no trait collection in scope, the scale is the key window's
    /// screen scale": UIKit's imageNamed: uses the main screen's scale.
    /// Trellis's UIScreen.main without a key window is an iPhone 15 (3x).
    @Test func withoutTraitsTheScreenScaleDecides() throws {
        let catalog = try imageCatalog()
        defer { catalog.remove() }
        #expect(UIImage.lookupScale(nil) == Int(UIScreen.main.scale))
        #expect(UIImage(named: "dot", in: catalog.bundle, compatibleWith: nil)?.scale == UIScreen.main.scale)
    }

    @Test func namespacedGroupsPrefixTheirSetsNames() throws {
        let catalog = try Catalog()
        defer { catalog.remove() }
        try catalog.json(#"{"properties": {"provides-namespace": true}}"#, to: "Icons/Contents.json")
        try catalog.json(#"{"images": [{"filename": "a.png", "idiom": "universal"}]}"#, to: "Icons/star.imageset/Contents.json")
        try catalog.write(PNGBytes.png(width: 3, height: 3), to: "Icons/star.imageset/a.png")
        try catalog.json(#"{"images": [{"filename": "b.png", "idiom": "universal"}]}"#, to: "Plain/moon.imageset/Contents.json")
        try catalog.write(PNGBytes.png(width: 5, height: 5), to: "Plain/moon.imageset/b.png")
        #expect(UIImage(named: "Icons/star", in: catalog.bundle, compatibleWith: nil)?.size == CGSize(width: 3, height: 3))
        #expect(UIImage(named: "star", in: catalog.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "moon", in: catalog.bundle, compatibleWith: nil)?.size == CGSize(width: 5, height: 5))
    }

    @Test func aMalformedContentsFileIsNilAndOneWarningNamingIt() throws {
        let catalog = try Catalog()
        defer { catalog.remove() }
        try catalog.json("{ not json", to: "broken.imageset/Contents.json")
        try catalog.json(#"{"colors": [{"color": {"components": {"red": "lots"}}}]}"#, to: "odd.colorset/Contents.json")
        var image: UIImage?
        var color: UIColor?
        let messages = recordingDiagnostics {
            image = UIImage(named: "broken", in: catalog.bundle, compatibleWith: nil)
            color = UIColor(named: "odd", in: catalog.bundle, compatibleWith: nil)
        }
        #expect(image == nil && color == nil)
        #expect(messages.count == 2)
        #expect(messages.first?.text.contains("broken.imageset/Contents.json") == true)
        #expect(messages.last?.text.contains("odd.colorset/Contents.json") == true)
    }

    /// Xcode writes components as "0.500" floats, "128" 8-bit integers or
    /// "0x80" hex, depending on the input method chosen in its inspector.
    @Test func colorComponentsInEveryFormXcodeWrites() throws {
        let catalog = try Catalog()
        defer { catalog.remove() }
        try catalog.json("""
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "0x80", "green": "128", "blue": "0.250", "alpha": "1.000"}}}],
             "info": {"author": "xcode", "version": 1}}
            """, to: "Brand.colorset/Contents.json")
        let color = try #require(UIColor(named: "Brand", in: catalog.bundle, compatibleWith: nil))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 128.0 / 255) < 1e-6 && abs(g - 128.0 / 255) < 1e-6 && abs(b - 0.25) < 1e-6 && a == 1)
        #expect(UIColor(named: "Missing", in: catalog.bundle, compatibleWith: nil) == nil)
    }

    @Test func aColorSetWithADarkAppearanceIsDynamic() throws {
        let catalog = try Catalog()
        defer { catalog.remove() }
        try catalog.json("""
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}
            ]}
            """, to: "Surface.colorset/Contents.json")
        let color = try #require(UIColor(named: "Surface", in: catalog.bundle, compatibleWith: nil))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(UIColor(named: "Surface", in: catalog.bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)) == .black)
    }

    @Test func displayP3ComponentsBecomeSRGB() {
        let red = AssetCatalog.displayP3(red: 1, green: 0, blue: 0, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = red.getRed(&r, green: &g, blue: &b, alpha: &a)
        // P3 red lies outside sRGB: clamped to full red.
        #expect(r == 1 && g == 0 && b == 0)
        let gray = AssetCatalog.displayP3(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        _ = gray.getRed(&r, green: &g, blue: &b, alpha: &a)
        // The white point is shared: grays stay gray.
        #expect(abs(r - 0.5) < 0.002 && abs(g - 0.5) < 0.002 && abs(b - 0.5) < 0.002)
    }
}
