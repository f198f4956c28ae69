import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisRender
import TrellisSnapshotTesting

/// A departure time in a label 180 points wide, in the body style that
/// follows the text size: it fits at the default size (17 points) and ends
/// in an ellipsis at `.accessibilityExtraLarge` (body at 40 points in
/// UIKit's table of Dynamic Type sizes, Apple's Human Interface Guidelines,
/// "Typography", "Specifications": Large 17, AX3 40). With `extraPixel`,
/// one black pixel more: the deliberate one-pixel change.
final class DepartureController: UIViewController {
    let extraPixel: Bool

    init(extraPixel: Bool = false) {
        self.extraPixel = extraPixel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Departs 08:45"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.accessibilityIdentifier = "departure"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            label.widthAnchor.constraint(equalToConstant: 180),
        ])
        if extraPixel {
            let pixel = UIView(frame: CGRect(x: 300, y: 500, width: 1, height: 1))
            pixel.backgroundColor = .label
            view.addSubview(pixel)
        }
    }
}

/// Issue 23's "a deliberate one-pixel change and a truncation introduced
/// at AX sizes are both caught, with the diff and the finding visible in
/// the report", through `assertSnapshots(of:matrix:checks:)` itself.
@Suite(.serialized) struct SnapshotFindingsTests {
    static let matrix = [SnapshotConfiguration.iPhoneSE] × [.large, .accessibilityExtraLarge] × .scale(1)
    static let truncation = "truncated text: UIWindow > DepartureController.view > UILabel \"Departs 08:45\" [id \"departure\"]: ends in an ellipsis"

    /// The unchanged screen matches its two references (recorded by this
    /// test the first time) when only the pictures are compared.
    @Test func theUnchangedScreenMatchesItsReferences() {
        assertSnapshots(of: DepartureController(), matrix: Self.matrix, testName: "departure")
    }

    /// One pixel more, and the layout checks on: the default size fails on
    /// the pixel alone; the accessibility size on the pixel and on the
    /// label cut off there, named by its path and identifier. The shared
    /// report (`.build/snapshots/index.html`) shows both failures first,
    /// each with its diff image, and the finding under the second.
    @Test func aOnePixelChangeAndAnAXTruncationAreCaughtAndReported() throws {
        final class Comments: @unchecked Sendable {
            // Appended to by the matcher, which runs on this test's thread.
            private let lock = NSLock()
            private var stored: [String] = []
            func append(_ comment: String) { lock.withLock { stored.append(comment) } }
            var all: [String] { lock.withLock { stored } }
        }
        let box = Comments()
        withKnownIssue {
            // `.never`: a change is never recorded over the references.
            assertSnapshots(of: DepartureController(extraPixel: true), matrix: Self.matrix, record: .never, checks: .layout,
                            testName: "departure")
        } matching: { issue in
            box.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        let comments = box.all
        #expect(comments.count == 2)
        let large = try #require(comments.first { $0.contains("iPhoneSE-portrait-L-@1x") })
        let accessibility = try #require(comments.first { $0.contains("iPhoneSE-portrait-AXL-@1x") })
        #expect(large.contains("1 of 250125 pixels differ"))
        #expect(!large.contains("truncated text"))
        #expect(accessibility.contains("1 of 250125 pixels differ"))
        #expect(accessibility.contains("1 finding in \"iPhoneSE-portrait-AXL-@1x\":"))
        #expect(accessibility.contains(Self.truncation))

        let report = SnapshotReport.shared
        let html = try String(contentsOf: report.indexURL, encoding: .utf8)
        let all = try #require(html.range(of: "<h2 id=\"all\">"))
        for name in ["iPhoneSE-portrait-L-@1x", "iPhoneSE-portrait-AXL-@1x"] {
            let card = try #require(html.range(of: "<section class=\"failure\" id=\"f[0-9]+\" data-name=\"\(name)\">", options: .regularExpression),
                                    "\(name)'s failure card")
            #expect(card.lowerBound < all.lowerBound)
            let diff = "images/SnapshotFindingsTests/SnapshotFindingsTests-departure-\(name.replacingOccurrences(of: "@", with: "")).diff.png"
            #expect(html.contains("<img src=\"\(diff)\" alt=\"Diff\">"), "\(name)'s diff in its card")
            #expect(FileManager.default.fileExists(atPath: report.folder.appendingPathComponent(diff).path))
        }
        // The finding, in the AX size's failure card (before the list of
        // every snapshot) and under its snapshot in that list.
        let finding = "<li>\(HTMLText.escape(Self.truncation))"
        let occurrences = html.ranges(of: finding)
        #expect(occurrences.count == 2)
        #expect(occurrences.first.map { $0.lowerBound < all.lowerBound } == true)
        #expect(html.contains("1 finding of the layout and accessibility checks:"))
    }

    /// A finding fails a configuration whose picture matches: the message
    /// says so, and the report lists it as failed with its finding.
    @Test func aFindingAloneFails() throws {
        let root = temporaryDirectory("finding")
        defer { try? FileManager.default.removeItem(at: root) }
        let references = root.appendingPathComponent("refs").path
        let report = SnapshotReport(indexURL: root.appendingPathComponent("report/index.html"))
        _ = verifySnapshots(of: DepartureController(), matrix: Self.matrix, record: .all, snapshotDirectory: references, report: report)
        let messages = verifySnapshots(of: DepartureController(), matrix: Self.matrix, record: .never, checks: .layout,
                                       snapshotDirectory: references, report: report)
        #expect(messages[0] == nil)
        let message = try #require(messages[1])
        #expect(message.hasPrefix("1 finding in \"iPhoneSE-portrait-AXL-@1x\":\n  \(Self.truncation) at 180×"))
        #expect(!message.contains("does not match"))
        let html = try String(contentsOf: report.indexURL, encoding: .utf8)
        #expect(html.contains("<title>Snapshots: 1 failed of 2</title>"))
        #expect(html.contains("<li>\(HTMLText.escape(Self.truncation))"))

        // `.accessibility` adds the audit: the same label flagged, and its
        // legend beside the snapshot.
        let audited = verifySnapshots(of: DepartureController(), matrix: Self.matrix, record: .never, checks: .all,
                                      snapshotDirectory: references, report: report)
        #expect(audited[0] == nil)
        #expect(audited[1]?.contains("accessibility: 1. \"Departs 08:45\" [staticText]: text cut off: \"Departs 08:45\"") == true)
        #expect(try String(contentsOf: report.indexURL, encoding: .utf8).contains("<pre class=\"legend\">UIWindow 375×667: "))
    }

    /// The checks alone, over a wider matrix, without drawing.
    @Test func findingsWithoutDrawing() throws {
        let found = try SnapshotMatrix.findings(make: { .viewController(DepartureController()) },
                                                matrix: [.iPhoneSE, .iPad] × [.large, .accessibilityExtraLarge], checks: .layout)
        #expect(found.count == 4)
        #expect(found[0].isEmpty && found[2].isEmpty)
        #expect(found[1].count == 1 && found[1].first?.hasPrefix(Self.truncation) == true, "\(found[1])")
        #expect(found[3].count == 1 && found[3].first?.hasPrefix(Self.truncation) == true, "\(found[3])")
    }
}
