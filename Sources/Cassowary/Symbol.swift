/// What a tableau symbol stands for. Symbols are small integers, allocated
/// per solver, so the tableau is arrays indexed by symbol rather than maps.
enum SymbolKind: UInt8 {
    /// A freed id, waiting for reuse.
    case unused
    /// A user `Variable`: unrestricted in sign.
    case external
    /// The slack of an inequality: never negative.
    case slack
    /// The violation of an optional constraint: never negative, and in the objective.
    case error
    /// The marker of a required equality: always zero, so it never enters the basis.
    case dummy

    /// Restricted symbols are the ones that must stay non-negative.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// Numbers this close to zero are zero: the simplex works in floating point,
/// and a coefficient left at 1e-17 by cancellation must not become a pivot.
let epsilon = 1.0e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
