import ArgumentParser
import Foundation
import LayoutBenchmarks
import Trellis
import TrellisRender

/// `trellis demo`: lays out the forecast screen and renders it.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the forecast demo screen (390x844) to PNG, PDF or SVG, and print its frames."
    )

    @Option(help: "Output file; its extension picks the format (.png, .pdf, .svg).")
    var output = "forecast.png"

    @Option(help: "Points to pixels for PNG (1, 2 or 3).")
    var scale: Double = 3

    @Flag(help: "Render in dark mode.")
    var dark = false

    func run() throws {
        let screen = ForecastScreen.make()
        let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
        let renderer = Renderer(scale: CGFloat(scale), traitCollection: traits)
        let url = URL(fileURLWithPath: output)
        do {
            try renderer.write(screen, to: url)
        } catch {
            throw ValidationError("could not render \(output): \(error)")
        }
        print(TextDump.describe(screen))
        print("wrote \(url.path)")
    }
}
