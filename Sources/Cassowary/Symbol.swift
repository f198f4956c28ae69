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

/// Relative to the numbers added, a sum this small is rounding left over
/// from a cancellation, not a coefficient.
///
/// Measured on random mixed systems: after a few dozen pivots per add,
/// coefficients that are exactly zero come out as 1e-11 to 1e-8, and one of
/// 1.5e-8 (above `epsilon`) was taken as a pivot, multiplying every number
/// in the tableau by 7e7. So a sum that small next to its parts is dropped.
/// Products (chains of multipliers) are unaffected: only sums can cancel.
///
/// It was 1e-9 until the fuzzer (issue 16, 2026-11-24) found four required
/// constraints with multipliers 1 to 1,000 whose answer missed
/// `844*v3 - v4 - 1 <= 0` by 0.02: a variable's definition held a real
/// coefficient of -9.48e-8 that came out of -333.33 + 333.33, 2.8e-10 of
/// its parts, and was dropped as rounding, so the variable stopped
/// following a slack (`Fuzz/Corpus/solver/real-coefficient-from-cancellation`).
/// At 1e-11, 1e-10 and 1e-12 alike that input is right and every solver
/// test passes, the random sessions' accuracy included; 1e-11 keeps a
/// factor of 28 below the real coefficient found and stays 1,000 times
/// above the error a sum of doubles carries after many pivots (about 1e-14).
let cancellation = 1.0e-11

/// Whether `sum`, computed as `a + b`, is zero: absolutely tiny, or
/// tiny next to the larger of the two numbers added.
@inline(__always)
func isCancelled(_ sum: Double, _ a: Double, _ b: Double, floor: Double = epsilon) -> Bool {
    let size = abs(sum)
    return size < floor || size <= cancellation * max(abs(a), abs(b))
}

/// `isCancelled(_:_:_:)` for a coefficient of a symbol of `kind`. A
/// required equality's dummy never enters the basis, so no coefficient of
/// it is ever a pivot, and the absolute floor that keeps rounding from
/// becoming one has nothing to guard. What its column does carry is the
/// constraint's constant: `setConstant` moves the dummy, and every row
/// that holds it follows by coefficient times shift. So a dummy's
/// coefficient is dropped only when a sum cancels, never for being small:
/// a product of real coefficients is real (issue 16: the fuzzer's
/// `1000*v1 == 0` was missed by 0.0042 after its constant changed, because
/// a dummy coefficient of 4.7e-9, -1/844,080 times -1/250, had been
/// dropped from one variable's row, and that row then ignored a shift of 44).
/// The kind is asked only of a sum `isCancelled(_:_:_:)` would drop (the
/// relative test implies it), so rows pay nothing for it in the usual case.
@inline(__always)
func isCancelled(_ sum: Double, _ a: Double, _ b: Double, of kind: @autoclosure () -> SymbolKind,
                 floor: Double = epsilon) -> Bool {
    guard isCancelled(sum, a, b, floor: floor) else { return false }
    return kind() != .dummy || abs(sum) <= cancellation * max(abs(a), abs(b))
}

/// A pivot smaller than this times the largest coefficient of its row is
/// taken for zero: see `Tableau.isNegligible(_:inRowOf:)`.
let pivotTolerance = 1.0e-9

/// A weight level smaller than this is taken for zero when choosing a
/// symbol to enter: see `Weight.sign`.
let optimalityTolerance = 1.0e-9
