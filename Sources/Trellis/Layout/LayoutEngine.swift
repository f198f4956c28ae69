import Cassowary
import Foundation

/// The solver of one view hierarchy, owned by its root view.
///
/// Every view of the hierarchy is registered: its frame becomes required
/// constraints if it translates its autoresizing mask, its intrinsic size
/// becomes hugging and compression-resistance constraints, and its layout
/// guides get their constraints. Active `NSLayoutConstraint`s installed on
/// views of the hierarchy are in the solver too. Changes (a constant, a
/// priority, a frame, a margin) adjust the solver in place; a layout pass
/// reads the solution into frames.
final class LayoutEngine {
    let solver = Solver()
    /// Whether the solution may have changed since frames were last applied.
    private(set) var isDirty = true
    /// The required constraints the last solution missed, so that a miss
    /// is reported when it appears, not on every pass.
    private var reportedMisses: Set<ObjectIdentifier> = []
    /// Whether a constraint was added, removed or changed since the last
    /// check of the solution. Moving the window or a frame only suggests new
    /// values for edit variables; checking every such pass over all the
    /// constraints doubled the time of a relayout (`trellis bench layout`,
    /// list-1000 relayout 545 to 1,194 µs), so those passes are not checked.
    var needsAnswerCheck = true

    /// What each solver constraint stands for, to name it in a conflict log.
    private enum Owner {
        case user(NSLayoutConstraint)
        case autoresizing(UIView)
        case intrinsicSize(UIView)
        case guide(UILayoutGuide)
    }

    /// The root view of the hierarchy, which owns the engine.
    private unowned(unsafe) let root: UIView

    init(root: UIView) {
        self.root = root
    }

    // MARK: - Views

    /// Registers each view of the subtree and installs the constraints
    /// installed on them.
    func register(subtree root: UIView) {
        root.forEachInSubtree { view in
            guard !view.isInLayoutEngine else { return }
            view.isInLayoutEngine = true
            addAutoresizingConstraints(of: view)
            addIntrinsicSizeConstraints(of: view)
            for guide in view.layoutGuides { addGuideConstraints(of: guide) }
        }
        root.forEachInSubtree { view in
            for constraint in view.installedConstraints where constraint.solverConstraint == nil {
                install(constraint)
            }
        }
    }

    /// Takes the subtree's views and constraints out of the solver. The
    /// constraints stay active (installed on their views), ready to join
    /// the engine the subtree joins next.
    func unregister(subtree root: UIView) {
        root.forEachInSubtree { view in
            for constraint in view.installedConstraints { removeFromSolver(constraint) }
            guard view.isInLayoutEngine else { return }
            view.isInLayoutEngine = false
            remove(view.autoresizingConstraints)
            view.autoresizingConstraints = []
            remove(view.intrinsicSizeConstraints)
            view.intrinsicSizeConstraints = []
            for guide in view.layoutGuides {
                remove(guide.guideConstraints)
                guide.guideConstraints = []
            }
        }
    }

    /// The view's frame (or mask) changed. When the rules keep their shape,
    /// as when a window resizes its root view, only constants change: the
    /// constraints are edited in place, so a width change touches only the
    /// rows that depend on the width.
    func frameChanged(_ view: UIView) {
        guard view.isInLayoutEngine else { return }
        let fresh = LayoutRules.autoresizingConstraints(of: view)
        let current = view.autoresizingConstraints
        let sameShape = fresh.count == current.count && fresh.count == 4
            && zip(fresh, current).allSatisfy { $0.expression.terms.map(\.coefficient) == $1.expression.terms.map(\.coefficient) }
        if sameShape {
            for (new, old) in zip(fresh, current) where new.expression.constant != old.expression.constant {
                do {
                    try solver.setConstant(new.expression.constant, of: old)
                    isDirty = true
                } catch let SolverError.unsatisfiableConstraint(_, conflict) {
                    remove([old])
                    view.autoresizingConstraints.removeAll { $0 === old }
                    reportConflict(conflict, breaking: old, owner: .autoresizing(view))
                } catch {
                    LayoutDiagnostics.report(.invalidOperation, "Could not move \(view.constraintDescriptionName): \(error)")
                }
            }
            return
        }
        remove(current)
        view.autoresizingConstraints = []
        addAutoresizingConstraints(of: view)
    }

    /// The view's bounds origin moved (a scroll view scrolled). Its subviews'
    /// frames are in its bounds' coordinates, so those that translate their
    /// frames keep them, their constraints re-stated; frames are applied
    /// again, so that Auto Layout subviews pinned to its edges stay in view
    /// (TN2154: "changing the bounds origin of the superview does not change
    /// the position of the view"; a scroll view's content guide moves instead).
    func boundsOriginChanged(_ view: UIView) {
        guard view.isInLayoutEngine else { return }
        for subview in view.subviews where subview.translatesAutoresizingMaskIntoConstraints {
            frameChanged(subview)
        }
        isDirty = true
    }

    func translatesAutoresizingMaskChanged(_ view: UIView) {
        frameChanged(view)
    }

    func intrinsicSizeChanged(_ view: UIView) {
        guard view.isInLayoutEngine else { return }
        remove(view.intrinsicSizeConstraints)
        view.intrinsicSizeConstraints = []
        addIntrinsicSizeConstraints(of: view)
    }

    /// Margins moved: re-state constraints on the view's margin attributes
    /// and its margin guide.
    func marginsChanged(_ view: UIView) {
        for constraint in constraintsReferencing(view) where constraint.usesMargins(of: view) {
            constantChanged(constraint)
        }
        for guide in view.layoutGuides where guide.kind != .plain {
            refreshGuideConstraints(of: guide)
        }
    }

    /// The view's safe-area insets changed: re-state its safe-area guide,
    /// and if its margins moved with them, its margins guide and the
    /// constraints on its margin attributes (only looked for if a
    /// constraint ever used them: the search walks the ancestors'
    /// constraints, and a rotation changes the insets of many views).
    func safeAreaChanged(_ view: UIView, marginsMoved: Bool) {
        guard view.isInLayoutEngine else { return }
        if marginsMoved && view.marginsUsedByConstraints {
            for constraint in constraintsReferencing(view) where constraint.usesMargins(of: view) {
                constantChanged(constraint)
            }
        }
        for guide in view.layoutGuides where guide.kind == .safeArea || (marginsMoved && guide.kind != .plain) {
            refreshGuideConstraints(of: guide)
        }
    }

    /// The view's text moved its baselines: re-state constraints on them.
    func baselinesChanged(_ view: UIView) {
        guard view.isInLayoutEngine else { return }
        for constraint in constraintsReferencing(view) where constraint.usesBaselines(of: view) {
            constantChanged(constraint)
        }
    }

    /// Leading and trailing may have flipped for every view below `view`.
    func layoutDirectionChanged(below view: UIView) {
        var inside = Set<ObjectIdentifier>()
        view.forEachInSubtree { inside.insert(ObjectIdentifier($0)) }
        var affected: [NSLayoutConstraint] = []
        var ancestor: UIView? = view.superview
        while let current = ancestor {
            affected += current.installedConstraints.filter { $0.referencedViews.contains { inside.contains(ObjectIdentifier($0)) } }
            ancestor = current.superview
        }
        view.forEachInSubtree { affected += $0.installedConstraints }
        for constraint in affected where constraint.usesDirectionalAttributes {
            removeFromSolver(constraint)
            install(constraint)
        }
    }

    // MARK: - User constraints

    func install(_ constraint: NSLayoutConstraint) {
        guard constraint.solverConstraint == nil else { return }
        let solverConstraint = constraint.makeEngineConstraint()
        if add(solverConstraint, owner: .user(constraint)) {
            constraint.solverConstraint = solverConstraint
        }
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        removeFromSolver(constraint)
    }

    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else {
            install(constraint)
            return
        }
        let constant = constraint.solverExpression().constant
        guard abs(constant) <= Self.maximumSolverConstant else {
            removeFromSolver(constraint)
            LayoutDiagnostics.report(.invalidValue, "Layout left out \(constraint): with its margins, its constant term \(constant) is beyond ±\(Self.maximumSolverConstant), the range the solver takes.")
            return
        }
        do {
            try solver.setConstant(constant, of: solverConstraint)
            isDirty = true
            needsAnswerCheck = true
        } catch let SolverError.unsatisfiableConstraint(_, conflict) {
            removeFromSolver(constraint)
            reportConflict(conflict, breaking: solverConstraint, owner: .user(constraint))
        } catch {
            LayoutDiagnostics.report(.invalidOperation, "Could not change the constant of \(constraint): \(error)")
        }
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        do {
            try solver.setPriority(Priority(constraint.priority.rawValue), of: solverConstraint)
            isDirty = true
            needsAnswerCheck = true
        } catch {
            LayoutDiagnostics.report(.invalidOperation, "Could not change the priority of \(constraint): \(error)")
        }
    }

    private func removeFromSolver(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        remove([solverConstraint])
        constraint.solverConstraint = nil
    }

    /// Active constraints that mention `view`: they are installed on the
    /// view or one of its ancestors.
    private func constraintsReferencing(_ view: UIView) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var current: UIView? = view
        while let ancestor = current {
            found += ancestor.installedConstraints.filter { $0.referencedViews.contains { $0 === view } }
            current = ancestor.superview
        }
        return found
    }

    // MARK: - Constraints the engine makes

    private func addAutoresizingConstraints(of view: UIView) {
        view.autoresizingConstraints = LayoutRules.autoresizingConstraints(of: view).filter { add($0, owner: .autoresizing(view)) }
    }

    private func addIntrinsicSizeConstraints(of view: UIView) {
        view.intrinsicSizeConstraints = LayoutRules.intrinsicSizeConstraints(of: view, report: true).filter { add($0, owner: .intrinsicSize(view)) }
    }

    func addGuideConstraints(of guide: UILayoutGuide) {
        guide.guideConstraints = guide.solverRules.filter { add($0, owner: .guide(guide)) }
    }

    func refreshGuideConstraints(of guide: UILayoutGuide) {
        remove(guide.guideConstraints)
        addGuideConstraints(of: guide)
    }

    func removeGuideConstraints(of guide: UILayoutGuide) {
        remove(guide.guideConstraints)
        guide.guideConstraints = []
    }

    /// Adds a constraint; if it conflicts with required ones, logs the
    /// conflict as UIKit does and leaves this one out (it is the one broken).
    /// `owner` names the constraint in a conflict report; the members of
    /// the conflict already in the solver are found by `owner(of:)`.
    private func add(_ constraint: Cassowary.Constraint, owner: Owner) -> Bool {
        if let problem = Self.solverProblem(constraint) {
            LayoutDiagnostics.report(.invalidValue, "Layout left out \(Self.describe(constraint, owner: owner)): \(problem).")
            return false
        }
        do {
            try solver.add(constraint)
            isDirty = true
            needsAnswerCheck = true
            return true
        } catch let SolverError.unsatisfiableConstraint(_, conflict) {
            reportConflict(conflict, breaking: constraint, owner: owner)
            return false
        } catch {
            LayoutDiagnostics.report(.invalidOperation, "Could not add a constraint: \(error)")
            return false
        }
    }

    /// Why a solver constraint must not reach the solver, or nil. Each
    /// number set from code is checked where it enters (`LayoutLimits`), but
    /// some reach constraints only in sums (a margin plus the safe area plus
    /// a controller's additional insets) or from places that do not check;
    /// this is the last guard, with bounds far above any such sum and far
    /// below what overflows the solver's arithmetic (a constant of 1e308
    /// crashed it).
    static func solverProblem(_ constraint: Cassowary.Constraint) -> String? {
        let constant = constraint.expression.constant
        if !(abs(constant) <= maximumSolverConstant) {
            return "its constant term \(constant) is beyond ±\(maximumSolverConstant), the range the solver takes"
        }
        if let term = constraint.expression.terms.first(where: { !(abs($0.coefficient) <= maximumSolverCoefficient) }) {
            return "its coefficient \(term.coefficient) is beyond ±\(maximumSolverCoefficient), the range the solver takes"
        }
        return nil
    }

    static let maximumSolverConstant = 1e12
    static let maximumSolverCoefficient = 1e7

    private func remove(_ constraints: [Cassowary.Constraint]) {
        for constraint in constraints { try? solver.remove(constraint) }
        if !constraints.isEmpty { isDirty = true; needsAnswerCheck = true }
    }

    // MARK: - Solving

    /// Removes floating-point noise (735.9999999999999 for 736) from a
    /// solved coordinate, leaving real fractions such as thirds alone.
    /// Rounding to device pixels belongs to windows, which know their scale.
    static func snap(_ value: Double) -> CGFloat {
        let snapped = (value * 1e6).rounded() / 1e6
        return CGFloat(abs(snapped - value) < 1e-9 ? snapped : value)
    }

    /// Solves and moves every view of the hierarchy to its solved frame.
    ///
    /// Every number that enters the solver is within `LayoutLimits`, but a
    /// chain of large multipliers can still multiply past `Double`'s range;
    /// a view whose solved frame is not finite keeps the frame it had, and
    /// the log names it, so no frame is ever infinite or NaN.
    func applySolution(to root: UIView) {
        solver.updateVariables()
        isDirty = false
        if needsAnswerCheck {
            needsAnswerCheck = false
            reportMissedRequiredConstraints()
        }
        root.forEachInSubtree { view in
            guard view.isInLayoutEngine else { return }
            let v = view.layoutVariables
            var x = v.x.value, y = v.y.value
            if let parent = view.superview {
                x += Double(parent.bounds.minX) - parent.layoutVariables.x.value
                y += Double(parent.bounds.minY) - parent.layoutVariables.y.value
            }
            let width = v.width.value, height = v.height.value
            guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else {
                LayoutDiagnostics.report(.invalidValue, "Layout solved \(view.constraintDescriptionName) to a frame that is not finite (\(x), \(y), \(width), \(height)): its constraints multiply beyond the range of numbers. It keeps \(view.frame).")
                return
            }
            view.applyLayoutFrame(CGRect(x: Self.snap(x), y: Self.snap(y), width: Self.snap(width), height: Self.snap(height)))
            if view.readsLayoutSolution { view.layoutSolutionDidApply() }
        }
    }

    /// Checks the solution against every required constraint (one pass
    /// over their terms) and reports those it misses by more than rounding:
    /// double-precision simplex, kiwi's as much as this one, can miss when
    /// multipliers many orders of magnitude apart meet in one system
    /// (issue 16). UIKit has no message for this; a wrong frame is never
    /// passed off silently.
    private func reportMissedRequiredConstraints() {
        // A miss is first repaired by rebuilding the tableau (issue 16); the
        // repaired values are written before the frames are read.
        let missed = solver.repairMissedRequiredConstraints()
        solver.updateVariables()
        let identities = Set(missed.map { ObjectIdentifier($0.constraint) })
        defer { reportedMisses = identities }
        guard !missed.isEmpty, !identities.isSubset(of: reportedMisses) else { return }
        let lines = missed.map { "    \"\(Self.describe($0.constraint, owner: owner(of: $0.constraint)))\" misses by \(Self.snap($0.violation)) points" }
        LayoutDiagnostics.report(.imprecise, """
            The layout solution misses required constraints by more than rounding. Their system mixes \
            multipliers too many orders of magnitude apart for double-precision arithmetic (0.001 beside \
            10,000, for example); bring them closer together.
            \(lines.joined(separator: "\n"))
            """)
    }

    // MARK: - Conflicts

    /// UIKit's console message for unsatisfiable constraints, listing only
    /// the smallest conflicting set, with each view's type and identifier.
    private func reportConflict(_ conflict: [Cassowary.Constraint], breaking broken: Cassowary.Constraint, owner brokenOwner: Owner) {
        func describe(_ constraint: Cassowary.Constraint) -> String {
            Self.describe(constraint, owner: constraint === broken ? brokenOwner : owner(of: constraint))
        }
        let lines = conflict.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
        LayoutDiagnostics.report(.unsatisfiableConstraints, """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(lines)
            )

            Will attempt to recover by breaking constraint
            \(describe(broken))
            """)
    }

    /// What a constraint in the solver stands for. Only conflict reports
    /// ask, so a walk over the hierarchy costs nothing in a working layout
    /// (a table kept beside the solver showed in the time to activate).
    private func owner(of constraint: Cassowary.Constraint) -> Owner? {
        var found: Owner?
        root.forEachInSubtree { view in
            guard found == nil else { return }
            if let user = view.installedConstraints.first(where: { $0.solverConstraint === constraint }) {
                found = .user(user)
            } else if view.autoresizingConstraints.contains(where: { $0 === constraint }) {
                found = .autoresizing(view)
            } else if view.intrinsicSizeConstraints.contains(where: { $0 === constraint }) {
                found = .intrinsicSize(view)
            } else if let guide = view.layoutGuides.first(where: { $0.guideConstraints.contains { $0 === constraint } }) {
                found = .guide(guide)
            }
        }
        return found
    }

    private static func describe(_ constraint: Cassowary.Constraint, owner: Owner?) -> String {
        switch owner {
        case let .user(layoutConstraint):
            return layoutConstraint.description
        case let .autoresizing(view):
            return "<NSAutoresizingMaskLayoutConstraint \(view.constraintDescriptionName) \(constraint.expression) == 0>"
        case let .intrinsicSize(view):
            return "<NSContentSizeLayoutConstraint \(view.constraintDescriptionName) \(constraint.expression) \(constraint.relation.symbol) 0>"
        case let .guide(guide):
            return "<UILayoutGuide constraint \(guide.constraintDescriptionName) \(constraint.expression) == 0>"
        case nil:
            return constraint.description
        }
    }
}

extension NSLayoutConstraint {
    func usesMargins(of view: UIView) -> Bool {
        let marginAttributes: Set<Attribute> = [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                                                .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        return (firstItem === view && marginAttributes.contains(firstAttribute))
            || (secondItem === view && marginAttributes.contains(secondAttribute))
    }

    func usesBaselines(of view: UIView) -> Bool {
        let baselines: Set<Attribute> = [.firstBaseline, .lastBaseline]
        return (firstItem === view && baselines.contains(firstAttribute))
            || (secondItem === view && baselines.contains(secondAttribute))
    }

    var usesDirectionalAttributes: Bool {
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        return directional.contains(firstAttribute) || directional.contains(secondAttribute)
    }
}
