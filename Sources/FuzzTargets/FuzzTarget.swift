import Foundation

/// The fuzz targets, each named after its corpus folder (`Fuzz/Corpus/<name>`).
///
/// Every target is a function `(Data) -> Void` that must return, whatever
/// the bytes: a trap, a hang or unbounded memory is a bug in the code it
/// drives (or, for the solver, a required constraint the solution breaks).
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `ConstraintSystem(json:)` and the solver, or the solver driven by an
    /// operation stream (see `fuzzSolver`).
    case solver
    /// The bytes as a storyboard and as a xib, laid out in a window.
    case storyboard
    /// `UIImage(data:)`, drawn into a small bitmap.
    case image

    public func run(_ data: Data) {
        switch self {
        case .solver: fuzzSolver(data)
        case .storyboard: fuzzStoryboard(data)
        case .image: fuzzImage(data)
        }
    }

    /// Runs each file (or each file in each folder) of `paths` through the
    /// target, naming it on standard error first (and, for the solver with
    /// `FUZZ_TRACE` set, the operations it decodes to): built without libFuzzer, a
    /// target's executable replays crash inputs this way, and when one traps
    /// the last name printed is the input that did it.
    ///
    /// - Returns: 0, or 1 if a path could not be read.
    public func replay(paths: [String]) -> Int32 {
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: fuzz-\(rawValue) FILE|FOLDER...\n".utf8))
            return 1
        }
        var status: Int32 = 0
        for path in paths {
            for file in Self.files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("fuzz-\(rawValue): cannot read \(file)\n".utf8))
                    status = 1
                    continue
                }
                FileHandle.standardError.write(Data("fuzz-\(rawValue): \(file)\n".utf8))
                if self == .solver, ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil {
                    FileHandle.standardError.write(Data(solverTrace(data).utf8))
                }
                run(data)
            }
        }
        return status
    }

    /// The files directly inside a folder, sorted, or the path itself.
    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
}
