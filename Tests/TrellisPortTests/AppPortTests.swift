import Foundation
import Testing
@testable import TrellisPort

/// `trellis port APP-FOLDER --output PACKAGE`: Tests/Fixtures/PortApps/Notes,
/// an app written for iOS, becomes a package. Building and running the
/// package is `make port-app` (a nested `swift build` of Trellis takes
/// minutes), and here only when TRELLIS_PORT_BUILD=1.
@Suite struct AppPortTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let notes = checkout.appendingPathComponent("Tests/Fixtures/PortApps/Notes")

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theNotesAppBecomesAPackage() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try AppPorter(appFolder: Self.notes, output: output, trellisPath: Self.checkout.path).run()
        #expect(result.appName == "Notes")
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.sources.flatMap(\.problems).isEmpty, "\(result.sources.flatMap(\.problems))")
        #expect(Set(result.resources) == ["Info.plist", "Base.lproj/Main.storyboard"])
        let rules = Set(result.sources.flatMap(\.changes).map(\.rule))
        #expect(rules == ["main", "target-action", "objc", "outlet", "action", "notification", "required-init", "extension-override"])
        let target = output.appendingPathComponent("Sources/Notes")
        for file in ["Notes/AppDelegate.swift", "Notes/SceneDelegate.swift", "Notes/NotesViewController.swift", "Notes/NoteCell.swift",
                     "Notes/AboutViewController.swift", "TrellisPortMain.swift", "App/Info.plist", "App/Base.lproj/Main.storyboard"] {
            #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent(file).path), "\(file)")
        }
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(Self.checkout.path)\")"))
        let launcher = try String(contentsOf: target.appendingPathComponent("TrellisPortMain.swift"), encoding: .utf8)
        #expect(launcher.contains("HeadlessApp.launch(AppDelegate(), sceneDelegate: { SceneDelegate() }, bundle: bundle, device: device)"))
        #expect(launcher.contains("static let storyboards: [String] = [\"Main\"]"))
        #expect(launcher.contains("        Storyboard.registerOutlets(\\NotesViewController.tableView)\n        let arguments"))
        let delegate = try String(contentsOf: target.appendingPathComponent("Notes/AppDelegate.swift"), encoding: .utf8)
        #expect(!delegate.contains("@main"))
    }

    @Test func aFolderWithoutAnAppIsOneLine() throws {
        let input = try temporaryFolder(), output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        try Data("hello".utf8).write(to: input.appendingPathComponent("notes.txt"))
        let result = try AppPorter(appFolder: input, output: output, trellisPath: Self.checkout.path).run()
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.message.hasPrefix("no app in the folder") == true)
        #expect(result.problems.first?.description == "\(input.path): [app] no app in the folder: no Swift source and no Info.plist")
    }

    @Test func badFilesAreNamedAndTheRestIsPorted() throws {
        let input = try temporaryFolder(), output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        try Data("class A: UIViewController {\n    @objc func f() {}\n}\n".utf8).write(to: input.appendingPathComponent("Good.swift"))
        try Data("class B {\n    func f( {\n".utf8).write(to: input.appendingPathComponent("Broken.swift"))
        try Data("this is not XML".utf8).write(to: input.appendingPathComponent("Main.storyboard"))
        let result = try AppPorter(appFolder: input, output: output, trellisPath: Self.checkout.path).run()
        let problems = (result.problems + result.sources.flatMap(\.problems)).map(\.description)
        #expect(problems.contains { $0.hasPrefix("Main.storyboard:1: [storyboard] not an XML document") })
        #expect(problems.contains { $0.hasPrefix("Broken.swift:2: [parse]") })
        let good = try String(contentsOf: output.appendingPathComponent("Sources/\(result.appName)/Good.swift"), encoding: .utf8)
        #expect(good == "class A: UIViewController {\n    func f() {}\n}\n")
    }

    @Test func anOverrideInAnotherFilesExtensionMovesIntoTheClass() throws {
        let input = try temporaryFolder(), output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        try Data("class List: UITableViewController {\n    var items: [String] = []\n}\n".utf8).write(to: input.appendingPathComponent("List.swift"))
        try Data("""
            extension List {
                // Rows.
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            }

            """.utf8).write(to: input.appendingPathComponent("List+Table.swift"))
        let result = try AppPorter(appFolder: input, output: output, trellisPath: Self.checkout.path).run()
        #expect(result.sources.flatMap(\.problems).isEmpty, "\(result.sources.flatMap(\.problems))")
        let target = output.appendingPathComponent("Sources/\(result.appName)")
        #expect(try String(contentsOf: target.appendingPathComponent("List.swift"), encoding: .utf8) == """
            class List: UITableViewController {
                var items: [String] = []

                // Rows.
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            }

            """)
        #expect(try String(contentsOf: target.appendingPathComponent("List+Table.swift"), encoding: .utf8) == "\n")
        #expect(result.sources.flatMap(\.changes).contains { $0.description == "List+Table.swift:3: [extension-override] override moved from an extension into List's body in List.swift" })
    }

    @Test func projectFileNamesAreRead() throws {
        let text = try String(contentsOf: Self.notes.appendingPathComponent("Notes.xcodeproj/project.pbxproj"), encoding: .utf8)
        let names = AppPorter.projectFileNames(text)
        #expect(names.isSuperset(of: ["AppDelegate.swift", "NoteCell.swift", "Main.storyboard", "Info.plist"]))
    }

    /// The whole round: port, `swift build` against this checkout, run, PNGs.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_PORT_BUILD"] == "1"))
    func thePortedPackageBuildsAndRenders() throws {
        let output = Self.checkout.appendingPathComponent(".build-port-app/Notes")
        try? FileManager.default.removeItem(at: output)
        _ = try AppPorter(appFolder: Self.notes, output: output, trellisPath: Self.checkout.path).run()
        let scratch = Self.checkout.appendingPathComponent(".build-port-app/build").path
        #expect(try run("swift", ["build", "--scratch-path", scratch], in: output) == 0)
        let screens = Self.checkout.appendingPathComponent(".build-port-app/screens")
        #expect(try run(scratch + "/debug/Notes", ["--output", screens.path], in: output) == 0)
        for png in ["launch.png", "Main-initial.png", "Main-Notes.png", "Main-About.png"] {
            #expect(FileManager.default.fileExists(atPath: screens.appendingPathComponent(png).path), "\(png)")
        }
    }

    func run(_ command: String, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
