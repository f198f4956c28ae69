import Foundation
import FuzzTargets
import Testing

/// A file of `Fuzz/Corpus/<target>`, the input and the target it is for.
struct CorpusFile: CustomTestStringConvertible, Sendable {
    var target: FuzzTarget
    var url: URL

    var testDescription: String { "\(target.rawValue)/\(url.lastPathComponent)" }

    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    static func files(of target: FuzzTarget) -> [CorpusFile] {
        let folder = corpus.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { CorpusFile(target: target, url: folder.appendingPathComponent($0)) }
    }

    static var all: [CorpusFile] { FuzzTarget.allCases.flatMap(files(of:)) }
}

/// Every seed and every input that once crashed goes through its target's
/// function without libFuzzer, so `swift test` keeps each past crash fixed.
/// Serialized: the targets build windows, and a window belongs to one thread.
@Suite(.serialized) struct CorpusReplayTests {
    @Test(arguments: CorpusFile.all)
    func aCorpusFileRunsThroughItsTargetWithoutTrapping(file: CorpusFile) throws {
        let data = try Data(contentsOf: file.url)
        file.target.run(data)
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyTargetHasSeeds(target: FuzzTarget) {
        #expect(CorpusFile.files(of: target).count >= 5)
    }

    @Test func everyCorpusFolderIsATargetsName() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: CorpusFile.corpus.path).filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(FuzzTarget.allCases.map(\.rawValue)))
    }
}
