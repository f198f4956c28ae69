import Foundation
import TrellisBenchmarks
import Storyboard
import Testing
import Trellis

/// Collects what the storyboard loader and the layout engine report while `body` runs.
private func recordingDiagnostics(_ body: () throws -> Void) rethrows -> [String] {
    final class Recorder: @unchecked Sendable {
        // Guarded by `lock`: handlers may be called from any thread.
        private let lock = NSLock()
        private var stored: [String] = []
        func append(_ message: String) { lock.withLock { stored.append(message) } }
        var messages: [String] { lock.withLock { stored } }
    }
    let recorder = Recorder()
    try StoryboardDiagnostics.$handler.withValue({ recorder.append($0.text) }) {
        try LayoutDiagnostics.$handler.withValue({ recorder.append($0.text) }, operation: body)
    }
    return recorder.messages
}

private func storyboardData() -> Data { Data(SettingsScene.storyboardXML().utf8) }

@Suite struct StoryboardBenchmarkTests {
    @Test func sceneHas201ViewsInFortyRows() throws {
        let root = try #require(try StoryboardBenchmark.loadStoryboard(storyboardData()).rootViewController?.view)
        #expect(SettingsScene.viewCount == 201)
        #expect(root.subviews.count == 40)
        #expect(root.subviews.allSatisfy { $0.subviews.count == 4 })
        // The 20 buttons each hold their title label as a subview too.
        #expect(SettingsScene.countViews(root) == 221)
    }

    @Test func storyboardLoadsAndLaysOutWithoutDiagnostics() throws {
        var window: UIWindow?
        let messages = try recordingDiagnostics { window = try StoryboardBenchmark.loadStoryboard(storyboardData()) }
        #expect(messages == [])
        #expect(window?.rootViewController?.view.subviews.last?.hasAmbiguousLayout == false)
    }

    @Test func storyboardAndCodeGiveIdenticalFrames() throws {
        let loaded = try #require(try StoryboardBenchmark.loadStoryboard(storyboardData()).rootViewController?.view)
        let built = try #require(StoryboardBenchmark.buildInCode().rootViewController?.view)
        #expect(SettingsScene.maxFrameDifference(loaded, built) == 0)
        for root in [loaded, built] {
            let rows = root.subviews
            #expect(rows[0].frame == CGRect(x: 0, y: 59, width: 393, height: 56))
            #expect(rows[39].frame == CGRect(x: 0, y: 59 + 39 * 56, width: 393, height: 56))
            #expect(rows[0].subviews[0].frame == CGRect(x: 16, y: 6, width: 129, height: 21))
            #expect(rows[0].subviews[1].frame == CGRect(x: 16, y: 29, width: 26, height: 21))
            // A switch on even rows, centred at the trailing margin; a button on odd rows.
            #expect(rows[0].subviews[2].frame == CGRect(x: 326, y: 12.5, width: 51, height: 31))
            #expect(rows[1].subviews[2].frame == CGRect(x: 336, y: 12.5, width: 41, height: 31))
            // Row 3's long detail is held to half the row's width (a 1:2 multiplier).
            #expect(rows[3].subviews[1].frame.width == 196.5)
            // Row 4's separator is half the row's width; row 5's reaches the trailing edge.
            #expect(rows[4].subviews[3].frame == CGRect(x: 16, y: 55, width: 196.5, height: 1))
            #expect(rows[5].subviews[3].frame == CGRect(x: 16, y: 55, width: 377, height: 1))
        }
    }

    @Test func hierarchiesOfDifferentShapesDifferInfinitely() {
        let a = UIView(), b = UIView()
        b.addSubview(UIView())
        #expect(SettingsScene.maxFrameDifference(a, b) == .infinity)
    }

    @Test func elementIDsAreDistinctAndInInterfaceBuilderForm() throws {
        let document = try IBDocument(data: storyboardData(), fileName: StoryboardBenchmark.fileName)
        var ids: [String] = []
        func walk(_ node: IBNode) {
            if let id = node["id"], node.name != "device" { ids.append(id) }
            node.children.forEach(walk)
        }
        walk(document.root)
        let form = /[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}/
        #expect(ids.count == Set(ids).count)
        #expect(ids.allSatisfy { $0.wholeMatch(of: form) != nil })
        #expect(document.isStoryboard)
        #expect(document.initialViewControllerID == document.viewControllers.first?["id"])
    }

    @Test func benchmarkRunsCleanly() throws {
        let result = try StoryboardBenchmark(budget: .zero, minimumSamples: 1).run()
        #expect(result.measurements.map(\.phase) == ["load", "parse", "code"])
        #expect(result.measurements.allSatisfy { $0.samples == 1 })
        #expect(result.views == 221)
        #expect(result.maxFrameDifference == 0)
    }
}
