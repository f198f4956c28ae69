import Foundation
import Testing
@_spi(LayoutEngine) import Trellis
import TrellisConstraintSystems
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

/// The fixture's badge (Tests/Fixtures/PreviewApp), as a registry.
enum Badge: PreviewRegistry {
    static let fileID = "Screens/Badge.swift"
    static let line = 1
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Badge", traits: .sizeThatFitsLayout) { () -> UIView in
            let label = UILabel()
            label.text = "  3 new  "
            label.backgroundColor = .systemBlue
            label.textColor = .white
            return label
        }
    }
}

/// A preview with a conflict (two required widths of "box") and an
/// ambiguous view ("badge" has no horizontal position), as the fixture's
/// "Broken card" has, for `trellis explain --preview`.
enum BrokenCard: PreviewRegistry {
    static let fileID = "Screens/BrokenCardView.swift"
    static let line = 42
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Broken card") { () -> UIView in
            let card = UIView()
            let box = UIView()
            box.accessibilityIdentifier = "box"
            let badge = UIView()
            badge.accessibilityIdentifier = "badge"
            for view in [box, badge] {
                view.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(view)
            }
            let narrow = box.widthAnchor.constraint(equalToConstant: 120)
            narrow.identifier = "box-narrow"
            let wide = box.widthAnchor.constraint(equalToConstant: 240)
            wide.identifier = "box-wide"
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor, constant: 20),
                box.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                box.heightAnchor.constraint(equalToConstant: 44), narrow, wide,
                badge.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 12),
                badge.widthAnchor.constraint(equalToConstant: 80),
                badge.heightAnchor.constraint(equalToConstant: 30),
            ])
            return card
        }
    }
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

    /// A label with spaces around its text, the fixture's badge: Xcode
    /// fits a `.sizeThatFitsLayout` preview to its content offered the
    /// device's size (DeveloperToolsSupport, `PreviewTrait.sizeThatFitsLayout`:
    /// "Fit the container to the size of the preview when offered the size
    /// of the device"), so the label gets its intrinsic width and draws its
    /// whole text: a label at its own intrinsic size is never truncated.
    @Test func aSizeThatFitsLabelShowsItsWholeText() throws {
        let window = try PreviewHost.layOut(try Badge.makePreview(), settings: PreviewHost.Settings())
        let label = try #require(window.rootViewController?.view.subviews.first as? UILabel)
        #expect(window.bounds.width == label.intrinsicContentSize.width)
        #expect(label.bounds.width == label.intrinsicContentSize.width)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let drawn = PreviewHost.draw(Badge.self, settings: PreviewHost.Settings(), into: folder, fileName: "0")
        let page = try String(contentsOf: folder.appendingPathComponent(try #require(drawn.html)), encoding: .utf8)
        #expect(page.contains("3 new"))
        #expect(!page.contains("\u{2026}"), "the badge is truncated")
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

    /// `trellis explain --preview NAME` runs this in the package's preview
    /// program: the report names exactly the minimal conflicting set and
    /// the ambiguous view, as for a storyboard (ExplainCommandTests).
    @Test func explainingAPreviewNamesItsConflictAndItsAmbiguousView() throws {
        let registries: [any PreviewRegistry.Type] = [inTestPreviewRegistry(), BrokenCard.self, Badge.self]
        for name in ["Broken card", "BrokenCardView.swift:42", "Screens/BrokenCardView.swift:42"] {
            let explained = try PreviewHost.explain(registries, preview: name, settings: PreviewHost.Settings())
            #expect(explained.name == "Broken card")
            let report = explained.report
            #expect(report.size == CGSize(width: 393, height: 852))
            #expect(report.conflicts.count == 1)
            let conflict = try #require(report.conflicts.first)
            #expect(Set(conflict.memberConstraints.compactMap { $0 }.compactMap { report.constraints[$0].identifier }) == ["box-narrow", "box-wide"])
            #expect(conflict.members.count == 2)
            #expect(report.views.filter(\.isAmbiguous).map(\.accessibilityIdentifier) == ["badge"])
            #expect(report.text.contains("Conflicts: 1\n  1. Unable to simultaneously satisfy these 2 constraints (a minimal conflicting set):\n"))
        }
        let badge = try PreviewHost.explain(registries, preview: "Badge", settings: PreviewHost.Settings())
        #expect(badge.report.conflicts.isEmpty && !badge.report.views.contains(where: \.isAmbiguous))
        #expect(throws: PreviewHost.OptionError.self) { try PreviewHost.explain(registries, preview: "Nothing", settings: PreviewHost.Settings()) }
        #expect(throws: PreviewHost.OptionError.self) {
            try PreviewHost.explain([BrokenCard.self, BrokenCard.self], preview: "Broken card", settings: PreviewHost.Settings())
        }
        let options = try PreviewHost.options(from: ["--explain", "Badge", "--fail-on-problems", "--html", "/tmp/x.html"])
        #expect(options.explain == "Badge" && options.failOnProblems && options.html == "/tmp/x.html" && options.output == nil)
    }

    /// `trellis explain --preview NAME --constraints FILE`: the constraint
    /// system the preview's layout solved, which `trellis solve` solves to
    /// the very values layout found (variables are named in order of first
    /// use, so they can be matched to the engine's).
    @Test func explainingAPreviewExportsTheSystemItsLayoutSolved() throws {
        let registries: [any PreviewRegistry.Type] = [BrokenCard.self, Badge.self]
        for name in ["Broken card", "Badge"] {
            let explained = try PreviewHost.explain(registries, preview: name, settings: PreviewHost.Settings())
            let engine = explained.window.layoutEngineConstraints
            var variables: [ObjectIdentifier: Double] = [:]
            var order: [ObjectIdentifier] = []
            for constraint in engine {
                for term in constraint.expression.terms where variables[ObjectIdentifier(term.variable)] == nil {
                    variables[ObjectIdentifier(term.variable)] = term.variable.value
                    order.append(ObjectIdentifier(term.variable))
                }
            }
            let json = Data(explained.constraintSystem.jsonText.utf8)
            let system = try ConstraintSystem(json: json)
            #expect(system.constraints.count == engine.count && engine.count > 4, "\(name): \(engine.count) constraints")
            guard case let .solved(values, skipped, missed) = try system.solve() else {
                Issue.record("\(name): the exported system does not solve")
                continue
            }
            #expect(skipped.isEmpty && missed.isEmpty)
            #expect(values.count == order.count)
            let worst = zip(values, order).map { abs($0.value - variables[$1]!) }.max() ?? .infinity
            #expect(worst < 1e-6, "\(name): the exported system's values differ from layout's by \(worst)")
        }
        let options = try PreviewHost.options(from: ["--explain", "Badge", "--constraints", "/tmp/system.json"])
        #expect(options.constraints == "/tmp/system.json")
        #expect(throws: PreviewHost.OptionError.self) { try PreviewHost.options(from: ["--explain", "Badge", "--constraints", ""]) }
    }

    @Test func theHostRefusesOptionsItDoesNotKnow() {
        #expect(throws: PreviewHost.OptionError.self) { try PreviewHost.options(from: ["--device", "Nokia 3310", "--output", "/tmp/x"]) }
        #expect(throws: PreviewHost.OptionError.self) { try PreviewHost.options(from: ["--scale", "1e9", "--output", "/tmp/x"]) }
        #expect(throws: PreviewHost.OptionError.self) { try PreviewHost.options(from: ["--device"]) }
        #expect(throws: PreviewHost.OptionError.self) { try PreviewHost.options(from: []) }
    }
}
