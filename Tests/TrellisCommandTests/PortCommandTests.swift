import Foundation
import Testing
@testable import trellis

/// `trellis port --in-place [--dry-run] FILES…`.
@Suite struct PortCommandTests {
    static let source = """
        class C: UIViewController {
            let button = UIButton()
            override func viewDidLoad() {
                button.addTarget(self, action: #selector(tap), for: .touchUpInside)
            }
            @objc func tap() {}
        }

        """

    func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString).swift").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aDryRunPrintsADiffAndTheSummaryAndWritesNothing() throws {
        let path = try file(Self.source)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = PortCommand.portFiles([path], dryRun: true).text
        #expect(output.contains("""
            @@ -1,7 +1,10 @@
             class C: UIViewController {
                 let button = UIButton()
                 override func viewDidLoad() {
            -        button.addTarget(self, action: #selector(tap), for: .touchUpInside)
            +        button.addAction(UIAction { [weak self] _ in self?.tap() }, for: .touchUpInside)
                 }
            -    @objc func tap() {}
            +    #if canImport(ObjectiveC)
            +    @objc
            +    #endif
            +    func tap() {}
             }
            """))
        #expect(output.contains("== trellis port: 2 rewrites in 1 of 1 file (dry run: nothing written)"))
        #expect(output.contains("\(path):4: [target-action] addTarget(_:action:for:) → addAction(UIAction { … }, for:)"))
        #expect(output.hasSuffix("""
            == one spelling for iOS and Linux: target-action (UIAction, iOS 14)
            == iOS spelling kept in #if canImport(ObjectiveC): objc

            """))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.source)
    }

    @Test func inPlaceWritesAndASecondRunChangesNothing() throws {
        let path = try file(Self.source)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(PortCommand.portFiles([path], dryRun: false).changed == 1)
        let once = try String(contentsOfFile: path, encoding: .utf8)
        #expect(once != Self.source)
        #expect(PortCommand.portFiles([path], dryRun: false).changed == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == once)
    }

    @Test func usageErrorsAreRefused() {
        #expect(throws: (any Error).self) { try TrellisCommand.parseAsRoot(["port", "--in-place"]) }
        #expect(throws: (any Error).self) { try TrellisCommand.parseAsRoot(["port", "App"]) }
        #expect(throws: (any Error).self) { try TrellisCommand.parseAsRoot(["port", "--in-place", "a.swift", "--output", "x"]) }
    }
}
