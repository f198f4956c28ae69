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

/// Values this close to zero are zero: a basic symbol's value (a slack
/// that must not be negative, a dummy that must be zero), the phase-one
/// objective, a constant. This is the feasibility tolerance; coefficients
/// have their own, far smaller one (`dropTolerance`).
let epsilon = 1.0e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// A coefficient this small is dropped from a row (or the objective) as
/// it is computed: it keeps rows sparse, and below it a term changes no
/// value that matters.
///
/// It used to be `epsilon`, 1e-8, as in Cassowary and kiwi. That drops real
/// coefficients: with multipliers from 0.001 to 10,000 in one system, a
/// row's terms are ratios and products of them, 1e-10 and less, and the
/// symbols they multiply (slacks of constraints far from binding) reach 1e7.
/// Measured on `Fuzz/Findings/solver-mixed-scale-wrong-result`, terms
/// dropped that way left required constraints broken by 25. Production
/// simplex codes drop only at the level of rounding (HiGHS's `kHighsTiny`
/// is 1e-14); rounding left by a cancellation is caught by the relative
/// test in `isCancelled`, and a small coefficient is kept from becoming a
/// pivot by the pivot tolerance, not by dropping it.
let dropTolerance = 1.0e-13

@inline(__always)
func isNegligibleCoefficient(_ value: Double) -> Bool { abs(value) < dropTolerance }

/// Relative to the numbers added, a sum this small is rounding left over
/// from a cancellation, not a coefficient.
///
/// Measured on random mixed systems: after a few dozen pivots per add,
/// coefficients that are exactly zero come out as 1e-11 to 1e-8, and one of
/// 1.5e-8 (above `epsilon`) was taken as a pivot, multiplying every number
/// in the tableau by 7e7. Human-written multipliers and constants never
/// cancel to nine significant digits, so a sum that small next to its parts
/// is dropped. Products (chains of multipliers) are unaffected: only sums
/// can cancel.
let cancellation = 1.0e-9

/// Whether `sum`, computed as `a + b`, is zero: absolutely tiny, or
/// tiny next to the larger of the two numbers added.
@inline(__always)
func isCancelled(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    let size = abs(sum)
    return size < dropTolerance || size <= cancellation * max(abs(a), abs(b))
}

/// A pivot smaller than this times the largest coefficient of its row is
/// taken for zero: see `Tableau.isNegligible(_:inRowOf:)`.
let pivotTolerance = 1.0e-9

/// A weight level smaller than this is taken for zero when choosing a
/// symbol to enter: see `Weight.sign`.
let optimalityTolerance = 1.0e-9
