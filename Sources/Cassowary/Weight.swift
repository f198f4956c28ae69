/// A coefficient of the objective: one number per priority level, compared
/// lexicographically from the highest level down.
///
/// This is what makes priorities strict. A single weighted sum (kiwi's
/// strong = 1e6, weak = 1) lets a million weak violations outvote one strong
/// one; a vector of levels never trades a higher level for any amount of a
/// lower one. Levels are few (Auto Layout code uses a handful), so a short
/// array sorted by descending priority is the whole representation.
struct Weight {
    struct Level {
        var priority: Float
        var value: Double
    }

    /// Non-zero levels, highest priority first.
    private(set) var levels: [Level] = []

    var isZero: Bool { levels.isEmpty }

    /// The sign of the first level that is not rounding: -1, 0 or 1.
    ///
    /// A weight is a sum of products of row coefficients; in a tableau that
    /// has pivoted many times, one that is zero in exact arithmetic comes out
    /// as 1e-8 or so, and taking its sign for real made the simplex enter a
    /// symbol that improves nothing, on a pivot that is itself rounding.
    /// LP solvers call this bound the optimality tolerance (1e-7 in HiGHS,
    /// CPLEX and Gurobi alike). Ours is `optimalityTolerance`, 1e-9: with
    /// 1e-7 the simplex stopped at its pivot bound in 28 of 300 random mixed
    /// sessions and missed another session's optimum (issue 16); 1e-8
    /// measured the same as 1e-9.
    var sign: Int {
        for level in levels where abs(level.value) >= optimalityTolerance {
            return level.value < 0 ? -1 : 1
        }
        return 0
    }

    /// Removes levels from the top while the first one that is not
    /// rounding lowers the objective when its symbol moves in `direction`
    /// (+1 or -1), so that afterwards `sign * direction` is not negative.
    mutating func dropLeadingLevels(improvingIn direction: Int) {
        while let i = levels.firstIndex(where: { abs($0.value) >= optimalityTolerance }),
              (levels[i].value < 0 ? -1 : 1) * direction < 0 {
            levels.removeSubrange(0...i)
        }
    }

    mutating func add(_ value: Double, at priority: Float) {
        var i = 0
        while i < levels.count, levels[i].priority > priority { i += 1 }
        if i < levels.count, levels[i].priority == priority {
            let sum = levels[i].value + value
            if isCancelled(sum, levels[i].value, value) { levels.remove(at: i) } else { levels[i].value = sum }
        } else if !nearZero(value) {
            levels.insert(Level(priority: priority, value: value), at: i)
        }
    }

    mutating func add(_ other: Weight, times factor: Double) {
        for level in other.levels {
            add(level.value * factor, at: level.priority)
        }
    }

    /// Lexicographic comparison of `self / a` with `other / b` for positive
    /// `a` and `b`: the dual simplex ratio test.
    static func ratio(_ lhs: Weight, over a: Double, isLessThan rhs: Weight, over b: Double) -> Bool {
        var i = 0, j = 0
        while i < lhs.levels.count || j < rhs.levels.count {
            let p = i < lhs.levels.count ? lhs.levels[i].priority : -1
            let q = j < rhs.levels.count ? rhs.levels[j].priority : -1
            let x: Double, y: Double
            if p == q {
                x = lhs.levels[i].value / a; y = rhs.levels[j].value / b; i += 1; j += 1
            } else if p > q {
                x = lhs.levels[i].value / a; y = 0; i += 1
            } else {
                x = 0; y = rhs.levels[j].value / b; j += 1
            }
            if !nearZero(x - y) { return x < y }
        }
        return false
    }
}
