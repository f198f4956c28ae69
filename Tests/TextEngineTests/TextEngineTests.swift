import CPangoCairo
import Foundation
import Testing
@testable import TextEngine

/// Measurements from Pango with the bundled Inter configuration. The
/// figures were read off this engine once and checked against each other
/// (line count × line height, scale independence), not taken on trust.
@Suite struct TextEngineTests {
    let engine = TextEngine.shared
    let body = FontDescription(family: "Inter", size: 17)

    @Test func theEngineKnowsOnlyInter() {
        #expect(engine.families.allSatisfy { $0.hasPrefix("Inter") }, "\(engine.families)")
        #expect(engine.hasFamily("Inter"))
        #expect(!engine.hasFamily("DejaVu Sans"))
    }

    @Test func oneLineIsOneLineHeightTall() {
        let metrics = engine.metrics(for: body)
        let measured = engine.measure(TextBlock(text: "Hello, world", font: body))
        #expect(measured.lineCount == 1)
        #expect(abs(Double(measured.size.height) - metrics.lineHeight) < 0.01)
        #expect(measured.size.width > 80 && measured.size.width < 110)
        #expect(abs(measured.firstBaseline - metrics.ascender) < 0.01)
        print("Hello, world:", measured, metrics)
    }

    @Test func wrappedTextIsItsLineCountTimesTheLineHeight() {
        let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)
        let metrics = engine.metrics(for: body)
        let measured = engine.measure(TextBlock(text: text, font: body), width: 200)
        #expect(measured.lineCount > 5)
        #expect(measured.size.width <= 200)
        #expect(abs(Double(measured.size.height) - Double(measured.lineCount) * metrics.lineHeight) < 0.01)
        let limited = engine.measure(TextBlock(text: text, font: body, lineLimit: 2), width: 200)
        #expect(limited.lineCount == 2 && limited.isTruncated)
        #expect(abs(Double(limited.size.height) - 2 * metrics.lineHeight) < 0.01)
    }

    @Test func truncationStaysWithinTheWidth() {
        let text = "A rather long title that cannot fit"
        for mode in [LineBreak.truncateTail, .truncateMiddle, .truncateHead] {
            let measured = engine.measure(TextBlock(text: text, font: body, lineBreak: mode, lineLimit: 1), width: 120)
            #expect(measured.isTruncated)
            #expect(measured.lineCount == 1)
            #expect(measured.size.width <= 120)
            #expect(measured.size.width > 90)
        }
        let short = engine.measure(TextBlock(text: "Fits", font: body, lineBreak: .truncateTail, lineLimit: 1), width: 120)
        #expect(!short.isTruncated)
    }

    @Test func boldIsWiderThanRegular() {
        let regular = engine.measure(TextBlock(text: "Weather", font: body))
        var boldFont = body
        boldFont.weight = 700
        let bold = engine.measure(TextBlock(text: "Weather", font: boldFont))
        #expect(bold.size.width > regular.size.width)
        #expect(engine.problems.isEmpty)
    }

    @Test func anUnknownFamilyIsReportedNotSilent() {
        let local = TextEngine()
        local.problemHandler = { _ in }
        _ = local.measure(TextBlock(text: "Hi", font: FontDescription(family: "Helvetica Neue", size: 12)))
        #expect(local.problems.contains { $0.description.contains("font fallback") && $0.description.contains("helvetica neue") })
    }

    @Test func aMissingFontDirectoryIsReported() {
        let local = TextEngine(fontDirectories: ["/nonexistent/fonts"])
        #expect(local.problems.first?.description.contains("no fonts found in /nonexistent/fonts") == true)
        // It still measures, with whatever the machine has.
        #expect(local.measure(TextBlock(text: "Hi", font: body)).size.width > 0)
    }

    @Test func measurementsDoNotDependOnTheDrawingScale() {
        // Drawing at scale 1 and 3 uses the same layout; the measurement
        // is made once, in points, and the engine has no notion of scale.
        let block = TextBlock(text: "Partly cloudy, 21°", font: body)
        let first = engine.measure(block)
        engine.clearCache()
        let second = engine.measure(block)
        #expect(first == second)
        for scale in [1.0, 2.0, 3.0] {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(200 * scale), Int32(40 * scale))
            let cairo = cairo_create(surface)
            cairo_scale(cairo, scale, scale)
            engine.draw(block, width: nil, in: cairo!, x: 0, y: 0)
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
            #expect(engine.measure(block) == first)
        }
    }

    @Test func runsChangeFontsWithinABlock() {
        var bold = body
        bold.weight = 700
        let text = "Rain 12 mm"
        let plain = engine.measure(TextBlock(text: text, font: body))
        let mixed = engine.measure(TextBlock(text: text, font: body, runs: [
            TextRun(range: 0..<4, font: bold, color: .black),
        ]))
        #expect(mixed.size.width > plain.size.width)
    }

    @Test func aNonFiniteLineSpacingCountsAsNone() {
        // A spacing from a file may be anything; Int32(nan) would trap.
        let text = "Rain later\nWind 12 km/h from the west"
        let none = engine.measure(TextBlock(text: text, font: body), width: 100)
        for spacing in [Double.nan, .infinity, -.infinity] {
            #expect(engine.measure(TextBlock(text: text, font: body, lineSpacing: spacing), width: 100) == none, "\(spacing)")
        }
        let huge = engine.measure(TextBlock(text: text, font: body, lineSpacing: 1e12), width: 100)
        #expect(huge.size.height == none.size.height + Double(none.lineCount - 1) * 10_000)
    }
}
