import ConstraintSystems
import Foundation
import TextEngine
import Trellis
import TrellisRender

/// Text measurements per second, raw and cached, and the time to render the
/// forecast screen to PNG at scale 3.
public struct TextBenchmark {
    public var budget: Duration

    public init(budget: Duration = .milliseconds(1000)) {
        self.budget = budget
    }

    /// Distinct short labels, as a screen's text is.
    static let phrases = ["Today", "Partly cloudy", "Rain showers expected", "21°", "Wind 12 km/h", "Humidity 64%",
                          "Sunrise 06:42", "Thunderstorms in the afternoon", "Feels like 19°", "UV index 5"]

    /// (measurements per second raw, cached)
    public func measurementsPerSecond() -> (raw: Double, cached: Double) {
        let engine = TextEngine()
        let font = FontDescription(family: "Inter", size: 17)
        let blocks = (0..<2000).map { TextBlock(text: "\(Self.phrases[$0 % Self.phrases.count]) \($0)", font: font) }
        let clock = ContinuousClock()
        func rate(clearing: Bool) -> Double {
            var count = 0
            let start = clock.now
            while clock.now - start < budget {
                if clearing { engine.clearCache() }
                for block in blocks { _ = engine.measure(block, width: 200) }
                count += blocks.count
            }
            let elapsed = (clock.now - start).components
            return Double(count) / (Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        }
        for block in blocks { _ = engine.measure(block, width: 200) }
        let cached = rate(clearing: false)
        let raw = rate(clearing: true)
        return (raw, cached)
    }

    /// One way of writing the forecast screen's PNG: its median time and file size.
    public struct RenderFigure: Sendable {
        public var writer: String
        public var measurement: SolverBenchmark.Measurement
        public var bytes: Int
    }

    /// Median time to render the forecast screen (built and laid out
    /// beforehand) to PNG at scale 3, with Trellis's PNG writer and, side by
    /// side, Cairo's own; and the number of views drawn.
    public func renderForecast() throws -> (figures: [RenderFigure], views: Int) {
        let screen = ForecastScreen.make()
        screen.layoutIfNeeded()
        var views = 0
        func count(_ view: UIView) { views += 1; view.subviews.forEach(count) }
        count(screen)
        let clock = ContinuousClock()
        var figures: [RenderFigure] = []
        for (name, writer) in [("trellis", Renderer.PNGWriter.fast), ("cairo", .cairo)] {
            var renderer = Renderer(scale: 3)
            renderer.pngWriter = writer
            var samples: [Duration] = []
            var bytes = 0
            let start = clock.now
            while samples.count < 7 || clock.now - start < budget {
                samples.append(try clock.measure { bytes = try renderer.render(screen, as: .png).count })
            }
            figures.append(RenderFigure(writer: name, measurement: SolverBenchmark.Measurement(
                workload: "forecast-390x844@3x", phase: "png-\(name)", medianMicroseconds: SolverBenchmark.median(samples), samples: samples.count), bytes: bytes))
        }
        return (figures, views)
    }
}
