import ArgumentParser
import Foundation
import RainstormKit
import Trellis
import TrellisRender

/// `rainstorm`: the weather app of SPEC §6, rendered for a device.
@main
struct Rainstorm: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the Rainstorm weather app for a device: from the bundled sample by default, from Open-Meteo with --live."
    )

    static let places: [String: (latitude: Double, longitude: Double)] = [
        "cupertino": (37.32, -122.03), "brussels": (50.85, 4.35), "london": (51.51, -0.13),
        "new-york": (40.71, -74.01), "tokyo": (35.68, 139.69), "sydney": (-33.87, 151.21),
    ]

    static let devices: [String: Device] = [
        "iphone-se": .iPhoneSE3, "iphone-15": .iPhone15, "iphone-15-pro": .iPhone15Pro,
        "iphone-15-pro-max": .iPhone15ProMax, "ipad": .iPad10, "ipad-pro": .iPadPro12_9,
    ]

    static let textSizes: [String: UIContentSizeCategory] = [
        "xs": .extraSmall, "s": .small, "m": .medium, "l": .large, "xl": .extraLarge, "xxl": .extraExtraLarge,
        "xxxl": .extraExtraExtraLarge, "ax1": .accessibilityMedium, "ax2": .accessibilityLarge, "ax3": .accessibilityExtraLarge,
        "ax4": .accessibilityExtraExtraLarge, "ax5": .accessibilityExtraExtraExtraLarge,
    ]

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case png, pdf, svg, text
    }

    @Option(help: "Latitude of the place (with --longitude).")
    var latitude: Double?

    @Option(help: "Longitude of the place (with --latitude).")
    var longitude: Double?

    @Option(help: "A known place: \(places.keys.sorted().joined(separator: ", ")).")
    var location: String?

    @Flag(help: "Fetch live data from Open-Meteo (falls back to the last good answer, then to the sample).")
    var live = false

    @Option(help: "Device: \(devices.keys.sorted().joined(separator: ", ")).")
    var device = "iphone-15"

    @Flag(help: "Landscape orientation.")
    var landscape = false

    @Option(name: .customLong("text-size"), help: "Text size: \(textSizes.keys.sorted().joined(separator: ", ")) (l is the default).")
    var textSize = "l"

    @Flag(help: "Dark mode.")
    var dark = false

    @Option(help: "Output format: png, pdf, svg or text.")
    var format: Format = .png

    @Option(help: "Output file (default: rainstorm.<format>).")
    var output: String?

    @Option(help: ArgumentHelp("Benchmark: render this many variants (devices, orientations, text sizes) on one thread and then on every core, and print the times.", visibility: .hidden))
    var benchmarkBatch: Int?

    mutating func validate() throws {
        guard Self.devices[device] != nil else { throw ValidationError("unknown device \"\(device)\"; choose from \(Self.devices.keys.sorted().joined(separator: ", "))") }
        guard Self.textSizes[textSize] != nil else { throw ValidationError("unknown text size \"\(textSize)\"; choose from \(Self.textSizes.keys.sorted().joined(separator: ", "))") }
        if let location, Self.places[location.lowercased()] == nil {
            throw ValidationError("unknown location \"\(location)\"; choose from \(Self.places.keys.sorted().joined(separator: ", ")) or give --latitude and --longitude")
        }
        if (latitude == nil) != (longitude == nil) { throw ValidationError("give both --latitude and --longitude") }
        if let latitude, !(-90...90).contains(latitude) { throw ValidationError("latitude \(latitude) is not between -90 and 90") }
        if let longitude, !(-180...180).contains(longitude) { throw ValidationError("longitude \(longitude) is not between -180 and 180") }
    }

    func run() async throws {
        if let count = benchmarkBatch { return try batch(count) }
        let place = location.flatMap { Self.places[$0.lowercased()] } ?? (latitude.map { ($0, longitude!) } ?? Self.places["cupertino"]!)
        let (report, source, problem) = await WeatherService().weather(latitude: place.0, longitude: place.1, live: live)
        if let problem { FileHandle.standardError.write(Data("rainstorm: \(problem); showing \(source == .cache ? "the last good answer" : "the bundled sample")\n".utf8)) }
        let window = try RainstormScreen.make(report: report, device: Self.devices[device]!, landscape: landscape,
                                          textSize: Self.textSizes[textSize]!, dark: dark)
        let path = output ?? "rainstorm.\(format.rawValue)"
        let url = URL(fileURLWithPath: path)
        if format == .text {
            try Data((TextDump.describe(window) + "\n").utf8).write(to: url)
        } else {
            try Renderer(scale: window.screen.scale, traitCollection: window.traitCollection).write(window, to: url)
        }
        print(TextDump.boxes(window, pointsPerColumn: 8))
        print("wrote \(url.path) (\(source == .live ? "live Open-Meteo data" : source == .cache ? "cached Open-Meteo data" : "bundled sample data"))")
    }

    func batch(_ count: Int) throws {
        let report = try SampleWeather.cupertino()
        let variants = RainstormBatch.variants(count)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        _ = try RainstormBatch.render(Array(variants.prefix(6)), report: report, threads: 1) // warm up fonts and caches
        let clock = ContinuousClock()
        for threads in [1, cores] {
            var bytes = 0
            let elapsed = try clock.measure { bytes = try RainstormBatch.render(variants, report: report, threads: threads) }
            let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            print("\(count) renders on \(threads) thread(s): \(String(format: "%.0f", ms)) ms (\(String(format: "%.1f", ms / Double(count))) ms each), \(bytes / 1024) KiB")
        }
    }
}
