import Foundation
import Testing
@testable import TrellisPreviewServer

/// `trellis preview` finds the `#Preview`s of a package by parsing its
/// sources, at the same file, line and column the macro sees.
@Suite struct PreviewScannerTests {
    @Test func findsEveryPreviewAtFileScopeWithItsNameAndPlace() {
        let source = """
            import UIKit

            #Preview("Greeting") { GreetingView() }

            #Preview { UIView() }
            #if DEBUG
                #Preview("Debug only", traits: .landscapeLeft) { UIView() }
            #endif
            #Preview(title) { UIView() }
            #warning("not a preview")
            """
        let previews = PreviewScanner.previews(in: source, module: "Screens", path: "/src/Sources/Screens/Greeting.swift")
        #expect(previews.map(\.name) == ["Greeting", nil, "Debug only", nil])
        #expect(previews.map(\.line) == [3, 5, 7, 9])
        #expect(previews.map(\.column) == [1, 1, 5, 1])
        #expect(previews.allSatisfy { $0.fileID == "Screens/Greeting.swift" && $0.module == "Screens" })
    }

    @Test func aFileWithoutPreviewsIsNotParsed() {
        #expect(PreviewScanner.previews(in: "let preview = 1", module: "M", path: "/a.swift").isEmpty)
    }

    @Test func theFixturePackageHasFourPreviews() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/PreviewApp/Sources/Screens")
        var names: [String?] = []
        for file in ["GreetingView.swift", "SettingsViewController.swift"] {
            let url = fixture.appendingPathComponent(file)
            names += PreviewScanner.previews(in: try String(contentsOf: url, encoding: .utf8), module: "Screens", path: url.path).map(\.name)
        }
        #expect(names == ["Greeting", "Badge", "Settings", nil])
    }
}

/// Build errors reach the page with file, line and column.
@Suite struct BuildDiagnosticTests {
    @Test func compilerErrorsKeepTheirPlaceAndAreListedOnce() {
        let output = """
            [3/9] Compiling Screens GreetingView.swift
            /work/app/Sources/Screens/GreetingView.swift:12:9: error: cannot find 'titel' in scope
            10 |         titel.text = title
            /work/app/Sources/Screens/GreetingView.swift:12:9: error: cannot find 'titel' in scope
            /work/app/Sources/Screens/Other.swift:3:1: warning: unused
            C:/odd:path/File.swift:1:2: error: colons in the path
            """
        let errors = BuildDiagnostic.errors(in: output)
        #expect(errors == [
            BuildDiagnostic(file: "/work/app/Sources/Screens/GreetingView.swift", line: 12, column: 9, message: "cannot find 'titel' in scope"),
            BuildDiagnostic(file: "C:/odd:path/File.swift", line: 1, column: 2, message: "colons in the path"),
        ])
    }

    @Test func aLinkerErrorHasNoPlaceButIsKept() {
        let errors = BuildDiagnostic.errors(in: "/usr/bin/ld.gold: error: undefined reference to 'trellis_preview_X'")
        #expect(errors == [BuildDiagnostic(message: "/usr/bin/ld.gold: error: undefined reference to 'trellis_preview_X'")])
    }
}

/// The host program is generated from the manifest as `dump-package` prints it.
@Suite struct HostPackageTests {
    static let dump = """
        {"name": "App", "products": [{"name": "Screens", "targets": ["Screens"], "type": {"library": ["automatic"]}}],
         "dependencies": [{"fileSystem": [{"identity": "trellis", "path": "TRELLIS", "productFilter": null}]}],
         "targets": [
           {"name": "Screens", "type": "regular", "dependencies": [{"byName": ["Widgets", null]}], "exclude": []},
           {"name": "Widgets", "type": "regular", "dependencies": [], "exclude": []},
           {"name": "App", "type": "executable", "dependencies": [{"byName": ["Screens", null]}], "exclude": []},
           {"name": "AppTests", "type": "test", "dependencies": [], "exclude": []}
         ]}
        """

    static var trellis: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    func summary() throws -> PackageSummary {
        try PackageSummary(dump: Data(Self.dump.replacingOccurrences(of: "TRELLIS", with: Self.trellis).utf8), folder: "/work/App")
    }

    func preview(_ module: String, line: Int) -> PreviewDeclaration {
        PreviewDeclaration(module: module, fileID: "\(module)/V.swift", path: "/work/App/Sources/\(module)/V.swift", line: line, column: 1)
    }

    @Test func linksTheLibraryProductsThatHoldThePreviewsAndCallsEachRegistry() throws {
        let host = try HostPackage(package: try summary(), previews: [preview("Screens", line: 4), preview("Widgets", line: 9)],
                                   checkouts: URL(fileURLWithPath: "/nonexistent"))
        #expect(host.manifest.contains(".package(path: \"/work/App\")"))
        #expect(host.manifest.contains(".package(path: \"\(Self.trellis)\")"))
        #expect(host.manifest.contains(".product(name: \"Screens\", package: \"app\")"))
        #expect(host.manifest.contains(".product(name: \"TrellisPreviewHost\", package: \"trellis\")"))
        #expect(host.main.contains("@_silgen_name(\"trellis_preview_Screens_2FV_2Eswift_L4C1\") func preview0() -> any PreviewRegistry.Type"))
        #expect(host.main.contains("@_silgen_name(\"trellis_preview_Widgets_2FV_2Eswift_L9C1\") func preview1()"))
        #expect(host.main.contains("PreviewHost.main([preview0(), preview1()])"))
        #expect(host.unreachable.isEmpty)
    }

    @Test func previewsInAnExecutableTargetAreReportedNotLinked() throws {
        let host = try HostPackage(package: try summary(), previews: [preview("App", line: 2)], checkouts: URL(fileURLWithPath: "/nonexistent"))
        #expect(host.unreachable.map(\.module) == ["App"])
        #expect(host.main.contains("PreviewHost.main([])"))
    }

    @Test func aPackageWithoutTrellisIsRefusedWithTheReason() throws {
        let dump = Self.dump.replacingOccurrences(of: "TRELLIS", with: "/nonexistent")
        let summary = try PackageSummary(dump: Data(dump.utf8), folder: "/work/App")
        #expect(throws: HostPackage.Problem.self) {
            try HostPackage(package: summary, previews: [], checkouts: URL(fileURLWithPath: "/nonexistent"))
        }
    }

    @Test func sourceFilesSkipTestTargets() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/PreviewApp")
        let dump = """
            {"name": "PreviewApp", "products": [], "dependencies": [],
             "targets": [{"name": "Screens", "type": "regular", "exclude": []}, {"name": "ScreensTests", "type": "test", "exclude": []}]}
            """
        let summary = try PackageSummary(dump: Data(dump.utf8), folder: fixture.path)
        #expect(summary.sourceFiles.map { ($0.path as NSString).lastPathComponent } == ["GreetingView.swift", "SettingsViewController.swift"])
        #expect(summary.sourceFiles.allSatisfy { $0.module == "Screens" })
    }
}
