import TrellisExamples
import Foundation
import RainstormKit
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// The weather app and the sign-up screen on iPhone SE, iPhone 15 Pro Max
/// and iPad, portrait and landscape, at the large and the largest
/// accessibility text size (issue 9), drawn at scale 1 to keep the
/// references small.
@Suite struct AppSnapshotTests {
    static let devices: [(name: String, device: Device)] = [("iPhoneSE", .iPhoneSE3), ("iPhone15ProMax", .iPhone15ProMax), ("iPad", .iPad10)]
    static let sizes: [(name: String, size: UIContentSizeCategory)] = [("large", .large), ("ax5", .accessibilityExtraExtraExtraLarge)]

    final class SignUpController: UIViewController {
        override func loadView() { view = SignUpView(frame: UIScreen.main.bounds) }
    }

    func variants() -> [(name: String, device: Device, landscape: Bool, size: UIContentSizeCategory)] {
        Self.devices.flatMap { device in
            [false, true].flatMap { landscape in
                Self.sizes.map { size in
                    ("\(device.name)-\(landscape ? "landscape" : "portrait")-\(size.name)", device.device, landscape, size.size)
                }
            }
        }
    }

    @Test func rainstorm() throws {
        let report = try SampleWeather.cupertino()
        for variant in variants() {
            let window = try RainstormScreen.make(report: report, device: variant.device, landscape: variant.landscape, textSize: variant.size)
            assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1), named: variant.name)
        }
    }

    @Test func signUp() {
        for variant in variants() {
            let window = UIWindow(device: variant.device, orientation: variant.landscape ? .landscapeLeft : .portrait)
            window.setPreferredContentSizeCategory(variant.size)
            window.rootViewController = SignUpController()
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1), named: variant.name)
        }
    }
}
