@testable import Cassowary

/// Random systems of the shape that used to break the solver's undo: a few
/// dozen variables, equalities and inequalities of one to four terms,
/// priorities across 1...1000 with many required, and enough required
/// constraints that some of them cannot hold together.
struct MixedSystemGenerator {
    var random: RandomizedSolverTests.Generator
    let variables: [Variable]

    let coefficients: [Double]
    /// Constants are drawn as this many quarters of a point either way.
    var constantQuarters = 400

    init(seed: UInt64, variableCount: Int, illConditioned: Bool = false) {
        self.init(seed: seed, variableCount: variableCount, coefficients: illConditioned ? Self.nearReciprocalCoefficients : Self.layoutCoefficients)
    }

    init(seed: UInt64, variableCount: Int, coefficients: [Double]) {
        random = RandomizedSolverTests.Generator(state: seed)
        variables = (0..<variableCount).map { Variable("x\($0)") }
        self.coefficients = coefficients
    }

    /// Whole and fractional coefficients like layout's multipliers, so
    /// pivots divide by numbers other than ±1.
    static let layoutCoefficients: [Double] = [-3, -2, -1.5, -1, -1, -0.5, -0.25, 0.25, 0.5, 1, 1, 1, 1.5, 2, 3]
    /// The same with 1.37 and -0.73, whose product is 1.0001: chains of
    /// them make nearly singular bases, where rounding is at its worst.
    /// Auto Layout's own scale: items related one to one (±1, most of
    /// them) or by a multiplier from 0.5 to 2, as in `width = 0.5 × superview.width`.
    static let autoLayoutCoefficients: [Double] = [-2, -1, -1, -1, -0.5, 0.5, 0.75, 1, 1, 1, 1, 1.5, 2]
    static let nearReciprocalCoefficients = layoutCoefficients + [1.37, -0.73]
    /// Multipliers from 0.001 to 10,000 in one system, the numbers the fuzz
    /// target draws (a point's thousandth, a screen's 390 and 844, a large
    /// priority-like 10,000): tableau coefficients become ratios and
    /// products of them, from 1e-7 to 1e7 and beyond.
    static let wideScaleCoefficients: [Double] = [-10_000, -390, -20, -1.5, -1, -0.5, -0.001, 0.001, 0.5, 1, 1, 1.5, 20, 44, 390, 844, 10_000]

    mutating func priority() -> Priority {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: .required
        case 5: Priority(Float(Int.random(in: 1...999, using: &random)))
        default: [Priority.strong, 900, 500, 251, 250, 1].randomElement(using: &random)!
        }
    }

    mutating func constraint(id: Int) -> Constraint {
        var terms: [Term] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            terms.append(Term(variables.randomElement(using: &random)!, coefficients.randomElement(using: &random)!))
        }
        let constant = Double(Int.random(in: -constantQuarters...constantQuarters, using: &random)) / 4
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
        return Constraint(Expression(terms, constant: constant), relation, priority: priority(), identifier: "c\(id)")
    }

    mutating func constraints(_ count: Int) -> [Constraint] {
        (0..<count).map { constraint(id: $0) }
    }
}
