import Foundation
import TrellisRender

/// The HTML page of a test run's snapshots: every snapshot `assertSnapshots`
/// checked, grouped by test and configuration, failures first with the
/// reference, the new image and their diff and a slider to compare them,
/// and the accessibility legend beside each snapshot that has one.
///
/// It is written to `.build/snapshots/index.html` of the package holding
/// the tests (or to `TRELLIS_SNAPSHOT_REPORT`, the path of the page) after
/// every matrix, so it is complete when the run ends and up to date while
/// it runs. The page and its `images/` folder open from disk with no
/// server: relative paths, no scripts or styles from elsewhere.
///
/// The accessibility legend is `SnapshotMatrix.legend`'s text for the
/// snapshot, else the text file `<base>.accessibility.txt` beside a
/// reference `<base>.png` (the accessibility strategy's text form).
public final class SnapshotReport: @unchecked Sendable {
    /// What one snapshot came to.
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// It did not match its reference.
        case failed
        /// There was no reference and none was recorded (record mode `never`).
        case missing
        /// A reference was written (a new snapshot, or record mode `all`).
        case recorded
        /// It matched.
        case passed
    }

    /// One snapshot: a test's configuration.
    public struct Entry: Sendable {
        /// The test file's name without extension, and the test's name.
        public var file: String
        public var test: String
        /// The snapshot's name (the configuration's, with `named` before it).
        public var name: String
        public var configuration: String
        public var status: Status
        /// The failure message, if any.
        public var message: String?
        public var referencePath: String
        /// The image drawn this run.
        public var actual: Data
        /// The reference it was compared with, for a failure.
        public var reference: Data?
        public var diff: Data?
        public var changedPixels: Int?
        /// The files `SnapshotArtifacts` wrote.
        public var artifacts: [URL]?
        /// The text shown beside the snapshot (`SnapshotMatrix.legend`).
        public var legend: String?
        /// Its place in its matrix: the page lists a test's snapshots in that order.
        public var index: Int = 0
        /// What the matrix's checks (`SnapshotChecks`) found, one a line:
        /// shown under the snapshot and in its failure card.
        public var findings: [String] = []

        public init(file: String, test: String, name: String, configuration: String, status: Status, message: String? = nil,
                    referencePath: String, actual: Data, reference: Data? = nil, diff: Data? = nil, changedPixels: Int? = nil,
                    artifacts: [URL]? = nil, legend: String? = nil) {
            self.file = file
            self.test = test
            self.name = name
            self.configuration = configuration
            self.status = status
            self.message = message
            self.referencePath = referencePath
            self.actual = actual
            self.reference = reference
            self.diff = diff
            self.changedPixels = changedPixels
            self.artifacts = artifacts
            self.legend = legend
        }
    }

    /// What the page lists of an entry, kept on disk (`entries/`) so that
    /// the page can be written again from every entry of the run.
    struct Record: Codable, Equatable {
        var file: String
        var test: String
        var name: String
        var configuration: String
        var status: Status
        var message: String?
        var referencePath: String
        /// Relative to the report's folder.
        var actual: String
        var reference: String?
        var diff: String?
        var changedPixels: Int?
        var artifacts: [String]?
        var width: Int?
        var height: Int?
        var legend: String?
        var index: Int?
        var findings: [String]?
    }

    /// The report of this process's run, at `TRELLIS_SNAPSHOT_REPORT` or
    /// `.build/snapshots/index.html` of the package this file was built in
    /// (the tests' package when Trellis is checked out beside them: set the
    /// variable otherwise).
    public static let shared: SnapshotReport = {
        if let path = ProcessInfo.processInfo.environment["TRELLIS_SNAPSHOT_REPORT"], !path.isEmpty {
            return SnapshotReport(indexURL: URL(fileURLWithPath: path))
        }
        return SnapshotReport(indexURL: packageRoot(near: #filePath).appendingPathComponent(".build/snapshots/index.html"))
    }()

    /// The package folder holding `path`: the nearest folder above it with
    /// a Package.swift (the current directory if there is none).
    static func packageRoot(near path: String) -> URL {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// The page.
    public let indexURL: URL
    /// Its folder, which also holds `images/` and `entries/`.
    public var folder: URL { indexURL.deletingLastPathComponent() }

    private let lock = NSLock()
    private var started = false

    /// A report written to `indexURL` (its folder is emptied of an earlier
    /// run's images and entries when the first entry arrives).
    public init(indexURL: URL) {
        self.indexURL = indexURL
    }

    /// Adds a snapshot: its images are copied into `images/` and its entry
    /// kept in `entries/`. Failures to write are ignored (a report is no
    /// reason to fail a test).
    public func add(_ entry: Entry) {
        lock.lock()
        defer { lock.unlock() }
        let manager = FileManager.default
        let images = folder.appendingPathComponent("images", isDirectory: true)
        let entries = folder.appendingPathComponent("entries", isDirectory: true)
        if !started {
            started = true
            try? manager.removeItem(at: images)
            try? manager.removeItem(at: entries)
        }
        let base = SnapshotLocation.sanitize("\(entry.file).\(entry.test).\(entry.name)")
        let directory = images.appendingPathComponent(entry.file, isDirectory: true)
        try? manager.createDirectory(at: directory, withIntermediateDirectories: true)
        try? manager.createDirectory(at: entries, withIntermediateDirectories: true)
        func store(_ data: Data?, _ suffix: String) -> String? {
            guard let data else { return nil }
            let name = "\(base).\(suffix).png"
            guard (try? data.write(to: directory.appendingPathComponent(name))) != nil else { return nil }
            return "images/\(entry.file)/\(name)"
        }
        let pixels = PNGPixels(png: entry.actual)
        let record = Record(
            file: entry.file, test: entry.test, name: entry.name, configuration: entry.configuration, status: entry.status,
            message: entry.message, referencePath: entry.referencePath,
            actual: store(entry.actual, entry.status == .failed ? "actual" : "png") ?? "",
            reference: store(entry.reference, "reference"), diff: store(entry.diff, "diff"),
            changedPixels: entry.changedPixels, artifacts: entry.artifacts?.map(\.path),
            width: pixels?.width, height: pixels?.height,
            legend: entry.legend ?? Self.legend(for: entry.referencePath), index: entry.index,
            findings: entry.findings.isEmpty ? nil : entry.findings)
        if let json = try? JSONEncoder().encode(record) {
            try? json.write(to: entries.appendingPathComponent("\(base).json"))
        }
    }

    /// Writes the page from every entry of the run.
    public func write() {
        lock.lock()
        defer { lock.unlock() }
        let entries = folder.appendingPathComponent("entries", isDirectory: true)
        let files = (try? FileManager.default.contentsOfDirectory(at: entries, includingPropertiesForKeys: nil)) ?? []
        let records = files.filter { $0.pathExtension == "json" }
            .compactMap { try? JSONDecoder().decode(Record.self, from: Data(contentsOf: $0)) }
        let html = Self.html(records, generated: Date())
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(html.utf8).write(to: indexURL)
    }

    // MARK: - The page

    /// The accessibility legend beside a reference, if its strategy wrote one.
    static func legend(for referencePath: String) -> String? {
        let base = referencePath.hasSuffix(".png") ? String(referencePath.dropLast(4)) : referencePath
        return try? String(contentsOfFile: base + ".accessibility.txt", encoding: .utf8)
    }

    /// A path for an `src` or `href`: each component percent-encoded.
    static func url(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? String($0)
        }.joined(separator: "/")
    }

    static func html(_ records: [Record], generated: Date) -> String {
        let order: [Status: Int] = [.failed: 0, .missing: 1, .recorded: 2, .passed: 3]
        let sorted = records.sorted {
            (order[$0.status] ?? 9, $0.file, $0.test, $0.name) < (order[$1.status] ?? 9, $1.file, $1.test, $1.name)
        }
        let counts = Dictionary(grouping: records, by: \.status).mapValues(\.count)
        let formatter = ISO8601DateFormatter()
        var page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Snapshots: \(counts[.failed] ?? 0) failed of \(records.count)</title>
        <style>
        body { font: 14px/1.4 -apple-system, "Inter", "Helvetica Neue", Arial, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
        header { background: #1c1c1e; color: #fff; padding: 14px 24px; }
        header h1 { font-size: 20px; margin: 0 0 4px; }
        .counts span { margin-right: 16px; }
        main { padding: 16px 24px; }
        figure { margin: 0; }
        h2 { font-size: 17px; margin: 24px 0 8px; }
        h3 { font-size: 15px; margin: 0 0 8px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        .badge { display: inline-block; border-radius: 6px; padding: 1px 8px; color: #fff; font-size: 12px; font-weight: 600; }
        .failed .badge, .badge.failed { background: #ff3b30; } .missing .badge, .badge.missing { background: #ff9500; }
        .recorded .badge, .badge.recorded { background: #007aff; } .passed .badge, .badge.passed { background: #34c759; }
        .failure { background: #fff; border-left: 6px solid #ff3b30; border-radius: 10px; padding: 12px 16px; margin: 12px 0; }
        .failure pre { white-space: pre-wrap; font-size: 12px; background: #f2f2f7; padding: 8px; border-radius: 6px; }
        .panes { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
        .pane figcaption { font-size: 12px; color: #6e6e73; margin-bottom: 4px; }
        .pane img, .compare img { max-width: 300px; max-height: 640px; border: 1px solid #d1d1d6; image-rendering: pixelated; display: block; }
        .compare { position: relative; display: inline-block; }
        .compare .top { position: absolute; left: 0; top: 0; clip-path: inset(0 50% 0 0); }
        .toggle button { font: inherit; font-size: 12px; margin: 4px 4px 0 0; }
        .group { background: #fff; border-radius: 10px; padding: 12px 16px; margin: 12px 0; }
        .grid { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        .shot { width: 200px; }
        .shot img { max-width: 200px; max-height: 420px; border: 1px solid #d1d1d6; display: block; }
        .shot .name { font-size: 12px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; word-break: break-all; }
        .legend { font-size: 11px; white-space: pre-wrap; background: #f2f2f7; border-radius: 6px; padding: 6px; max-height: 420px; overflow: auto; }
        .withlegend { display: flex; gap: 8px; width: auto; } .withlegend .legend { width: 260px; }
        .findings { margin: 6px 0 0; padding: 6px 8px 6px 24px; background: #fff4e5; border-left: 4px solid #ff9500; border-radius: 6px;
          font-size: 11px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; word-break: break-word; }
        .shot .findings { max-width: 200px; }
        </style></head><body>
        <header><h1>Snapshots</h1><div class="counts">
        <span>\(records.count) snapshots</span><span>\(counts[.failed] ?? 0) failed</span><span>\(counts[.missing] ?? 0) missing</span>
        <span>\(counts[.recorded] ?? 0) recorded</span><span>\(counts[.passed] ?? 0) passed</span>
        <span>written \(formatter.string(from: generated))</span></div></header>
        <main>

        """
        let failures = sorted.filter { $0.status == .failed }
        if !failures.isEmpty {
            page += "<h2 id=\"failures\">Failures</h2>\n"
            for (index, record) in failures.enumerated() { page += failure(record, index: index) }
        }
        // Every snapshot by test, its configurations in the matrix's names' order.
        page += "<h2 id=\"all\">All snapshots</h2>\n"
        var groups: [(key: String, records: [Record])] = []
        let byMatrix = records.sorted { ($0.file, $0.test, $0.index ?? 0, $0.name) < ($1.file, $1.test, $1.index ?? 0, $1.name) }
        for record in byMatrix {
            let key = "\(record.file) › \(record.test)"
            if let last = groups.indices.last, groups[last].key == key { groups[last].records.append(record) } else if let existing = groups.firstIndex(where: { $0.key == key }) {
                groups[existing].records.append(record)
            } else {
                groups.append((key, [record]))
            }
        }
        for group in groups {
            page += "<section class=\"group\" data-test=\"\(HTMLText.escape(group.key))\"><h3>\(HTMLText.escape(group.key))</h3><div class=\"grid\">\n"
            for record in group.records {
                let legend = record.legend
                page += "<figure class=\"shot \(record.status.rawValue)\(legend == nil ? "" : " withlegend")\" data-name=\"\(HTMLText.escape(record.name))\">"
                page += "<div><a href=\"\(url(record.actual))\"><img src=\"\(url(record.actual))\" alt=\"\(HTMLText.escape(record.name))\" loading=\"lazy\"></a>"
                page += "<figcaption><span class=\"badge\">\(record.status.rawValue)</span> <span class=\"name\">\(HTMLText.escape(record.configuration))</span></figcaption>"
                page += findingsList(record.findings) + "</div>"
                if let legend { page += "<pre class=\"legend\">\(HTMLText.escape(legend))</pre>" }
                page += "</figure>\n"
            }
            page += "</div></section>\n"
        }
        page += """
        </main>
        <script>
        function slide(id, value) { document.getElementById(id).style.clipPath = 'inset(0 ' + (100 - value) + '% 0 0)'; }
        function flip(id) { const image = document.getElementById(id); image.style.visibility = image.style.visibility === 'hidden' ? 'visible' : 'hidden'; }
        </script>
        </body></html>

        """
        return page
    }

    /// What the checks found, as a list ("" when nothing).
    static func findingsList(_ findings: [String]?) -> String {
        guard let findings, !findings.isEmpty else { return "" }
        return "<ul class=\"findings\">" + findings.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul>"
    }

    /// A failure's card: message, the three images side by side, and the
    /// comparison (the new image over the reference, cut by a slider).
    static func failure(_ record: Record, index: Int) -> String {
        let id = "f\(index)"
        var card = "<section class=\"failure\" id=\"\(id)\" data-name=\"\(HTMLText.escape(record.name))\">"
        card += "<h3><span class=\"badge failed\">failed</span> \(HTMLText.escape(record.file)) › \(HTMLText.escape(record.test)) › \(HTMLText.escape(record.configuration))</h3>"
        if let changed = record.changedPixels { card += "<p>\(changed) pixel\(changed == 1 ? "" : "s") changed.</p>" }
        if let findings = record.findings, !findings.isEmpty {
            card += "<p>\(findings.count) finding\(findings.count == 1 ? "" : "s") of the layout and accessibility checks:</p>"
            card += findingsList(findings)
        }
        card += "<div class=\"panes\">"
        for (title, path, kind) in [("Reference", record.reference, "reference"), ("New", Optional(record.actual), "actual"), ("Diff", record.diff, "diff")] {
            guard let path else { continue }
            card += "<figure class=\"pane \(kind)\"><figcaption>\(title)</figcaption><a href=\"\(url(path))\"><img src=\"\(url(path))\" alt=\"\(title)\"></a></figure>"
        }
        if let reference = record.reference {
            card += "<figure class=\"pane\"><figcaption>Compare: reference ⟷ new</figcaption><div class=\"compare\">"
            card += "<img src=\"\(url(reference))\" alt=\"reference\"><img class=\"top\" id=\"\(id)-top\" src=\"\(url(record.actual))\" alt=\"new\">"
            card += "</div><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" oninput=\"slide('\(id)-top', this.value)\" aria-label=\"Compare\">"
            card += "<div class=\"toggle\"><button onclick=\"flip('\(id)-top')\">Toggle reference / new</button></div></figure>"
        }
        if let legend = record.legend {
            card += "<figure class=\"pane\"><figcaption>Accessibility</figcaption><pre class=\"legend\">\(HTMLText.escape(legend))</pre></figure>"
        }
        card += "</div>"
        if let message = record.message { card += "<pre>\(HTMLText.escape(message))</pre>" }
        card += "</section>\n"
        return card
    }
}
