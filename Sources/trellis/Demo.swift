import ArgumentParser
import TrellisExamples
import Foundation
import TrellisBenchmarks
import Trellis
import TrellisRender

/// `trellis demo`: lays out a demo screen and renders it.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a demo screen (390x844) to PNG, PDF or SVG, and print its frames."
    )

    enum Screen: String, ExpressibleByArgument, CaseIterable {
        case forecast, signup, flightcard
    }

    enum Format: String, ExpressibleByArgument, CaseIterable, OutputFormat {
        case png, pdf, svg

        var fileExtension: String { rawValue }
        var rendererFormat: Renderer.Format { Renderer.Format(rawValue: rawValue)! }
    }

    /// Every demo screen is as tall as an iPhone 15.
    static let height: CGFloat = 844

    @Option(help: "The screen: forecast (the weather list), signup (SPEC §7's sign-up form with controls) or flightcard (SPEC §5's adaptive flight card).")
    var screen: Screen = .forecast

    @Option(help: "Screen width in points (the sign-up screen switches to its regular-width layout from 700).")
    var width: Double = 390

    @Option(help: "Output format (default: from the output's extension, else png).")
    var format: Format?

    @Option(help: "Output file (default: <screen>.<format>, e.g. signup.png).")
    var output: String?

    @Option(help: "Points to pixels for PNG (1, 2 or 3; from 0.1 to 16).")
    var scale: Double = 3

    @Option(help: "The widest and tallest PNG, in pixels (up to \(Renderer.largestPixelSize)).")
    var maxPixelSize = Renderer().maximumPixelSize

    @Flag(help: "Render in dark mode.")
    var dark = false

    var outputFile: OutputFile<Format> {
        get throws(CommandLineError) { try OutputFile(format: format, output: output, defaultName: screen.rawValue) }
    }

    var renderer: Renderer {
        var renderer = Renderer(scale: CGFloat(scale), traitCollection: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
        renderer.maximumPixelSize = maxPixelSize
        return renderer
    }

    func validate() throws {
        let file = try outputFile
        do {
            try renderer.check(CGSize(width: width, height: Self.height), as: file.format.rendererFormat)
        } catch let error as Renderer.RenderError {
            throw CommandLineError(problem(error))
        }
        try file.checkWritable()
    }

    /// The renderer's refusal in terms of this command's options.
    func problem(_ error: Renderer.RenderError) -> String {
        let size = CGSize(width: width, height: Self.height)
        switch error {
        case .badPixelLimit:
            return "--max-pixel-size \(maxPixelSize) is not from 1 to \(Renderer.largestPixelSize)"
        case .badScale:
            return "--scale \(Renderer.describe(scale)) is not a number from \(Renderer.describe(Renderer.scaleRange.lowerBound)) "
                + "to \(Renderer.describe(Renderer.scaleRange.upperBound)); use --scale 1, 2 or 3"
        case .emptyView:
            return "--width \(Renderer.describe(width)) is not a number of points from 1 up; use e.g. --width 390"
        case let .imageTooLarge(_, _, limit):
            let pixels = Renderer.pixelSize(of: size, scale: scale)
            var remedies: [String] = []
            if pixels.width > CGFloat(limit), (CGFloat(limit) / scale).rounded(.down) >= 1 {
                remedies.append("--width \(Renderer.describe((CGFloat(limit) / scale).rounded(.down))) or less")
            }
            if let largest = Renderer.largestScale(for: size, limit: limit) { remedies.append("--scale \(Renderer.describe(largest)) or less") }
            if max(pixels.width, pixels.height) <= CGFloat(Renderer.largestPixelSize) {
                remedies.append("--max-pixel-size \(Renderer.describe(max(pixels.width, pixels.height)))")
            }
            if max(size.width, size.height) <= Renderer().maximumPageSize { remedies.append("--format pdf") }
            return "--width \(Renderer.describe(width)) at --scale \(Renderer.describe(scale)) makes a \(Renderer.describe(pixels)) px image, "
                + "over the \(limit) px limit a side; use " + (remedies.isEmpty ? "a smaller --width" : remedies.joined(separator: ", or "))
        case let .pageTooLarge(_, format, limit):
            return "--width \(Renderer.describe(width)) makes a \(Renderer.describe(size)) pt page, over the \(Renderer.describe(limit)) pt limit "
                + "of \(format.rawValue.uppercased()) pages; use --width \(Renderer.describe(limit)) or less"
        default:
            return error.description
        }
    }

    func run() throws {
        let file = try outputFile
        let screen: UIView
        switch self.screen {
        case .forecast:
            screen = ForecastScreen.make(width: CGFloat(width), height: Self.height)
        case .signup:
            let signUp = SignUpView(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
            signUp.traitOverrides.horizontalSizeClass = width >= 700 ? .regular : .compact
            signUp.emailField.text = "ada@example.com"
            signUp.passwordField.text = "correct horse"
            signUp.termsSwitch.isOn = true
            screen = signUp
        case .flightcard:
            screen = FlightCardView(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        }
        let data: Data
        do {
            data = try renderer.render(screen, as: file.format.rendererFormat)
        } catch let error as Renderer.RenderError {
            throw CommandLineError("could not render \(self.screen.rawValue): \(problem(error))")
        }
        try file.write(data)
        print(TextDump.describe(screen))
        print("wrote \(URL(fileURLWithPath: file.path).path)")
    }
}
