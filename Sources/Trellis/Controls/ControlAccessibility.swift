import Foundation

/// What the standard controls share in how VoiceOver reads them.
enum ControlAccessibility {
    /// A fraction as VoiceOver reads a slider or progress view: a whole
    /// percentage, "50%" (ronnqvi.st/accessible-sliders-and-adjustable-controls:
    /// an unconfigured slider reads "50%. Adjustable.").
    static func percent(_ fraction: Double) -> String {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return "\(Int((clamped * 100).rounded()))%"
    }

    /// A part's traits: `base`, and `.notEnabled` while the part cannot be
    /// used (VoiceOver says "dimmed"), as `UIControl` does for a whole control.
    static func partTraits(_ base: UIAccessibilityTraits, enabled: Bool) -> UIAccessibilityTraits {
        enabled ? base : base.union(.notEnabled)
    }

}

/// An accessibility element standing for a part of a control that is not a
/// view of its own (a stepper's halves, a segment): a button whose
/// activation runs `activate`, framed in the control's coordinates.
final class ControlPartElement: UIAccessibilityElement {
    var activate: () -> Bool = { false }
    var label: () -> String? = { nil }
    var traits: () -> UIAccessibilityTraits = { .button }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { label() }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { traits() }

    override func accessibilityActivate() -> Bool { activate() }
}
