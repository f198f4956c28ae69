import Testing
@testable import Cassowary

/// Rows laid out first and chained afterwards: what a vertical stack of
/// horizontal stacks gives the solver (issue 22). Each row centres a box
/// of 20 points in a row that hugs it; only then are the rows chained,
/// `top[k] == top[k-1] + height[k-1] + 8`, so every link arrives with all
/// three of its variables already defined.
@Suite struct ChainedRowsTests {
    struct Rows {
        let solver = Solver()
        var tops: [Variable] = [], heights: [Variable] = [], boxTops: [Variable] = []
        var boxHeights: [Constraint] = [], links: [Constraint] = []

        init(count: Int) throws {
            for k in 0..<count {
                let top = Variable("top\(k)"), height = Variable("height\(k)")
                let boxTop = Variable("boxTop\(k)"), boxHeight = Variable("boxHeight\(k)")
                let intrinsic = (boxHeight == 20.0).withPriority(Priority(750))
                try solver.add(intrinsic)
                try solver.add(height - boxHeight >= 0)
                try solver.add(boxTop + 0.5 * boxHeight == top + 0.5 * height)
                try solver.add((height == 0.0).withPriority(Priority(250)))
                tops.append(top)
                heights.append(height)
                boxTops.append(boxTop)
                boxHeights.append(intrinsic)
            }
            try solver.add(tops[0] == 0)
            for k in 1..<count {
                let link = tops[k] == tops[k - 1] + heights[k - 1] + 8
                try solver.add(link)
                links.append(link)
            }
            solver.updateVariables()
        }

        /// The longest row of the tableau and the number of terms in all.
        var tableauSize: (longest: Int, total: Int) {
            var longest = 0, total = 0
            for case let row? in solver.tableau.rows {
                longest = max(longest, row.terms.count)
                total += row.terms.count
            }
            return (longest, total)
        }
    }

    /// Fully expanded, the link of row k holds a term for every row above
    /// it: 400 rows made a longest row of 1,600 terms and 643,600 in all,
    /// and a stack of 2,500 stacks took 3.6 s. Each link now defines the
    /// row's own variable, which the row's definitions refer to
    /// (`Tableau.canAdopt`), so every row stays a few terms long.
    @Test func linksAddedAfterTheRowsKeepTheTableauLinear() throws {
        let rows = try Rows(count: 400)
        for k in 0..<400 {
            #expect(rows.tops[k].value == Double(k * 28))
            #expect(rows.boxTops[k].value == Double(k * 28))
            #expect(rows.heights[k].value == 20)
        }
        let size = rows.tableauSize
        #expect(size.longest <= 8)
        #expect(size.total <= 16 * 400)
        if let problem = rows.solver.tableau.invariantViolation() { Issue.record("\(problem)") }
    }

    /// What hangs from a link follows it when a row above changes, when a
    /// link is removed and when one is added back.
    @Test func rowsFollowChangesAboveThemAndLinksComeAndGo() throws {
        var rows = try Rows(count: 60)
        try rows.solver.setConstant(-40, of: rows.boxHeights[10])
        rows.solver.updateVariables()
        #expect(rows.heights[10].value == 40)
        #expect(rows.tops[11].value == 10 * 28 + 48)
        #expect(rows.boxTops[59].value == 59 * 28 + 20)

        // Removing the link above row 30 leaves rows 30 and below free to
        // move together; fixing row 30's top moves them all.
        try rows.solver.remove(rows.links[29])
        try rows.solver.add(rows.tops[30] == 5000)
        rows.solver.updateVariables()
        #expect(rows.tops[29].value == 29 * 28 + 20)
        #expect(rows.tops[30].value == 5000)
        #expect(rows.boxTops[45].value == 5000 + 15 * 28)
        if let problem = rows.solver.tableau.invariantViolation() { Issue.record("\(problem)") }

        // Every constraint removed, last added first and then in order.
        rows.links.remove(at: 29)
        for link in rows.links.reversed() { try rows.solver.remove(link) }
        for constraint in rows.solver.constraints { try rows.solver.remove(constraint) }
        #expect(rows.solver.constraints.isEmpty)
        #expect(rows.tableauSize.total == 0)
        if let problem = rows.solver.tableau.invariantViolation() { Issue.record("\(problem)") }
    }
}
