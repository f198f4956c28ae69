import Foundation
import RainstormKit
import SnapshotTesting
import Testing
import Trellis
import TrellisExamples
import TrellisSnapshotTesting

/// The project's own screens through the matrix (issue 23): the weather
/// app, the sign-up screen and the flight card, on the smallest iPhone and
/// an iPad, at the default and an accessibility text size, light and dark,
/// plus the sign-up screen pseudolocalized. Drawn at scale 1 to keep the
/// references small; a few pixels of font rasterization may differ between
/// machines (precision 0.995, perceptual precision 0.97, as the other
/// snapshot suites).
@Suite struct ProjectScreensMatrixTests {
    final class SignUpController: UIViewController {
        override func loadView() { view = SignUpView(frame: UIScreen.main.bounds) }
    }

    final class FlightCardController: UIViewController {
        override func loadView() { view = FlightCardView(frame: UIScreen.main.bounds) }
    }

    @Test func rainstorm() throws {
        let report = try SampleWeather.cupertino()
        assertSnapshots(of: try ProjectScreensMatrixTests.rainstorm(report),
                        matrix: [.iPhoneSE, .iPad] × [.large, .accessibilityExtraLarge] × [.light, .dark] × .scale(1),
                        precision: 0.995, perceptualPrecision: 0.97)
    }

    @Test func signUp() {
        assertSnapshots(of: SignUpController(), matrix: [.iPhoneSE] × [.large, .accessibilityExtraLarge] × [.light, .dark] × .scale(1),
                        precision: 0.995, perceptualPrecision: 0.97)
        assertSnapshots(of: SignUpController(), matrix: [.iPhoneSE] × [.pseudolocale] × .scale(1),
                        precision: 0.995, perceptualPrecision: 0.97)
    }

    @Test func flightCard() {
        assertSnapshots(of: FlightCardController(), matrix: [.iPhoneSE] × [.light, .dark] × .scale(1),
                        precision: 0.995, perceptualPrecision: 0.97)
    }

    static func rainstorm(_ report: WeatherReport) throws -> UIViewController {
        let root = try RainstormStoryboard.main().initialViewController()
        (root as? RootViewController)?.weather = report
        return root
    }
}
