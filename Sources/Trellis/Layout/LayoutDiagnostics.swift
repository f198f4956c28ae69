import Foundation

/// Where Trellis reports layout problems that UIKit reports on the console:
/// unsatisfiable constraints, constraints between unrelated hierarchies,
/// views added to themselves. Nothing here stops the program; the message
/// says what was wrong and what was done about it.
///
/// By default messages go to standard error. Tests and tools install their
/// own handler for a scope: `LayoutDiagnostics.$handler.withValue { ... }`.
public enum LayoutDiagnostics {
    public struct Message: Sendable, CustomStringConvertible {
        public enum Kind: Sendable, Equatable {
            /// Required constraints conflict; one was broken.
            case unsatisfiableConstraints
            /// A programmer error UIKit raises an exception for; the call was ignored.
            case invalidOperation
            /// A number layout cannot use (beyond `LayoutLimits`), or an
            /// image that cannot be decoded or is too large to; the value or
            /// image was refused and everything else goes on.
            case invalidValue
            /// The solution misses a required constraint by more than
            /// rounding (multipliers too many orders of magnitude apart
            /// for double precision); the frames are applied as solved.
            case imprecise
        }

        public var kind: Kind
        public var text: String
        public var description: String { text }
    }

    @TaskLocal public static var handler: @Sendable (Message) -> Void = { message in
        FileHandle.standardError.write(Data((message.text + "\n").utf8))
    }

    static func report(_ kind: Message.Kind, _ text: String) {
        handler(Message(kind: kind, text: text))
    }
}

// MARK: - Inspection

/// Read-only questions tools ask about a laid-out hierarchy (the HTML view
/// debugger, `trellis explain`), answered in the names UIKit's console logs
/// use, so what a tool shows can be matched with a conflict message.
extension LayoutDiagnostics {
    /// How constraint logs name `view`: `UILabel:0x…'identifier'`, its type,
    /// address and accessibility identifier.
    public static func logName(of view: UIView) -> String { view.constraintDescriptionName }

    /// How constraint logs name `guide`: `UILayoutGuide:0x…'identifier'`.
    public static func logName(of guide: UILayoutGuide) -> String { guide.constraintDescriptionName }

    /// The address constraint logs print for `object` (`0x…`).
    public static func logAddress(of object: AnyObject) -> String { NSLayoutConstraint.address(of: object) }

    /// Whether the layout engine holds `constraint` now. An active
    /// constraint it does not hold was broken to resolve a conflict (UIKit
    /// leaves it active too), or refused for a value out of range.
    public static func isInEngine(_ constraint: NSLayoutConstraint) -> Bool { constraint.solverConstraint != nil }
}
