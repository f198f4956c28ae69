extension Solver {
    /// A smallest set of required constraints that cannot all hold, from the
    /// required constraints in the solver plus `failing` (which stands in for
    /// `replaced`, if given).
    ///
    /// Only the required constraints connected to `failing` through shared
    /// variables can take part, so the search starts from those. QuickXplain
    /// (Junker, 2004) then finds an irreducible subset: removing any member
    /// makes the rest satisfiable. Each test solves a subset in a fresh
    /// solver, so this solver is never touched; it runs only when an
    /// operation has already failed.
    func explainConflict(of failing: Constraint, replacing replaced: Constraint?) -> [Constraint] {
        var candidates = requiredConstraints.map { $0 === replaced ? failing : $0 }
        if replaced == nil { candidates.append(failing) }
        let connected = Self.connectedComponent(of: failing, among: candidates)
        guard !Self.isSatisfiable(connected) else { return [failing] }
        let minimal = Self.quickXplain(background: [], checkBackground: false, connected)
        // In exact arithmetic every conflict involves the constraint that
        // failed; a fresh solver that rounds differently may find one among
        // the others, and a report must name what was refused.
        guard minimal.contains(where: { $0 === failing }) else { return [failing] }
        let order = Dictionary(uniqueKeysWithValues: connected.enumerated().map { (ObjectIdentifier($1), $0) })
        return minimal.sorted { order[ObjectIdentifier($0)]! < order[ObjectIdentifier($1)]! }
    }

    /// The constraints that share a variable with `seed`, directly or
    /// through other constraints, in their original order (`seed` included).
    static func connectedComponent(of seed: Constraint, among constraints: [Constraint]) -> [Constraint] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        var included = [Bool](repeating: false, count: constraints.count)
        var seen: Set<ObjectIdentifier> = []
        var queue = seed.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = queue.popLast() {
            guard seen.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where !included[index] {
                included[index] = true
                queue.append(contentsOf: constraints[index].expression.terms.map { ObjectIdentifier($0.variable) })
            }
        }
        return constraints.indices.filter { included[$0] }.map { constraints[$0] }
    }

    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        for constraint in constraints {
            do { try solver.insert(constraint, explainingConflicts: false) } catch { return false }
        }
        return true
    }

    /// Junker's QuickXplain: a minimal subset of `constraints` that conflicts
    /// together with `background`, in O(k log(n/k)) satisfiability tests for
    /// a conflict of k among n.
    private static func quickXplain(background: [Constraint], checkBackground: Bool, _ constraints: [Constraint]) -> [Constraint] {
        if checkBackground && !isSatisfiable(background) { return [] }
        if constraints.count <= 1 { return constraints }
        let half = constraints.count / 2
        let first = Array(constraints[..<half]), second = Array(constraints[half...])
        let fromSecond = quickXplain(background: background + first, checkBackground: !first.isEmpty, second)
        let fromFirst = quickXplain(background: background + fromSecond, checkBackground: !fromSecond.isEmpty, first)
        return fromFirst + fromSecond
    }
}
