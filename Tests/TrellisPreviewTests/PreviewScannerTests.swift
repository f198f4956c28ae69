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

    /// An executable target's previews are compiled into the host from a
    /// copy of the target (the same module name, so the same linker names),
    /// with `@main` blanked out, and main.swift as its declarations (a
    /// `#Preview` among them) under another name, since SwiftPM links a
    /// target with a main.swift as a program's entry point; that preview
    /// is reached by the copy's linker name and keeps the original's file
    /// ID. Its dependency on the package's own target goes through that
    /// target's library product.
    @Test func anExecutableTargetIsCompiledIntoTheHostAsALibraryModule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-host-\(UUID().uuidString)/App")
        let sources = folder.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let entry = "import UIKit\n\n@main\nstruct App {\n    static func main() {}\n}\n"
        try Data(entry.utf8).write(to: sources.appendingPathComponent("App.swift"))
        try Data("#Preview { UIView() }\n".utf8).write(to: sources.appendingPathComponent("Screens/V.swift"))
        let mainSource = "import UIKit\n\n#Preview { UIView() }\nprint(1)\n"
        try Data(mainSource.utf8).write(to: sources.appendingPathComponent("main.swift"))
        let dump = Self.dump.replacingOccurrences(of: "TRELLIS", with: Self.trellis)
            .replacingOccurrences(of: "[{\"byName\": [\"Screens\", null]}]",
                                  with: "[{\"byName\": [\"Screens\", null]}, {\"product\": [\"UIKit\", \"trellis\", null, null]}]")
        let summary = try PackageSummary(dump: Data(dump.utf8), folder: folder.path)
        let preview = PreviewDeclaration(module: "App", fileID: "App/V.swift", path: sources.appendingPathComponent("Screens/V.swift").path, line: 1, column: 1)
        let inMain = PreviewDeclaration(module: "App", fileID: "App/main.swift", path: sources.appendingPathComponent("main.swift").path, line: 3, column: 1)
        let host = try HostPackage(package: summary, previews: [preview, inMain], checkouts: URL(fileURLWithPath: "/nonexistent"))
        #expect(host.main.contains("@_silgen_name(\"trellis_preview_App_2FV_2Eswift_L1C1\") func preview0()"))
        #expect(host.main.contains("@_silgen_name(\"trellis_preview_App_2Fmain_2BDeclarations_2Eswift_L3C1\") func preview1Copy()"))
        #expect(host.main.contains("static var fileID: String { \"App/main.swift\" }"))
        #expect(host.main.contains("func preview1() -> any PreviewRegistry.Type { Preview1InMain.self }"))
        #expect(host.unreachable.isEmpty)
        let module = try #require(host.copiedModules.first)
        #expect(module.name == "App")
        #expect(module.files.map(\.relativePath).sorted() == ["App.swift", "Screens/V.swift", "main+Declarations.swift"])
        #expect(module.files.first { $0.relativePath == "App.swift" }?.text == entry.replacingOccurrences(of: "@main", with: "     "))
        #expect(module.files.first { $0.relativePath == "main+Declarations.swift" }?.text == "import UIKit\n\n#Preview { UIView() }\n        \n")
        #expect(module.arguments.isEmpty)
        #expect(module.dependencies == [".product(name: \"Screens\", package: \"app\")", ".product(name: \"UIKit\", package: \"trellis\")"])
        #expect(host.manifest.contains(".target(\n            name: \"App\",\n            dependencies: [.product(name: \"Screens\", package: \"app\"), .product(name: \"UIKit\", package: \"trellis\")],\n            path: \"Executables/App\"\n        ),"))
        #expect(host.manifest.contains(".target(name: \"App\"),"))

        let hostFolder = folder.deletingLastPathComponent().appendingPathComponent("host")
        try host.write(to: hostFolder)
        let copy = hostFolder.appendingPathComponent("Executables/App/Screens/V.swift")
        #expect(try String(contentsOf: copy, encoding: .utf8) == "#Preview { UIView() }\n")
        #expect(!FileManager.default.fileExists(atPath: hostFolder.appendingPathComponent("Executables/App/main.swift").path))
        let mainCopy = hostFolder.appendingPathComponent("Executables/App/main+Declarations.swift")
        #expect(FileManager.default.fileExists(atPath: mainCopy.path))
        #expect(host.originalPath(of: mainCopy.path, hostFolder: hostFolder) == sources.appendingPathComponent("main.swift").path)
        #expect(host.originalPath(of: copy.path, hostFolder: hostFolder) == sources.appendingPathComponent("Screens/V.swift").path)
        // A file gone from the target goes from the copy.
        try FileManager.default.removeItem(at: sources.appendingPathComponent("Screens/V.swift"))
        let after = try HostPackage(package: summary, previews: [], checkouts: URL(fileURLWithPath: "/nonexistent"))
        try after.write(to: hostFolder)
        #expect(!FileManager.default.fileExists(atPath: copy.path))
    }

    /// The copy keeps what the original's manifest gives it besides its
    /// sources: resources (copied, and declared with the same rules), Swift
    /// and linker settings that apply on Linux, the package's language mode
    /// and its default localization. C settings are kept too: SwiftPM
    /// passes a Swift target's to its Clang importer (`swift build -v`
    /// shows `-Xcc -DC_FLAVOUR=2 -Xcc -I<target>/include` for
    /// `cSettings: [.define("C_FLAVOUR", to: "2"), .headerSearchPath("include")]`,
    /// Swift 6.3.1); a header path, relative to the original's folder, is
    /// passed by its absolute path. Settings for other platforms, C++
    /// settings and frameworks are left out. The dump is what `swift package
    /// dump-package` (Swift 6.3) prints for such a manifest.
    @Test func anExecutableTargetsCopyKeepsItsSettingsAndResources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-host-\(UUID().uuidString)/App")
        let sources = folder.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("Resources/Images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data("#Preview { UIView() }\n".utf8).write(to: sources.appendingPathComponent("V.swift"))
        try Data("hello\n".utf8).write(to: sources.appendingPathComponent("Resources/greeting.txt"))
        try Data([0x89, 0x50]).write(to: sources.appendingPathComponent("Resources/Images/dot.png"))
        try Data("{}".utf8).write(to: sources.appendingPathComponent("data.json"))
        let settings = """
            "settings": [{"kind": {"define": {"_0": "FEATURE"}}, "tool": "swift"},
              {"condition": {"config": "debug", "platformNames": []}, "kind": {"define": {"_0": "VERBOSE"}}, "tool": "swift"},
              {"condition": {"platformNames": ["ios"]}, "kind": {"define": {"_0": "PHONE_ONLY"}}, "tool": "swift"},
              {"kind": {"enableUpcomingFeature": {"_0": "ExistentialAny"}}, "tool": "swift"},
              {"kind": {"unsafeFlags": {"_0": ["-warn-concurrency"]}}, "tool": "swift"},
              {"kind": {"define": {"_0": "C_ONLY"}}, "tool": "c"},
              {"kind": {"define": {"_0": "C_FLAVOUR=2"}}, "tool": "c"},
              {"kind": {"headerSearchPath": {"_0": "include"}}, "tool": "c"},
              {"condition": {"config": "release", "platformNames": []}, "kind": {"unsafeFlags": {"_0": ["-DFAST"]}}, "tool": "c"},
              {"kind": {"define": {"_0": "CXX_ONLY"}}, "tool": "cxx"},
              {"kind": {"linkedLibrary": {"_0": "z"}}, "tool": "linker"},
              {"kind": {"linkedFramework": {"_0": "UIKit"}}, "tool": "linker"}],
            "resources": [{"path": "Resources", "rule": {"process": {}}}, {"path": "data.json", "rule": {"copy": {}}}],
            """
        let dump = Self.dump.replacingOccurrences(of: "TRELLIS", with: Self.trellis)
            .replacingOccurrences(of: "{\"name\": \"App\", \"type\": \"executable\",", with: "{\"name\": \"App\", \"type\": \"executable\", \(settings)")
            .replacingOccurrences(of: "{\"name\": \"App\", \"products\"",
                                  with: "{\"name\": \"App\", \"defaultLocalization\": \"en\", \"swiftLanguageVersions\": [\"5\"], \"products\"")
        let summary = try PackageSummary(dump: Data(dump.utf8), folder: folder.path)
        #expect(summary.defaultLocalization == "en" && summary.swiftLanguageModes == ["5"])
        let preview = PreviewDeclaration(module: "App", fileID: "App/V.swift", path: sources.appendingPathComponent("V.swift").path, line: 1, column: 1)
        let host = try HostPackage(package: summary, previews: [preview], checkouts: URL(fileURLWithPath: "/nonexistent"))
        let module = try #require(host.copiedModules.first)
        #expect(module.arguments == [
            "resources: [.process(\"Resources\"), .copy(\"data.json\")]",
            "cSettings: [.define(\"C_ONLY\"), .define(\"C_FLAVOUR\", to: \"2\"), .unsafeFlags([\"-I\", \"\(sources.path)/include\"]), "
                + ".unsafeFlags([\"-DFAST\"], .when(configuration: .release))]",
            "swiftSettings: [.define(\"FEATURE\"), .define(\"VERBOSE\", .when(configuration: .debug)), "
                + ".enableUpcomingFeature(\"ExistentialAny\"), .unsafeFlags([\"-warn-concurrency\"]), .swiftLanguageMode(.v5)]",
            "linkerSettings: [.linkedLibrary(\"z\")]",
        ])
        #expect(host.manifest.contains("path: \"Executables/App\",\n            resources: [.process(\"Resources\"), .copy(\"data.json\")],\n"))
        #expect(host.manifest.contains("name: \"TrellisPreviewHost\",\n    defaultLocalization: \"en\","))

        let hostFolder = folder.deletingLastPathComponent().appendingPathComponent("host")
        try host.write(to: hostFolder)
        let copies = hostFolder.appendingPathComponent("Executables/App")
        #expect(try String(contentsOf: copies.appendingPathComponent("Resources/greeting.txt"), encoding: .utf8) == "hello\n")
        #expect(try Data(contentsOf: copies.appendingPathComponent("Resources/Images/dot.png")) == Data([0x89, 0x50]))
        #expect(FileManager.default.fileExists(atPath: copies.appendingPathComponent("data.json").path))
        // A changed resource is copied again; a removed one goes from the copy.
        try Data("hello again\n".utf8).write(to: sources.appendingPathComponent("Resources/greeting.txt"))
        try FileManager.default.removeItem(at: sources.appendingPathComponent("Resources/Images/dot.png"))
        try host.write(to: hostFolder)
        #expect(try String(contentsOf: copies.appendingPathComponent("Resources/greeting.txt"), encoding: .utf8) == "hello again\n")
        #expect(!FileManager.default.fileExists(atPath: copies.appendingPathComponent("Resources/Images/dot.png").path))
    }

    @Test func anExecutableTargetWithADependencyTheHostCannotAddIsReportedNotLinked() throws {
        let dump = Self.dump.replacingOccurrences(of: "TRELLIS", with: Self.trellis)
            .replacingOccurrences(of: "[{\"byName\": [\"Screens\", null]}]",
                                  with: "[{\"product\": [\"Charts\", \"charts\", null, null]}]")
        let summary = try PackageSummary(dump: Data(dump.utf8), folder: "/work/App")
        let host = try HostPackage(package: summary, previews: [preview("App", line: 2)], checkouts: URL(fileURLWithPath: "/nonexistent"))
        #expect(host.unreachable.map(\.module) == ["App"])
        #expect(host.reasons.values.first?.contains("depends on Charts") == true)
        #expect(host.main.contains("PreviewHost.main([])"))
        #expect(host.copiedModules.isEmpty)
    }

    /// main.swift as an iOS app writes it: its statements (the
    /// `UIApplicationMain` call, an `if`, statements inside `#if`) and a
    /// global without a value are blanked, byte for byte with newlines
    /// kept; types, functions, globals with values, imports and the
    /// `#Preview` stay where they were.
    @Test func mainSwiftKeepsItsDeclarationsInPlace() {
        let source = """
            import UIKit

            let appName = "Notes"
            var launchCount: Int
            var window: UIWindow?
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            func greeting() -> String { "Hello from \\(appName)" }
            if CommandLine.arguments.count > 1 { print("arguments") }
            #if DEBUG
            print("debug")
            struct DebugView {}
            #endif
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
            #Preview("Greeting") { UILabel() }

            """
        let kept = PreviewScanner.declarationsOfMain(source)
        #expect(kept.utf8.count == source.utf8.count)
        #expect(kept.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        let lines = kept.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["import UIKit", "", "let appName = \"Notes\"", "", "var window: UIWindow?",
                          "final class AppDelegate: UIResponder, UIApplicationDelegate {}",
                          "func greeting() -> String { \"Hello from \\(appName)\" }", "",
                          "#if DEBUG", "", "struct DebugView {}", "#endif", "", "#Preview(\"Greeting\") { UILabel() }", ""])
        // The preview is where the scanner finds it in the original.
        let original = PreviewScanner.previews(in: source, module: "Notes", path: "/p/main.swift")
        #expect(PreviewScanner.previews(in: kept, module: "Notes", path: "/p/main.swift") == original)
        #expect(original.map(\.line) == [14])
        // Swift 6 isolates a script's globals to the main actor; the copy says so.
        let isolated = PreviewScanner.declarationsOfMain(source, globalsOnMainActor: true)
        #expect(isolated.contains("\n@MainActor let appName = \"Notes\"\n"))
        #expect(isolated.contains("\n@MainActor var window: UIWindow?\n"))
        #expect(PreviewScanner.previews(in: isolated, module: "Notes", path: "/p/main.swift") == original)
    }

    @Test func theEntryPointAttributeIsBlankedOutInPlace() {
        let source = "@main\n@MainActor final class AppDelegate: UIResponder, UIApplicationDelegate {}\n#Preview { UIView() }\n"
        let stripped = PreviewScanner.withoutEntryPoint(source)
        #expect(stripped == "     \n@MainActor final class AppDelegate: UIResponder, UIApplicationDelegate {}\n#Preview { UIView() }\n")
        #expect(PreviewScanner.withoutEntryPoint("@UIApplicationMain class A {}") == String(repeating: " ", count: 19) + "class A {}")
        #expect(PreviewScanner.withoutEntryPoint("let mainly = \"@main\"") == "let mainly = \"@main\"")
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
        #expect(summary.sourceFiles.map { ($0.path as NSString).lastPathComponent } == ["BrokenCardView.swift", "GreetingView.swift", "SettingsViewController.swift"])
        #expect(summary.sourceFiles.allSatisfy { $0.module == "Screens" })
    }
}
