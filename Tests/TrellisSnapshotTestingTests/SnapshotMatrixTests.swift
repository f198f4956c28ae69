import Foundation
import RainstormKit
import SnapshotTesting
import Testing
import Trellis
import TrellisExamples
import TrellisSnapshotTesting

/// A white screen with a black square, and, when asked, one more black
/// pixel: the deliberate one-pixel change.
final class SwatchController: UIViewController {
    let extraPixel: Bool
    init(extraPixel: Bool = false) {
        self.extraPixel = extraPixel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let square = UIView(frame: CGRect(x: 40, y: 80, width: 120, height: 120))
        square.backgroundColor = .label
        view.addSubview(square)
        let label = UILabel(frame: CGRect(x: 40, y: 220, width: 280, height: 40))
        label.text = "Swatch"
        view.addSubview(label)
        if extraPixel {
            let pixel = UIView(frame: CGRect(x: 300, y: 500, width: 1, height: 1))
            pixel.backgroundColor = .label
            view.addSubview(pixel)
        }
    }
}

/// A plain table of `rows` rows of 44 points.
final class LongTableController: UIViewController, UITableViewDataSource {
    let rows: Int
    init(rows: Int) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.rowHeight = 44
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }
}

func temporaryDirectory(_ name: String) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snap-\(name)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Recording, verifying and catching changes across a matrix, with the
/// library's record modes (swift-snapshot-testing's
/// SnapshotTestingConfiguration.Record: all, missing, failed, never).
@Suite struct SnapshotMatrixTests {
    static let matrix = [SnapshotConfiguration.iPhoneSE] × [.light, .dark] × .scale(1)

    @Test func recordsThenVerifiesThenCatchesAOnePixelChange() throws {
        let root = temporaryDirectory("pixel")
        defer { try? FileManager.default.removeItem(at: root) }
        let references = root.appendingPathComponent("refs").path
        let report = SnapshotReport(indexURL: root.appendingPathComponent("report/index.html"))

        // No references yet: `.missing` records them and says so.
        let first = verifySnapshots(of: SwatchController(), matrix: Self.matrix, record: .missing, snapshotDirectory: references, report: report)
        #expect(first.count == 2)
        #expect(first.allSatisfy { $0?.contains("No reference was found on disk. Automatically recorded snapshot") == true })
        let files = try FileManager.default.contentsOfDirectory(atPath: references).sorted()
        #expect(files == ["recordsThenVerifiesThenCatchesAOnePixelChange.iPhoneSE-portrait-dark-1x.png",
                          "recordsThenVerifiesThenCatchesAOnePixelChange.iPhoneSE-portrait-light-1x.png"])

        // The same screen matches.
        let second = verifySnapshots(of: SwatchController(), matrix: Self.matrix, record: .never, snapshotDirectory: references, report: report)
        #expect(second == [nil, nil])

        // One more pixel fails both, with the three files beside each other.
        let third = verifySnapshots(of: SwatchController(extraPixel: true), matrix: Self.matrix, record: .never,
                                    snapshotDirectory: references, report: report)
        let message = try #require(third[0])
        #expect(message.contains("Snapshot \"iPhoneSE-portrait-light-@1x\" does not match reference."))
        #expect(message.contains("1 of 250125 pixels differ"))
        let paths = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasSuffix(".png") && $0.hasPrefix("/") }
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == [
            "recordsThenVerifiesThenCatchesAOnePixelChange.iPhoneSE-portrait-light-1x.reference.png",
            "recordsThenVerifiesThenCatchesAOnePixelChange.iPhoneSE-portrait-light-1x.actual.png",
            "recordsThenVerifiesThenCatchesAOnePixelChange.iPhoneSE-portrait-light-1x.diff.png",
        ])
        let diff = try #require(PNGPixels(png: Data(contentsOf: URL(fileURLWithPath: paths[2]))))
        var red: [(Int, Int)] = []
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let pixel = diff.pixel(x, y)
                if pixel.r == 255 && pixel.g == 0 && pixel.b == 0 { red.append((x, y)) }
            }
        }
        #expect(red.count == 1)
        #expect(red.first.map { $0 == (300, 500) } == true)
        // The rest is the reference, faded: the square is grey, not black.
        let square = diff.pixel(100, 140)
        #expect(square.r > 150 && square.r < 230 && square.r == square.g)
        #expect(third[1] != nil)

        // The report lists the failures first, with their three images.
        let html = try String(contentsOf: report.indexURL, encoding: .utf8)
        let failures = try #require(html.range(of: "<h2 id=\"failures\">"))
        let all = try #require(html.range(of: "<h2 id=\"all\">"))
        #expect(failures.lowerBound < all.lowerBound)
        #expect(html.components(separatedBy: "<section class=\"failure\"").count - 1 == 2)
        #expect(html.contains("1 pixel changed."))
        for suffix in ["reference", "actual", "diff"] {
            let image = "images/SnapshotMatrixTests/SnapshotMatrixTests-recordsThenVerifiesThenCatchesAOnePixelChange-iPhoneSE-portrait-light-1x.\(suffix).png"
            #expect(html.contains(image))
            #expect(FileManager.default.fileExists(atPath: report.folder.appendingPathComponent(image).path))
        }
    }

    /// `.failed` writes the new image over a failing reference (and still
    /// fails); `.all` rewrites every reference.
    @Test func recordModesFailedAndAll() throws {
        let root = temporaryDirectory("modes")
        defer { try? FileManager.default.removeItem(at: root) }
        let references = root.appendingPathComponent("refs").path
        let report = SnapshotReport(indexURL: root.appendingPathComponent("report/index.html"))
        let light = [SnapshotConfiguration.iPhoneSE] × .scale(1)
        _ = verifySnapshots(of: SwatchController(), matrix: light, record: .missing, snapshotDirectory: references, report: report)
        let failed = verifySnapshots(of: SwatchController(extraPixel: true), matrix: light, record: .failed, snapshotDirectory: references, report: report)
        #expect(failed[0]?.contains("A new snapshot was automatically recorded.") == true)
        #expect(verifySnapshots(of: SwatchController(extraPixel: true), matrix: light, record: .never, snapshotDirectory: references, report: report) == [nil])
        let all = verifySnapshots(of: SwatchController(), matrix: light, record: .all, snapshotDirectory: references, report: report)
        #expect(all[0]?.contains("Record mode is on") == true)
        // The report keeps each snapshot's latest result: recorded, then passed.
        #expect(try String(contentsOf: report.indexURL, encoding: .utf8).contains("<span class=\"badge\">recorded</span>"))
        #expect(verifySnapshots(of: SwatchController(), matrix: light, record: .never, snapshotDirectory: references, report: report) == [nil])
        let html = try String(contentsOf: report.indexURL, encoding: .utf8)
        #expect(html.contains("<span class=\"badge\">passed</span>") && !html.contains("<span class=\"badge\">recorded</span>"))
    }

    /// A legend bound for the matrix is drawn from each laid-out window and
    /// shown beside its snapshot in the report.
    @Test func theLegendGoesBesideEachSnapshot() throws {
        let root = temporaryDirectory("legend")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = SnapshotReport(indexURL: root.appendingPathComponent("report/index.html"))
        let messages = SnapshotMatrix.$legend.withValue({ view in "1. \(type(of: view)) \(Int(view.bounds.width))×\(Int(view.bounds.height)) <window>" }) {
            verifySnapshots(of: SwatchController(), matrix: Self.matrix, record: .missing,
                            snapshotDirectory: root.appendingPathComponent("refs").path, report: report)
        }
        #expect(messages.count == 2)
        let html = try String(contentsOf: report.indexURL, encoding: .utf8)
        #expect(html.components(separatedBy: "<pre class=\"legend\">1. UIWindow 375×667 &lt;window&gt;</pre>").count - 1 == 2)
    }

    /// The whole table: 40 rows of 44 points below the iPhone SE's 20-point
    /// status bar, where the screen shows 15.
    @Test func wholeContentShowsEveryRow() throws {
        let png = try SnapshotHost.png(of: .viewController(LongTableController(rows: 40)),
                                       in: ([.iPhoneSE] × [.wholeContent] × .scale(1))[0])
        let pixels = try #require(PNGPixels(png: png))
        #expect(pixels.width == 375)
        #expect(pixels.height == 20 + 40 * 44)
        let screen = try #require(PNGPixels(png: SnapshotHost.png(of: .viewController(LongTableController(rows: 40)),
                                                                 in: ([.iPhoneSE] × .scale(1))[0])))
        #expect(screen.height == 667)
    }

    /// A scroll view's content, however it was sized.
    @Test func wholeContentOfAScrollView() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scroll.contentInsetAdjustmentBehavior = .never
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 1200))
        content.backgroundColor = .systemBlue
        scroll.addSubview(content)
        scroll.contentSize = content.bounds.size
        let png = try SnapshotHost.png(of: .view(scroll), in: .wholeContent.merging(.scale(1)))
        let pixels = try #require(PNGPixels(png: png))
        #expect(pixels.width == 320 && pixels.height == 1200)
        #expect(pixels.pixel(160, 1190).b > 200)
    }

    /// The same matrix drawn on one thread and on two gives the same bytes:
    /// the windows of different threads share no state (key window, current
    /// traits and graphics context are per thread; caches are locked).
    @Test func parallelDrawingMatchesSerialByteForByte() throws {
        let report = try SampleWeather.cupertino()
        let matrix = [SnapshotConfiguration.iPhoneSE, .iPad] × [.large, .accessibilityExtraLarge] × [.light, .dark] × .scale(1)
        let make = { () throws -> SnapshotSubject in .viewController(try rainstorm(report)) }
        let serial = try SnapshotMatrix.renderAll(make: make, matrix: matrix, threads: 1)
        let parallel = try SnapshotMatrix.renderAll(make: make, matrix: matrix, threads: 2)
        #expect(serial.count == 8)
        #expect(serial.allSatisfy { PNGPixels(png: $0) != nil })
        for index in matrix.indices { #expect(serial[index] == parallel[index], "\(matrix[index].name)") }
        // Twice in parallel again, with the sign-up view, so that threads interleave differently.
        let views = { () throws -> SnapshotSubject in .view(SignUpView(frame: .zero)) }
        let small = [SnapshotConfiguration.iPhoneSE, .iPhone15ProMax] × [.large, .accessibilityExtraExtraExtraLarge] × .scale(1)
        #expect(try SnapshotMatrix.renderAll(make: views, matrix: small, threads: 1) == SnapshotMatrix.renderAll(make: views, matrix: small, threads: 2))
    }

    /// A variable (one instance) is drawn in every configuration, one after
    /// another, and gives what fresh instances give.
    @Test func oneInstanceIsDrawnInEveryConfiguration() throws {
        let controller = SwatchController()
        let shared = try SnapshotMatrix.renderAll(make: { .viewController(controller) }, matrix: Self.matrix)
        let fresh = try SnapshotMatrix.renderAll(make: { .viewController(SwatchController()) }, matrix: Self.matrix)
        #expect(shared == fresh)
        #expect(shared[0] != shared[1])
        #expect(controller.view.window == nil)
    }
}

/// The weather app's first screen, as its storyboard makes it.
func rainstorm(_ report: WeatherReport) throws -> UIViewController {
    let root = try RainstormStoryboard.main().initialViewController()
    (root as? RootViewController)?.weather = report
    return root
}
