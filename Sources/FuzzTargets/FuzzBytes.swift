import Foundation

/// Reads choices from the fuzzer's bytes, one byte per choice, and zeros
/// once they run out (so every input decodes to something).
///
/// Numbers come mostly from a table of ordinary layout values, so that
/// mutating one byte swaps one sensible number for another; a byte at or
/// above `rawNumberMarker` is followed by eight bytes of a raw `Double`,
/// and a few table entries are extreme (huge, tiny, infinite, NaN). Either
/// of those marks the input as `extreme`: checks of the solution's accuracy
/// hold only for ordinary numbers.
package struct FuzzBytes {
    private let bytes: [UInt8]
    private var position = 0
    /// Whether a number read so far was raw or an extreme table entry.
    package private(set) var extreme = false

    package init(_ data: Data) {
        bytes = Array(data)
    }

    package var isAtEnd: Bool { position >= bytes.count }

    package mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A choice among `count` (which must be at least 1).
    package mutating func choice(_ count: Int) -> Int {
        Int(byte()) % count
    }

    /// Lengths, positions, multipliers and constants a screen layout uses.
    package static let ordinaryNumbers: [Double] = [
        0, 1, -1, 2, -2, 0.5, -0.5, 8, -8, 10, -10, 16, 20, -20, 44, 100, -100,
        320, 375, -375, 390, 844, 1000, -1000, 0.25, 3, 1.5, 0.001, 1e4, -1e4, 12.5, 250,
    ]

    /// Values that reach the solver from files and storyboards and must be
    /// refused or survived: out of range, non-finite, denormal.
    package static let extremeNumbers: [Double] = [
        1e308, -1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e15, .infinity, .nan, 1e-9,
    ]

    /// Selectors below this pick an ordinary number, so that an input of a
    /// few dozen numbers is often free of extreme ones.
    private static let firstExtremeSelector: UInt8 = 0xF0
    package static let rawNumberMarker: UInt8 = 0xF8

    package mutating func number() -> Double {
        let selector = byte()
        if selector >= Self.rawNumberMarker {
            extreme = true
            var pattern: UInt64 = 0
            for _ in 0..<8 { pattern = pattern << 8 | UInt64(byte()) }
            return Double(bitPattern: pattern)
        }
        guard selector >= Self.firstExtremeSelector else {
            return Self.ordinaryNumbers[Int(selector) % Self.ordinaryNumbers.count]
        }
        extreme = true
        return Self.extremeNumbers[Int(selector - Self.firstExtremeSelector) % Self.extremeNumbers.count]
    }

    /// Auto Layout's levels and their neighbours, mostly valid; 0, 1001 and
    /// NaN must be refused, never stored.
    package static let priorities: [Float] = [
        1000, 1000, 1000, 750, 500, 250, 1, 999, 251, 749, 1000, 999.5, 50, 0, 1001, .nan,
    ]

    package mutating func priority() -> Float {
        Self.priorities[choice(Self.priorities.count)]
    }
}
