import Foundation
import Testing
import Trellis
@testable import TrellisPreview
@testable import TrellisPreviewHost

/// The `#Preview` in InTestPreviews.swift, reached as the generated host
/// program reaches every preview: by the linker name its macro gave it.
@_silgen_name("trellis_preview_TrellisPreviewTests_2FInTestPreviews_2Eswift_L5C1")
func inTestPreviewRegistry() -> any PreviewRegistry.Type

/// A registry whose preview cannot be made.
enum BrokenRegistry: PreviewRegistry {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the sample data is missing" }
    }
    static let fileID = "Screens/Broken.swift"
    static let line = 7
    static let column = 1
    @MainActor static func makePreview() throws -> Preview { throw Failure() }
}

/// How the preview program lays previews out and draws them.
@MainActor @Suite struct PreviewHostTests {
    @Test func theMacroRegistersThePreviewWhereItIsWritten() throws {
        let registry = inTestPreviewRegistry()
        #expect(registry.fileID == "TrellisPreviewTests/InTestPreviews.swift")
        #expect(registry.line == 5)
        let preview = try registry.makePreview()
        #expect(preview.displayName == "Label in a test")
        #expect(preview.layout == .sizeThatFits)
    }

    @Test func aSizeThatFitsPreviewIsAsBigAsItsContent() throws {
        let preview = try inTestPreviewRegistry().makePreview()
        let window = try PreviewHost.layOut(preview, settings: PreviewHost.Settings())
        let label = UILabel()
        label.text = "Drawn from a #Preview"
        let size = label.intrinsicContentSize
        #expect(window.bounds.size == CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)))
    }

    /// The page's standard device is an iPhone 15: 393×852 pt (Apple's
    /// iPhone 15 technical specifications; 390×844 is the iPhone 14's).
    @Test func aDefaultPreviewFillsTheDeviceInTheChosenOrientation() throws {
        let preview = Preview("Screen") { UIViewController() }
        var settings = PreviewHost.Settings()
        #expect(try PreviewHost.layOut(preview, settings: settings).bounds.size == CGSize(width: 393, height: 852))
        settings.orientation = .landscapeLeft
        #expect(try PreviewHost.layOut(preview, settings: settings).bounds.size == CGSize(width: 852, height: 393))
        settings.device = .iPhoneSE3
        #expect(try PreviewHost.layOut(preview, settings: settings).bounds.size == CGSize(width: 667, height: 375))
    }

    @Test func anOrientationTraitWinsOverThePageAndTheLastTraitOfAKindWins() throws {
        let preview = Preview(traits: .portrait, .landscapeRight, .sizeThatFitsLayout, .fixedLayout(width: 480, height: 320)) { UIView() }
        #expect(preview.orientation == .landscapeRight)
        #expect(preview.layout == .fixed(width: 480, height: 320))
        #expect(Preview { UIView() }.orientation == .portrait)
        #expect(Preview { UIView() }.layout == .device)
        let window = try PreviewHost.layOut(preview, settings: PreviewHost.Settings())
        #expect(window.bounds.size == CGSize(width: 480, height: 320))
    }

    @Test func aViewFillsItsContainerAndTheSettingsReachItsTraits() throws {
        let preview = Preview { UIView() }
        var settings = PreviewHost.Settings()
        settings.userInterfaceStyle = .dark
        settings.contentSizeCategory = .accessibilityLarge
        let window = try PreviewHost.layOut(preview, settings: settings)
        let view = try #require(window.rootViewController?.view.subviews.first)
        #expect(view.frame == window.bounds)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test func drawingWritesAPNGAndTheViewTreeOrTheReasonItCouldNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let drawn = PreviewHost.draw(inTestPreviewRegistry(), settings: PreviewHost.Settings(), into: folder, fileName: "0")
        #expect(drawn.error == nil)
        #expect(drawn.name == "Label in a test")
        #expect(drawn.png == "0.png")
        #expect(drawn.text?.contains("\"Drawn from a #Preview\"") == true)
        let png = try Data(contentsOf: folder.appendingPathComponent("0.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(drawn.html == "0.html")
        let page = try String(contentsOf: folder.appendingPathComponent("0.html"), encoding: .utf8)
        #expect(page.contains("Drawn from a #Preview"))
        #expect(page.contains("url(/fonts/") || page.contains("url(\"/fonts/"))

        let broken = PreviewHost.draw(BrokenRegistry.self, settings: PreviewHost.Settings(), into: folder, fileName: "1")
        #expect(broken.name == "Line 7")
        #expect(broken.png == nil)
        #expect(broken.error == "the sample data is missing")
    }

    @Test func theHostRefusesOptionsItDoesNotKnow() {
        #expect(throws: PreviewHost.OptionError.self) { try PreviewHost.options(from: ["--device", "Nokia 3310", "--output", "/tmp/x"]) }
        #expect(throws: PreviewHost.OptionError.self) { try PreviewHost.options(from: ["--scale", "1e9", "--output", "/tmp/x"]) }
        #expect(throws: PreviewHost.OptionError.self) { try PreviewHost.options(from: ["--device"]) }
        #expect(throws: PreviewHost.OptionError.self) { try PreviewHost.options(from: []) }
    }
}
