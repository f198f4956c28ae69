import ArgumentParser
import Examples
import Foundation
import LayoutBenchmarks
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

    @Option(help: "The screen: forecast (the weather list), signup (SPEC §7's sign-up form with controls) or flightcard (SPEC §5's adaptive flight card).")
    var screen: Screen = .forecast

    @Option(help: "Screen width in points (the sign-up screen switches to its regular-width layout from 700).")
    var width: Double = 390

    @Option(help: "Output file; its extension picks the format (.png, .pdf, .svg).")
    var output = "forecast.png"

    @Option(help: "Points to pixels for PNG (1, 2 or 3).")
    var scale: Double = 3

    @Flag(help: "Render in dark mode.")
    var dark = false

    func run() throws {
        let screen: UIView
        switch self.screen {
        case .forecast:
            screen = ForecastScreen.make(width: CGFloat(width))
        case .signup:
            let signUp = SignUpView(frame: CGRect(x: 0, y: 0, width: width, height: 844))
            signUp.traitOverrides.horizontalSizeClass = width >= 700 ? .regular : .compact
            signUp.emailField.text = "ada@example.com"
            signUp.passwordField.text = "correct horse"
            signUp.termsSwitch.isOn = true
            screen = signUp
        case .flightcard:
            screen = FlightCardView(frame: CGRect(x: 0, y: 0, width: width, height: 844))
        }
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
