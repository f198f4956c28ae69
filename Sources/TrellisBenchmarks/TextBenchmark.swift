import TrellisConstraintSystems
import CPangoCairo
import Foundation
import TextEngine
import Trellis
import TrellisRender

/// Text measurements per second, raw and cached, the time to render the
/// forecast screen to PNG at scale 3, and the time to measure and draw
/// 10 KB to 1 MB of text.
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

    /// Label measurements per second through `UILabel`, as a screen makes
    /// them: `new` makes a label, sets its text (one of 2,000 distinct
    /// phrases) and reads its `intrinsicContentSize`, with the text
    /// engine's cache emptied before each round of 2,000 (every text is
    /// shaped); `newCached` does the same with the cache warm (a screen
    /// built again); `cached` reads the intrinsic size of labels already
    /// measured after setting their text again to another measured phrase
    /// (a reused cell).
    public func labelsPerSecond() -> (new: Double, newCached: Double, cached: Double) {
        let texts = (0..<2000).map { "\(Self.phrases[$0 % Self.phrases.count]) \($0)" }
        let clock = ContinuousClock()
        func rate(_ body: () -> Int) -> Double {
            var count = 0
            let start = clock.now
            while clock.now - start < budget { count += body() }
            let elapsed = (clock.now - start).components
            return Double(count) / (Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        }
        var sink: CGFloat = 0
        func makeLabels() -> Int {
            for text in texts {
                let label = UILabel()
                label.text = text
                sink += label.intrinsicContentSize.width
            }
            return texts.count
        }
        _ = makeLabels()
        let new = rate {
            TextEngine.shared.clearCache()
            return makeLabels()
        }
        _ = makeLabels()
        let newCached = rate(makeLabels)
        let labels = texts.map { text -> UILabel in
            let label = UILabel()
            label.text = text
            return label
        }
        var round = 0
        let cached = rate {
            round += 1
            for (index, label) in labels.enumerated() {
                label.text = texts[(index + round) % texts.count]
                sink += label.intrinsicContentSize.width
            }
            return labels.count
        }
        precondition(sink > 0)
        return (new, newCached, cached)
    }

    /// The same, with the text engine's cache of word advances on or off
    /// (`TextEngine.cachesWordAdvances`), to show what it saves.
    public func labelsPerSecond(cachingWordAdvances: Bool) -> (new: Double, newCached: Double, cached: Double) {
        let before = TextEngine.shared.cachesWordAdvances
        TextEngine.shared.cachesWordAdvances = cachingWordAdvances
        defer { TextEngine.shared.cachesWordAdvances = before }
        return labelsPerSecond()
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

    /// Sizes of the long texts, in bytes.
    public static let longTextSizes = [10_000, 100_000, 1_000_000]

    /// One kind of long text: lines of about 45 bytes (1 MB is 22,000
    /// lines, as in issue 16's report) or a single paragraph.
    public enum LongTextShape: String, Sendable, CaseIterable {
        case lines, paragraph
    }

    /// Prose in words of the weather app, `bytes` long, in lines of about
    /// 45 bytes or as one paragraph.
    public static func longText(bytes: Int, shape: LongTextShape) -> String {
        let words = ["Rain", "showers", "expected", "in", "the", "afternoon,", "wind", "12", "km", "from", "the", "west.",
                     "Partly", "cloudy", "with", "sunny", "spells", "and", "a", "chance", "of", "thunderstorms", "later."]
        var text = ""
        text.reserveCapacity(bytes + 16)
        var line = 0, index = 0
        while text.utf8.count < bytes {
            let word = words[index % words.count]
            index += 1
            if line > 0, shape == .lines, line + word.utf8.count > 45 {
                text += "\n"
                line = 0
            } else if !text.isEmpty {
                text += " "
                line += 1
            }
            text += word
            line += word.utf8.count
        }
        return text
    }

    /// For each size and shape: the median time to measure the text at a
    /// width of 390 points from an empty cache, and to draw it (measured
    /// beforehand) into a 390×844-point image at scale 3, of which it fills
    /// the top. At least `minimumSamples` samples, more while the budget lasts.
    public func longText(sizes: [Int] = longTextSizes, shapes: [LongTextShape] = LongTextShape.allCases,
                         minimumSamples: Int = 3) -> [SolverBenchmark.Measurement] {
        let engine = TextEngine()
        let font = FontDescription(family: "Inter", size: 17)
        let clock = ContinuousClock()
        var results: [SolverBenchmark.Measurement] = []
        func sample(_ work: () -> Void) -> (Double, Int) {
            var samples: [Duration] = []
            let start = clock.now
            while samples.count < minimumSamples || clock.now - start < budget {
                samples.append(clock.measure(work))
            }
            return (SolverBenchmark.median(samples), samples.count)
        }
        for shape in shapes {
            for size in sizes {
                let block = TextBlock(text: Self.longText(bytes: size, shape: shape), font: font)
                let name = "\(shape.rawValue)-\(size / 1000)KB"
                let (measure, measureSamples) = sample {
                    engine.clearCache()
                    _ = engine.measure(block, width: 390)
                }
                results.append(SolverBenchmark.Measurement(workload: name, phase: "measure", medianMicroseconds: measure, samples: measureSamples))
                _ = engine.measure(block, width: 390)
                let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 390 * 3, 844 * 3)
                defer { cairo_surface_destroy(surface) }
                let (draw, drawSamples) = sample {
                    let cairo = cairo_create(surface)!
                    cairo_scale(cairo, 3, 3)
                    cairo_set_source_rgb(cairo, 1, 1, 1)
                    cairo_paint(cairo)
                    engine.draw(block, width: 390, in: cairo, x: 0, y: 0)
                    cairo_destroy(cairo)
                }
                results.append(SolverBenchmark.Measurement(workload: name, phase: "draw-390x844@3x", medianMicroseconds: draw, samples: drawSamples))
            }
        }
        return results
    }
}
