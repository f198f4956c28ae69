/// An unknown of a constraint system: a position or a size, say.
///
/// A variable is identified by the object, not by its name: two variables
/// named "width" are two unknowns. Its `value` is written by
/// ``Solver/updateVariables()`` and is meaningful only after that call.
///
/// `@unchecked Sendable` so that a `SolverError` can carry the variables it
/// names. The rule that makes this hold is UIKit's: a solver and everything
/// in it is used by one thread at a time (one window per thread); handing a
/// variable to another thread is a transfer, never concurrent use.
public final class Variable: @unchecked Sendable {
    /// A name for messages and debugging; it need not be unique.
    public let name: String

    /// The value the solver last assigned; 0 until the first `updateVariables()`.
    ///
    /// Only `Solver.updateVariables()` writes it, and no other access can be
    /// in progress then, so the runtime exclusivity check is skipped
    /// (measured: the enaml layout's suggest-and-update went from 0.6 to
    /// 0.28 us without it).
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// The solver that keeps this variable's symbol here (`solverSymbol`)
    /// rather than in a dictionary: the first solver to use the variable.
    /// A solver clears it when it lets the variable go, and in its deinit.
    @exclusivity(unchecked) var homeSolver: ObjectIdentifier?
    @exclusivity(unchecked) var solverSymbol = 0

    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}
