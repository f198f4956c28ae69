import TrellisExamples
import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// The adaptive flight card (SPEC §5, issue 8) on iPhone SE, iPhone 15 and
/// iPad in portrait at four text sizes, drawn at scale 1: side by side with
/// one row of metadata where it fits, two rows or one per line where not,
/// and the airports stacked at the largest accessibility size on phones.
@Suite struct FlightCardSnapshotTests {
    static let devices: [(name: String, device: Device)] = [("iPhoneSE", .iPhoneSE3), ("iPhone15", .iPhone15), ("iPad", .iPad10)]
    static let sizes: [(name: String, size: UIContentSizeCategory)] = [
        ("xs", .extraSmall), ("large", .large), ("xxxl", .extraExtraExtraLarge), ("ax5", .accessibilityExtraExtraExtraLarge),
    ]

    final class FlightCardController: UIViewController {
        override func loadView() { view = FlightCardView(frame: UIScreen.main.bounds) }
    }

    @Test func flightCard() {
        for device in Self.devices {
            for size in Self.sizes {
                let window = UIWindow(device: device.device)
                window.setPreferredContentSizeCategory(size.size)
                window.rootViewController = FlightCardController()
                window.makeKeyAndVisible()
                window.layoutIfNeeded()
                assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1),
                               named: "\(device.name)-\(size.name)")
            }
        }
    }
}
