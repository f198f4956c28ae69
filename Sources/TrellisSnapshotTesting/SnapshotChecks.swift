/// What `assertSnapshots(of:matrix:checks:)` checks in every configuration
/// of a matrix besides the picture. A finding fails the test (the picture
/// may still match its reference), is listed in the failure message by view
/// path and identifier, and shows under the snapshot in the HTML report.
///
/// The point of checking in every configuration: a label that fits at the
/// default text size and is cut off at `.accessibilityExtraLarge`, or a view
/// that leaves the window only on an iPhone SE in landscape, is found in
/// the one configuration where it happens, without a reference to look at.
///
///     assertSnapshots(of: SettingsViewController(),
///                     matrix: [.iPhoneSE, .iPad] × [.large, .accessibilityExtraLarge],
///                     checks: .all)
public struct SnapshotChecks: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `LayoutChecks.findings(in:)`: conflicting constraints (those the
    /// engine reports while the screen is hosted and laid out, and those
    /// it broke), ambiguous layout, views outside their window, overlapping
    /// sibling text, truncated labels.
    public static let layout = SnapshotChecks(rawValue: 1 << 0)

    /// `AccessibilityAudit`'s warnings: an element with no label, a touch
    /// target under 44×44 points, text cut off. The audit's legend goes
    /// beside each snapshot in the report (unless `SnapshotMatrix.legend`
    /// is bound).
    public static let accessibility = SnapshotChecks(rawValue: 1 << 1)

    /// Both.
    public static let all: SnapshotChecks = [.layout, .accessibility]
}
