import Foundation

extension NSLayoutConstraint {
    /// Whether the constraint is active but left out of its hierarchy's
    /// solver: the one the engine broke when it conflicted with required
    /// constraints (the conflict was reported through `LayoutDiagnostics`
    /// when it happened). Screen audits (the layout checks) read it after
    /// the fact, without solving again.
    package var isBrokenByLayout: Bool { engine != nil && solverConstraint == nil }
}
