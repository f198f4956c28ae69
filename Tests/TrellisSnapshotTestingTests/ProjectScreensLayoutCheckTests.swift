import Foundation
import RainstormKit
import SnapshotTesting
import Testing
import Trellis
import TrellisExamples
import TrellisRender
import TrellisSnapshotTesting

/// The project's own screens (the weather app, the sign-up screen, the
/// flight card) pass the layout checks on every device, in portrait and
/// landscape, light and dark, at the default, the largest ordinary and
/// the largest accessibility text size (issue 23's "run the checks over
/// the project's own screens and fix what they find").
@Suite(.serialized) struct ProjectScreensLayoutCheckTests {
    /// One screen in one configuration.
    struct Configuration: CustomStringConvertible {
        var device: Device
        var landscape: Bool
        var size: UIContentSizeCategory
        var dark: Bool

        var description: String {
            "\(device.name) \(landscape ? "landscape" : "portrait") \(size.rawValue) \(dark ? "dark" : "light")"
        }

        static let all: [Configuration] = Device.all.flatMap { device in
            [false, true].flatMap { landscape in
                [UIContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityLarge, .accessibilityExtraExtraExtraLarge].flatMap { size in
                    [false, true].map { Configuration(device: device, landscape: landscape, size: size, dark: $0) }
                }
            }
        }
    }

    final class ViewController: UIViewController {
        let make: () -> UIView
        init(_ make: @escaping () -> UIView) {
            self.make = make
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() { view = make() }
    }

    static func window(_ configuration: Configuration, showing make: @escaping () -> UIView) -> UIWindow {
        let window = UIWindow(device: configuration.device, orientation: configuration.landscape ? .landscapeLeft : .portrait)
        window.setPreferredContentSizeCategory(configuration.size)
        window.setUserInterfaceStyle(configuration.dark ? .dark : .light)
        window.rootViewController = ViewController(make)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Runs the checks over every configuration and fails once, listing
    /// each finding with the configuration it appeared in.
    func check(_ screen: String, _ make: (Configuration) throws -> UIWindow) throws {
        var failures: [String] = []
        for configuration in Configuration.all {
            let findings = try LayoutChecksCapture.findings { try make(configuration) }
            failures += findings.map { "\(configuration): \($0)" }
        }
        #expect(failures.isEmpty, "\(screen): \(failures.count) findings\n\(failures.joined(separator: "\n"))")
    }

    @Test func theWeatherAppIsClean() throws {
        let report = try SampleWeather.cupertino()
        try check("rainstorm") { configuration in
            try RainstormScreen.make(report: report, device: configuration.device, landscape: configuration.landscape,
                                     textSize: configuration.size, dark: configuration.dark)
        }
    }

    /// On an iPad in landscape the week's rows keep to the readable width
    /// (672 points at the default text size) instead of stretching 1,180
    /// points, and the day never takes more than 40% of the height.
    @Test func theWeatherAppKeepsRowsReadableAndTheDayCapped() throws {
        let report = try SampleWeather.cupertino()
        let iPad = try RainstormScreen.make(report: report, device: .iPad10, landscape: true)
        let cell = try #require(Self.first(WeekDayTableViewCell.self, in: iPad))
        let content = cell.contentView.layoutMarginsGuide.layoutFrame
        #expect(content.width == 672, "\(content)")
        #expect(abs(cell.convert(content, to: iPad).midX - iPad.bounds.midX) < 1)
        let phone = try RainstormScreen.make(report: report, device: .iPhoneSE3, textSize: .accessibilityExtraExtraExtraLarge)
        let root = try #require(phone.rootViewController as? RootViewController)
        #expect(root.dayScrollView.frame.height <= (phone.bounds.height * RootViewController.maximumDayShare).rounded(.up))
        #expect(root.dayScrollView.contentSize.height > root.dayScrollView.frame.height, "the day scrolls within its share")
    }

    /// The flight card's arrow sits at the centre of its circle: the box
    /// around its white pixels centred within a quarter point (a "→" glyph
    /// sat 2 points off, on the font's math axis).
    @Test func theFlightCardsArrowIsCentredInItsCircle() throws {
        let icon = AirplaneIcon(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
        icon.layoutIfNeeded()
        let pixels = try #require(PNGPixels(png: try Renderer(scale: 4).render(icon, as: .png)))
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels.pixel(x, y)
                // White arrow on blue: red well above the blue's (0, 122, 255).
                guard pixel.r > 200, pixel.a > 200 else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(maxX - minX > 20, "the arrow is drawn")
        let centre = Double(pixels.width) / 2
        #expect(abs(Double(minX + maxX + 1) / 2 - centre) / 4 <= 0.25, "x \(minX)...\(maxX) of \(pixels.width)")
        #expect(abs(Double(minY + maxY + 1) / 2 - centre) / 4 <= 0.25, "y \(minY)...\(maxY) of \(pixels.height)")
    }

    static func first<View: UIView>(_ type: View.Type, in view: UIView) -> View? {
        if let match = view as? View { return match }
        for subview in view.subviews { if let match = first(type, in: subview) { return match } }
        return nil
    }

    /// The `.layoutChecks` strategy's reference for the weather app at the
    /// largest text size on the smallest iPhone: recorded clean, it fails
    /// as soon as a finding appears there.
    @Test func theWeatherAppsLayoutChecksReference() throws {
        let window = try RainstormScreen.make(report: try SampleWeather.cupertino(), device: .iPhoneSE3,
                                              textSize: .accessibilityExtraExtraExtraLarge)
        assertSnapshot(of: window, as: .layoutChecks, named: "iPhoneSE-AX5")
    }

    @Test func theSignUpScreenIsClean() throws {
        try check("sign-up") { configuration in
            Self.window(configuration) { SignUpView(frame: UIScreen.main.bounds) }
        }
    }

    @Test func theFlightCardIsClean() throws {
        try check("flight card") { configuration in
            Self.window(configuration) { FlightCardView(frame: UIScreen.main.bounds) }
        }
    }
}

/// The findings of a screen built inside the call, with the engine's
/// messages during the build (what `assertLayoutClean` sees), without failing.
enum LayoutChecksCapture {
    static func findings(_ make: () throws -> UIView) throws -> [LayoutFinding] {
        var view: UIView?
        var thrown: (any Error)?
        let box = MessageBox()
        LayoutDiagnostics.$handler.withValue({ box.append($0) }) {
            do { view = try make() } catch { thrown = error }
        }
        if let thrown { throw thrown }
        guard let view else { return [] }
        return LayoutChecks.findings(in: view, messages: box.messages)
    }

    final class MessageBox: @unchecked Sendable {
        // Appended to only on the test's own thread, inside the handler's scope.
        var messages: [LayoutDiagnostics.Message] = []
        func append(_ message: LayoutDiagnostics.Message) { messages.append(message) }
    }
}
