import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisExamples
import TrellisSnapshotTesting

/// Issue 23's "the app shell and collection screens as they arrive use the
/// matrix": one screen of each kind the app shell and collection snapshot
/// suites draw (`AppShellExamples`: a tab bar controller of navigation
/// controllers, a split view controller, a compositional grid, an
/// inset-grouped list), put through a matrix of pictures (scale 1, few,
/// with the checks on) and through the layout checks and the accessibility
/// audit over a wider one (no pictures).
@Suite struct AppShellMatrixTests {
    static let precision: Float = 0.995
    static let perceptualPrecision: Float = 0.97

    // MARK: - Pictures

    static let iPadLandscape = SnapshotConfiguration.device(.iPad10, .landscapeLeft)

    @Test func tabBarWithNavigationControllers() {
        assertSnapshots(of: AppShellExamples.tabApp(),
                        matrix: ([.iPhoneSE] × [.large, .accessibilityExtraLarge] × [.light, .dark] × .scale(1))
                            + ([Self.iPadLandscape] × [.large] × [.dark] × .scale(1)),
                        precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, checks: .all)
    }

    @Test func splitViewOnIPad() {
        assertSnapshots(of: AppShellExamples.splitApp(),
                        matrix: ([Self.iPadLandscape] × [.large, .accessibilityExtraLarge] × [.light, .dark] × .scale(1))
                            + ([Self.iPadLandscape] × [.large] × [.rightToLeft] × .scale(1)),
                        precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, checks: .all)
    }

    @Test func compositionalGrid() {
        assertSnapshots(of: AppShellExamples.grid(),
                        matrix: [.iPhoneSE, Self.iPadLandscape] × [.large] × [.light, .dark] × .scale(1),
                        precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, checks: .all)
    }

    @Test func insetGroupedList() {
        assertSnapshots(of: AppShellExamples.settings(),
                        matrix: ([.iPhoneSE] × [.large, .accessibilityExtraLarge] × [.light, .dark] × .scale(1))
                            + ([.iPhoneSE] × [.large] × [.rightToLeft] × .scale(1)),
                        precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, checks: .all)
    }

    // MARK: - Checks over every device

    /// Every iPhone and iPad preset, upright and sideways, at the default,
    /// the largest ordinary and two accessibility text sizes, right to left
    /// on the iPhone SE: 4 screens × 52 configurations, checked without
    /// drawing.
    static let checkMatrix = (SnapshotConfiguration.allDevices × [.portrait, .landscape]
        × [.large, .extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge])
        + ([.iPhoneSE] × [.portrait, .landscape] × [.large, .accessibilityExtraExtraExtraLarge] × [.rightToLeft])

    func expectClean(_ screen: String, _ make: () -> UIViewController) throws {
        let found = try SnapshotMatrix.findings(make: { .viewController(make()) }, matrix: Self.checkMatrix)
        let lines = zip(Self.checkMatrix, found).flatMap { configuration, findings in findings.map { "\(configuration.name): \($0)" } }
        #expect(lines.isEmpty, "\(screen): \(lines.count) findings\n\(lines.joined(separator: "\n"))")
    }

    @Test func theTabAppIsClean() throws { try expectClean("tab app") { AppShellExamples.tabApp() } }
    @Test func theSplitAppIsClean() throws { try expectClean("split app") { AppShellExamples.splitApp() } }
    @Test func theGridIsClean() throws { try expectClean("grid") { AppShellExamples.grid() } }
    @Test func theSettingsListIsClean() throws { try expectClean("settings list") { AppShellExamples.settings() } }
}
