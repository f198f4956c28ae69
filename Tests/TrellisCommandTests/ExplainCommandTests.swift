import ArgumentParser
import Foundation
import Testing
import Trellis
import TrellisRender
@testable import trellis

/// `trellis explain`: the fixture storyboard has a deliberate conflict (two
/// required widths of one view) and a view with no horizontal position; the
/// report names exactly the two constraints of the minimal set and exactly
/// that view as ambiguous.
@Suite struct ExplainCommandTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Explain/Conflict.storyboard").path

    @Test func namesTheMinimalConflictingSetAndTheAmbiguousView() throws {
        let command = try Explain.parse([Self.fixture])
        let (view, messages) = try command.load()
        let report = LayoutReport(root: view, messages: messages)
        #expect(report.conflicts.count == 1)
        let conflict = try #require(report.conflicts.first)
        #expect(conflict.members.count == 2)
        #expect(Set(conflict.memberConstraints.compactMap { $0 }.compactMap { report.constraints[$0].identifier }) == ["box-narrow", "box-wide"])
        #expect(conflict.views.map { report.views[$0].accessibilityIdentifier } == ["box"])
        #expect(report.views.filter(\.isAmbiguous).map(\.accessibilityIdentifier) == ["badge"])
        let text = report.text
        #expect(text.contains("Ambiguous views: 1\n    UIView:0x"))
        #expect(text.contains("'badge' ("))
        #expect(text.contains("Conflicts: 1\n  1. Unable to simultaneously satisfy these 2 constraints (a minimal conflicting set):\n"))
        #expect(text.contains("'box-narrow' UIView:0x") && text.contains("'box-wide' UIView:0x"))
        #expect(text.contains("Broken to recover: <NSLayoutConstraint:0x"))
    }

    @Test func writesTheDebuggerPageAndFailsOnProblemsWhenAsked() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(getpid()).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let command = try Explain.parse([Self.fixture, "--html", page.path, "--fail-on-problems"])
        let (view, messages) = try command.load()
        let report = LayoutReport(root: view, messages: messages)
        #expect(throws: ExitCode(1)) { try command.finish(view, report: report, messages: messages) }
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("id=\"trellis-panel\""))
        #expect(html.contains("\"identifier\":\"box-wide\""))
    }

    /// The exported system is what layout solved: `trellis solve` reads it
    /// and finds the same conflict (the two widths of the box).
    @Test func exportsTheConstraintSystemForTrellisSolve() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let command = try Explain.parse(["signup", "--constraints", file.path])
        let (view, messages) = try command.load()
        try command.finish(view, report: LayoutReport(root: view, messages: messages), messages: messages)
        let solved = try Solve.parse([file.path]).report().json
        #expect(solved.hasPrefix("{\"status\":\"ok\""))
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"constraints\":["))
    }

    @Test func aDemoScreenHasNoProblems() throws {
        let command = try Explain.parse(["signup"])
        let (view, messages) = try command.load()
        let report = LayoutReport(root: view, messages: messages)
        #expect(report.conflicts.isEmpty)
        #expect(report.views.count > 5)
        #expect(report.text.hasPrefix("Screen 393×852 points, "))
    }

    @Test func aDeviceIsNamedByAPrefixOfItsName() {
        #expect(Explain.device(named: "ipadpro12_9")?.name == Device.iPadPro12_9.name)
        #expect(Explain.device(named: "iPhone 15 Pro")?.name == Device.iPhone15Pro.name)
        #expect(Explain.device(named: "iphone15pro") != nil && Explain.device(named: "iphone15p") == nil)
        #expect(Explain.device(named: "") == nil)
    }

    /// A package folder or a Swift file is a preview's: the package is the
    /// folder above with a Package.swift, and a file's only `#Preview` is
    /// named by its file and line. Building and running the preview program
    /// is tested end to end (`make preview-e2e`).
    @Test func aPackageOrSwiftFileNamesAPreview() throws {
        let app = URL(fileURLWithPath: Self.fixture).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PreviewApp")
        let file = app.appendingPathComponent("Sources/Screens/BrokenCardView.swift").path
        let command = try Explain.parse([file])
        #expect(command.explainsAPreview)
        #expect(try command.previewName() == "BrokenCardView.swift:41")
        #expect(try command.previewPackage().path == app.standardizedFileURL.path)
        #expect(try Explain.parse([app.path, "--preview", "Broken card"]).previewName() == "Broken card")
        // Two previews in one file: name one.
        #expect(throws: (any Error).self) { try Explain.parse([app.appendingPathComponent("Sources/Screens/GreetingView.swift").path]).previewName() }
        #expect(throws: (any Error).self) { try Explain.parse([app.path]).previewName() }
        // The preview's program writes the constraint system (PreviewHostTests).
        #expect(try Explain.parse([app.path, "--preview", "Broken card", "--constraints", "x.json"]).constraints == "x.json")
        #expect(throws: (any Error).self) { try Explain.parse([app.path, "--preview", "Broken card", "--constraints", ""]) }
        #expect(throws: (any Error).self) { try Explain.parse([Self.fixture, "--scratch-path", "/tmp/x"]) }
    }

    @Test func badTargetsAreRefused() {
        #expect(throws: (any Error).self) { try Explain.parse(["nosuch"]).load() }
        #expect(throws: (any Error).self) { try Explain.parse(["signup", "--device", "nokia"]) }
        #expect(throws: (any Error).self) { try Explain.parse([FileManager.default.temporaryDirectory.path]).load() }
    }
}
