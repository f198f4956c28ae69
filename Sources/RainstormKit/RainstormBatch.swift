import Dispatch
import Foundation
import Trellis
import TrellisRender

/// Renders the app many times across devices, orientations and text sizes,
/// on every core: the batch benchmark of issue 9, and a way to make a
/// gallery. Each render is independent (its own window), so the cores share
/// nothing but the text engine's cache, which is locked.
public enum RainstormBatch {
    public struct Variant: Sendable {
        public var device: Device
        public var landscape: Bool
        public var textSize: UIContentSizeCategory
    }

    /// `count` variants cycling through devices, orientations and text sizes.
    public static func variants(_ count: Int) -> [Variant] {
        let sizes: [UIContentSizeCategory] = [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        var result: [Variant] = []
        var index = 0
        while result.count < count {
            let device = Device.all[index % Device.all.count]
            result.append(Variant(device: device, landscape: (index / Device.all.count) % 2 == 1, textSize: sizes[(index / 2) % sizes.count]))
            index += 1
        }
        return result
    }

    /// Renders every variant to PNG on `threads` threads; returns the bytes written.
    public static func render(_ variants: [Variant], report: WeatherReport, threads: Int) throws -> Int {
        let lock = NSLock()
        nonisolated(unsafe) var total = 0
        nonisolated(unsafe) var failure: Error?
        let work = variants
        DispatchQueue.concurrentPerform(iterations: max(1, threads)) { thread in
            for index in stride(from: thread, to: work.count, by: max(1, threads)) {
                let variant = work[index]
                do {
                    let window = try RainstormScreen.make(report: report, device: variant.device, landscape: variant.landscape, textSize: variant.textSize)
                    let data = try Renderer(scale: window.screen.scale, traitCollection: window.traitCollection).render(window, as: .png)
                    lock.withLock { total += data.count }
                } catch {
                    lock.withLock { failure = error }
                }
            }
        }
        if let failure { throw failure }
        return total
    }
}
