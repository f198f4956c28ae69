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

    enum Place: String, ExpressibleByArgument, CaseIterable {
        case cupertino, brussels, london, newYork = "new-york", tokyo, sydney

        /// Place names are matched in any case ("Tokyo").
        init?(argument: String) { self.init(rawValue: argument.lowercased()) }

        var coordinates: (latitude: Double, longitude: Double) {
            switch self {
            case .cupertino: (37.32, -122.03)
            case .brussels: (50.85, 4.35)
            case .london: (51.51, -0.13)
            case .newYork: (40.71, -74.01)
            case .tokyo: (35.68, 139.69)
            case .sydney: (-33.87, 151.21)
            }
        }
    }

    enum DeviceName: String, ExpressibleByArgument, CaseIterable {
        case iPhoneSE = "iphone-se", iPhone15 = "iphone-15", iPhone15Pro = "iphone-15-pro", iPhone15ProMax = "iphone-15-pro-max"
        case iPad = "ipad", iPadPro = "ipad-pro"

        var device: Device {
            switch self {
            case .iPhoneSE: .iPhoneSE3
            case .iPhone15: .iPhone15
            case .iPhone15Pro: .iPhone15Pro
            case .iPhone15ProMax: .iPhone15ProMax
            case .iPad: .iPad10
            case .iPadPro: .iPadPro12_9
            }
        }
    }

    enum TextSize: String, ExpressibleByArgument, CaseIterable {
        case xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5

        var category: UIContentSizeCategory {
            switch self {
            case .xs: .extraSmall
            case .s: .small
            case .m: .medium
            case .l: .large
            case .xl: .extraLarge
            case .xxl: .extraExtraLarge
            case .xxxl: .extraExtraExtraLarge
            case .ax1: .accessibilityMedium
            case .ax2: .accessibilityLarge
            case .ax3: .accessibilityExtraLarge
            case .ax4: .accessibilityExtraExtraLarge
            case .ax5: .accessibilityExtraExtraExtraLarge
            }
        }
    }

    enum Format: String, ExpressibleByArgument, CaseIterable, OutputFormat {
        case png, pdf, svg, text

        var fileExtension: String { self == .text ? "txt" : rawValue }
    }

    /// argument-parser's `main()`, with every refusal in one line (see
    /// `CommandLineMessage`): an unknown `--device` lists the devices on the
    /// same line; help prints as usual.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand { try await command.run() } else { try command.run() }
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }
            let text = CommandLineMessage.oneLine(message(for: error))
            if !text.isEmpty { FileHandle.standardError.write(Data("Error: \(text)\n".utf8)) }
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }

    /// The most renders `--benchmark-batch` takes: a few minutes on one core.
    static let largestBatch = 10_000

    @Option(help: "Latitude of the place (with --longitude).")
    var latitude: Double?

    @Option(help: "Longitude of the place (with --latitude).")
    var longitude: Double?

    @Option(help: "A known place (default: cupertino).")
    var location: Place?

    @Flag(help: "Fetch live data from Open-Meteo (falls back to the last good answer, then to the sample).")
    var live = false

    @Option(help: "Device.")
    var device: DeviceName = .iPhone15

    @Flag(help: "Landscape orientation.")
    var landscape = false

    @Option(name: .customLong("text-size"), help: "Text size (l is UIKit's default).")
    var textSize: TextSize = .l

    @Flag(help: "Dark mode.")
    var dark = false

    @Option(help: "Output format (default: from the output's extension, else png).")
    var format: Format?

    @Option(help: "Output file (default: rainstorm.<extension>: .png, .pdf, .svg or .txt).")
    var output: String?

    @Option(help: ArgumentHelp("Benchmark: render this many variants (devices, orientations, text sizes) on one thread and then on every core, and print the times.", visibility: .hidden))
    var benchmarkBatch: Int?

    var outputFile: OutputFile<Format> {
        get throws(CommandLineError) { try OutputFile(format: format, output: output, defaultName: "rainstorm") }
    }

    /// The place asked for: a known place, coordinates, or Cupertino.
    var coordinates: (latitude: Double, longitude: Double) {
        if let latitude, let longitude { return (latitude, longitude) }
        return (location ?? .cupertino).coordinates
    }

    func validate() throws {
        if let location, latitude != nil || longitude != nil {
            throw CommandLineError("--location \(location.rawValue) and --latitude/--longitude both name a place; give only one of them")
        }
        if latitude != nil, longitude == nil { throw CommandLineError("--latitude needs --longitude too") }
        if longitude != nil, latitude == nil { throw CommandLineError("--longitude needs --latitude too") }
        if let latitude, !(-90...90).contains(latitude) { throw CommandLineError("--latitude \(latitude) is not between -90 and 90") }
        if let longitude, !(-180...180).contains(longitude) { throw CommandLineError("--longitude \(longitude) is not between -180 and 180") }
        if let benchmarkBatch {
            guard (1...Self.largestBatch).contains(benchmarkBatch) else {
                throw CommandLineError("--benchmark-batch \(benchmarkBatch) is not from 1 to \(Self.largestBatch)")
            }
            guard output == nil, format == nil else {
                throw CommandLineError("--benchmark-batch renders in memory and writes no file; drop --output and --format")
            }
            return
        }
        try outputFile.checkWritable()
    }

    func run() async throws {
        if let count = benchmarkBatch { return try batch(count) }
        let file = try outputFile
        let (report, source, problem) = await WeatherService().weather(latitude: coordinates.latitude, longitude: coordinates.longitude, live: live)
        if let problem { FileHandle.standardError.write(Data("rainstorm: \(problem); showing \(source == .cache ? "the last good answer" : "the bundled sample")\n".utf8)) }
        let window = try RainstormScreen.make(report: report, device: device.device, landscape: landscape, textSize: textSize.category, dark: dark)
        let data: Data
        if let format = Renderer.Format(rawValue: file.format.rawValue) {
            do {
                data = try Renderer(scale: window.screen.scale, traitCollection: window.traitCollection).render(window, as: format)
            } catch let error as Renderer.RenderError {
                throw CommandLineError("could not render \(device.rawValue): \(error)")
            }
        } else {
            data = Data((TextDump.describe(window) + "\n").utf8)
        }
        try file.write(data)
        print(TextDump.boxes(window, pointsPerColumn: 8))
        print("wrote \(URL(fileURLWithPath: file.path).path) (\(source == .live ? "live Open-Meteo data" : source == .cache ? "cached Open-Meteo data" : "bundled sample data"))")
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
