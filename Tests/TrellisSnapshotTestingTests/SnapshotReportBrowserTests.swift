import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// Debian's Chromium, if installed (`make test` installs it).
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs headless Chromium on a file with `arguments`, in a profile of its
    /// own (other Chromiums may run at the same time); its standard output.
    static func run(_ arguments: [String], page: URL, in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage",
                             "--user-data-dir=\(folder.appendingPathComponent("profile").path)"] + arguments + [page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The HTML report opened from disk in headless Chromium (no server): it
/// shows the failure first, with its diff image loaded by relative path.
@Suite(.enabled(if: Chromium.path != nil, "Chromium is not installed (apt-get install chromium)"))
struct SnapshotReportBrowserTests {
    @Test func theReportOpensFromDiskWithTheFailureAndItsDiff() throws {
        let root = temporaryDirectory("browser")
        defer { try? FileManager.default.removeItem(at: root) }
        let references = root.appendingPathComponent("refs").path
        let report = SnapshotReport(indexURL: root.appendingPathComponent("report/index.html"))
        let matrix = [SnapshotConfiguration.iPhoneSE] × .scale(1)
        // A reference of one screen, then another screen checked against it:
        // most of the diff is red. And one that matches, listed after it.
        _ = verifySnapshots(of: SwatchController(), matrix: matrix, named: "changed", record: .all, snapshotDirectory: references, report: report)
        _ = verifySnapshots(of: SwatchController(), matrix: matrix, named: "same", record: .all, snapshotDirectory: references, report: report)
        let messages = verifySnapshots(of: LongTableController(rows: 30), matrix: matrix, named: "changed", record: .never,
                                       snapshotDirectory: references, report: report)
        #expect(messages[0] != nil)
        #expect(verifySnapshots(of: SwatchController(), matrix: matrix, named: "same", record: .never, snapshotDirectory: references, report: report) == [nil])

        // The page's structure: the failure section first, then every snapshot.
        let dom = try Chromium.run(["--dump-dom"], page: report.indexURL, in: root)
        let failure = try #require(dom.range(of: "class=\"failure\""))
        let all = try #require(dom.range(of: "id=\"all\""))
        #expect(failure.lowerBound < all.lowerBound)
        #expect(dom.contains("data-name=\"changed-iPhoneSE-portrait-@1x\""))
        #expect(dom.contains("data-name=\"same-iPhoneSE-portrait-@1x\""))

        // The picture: the dark header, and the diff image drawn (pure red
        // is in no style of the page, only in the diff).
        let screenshot = root.appendingPathComponent("report.png")
        _ = try Chromium.run(["--screenshot=\(screenshot.path)", "--window-size=1200,1000"], page: report.indexURL, in: root)
        let pixels = try #require(PNGPixels(png: Data(contentsOf: screenshot)))
        #expect(pixels.width == 1200 && pixels.height == 1000)
        let header = pixels.pixel(5, 5)
        #expect(header.r == 0x1c && header.g == 0x1c && header.b == 0x1e)
        var red = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels.pixel(x, y)
                if pixel.r > 240 && pixel.g < 20 && pixel.b < 20 { red += 1 }
            }
        }
        #expect(red > 5_000, "the diff image should show, mostly red, in the failure card")
        if let keep = ProcessInfo.processInfo.environment["TRELLIS_REPORT_SCREENSHOT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: screenshot, to: URL(fileURLWithPath: keep))
        }
    }

    /// Issue 23's "one-pixel change and a truncation at AX sizes, with the
    /// diff and the finding visible in the report", as a browser shows it:
    /// both failure cards, each with its diff image, and the truncation
    /// finding (orange, naming the label by path and identifier) in the
    /// second. With `TRELLIS_REPORT_SCREENSHOT` set, the screenshot is kept
    /// there (docs/snapshot-report.png is one).
    @Test func theReportShowsTheDiffAndTheFinding() throws {
        let root = temporaryDirectory("browser-finding")
        defer { try? FileManager.default.removeItem(at: root) }
        let references = root.appendingPathComponent("refs").path
        let report = SnapshotReport(indexURL: root.appendingPathComponent("report/index.html"))
        _ = verifySnapshots(of: DepartureController(), matrix: SnapshotFindingsTests.matrix, named: "departure", record: .all,
                            snapshotDirectory: references, report: report)
        let messages = verifySnapshots(of: DepartureController(extraPixel: true), matrix: SnapshotFindingsTests.matrix, named: "departure",
                                       record: .never, checks: .all, snapshotDirectory: references, report: report)
        #expect(messages.allSatisfy { $0 != nil })

        let dom = try Chromium.run(["--dump-dom"], page: report.indexURL, in: root)
        let all = try #require(dom.range(of: "id=\"all\""))
        let second = try #require(dom.range(of: "data-name=\"departure-iPhoneSE-portrait-AXL-@1x\""))
        #expect(second.lowerBound < all.lowerBound)
        let card = dom[second.lowerBound..<all.lowerBound]
        #expect(card.contains("alt=\"Diff\""))
        #expect(card.contains("<li>truncated text: UIWindow &gt; DepartureController.view &gt; UILabel &quot;Departs 08:45&quot; [id &quot;departure&quot;]")
                || card.contains("<li>truncated text: UIWindow &gt; DepartureController.view &gt; UILabel \"Departs 08:45\" [id \"departure\"]"))

        // The picture: the diff's red pixel is one pixel of a 300-point-wide
        // image, so what shows is the finding's orange border (#ff9500,
        // the list's left edge) in a failure card.
        let screenshot = root.appendingPathComponent("report.png")
        _ = try Chromium.run(["--screenshot=\(screenshot.path)", "--window-size=1400,1100"], page: report.indexURL, in: root)
        let pixels = try #require(PNGPixels(png: Data(contentsOf: screenshot)))
        var orange = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels.pixel(x, y)
                if pixel.r == 0xff && abs(Int(pixel.g) - 0x95) <= 2 && pixel.b < 8 { orange += 1 }
            }
        }
        #expect(orange > 100, "the finding's border should show")
        if let keep = ProcessInfo.processInfo.environment["TRELLIS_REPORT_SCREENSHOT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: screenshot, to: URL(fileURLWithPath: keep))
        }
    }
}
