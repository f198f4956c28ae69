import Foundation
@_spi(Internals) import SnapshotTesting
import Trellis

// MARK: - Strategies for one configuration

extension Snapshotting where Value: UIViewController, Format == Data {
    /// A view controller drawn as the root of a window of `configuration`
    /// (device, orientation, text size, appearance, direction, scale,
    /// locale, pseudolocale, whole content), as swift-snapshot-testing's
    /// `.image(on: .iPhoneSe)` on iOS, compared pixel by pixel.
    public static func image(on configuration: SnapshotConfiguration, precision: Float = 1,
                             perceptualPrecision: Float = 1) -> Snapshotting {
        let png = Snapshotting<Data, Data>.png(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: "png", diffing: png.diffing) { controller in
            SnapshotMatrix.render(.viewController(controller), in: configuration)
        }
    }
}

extension Snapshotting where Value: UIView, Format == Data {
    /// A view drawn in a window of `configuration`: at the device's width
    /// and the height it fits (or at its own size when the configuration
    /// names no device or size), compared pixel by pixel.
    public static func image(on configuration: SnapshotConfiguration, precision: Float = 1,
                             perceptualPrecision: Float = 1) -> Snapshotting {
        let png = Snapshotting<Data, Data>.png(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: "png", diffing: png.diffing) { view in
            SnapshotMatrix.render(.view(view), in: configuration)
        }
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// PNG data already drawn, compared with the reference pixel by pixel
    /// (`precision`: the fraction of pixels that must match;
    /// `perceptualPrecision`: how close a pixel must be, 1 exactly).
    public static func png(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        let tolerance = SnapshotMatrix.tolerance(perceptualPrecision)
        let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }) { reference, rendered in
            PixelComparison.compare(reference: reference, rendered: rendered, precision: Double(precision), tolerance: tolerance)
        }
        return Snapshotting(pathExtension: "png", diffing: diffing) { $0 }
    }
}

// MARK: - Matrices

/// Asserts that a view controller matches its references in every
/// configuration of `matrix`: one reference per configuration, named
/// `<test>.<configuration name>.png` (with `named`, `<test>.<named>-<configuration name>.png`)
/// in `__Snapshots__/<test file>/`, recorded and verified as
/// `assertSnapshot` does (the record mode from `record`, then
/// `withSnapshotTesting(record:)` or the `.snapshots(record:)` trait, then
/// the `SNAPSHOT_TESTING_RECORD` environment variable: `all`, `missing`,
/// `failed`, `never`).
///
///     assertSnapshots(of: SettingsViewController(),
///                     matrix: [.iPhoneSE, .iPhone15ProMax, .iPad] × [.large, .accessibilityExtraLarge] × [.light, .dark])
///
/// `value` is evaluated once per configuration when it makes a new view
/// controller each time (as `SettingsViewController()` does), and the
/// configurations are then drawn on all cores (`parallel`); when it gives
/// the same instance every time (a variable), they are drawn one after
/// another with that instance.
///
/// A configuration that does not match fails the test with a message that
/// says where its reference, its new image and their diff (changed pixels
/// in red over the faded reference) were written (`SnapshotArtifacts`),
/// and every snapshot is listed in the HTML report (`SnapshotReport`,
/// `.build/snapshots/index.html`).
///
/// `checks` (`SnapshotChecks`: `.layout`, `.accessibility`, `.all`) runs
/// the layout checks and the accessibility audit over each configuration
/// as it is drawn: a finding fails the test even where the picture
/// matches, named by view path and identifier in the message and listed
/// under the snapshot in the report.
public func assertSnapshots<Controller: UIViewController>(
    of value: @autoclosure () throws -> Controller,
    matrix: [SnapshotConfiguration],
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    parallel: Bool = true,
    checks: SnapshotChecks = [],
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotMatrix.assert(
        make: { try SnapshotSubject.viewController(value()) }, matrix: matrix, precision: precision,
        perceptualPrecision: perceptualPrecision, name: name, record: record, parallel: parallel, checks: checks,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Asserts that a view matches its references in every configuration of
/// `matrix` (see the view controller form). The view is drawn at the
/// device's width and the height Auto Layout fits it to, or at its own
/// size when the configurations name no device.
public func assertSnapshots<View: UIView>(
    of value: @autoclosure () throws -> View,
    matrix: [SnapshotConfiguration],
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    parallel: Bool = true,
    checks: SnapshotChecks = [],
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotMatrix.assert(
        make: { try SnapshotSubject.view(value()) }, matrix: matrix, precision: precision,
        perceptualPrecision: perceptualPrecision, name: name, record: record, parallel: parallel, checks: checks,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Drawing and checking a matrix of configurations.
public enum SnapshotMatrix {
    /// How many configurations are drawn at once: one per core
    /// (`ProcessInfo.activeProcessorCount`), or `TRELLIS_SNAPSHOT_THREADS`.
    public static var threadCount: Int {
        if let value = ProcessInfo.processInfo.environment["TRELLIS_SNAPSHOT_THREADS"], let count = Int(value), count >= 1 {
            return min(count, 64)
        }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The text the report shows beside each snapshot of a matrix (nil:
    /// none, or the `<base>.accessibility.txt` beside its reference). Bind
    /// it to the accessibility legend to have one for every configuration:
    /// `SnapshotMatrix.$legend.withValue({ AccessibilityAudit(of: $0).text }) { assertSnapshots(…) }`.
    /// Called on the drawing threads with the laid-out window (or view)
    /// before it is drawn.
    @TaskLocal public static var legend: (@Sendable (UIView) -> String)?

    /// The largest channel difference a pixel may have to match.
    static func tolerance(_ perceptualPrecision: Float) -> Int {
        let clamped = perceptualPrecision.isFinite ? min(max(perceptualPrecision, 0), 1) : 1
        return Int(((1 - clamped) * 255).rounded())
    }

    /// A subject drawn in a configuration, or the reason it could not be,
    /// as the data a comparison then reports ("unrenderable: …").
    static func render(_ subject: SnapshotSubject, in configuration: SnapshotConfiguration) -> Data {
        render(subject, in: configuration, checks: [], legend: nil).png
    }

    static func render(_ subject: SnapshotSubject, in configuration: SnapshotConfiguration, checks: SnapshotChecks,
                       legend: (@Sendable (UIView) -> String)?) -> SnapshotDrawing {
        do { return try SnapshotHost.draw(subject, in: configuration, checks: checks, legend: legend) } catch {
            return SnapshotDrawing(png: Data("unrenderable: \(error)".utf8))
        }
    }

    /// Draws `make()`'s subjects in every configuration, on up to `threads`
    /// threads; the PNGs in the matrix's order. `make` is called once per
    /// configuration, on the thread that draws it once its window is key
    /// (so `UIScreen.main` is the configuration's screen), except that the
    /// first two calls are made here to find out whether it makes a new
    /// subject each time: if both are the same object, every configuration
    /// is drawn with it, one after another, on one thread.
    ///
    /// Each configuration is drawn on a thread of its own making rather than
    /// the caller's, so the caller's key window (and `UIScreen.main`) is
    /// left as it was. The threads share nothing but the subjects' classes:
    /// Trellis keeps its "current" state per thread (key window, trait
    /// collection, graphics context, application) and locks its caches.
    public static func renderAll(make: () throws -> SnapshotSubject, matrix: [SnapshotConfiguration],
                                 threads: Int = SnapshotMatrix.threadCount) throws -> [Data] {
        try drawAll(make: make, matrix: matrix, threads: threads, checks: [], legend: nil).map(\.png)
    }

    /// What `checks` find in each configuration of `matrix`, without
    /// drawing or comparing anything: for running the layout checks and the
    /// accessibility audit over a wider matrix than the one whose pictures
    /// are kept. `make` is called once per configuration, on this thread,
    /// with a window of the configuration key (so that `UIScreen.main` is
    /// its screen). One list per configuration, in the matrix's order.
    ///
    ///     let found = try SnapshotMatrix.findings(make: { .viewController(SettingsViewController()) },
    ///                                             matrix: SnapshotConfiguration.allDevices × [.portrait, .landscape])
    public static func findings(make: () throws -> SnapshotSubject, matrix: [SnapshotConfiguration],
                                checks: SnapshotChecks = .all) throws -> [[String]] {
        try matrix.map { configuration in
            let subject: SnapshotSubject
            do {
                let probe = SnapshotHost.makeWindow(for: configuration)
                probe.makeKey()
                defer { probe.isHidden = true }
                subject = try make()
            }
            return SnapshotHost.findings(of: subject, in: configuration, checks: checks)
        }
    }

    /// `renderAll`, with each snapshot's `legend` text and what `checks` found.
    static func drawAll(make: () throws -> SnapshotSubject, matrix: [SnapshotConfiguration], threads: Int,
                        checks: SnapshotChecks, legend: (@Sendable (UIView) -> String)?) throws -> [SnapshotDrawing] {
        guard !matrix.isEmpty else { return [] }
        let first = try make()
        var second: SnapshotSubject?
        if matrix.count > 1 { second = try make() }
        let shared = second.map { isSame($0, first) } ?? true
        return try withoutActuallyEscaping(make) { make in
            let state = MatrixState(make: make, first: first, second: second, count: matrix.count)
            let workerCount = shared ? 1 : max(1, min(threads, matrix.count))
            let group = DispatchGroup()
            for _ in 0..<workerCount {
                group.enter()
                let thread = Thread {
                    defer { group.leave() }
                    while let index = state.nextIndex() {
                        let subject: SnapshotSubject
                        if index == 0 || shared {
                            subject = state.first
                        } else if index == 1, let second = state.second {
                            subject = second
                        } else {
                            // Key before the subject is made: see above.
                            let probe = SnapshotHost.makeWindow(for: matrix[index])
                            probe.makeKey()
                            defer { probe.isHidden = true }
                            do { subject = try state.make() } catch {
                                state.fail(error)
                                return
                            }
                        }
                        state.store(render(subject, in: matrix[index], checks: checks, legend: legend), at: index)
                    }
                }
                // Layout recursion in deep trees needs more than a
                // secondary thread's default 512 KiB.
                thread.stackSize = 16 << 20
                thread.start()
            }
            group.wait()
            state.finish()
            if let failure = state.failure { throw failure }
            return state.results.map { $0 ?? SnapshotDrawing(png: Data("unrenderable: not drawn".utf8)) }
        }
    }

    /// `2 findings in "iPhoneSE-portrait-AXL": …`, one a line.
    static func describe(findings: [String], in name: String) -> String {
        "\(findings.count) finding\(findings.count == 1 ? "" : "s") in \"\(name)\":\n" + findings.map { "  \($0)" }.joined(separator: "\n")
    }

    static func isSame(_ a: SnapshotSubject, _ b: SnapshotSubject) -> Bool {
        switch (a, b) {
        case let (.viewController(x), .viewController(y)): x === y
        case let (.view(x), .view(y)): x === y
        default: false
        }
    }

    static func assert(
        make: () throws -> SnapshotSubject, matrix: [SnapshotConfiguration], precision: Float, perceptualPrecision: Float,
        name: String?, record: SnapshotTestingConfiguration.Record?, parallel: Bool, checks: SnapshotChecks,
        fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
    ) {
        let messages = verify(make: make, matrix: matrix, precision: precision, perceptualPrecision: perceptualPrecision, name: name,
                              record: record, parallel: parallel, checks: checks, snapshotDirectory: nil, report: .shared,
                              fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        for message in messages.compactMap({ $0 }) {
            recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// The matrix checked: one failure message per configuration, nil
    /// where it matched (what `verifySnapshot` is to `assertSnapshot`).
    static func verify(
        make: () throws -> SnapshotSubject, matrix: [SnapshotConfiguration], precision: Float, perceptualPrecision: Float,
        name: String?, record: SnapshotTestingConfiguration.Record?, parallel: Bool, checks: SnapshotChecks = [], snapshotDirectory: String?,
        report: SnapshotReport, fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
    ) -> [String?] {
        guard !matrix.isEmpty else { return ["The snapshot matrix is empty: nothing was drawn."] }
        let names = matrix.map { configuration in [name, configuration.name].compactMap { $0 }.joined(separator: "-") }
        if Set(names).count < names.count {
            return ["The snapshot matrix repeats a configuration: \(names.joined(separator: ", "))."]
        }
        let drawn: [SnapshotDrawing]
        do { drawn = try drawAll(make: make, matrix: matrix, threads: parallel ? threadCount : 1, checks: checks, legend: legend) } catch {
            return ["Making the snapshot's subject threw: \(error)"]
        }
        let pngs = drawn.map(\.png)
        let strategy = Snapshotting<Data, Data>.png(precision: precision, perceptualPrecision: perceptualPrecision)
        let location = SnapshotLocation(filePath: "\(filePath)", testName: testName, snapshotDirectory: snapshotDirectory)
        var messages: [String?] = []
        for (index, configuration) in matrix.enumerated() {
            let reference = location.referenceURL(named: names[index])
            let previous = try? Data(contentsOf: reference)
            let message = verifySnapshot(of: pngs[index], as: strategy, named: names[index], record: record,
                                         snapshotDirectory: location.directory.path, fileID: fileID, file: filePath,
                                         testName: testName, line: line, column: column)
            var entry = SnapshotReport.Entry(file: location.fileName, test: location.testName, name: names[index],
                                             configuration: configuration.name, status: .passed, message: message,
                                             referencePath: reference.path, actual: pngs[index], legend: drawn[index].legend)
            entry.index = index
            entry.findings = drawn[index].findings
            if let message {
                let now = try? Data(contentsOf: reference)
                let mismatch = previous.map { strategy.diffing.diffV2($0, pngs[index]) != nil } ?? false
                // The library's own resolution of the mode (verifySnapshot):
                // with `.all` every snapshot is recorded, changed or not.
                let mode = record ?? SnapshotTestingConfiguration.current?.record ?? _record
                if let previous, mismatch, mode != .all {
                    entry.status = .failed
                    entry.reference = previous
                    let diff = SnapshotDiffImage.png(reference: previous, actual: pngs[index], tolerance: tolerance(perceptualPrecision))
                    entry.diff = diff?.png
                    entry.changedPixels = diff?.changedPixels
                    entry.artifacts = SnapshotArtifacts.write(location: location, name: names[index], reference: previous,
                                                              actual: pngs[index], diff: diff?.png)
                } else {
                    entry.status = now == nil ? .missing : .recorded
                }
                var full = message
                if let artifacts = entry.artifacts {
                    full += "\n\nReference, new image and diff (changed pixels in red):\n"
                        + artifacts.map { "  \($0.path)" }.joined(separator: "\n")
                }
                if !drawn[index].findings.isEmpty { full += "\n\n" + Self.describe(findings: drawn[index].findings, in: names[index]) }
                full += "\nReport: \(report.indexURL.path)"
                entry.message = full
                messages.append(full)
            } else if !drawn[index].findings.isEmpty {
                // The picture matches; what the checks found fails it.
                let full = Self.describe(findings: drawn[index].findings, in: names[index]) + "\nReport: \(report.indexURL.path)"
                entry.status = .failed
                entry.message = full
                messages.append(full)
            } else {
                messages.append(nil)
            }
            report.add(entry)
        }
        report.write()
        return messages
    }
}

/// Checks a view controller in every configuration of `matrix`, as
/// `assertSnapshots(of:matrix:…)` does, and returns one failure message per
/// configuration (nil where it matched) instead of failing the test: for
/// assertion helpers of your own, as swift-snapshot-testing's
/// `verifySnapshot`. `snapshotDirectory` replaces `__Snapshots__/<file>`,
/// `report` the shared report.
public func verifySnapshots<Controller: UIViewController>(
    of value: @autoclosure () throws -> Controller,
    matrix: [SnapshotConfiguration],
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    parallel: Bool = true,
    checks: SnapshotChecks = [],
    snapshotDirectory: String? = nil,
    report: SnapshotReport = .shared,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> [String?] {
    SnapshotMatrix.verify(
        make: { try SnapshotSubject.viewController(value()) }, matrix: matrix, precision: precision,
        perceptualPrecision: perceptualPrecision, name: name, record: record, parallel: parallel, checks: checks,
        snapshotDirectory: snapshotDirectory,
        report: report, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Where swift-snapshot-testing keeps a test's references, computed as it
/// does (`verifySnapshot`): `__Snapshots__/<test file name>/` beside the
/// test file, files named `<sanitized test name>.<sanitized name>.png`.
struct SnapshotLocation {
    let directory: URL
    let fileName: String
    let testName: String
    let testFile: String

    init(filePath: String, testName: String, snapshotDirectory: String? = nil) {
        let file = URL(fileURLWithPath: filePath, isDirectory: false)
        fileName = file.deletingPathExtension().lastPathComponent
        testFile = filePath
        directory = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
        self.testName = Self.sanitize(testName)
    }

    func referenceURL(named name: String) -> URL {
        directory.appendingPathComponent("\(testName).\(Self.sanitize(name)).png")
    }

    /// swift-snapshot-testing's `sanitizePathComponent`: runs of non-word
    /// characters become one dash, none at either end.
    static func sanitize(_ string: String) -> String {
        string.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }
}

/// The files a failed comparison leaves for a person to look at.
public enum SnapshotArtifacts {
    /// Where they go: `SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's
    /// variable; it writes its own copy of the new image there too), else
    /// `.build/snapshots/artifacts` of the package that holds the tests.
    public static func directory(near testFile: String) -> URL {
        if let path = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return SnapshotReport.packageRoot(near: testFile).appendingPathComponent(".build/snapshots/artifacts", isDirectory: true)
    }

    /// Writes `<test>.<name>.reference.png`, `.actual.png` and `.diff.png`
    /// side by side in `<directory>/<test file name>/`; their URLs, or nil
    /// if the directory cannot be written.
    static func write(location: SnapshotLocation, name: String, reference: Data, actual: Data, diff: Data?) -> [URL]? {
        let folder = directory(near: location.testFile).appendingPathComponent(location.fileName, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let base = "\(location.testName).\(SnapshotLocation.sanitize(name))"
            var urls: [URL] = []
            for (suffix, data) in [("reference", reference), ("actual", actual), ("diff", diff)] {
                guard let data else { continue }
                let url = folder.appendingPathComponent("\(base).\(suffix).png")
                try data.write(to: url)
                urls.append(url)
            }
            return urls
        } catch {
            return nil
        }
    }
}

/// What the threads drawing a matrix share: the next configuration to
/// take, the PNGs, the first error. Locked; the subjects and `make` are
/// used by one thread at a time (each configuration has its own subject,
/// or one thread draws them all), and the threads are joined before
/// `renderAll` returns, which is why it is `@unchecked Sendable`.
final class MatrixState: @unchecked Sendable {
    /// Dropped once the threads are done (`finish()`): the threads' blocks
    /// may outlive `renderAll`, and `make` must not.
    private var storedMake: (() throws -> SnapshotSubject)?
    let first: SnapshotSubject
    let second: SnapshotSubject?
    private let lock = NSLock()
    private var next = 0
    private(set) var results: [SnapshotDrawing?]
    private(set) var failure: Error?

    init(make: @escaping () throws -> SnapshotSubject, first: SnapshotSubject, second: SnapshotSubject?, count: Int) {
        storedMake = make
        self.first = first
        self.second = second
        results = Array(repeating: nil, count: count)
    }

    func make() throws -> SnapshotSubject {
        lock.lock()
        let make = storedMake
        lock.unlock()
        guard let make else { throw CancellationError() }
        return try make()
    }

    func finish() {
        lock.lock()
        storedMake = nil
        lock.unlock()
    }

    /// The next configuration to draw; nil when all are taken or one failed.
    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil, next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: SnapshotDrawing, at index: Int) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func fail(_ error: Error) {
        lock.lock()
        if failure == nil { failure = error }
        lock.unlock()
    }
}
