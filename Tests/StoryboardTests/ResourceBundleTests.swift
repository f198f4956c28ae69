import Foundation
import Testing
import Trellis
@testable import Storyboard

/// A folder laid out as SwiftPM lays out resources on Linux: one
/// `<Package>_<Target>.resources` folder per target beside the executable,
/// `.lproj` folders kept (checked with swift build on a package with
/// `.process("Res")`: Base.lproj/Main.storyboard, de.lproj/…, and
/// Assets.xcassets are copied as they are).
private struct BuildFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bundles-\(UUID().uuidString)", isDirectory: true)

    func write(_ data: Data, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

@Suite struct ResourceBundleTests {
    /// The executable's own bundle first, then the others by name: the same
    /// file wins on every run, whatever order the directory lists them in.
    @Test func theExecutablesBundleComesFirstThenTheOthersByName() throws {
        let folder = BuildFolder()
        defer { folder.remove() }
        for name in ["Pkg_Lib.resources", "Pkg_app.resources", "Aaa_Other.resources", "Pkg_app.build"] {
            try folder.write(Data(), to: "\(name)/marker")
        }
        let order = ResourceBundles.searchOrder(in: folder.url, executableName: "app").map(\.lastPathComponent)
        #expect(order == ["Pkg_app.resources", "Aaa_Other.resources", "Pkg_Lib.resources"])
        let noOwn = ResourceBundles.searchOrder(in: folder.url, executableName: "TrellisPackageTests.xctest").map(\.lastPathComponent)
        #expect(noOwn == ["Aaa_Other.resources", "Pkg_Lib.resources", "Pkg_app.resources"])
    }

    /// Bundle Programming Guide, "The Bundle Search Pattern": global
    /// resources, then the preferred languages' folders; Base.lproj holds
    /// the base storyboards of Base Internationalization.
    @Test func localizedFoldersFollowThePreferredLanguagesThenBase() throws {
        let folder = BuildFolder()
        defer { folder.remove() }
        let main = try Data(contentsOf: try #require(locateFile("Main", "storyboard", in: .module)))
        try folder.write(main, to: "Pkg_app.resources/Base.lproj/Main.storyboard")
        try folder.write(Data("\"a\" = \"b\";".utf8), to: "Pkg_app.resources/de.lproj/Localizable.strings")
        try folder.write(Data(), to: "Pkg_app.resources/fr.lproj/Localizable.strings")
        let bundle = try #require(Bundle(url: folder.url.appendingPathComponent("Pkg_app.resources")))
        let directories = ResourceBundles.resourceDirectories(of: bundle, preferredLanguages: ["de-CH", "fr"]).map(\.lastPathComponent)
        #expect(directories == ["Pkg_app.resources", "de.lproj", "fr.lproj", "Base.lproj"])
        let storyboard = try UIStoryboard.load(name: "Main", bundle: bundle)
        #expect(storyboard.bundle === bundle)
        #expect(try storyboard.document().fileName == "Main.storyboard")
    }

    /// `bundle: nil` searches `ResourceBundles.search`, which holds the
    /// test target's own resource bundle (Bundle.module) among the bundles
    /// beside the test runner.
    @Test func aNilBundleFindsResourcesOfTheTargets() throws {
        #expect(ResourceBundles.search.contains { $0.bundleURL.standardizedFileURL == Bundle.module.bundleURL.standardizedFileURL })
        let storyboard = try UIStoryboard.load(name: "Lookup", bundle: nil)
        #expect(storyboard.bundle.bundleURL.lastPathComponent == Bundle.module.bundleURL.lastPathComponent)
        let nib = UINib(nibName: "Badge", bundle: nil)
        #expect(nib.instantiate(withOwner: nil).count == 1)
    }

    /// A storyboard's `<color name="Brand"/>` is the asset catalog color of
    /// the file's bundle, dark variant included; the `<namedColor>` Xcode
    /// saves in the file's resources stands in when the catalog lacks it.
    @Test func namedColorsComeFromTheBundlesAssetCatalog() throws {
        let folder = BuildFolder()
        defer { folder.remove() }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="V1">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <color key="backgroundColor" name="Brand"/>
                        <color key="tintColor" name="Saved"/>
                    </view>
                </objects>
                <resources>
                    <namedColor name="Brand"><color red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                    <namedColor name="Saved"><color red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                </resources>
            </document>
            """
        try folder.write(Data(xib.utf8), to: "Pkg_app.resources/Swatch.xib")
        try folder.write(Data("""
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "255", "green": "0", "blue": "0", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0x80", "green": "0x00", "blue": "0x00", "alpha": "1.000"}}}
            ]}
            """.utf8), to: "Pkg_app.resources/Assets.xcassets/Brand.colorset/Contents.json")
        let bundle = try #require(Bundle(url: folder.url.appendingPathComponent("Pkg_app.resources")))
        let view = try #require(UINib.load(nibName: "Swatch", bundle: bundle).instantiateObjects(withOwner: nil).first as? UIView)
        #expect(components(view.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))) == [1, 0, 0, 1])
        #expect(components(view.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [0.502, 0, 0, 1])
        #expect(components(view.tintColor) == [0, 0, 1, 1])
    }

    /// Base Internationalization: the base file in Base.lproj, its
    /// translations in <language>.lproj/<Name>.strings keyed
    /// "<object id>.<property>", applied when the file is loaded (Apple,
    /// "Internationalization and Localization Guide: Localizing Your App's
    /// Resources", where Xcode generates such a strings file per storyboard).
    @Test func aBaseStoryboardIsTranslatedByItsStringsFile() throws {
        let folder = BuildFolder()
        defer { folder.remove() }
        let main = try Data(contentsOf: try #require(locateFile("Main", "storyboard", in: .module)))
        let card = try Data(contentsOf: try #require(locateFile("Card", "xib", in: .module)))
        try folder.write(main, to: "Pkg_app.resources/Base.lproj/Main.storyboard")
        try folder.write(card, to: "Pkg_app.resources/Base.lproj/Card.xib")
        try folder.write(Data("""
            /* Class = "UILabel"; text = "Tuesday"; ObjectID = "Day-Lb-001"; */
            "Day-Lb-001.text" = "Dienstag";
            "No-Such-Id.text" = "ignored";
            """.utf8), to: "Pkg_app.resources/de.lproj/Main.strings")
        try folder.write(Data(#""Btn-01-abc.normalTitle" = "Aktualisieren";"#.utf8), to: "Pkg_app.resources/de.lproj/Card.strings")
        let bundle = try #require(Bundle(url: folder.url.appendingPathComponent("Pkg_app.resources")))
        let url = try #require(locateFile("Main", "storyboard", in: bundle))
        #expect(url.deletingLastPathComponent().lastPathComponent == "Base.lproj")
        let german = try IBDocument.localized(contentsOf: url, in: bundle, preferredLanguages: ["de-DE"])
        let controller = try UIStoryboard(name: "Main", bundle: bundle, document: german).viewController(withIdentifier: "Day")
        let day = try #require(controller as? DayViewController)
        Reports().capture { day.loadViewIfNeeded() }
        #expect(day.dayLabel.text == "Dienstag")
        let french = try IBDocument.localized(contentsOf: url, in: bundle, preferredLanguages: ["fr"])
        #expect(french.elementsByID()["Day-Lb-001"]?["text"] == "Tuesday")
        let cardURL = try #require(locateFile("Card", "xib", in: bundle))
        let nib = UINib(document: try IBDocument.localized(contentsOf: cardURL, in: bundle, preferredLanguages: ["de"]))
        let views = Reports().capture { nib.instantiate(withOwner: CardOwner()) }
        let button = try #require((views.first as? UIView)?.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.title(for: .normal) == "Aktualisieren")
    }

    /// A strings file comes from outside the program: nesting that could
    /// exhaust the parser's stack is refused before parsing.
    @Test func deeplyNestedStringsAreRefused() {
        #expect(IBDocument.isFlatStringsText(Data(#""a.text" = "{((\"x";"#.utf8)))
        #expect(!IBDocument.isFlatStringsText(Data((String(repeating: "{", count: 100_000) + "\"a\" = \"b\";").utf8)))
    }
}
