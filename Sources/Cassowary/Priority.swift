/// How much a constraint matters, on Auto Layout's scale 1...1000.
///
/// 1000 is required: the solver must satisfy it or refuse it. Anything
/// lower is optional, and priorities are strict: the solver never accepts
/// any violation of a constraint to lessen the violations of any number of
/// constraints of a lower priority.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = Priority(1000)
    /// Cassowary's usual names for the common optional levels.
    public static let strong = Priority(750)
    public static let medium = Priority(500)
    public static let weak = Priority(250)

    public var isRequired: Bool { rawValue == 1000 }

    /// Whether this is a priority a constraint may have: a number from 1 to 1000.
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Priority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(Float(value)) }
    public init(floatLiteral value: Double) { self.init(Float(value)) }
}

extension Priority: CustomStringConvertible {
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : "\(rawValue)"
    }
}
