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

    /// The root view of the hierarchy, which owns the engine; it changes
    /// when the hierarchy joins another and its engine is kept (`adopt`).
    private unowned(unsafe) var root: UIView
    /// How many views are registered: the larger of two engines meeting
    /// when a subtree joins a hierarchy is the one kept.
    private(set) var registeredViews = 0

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
            registeredViews += 1
            if view.preservesSuperviewLayoutMargins { preservingMarginsChanged(view) }
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
            registeredViews -= 1
            forgetPreservingMargins(view)
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

    // MARK: - Preserved superview margins

    /// The registered views that preserve their superview's margins, whose
    /// margins follow the frames after each solve: listed, so that a pass
    /// visits them and not every view (issue 22). Held strongly: each is
    /// in the hierarchy while registered (the root, which owns the engine,
    /// has no superview to preserve margins from and is never listed).
    private var preservingViews: [ObjectIdentifier: UIView] = [:]
    /// `preservingViews` with superviews before subviews, made when needed.
    private var preservingOrder: [UIView]?

    func preservingMarginsChanged(_ view: UIView) {
        if view.preservesSuperviewLayoutMargins, view.superview != nil {
            preservingViews[ObjectIdentifier(view)] = view
        } else {
            preservingViews[ObjectIdentifier(view)] = nil
        }
        preservingOrder = nil
    }

    private func forgetPreservingMargins(_ view: UIView) {
        guard preservingViews.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
        preservingOrder = nil
    }

    /// Recomputes preserved margins, superviews first, since a view's
    /// margins may follow a superview that preserves its own.
    func refreshPreservedLayoutMargins() {
        guard !preservingViews.isEmpty else { return }
        if preservingOrder == nil {
            func depth(_ view: UIView) -> Int {
                var count = 0, ancestor = view.superview
                while let next = ancestor { count += 1; ancestor = next.superview }
                return count
            }
            preservingOrder = preservingViews.values.map { ($0, depth($0)) }.sorted { $0.1 < $1.1 }.map(\.0)
        }
        for view in preservingOrder! { _ = view.refreshPreservedLayoutMargins() }
    }

    /// Forgets the subtree's views and constraints without taking them out
    /// of the solver one by one: the solver itself is being dropped, or
    /// keeps only what `skipping` holds. Removing each constraint from a
    /// solver about to be thrown away cost as much as adding it (issue 22:
    /// a screen built in `viewDidLoad` paid for its constraints three times
    /// when its view joined a window).
    func discard(subtree root: UIView, skipping kept: UIView? = nil) {
        var levels: [UIView] = [root]
        while let view = levels.popLast() {
            if view === kept { continue }
            for constraint in view.installedConstraints { constraint.solverConstraint = nil }
            if view.isInLayoutEngine {
                view.isInLayoutEngine = false
                registeredViews -= 1
                forgetPreservingMargins(view)
                view.autoresizingConstraints = []
                view.intrinsicSizeConstraints = []
                for guide in view.layoutGuides { guide.guideConstraints = [] }
            }
            levels += view.subviews
        }
        isDirty = true
        needsAnswerCheck = true
    }

    /// Makes this engine, which held the subtree at `subtree`, the engine of
    /// the hierarchy the subtree joined under `root`: the subtree keeps its
    /// solver rows; its root's frame, which it held outright as a root, is
    /// re-stated relative to its new superview, and the rest of the
    /// hierarchy registers.
    func adopt(root newRoot: UIView, joining subtree: UIView) {
        root = newRoot
        frameChanged(subtree)
        register(subtree: newRoot)
    }

    /// The view's frame (or mask) changed. When the rules keep their shape,
    /// as when a window resizes its root view, only constants change: the
    /// constraints are edited in place, so a width change touches only the
    /// rows that depend on the width.
    func frameChanged(_ view: UIView) {
        guard view.isInLayoutEngine else { return }
        let fresh = LayoutRules.autoresizingConstraints(of: view)
        let current = view.autoresizingConstraints
        // The same variables and coefficients (a view moved or resized in
        // the same superview, as a table or collection view moves its cells):
        // only constants change, edited in place.
        if fresh.count == current.count, fresh.count == 4, zip(fresh, current).allSatisfy(Self.sameShape) {
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

    /// The content size (or a hugging or compression priority) changed.
    /// A label whose text changes keeps the same four constraints with new
    /// constants: they are edited in place, as `NSLayoutConstraint.constant`
    /// is, rather than removed and added (issue 22: a removal pivots the
    /// constraint out of the tableau, an addition substitutes it back in).
    func intrinsicSizeChanged(_ view: UIView) {
        guard view.isInLayoutEngine else { return }
        view.intrinsicSizeConstraints = restate(view.intrinsicSizeConstraints,
                                                as: LayoutRules.intrinsicSizeConstraints(of: view, report: true),
                                                owner: .intrinsicSize(view))
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
        // Looking up the constraints walks every ancestor's: only for a view
        // whose baselines a constraint has used (a label's text changing in
        // a long form paid for the whole form's constraints).
        guard view.isInLayoutEngine, view.baselinesUsedByConstraints else { return }
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

    /// The guide's margins or insets moved: its constraints keep their
    /// shape, so their constants are edited in place (issue 22: removing
    /// and adding them again made margins in a chain of rows quadratic).
    func refreshGuideConstraints(of guide: UILayoutGuide) {
        guide.guideConstraints = restate(guide.guideConstraints, as: guide.solverRules, owner: .guide(guide))
    }

    /// Brings constraints the engine made (`current`, in the solver) to
    /// `fresh`, made again from the item's state. When each fresh constraint
    /// has the shape of the one it replaces (the same variables,
    /// coefficients and relation, and a priority on the same side of
    /// required), only constants and priorities change, in place, touching
    /// only the rows that depend on them; otherwise the old ones are
    /// removed and the fresh ones added. Returns the constraints now in the
    /// solver for the item.
    private func restate(_ current: [Cassowary.Constraint], as fresh: [Cassowary.Constraint], owner: Owner) -> [Cassowary.Constraint] {
        guard fresh.count == current.count, zip(fresh, current).allSatisfy(Self.sameShape) else {
            remove(current)
            return fresh.filter { add($0, owner: owner) }
        }
        var kept: [Cassowary.Constraint] = []
        kept.reserveCapacity(current.count)
        for (new, old) in zip(fresh, current) {
            if Self.solverProblem(new) != nil {
                // Out of range now: left out with the same message as an addition.
                remove([old])
                _ = add(new, owner: owner)
                continue
            }
            do {
                if new.priority != old.priority {
                    try solver.setPriority(new.priority, of: old)
                    isDirty = true
                    needsAnswerCheck = true
                }
                if new.expression.constant != old.expression.constant {
                    try solver.setConstant(new.expression.constant, of: old)
                    isDirty = true
                    needsAnswerCheck = true
                }
                kept.append(old)
            } catch let SolverError.unsatisfiableConstraint(_, conflict) {
                remove([old])
                reportConflict(conflict, breaking: old, owner: owner)
            } catch {
                LayoutDiagnostics.report(.invalidOperation, "Could not change \(Self.describe(old, owner: owner)): \(error)")
                kept.append(old)
            }
        }
        return kept
    }

    /// Whether `new` differs from `old` at most in its constant and in its
    /// priority among the optional levels.
    private static func sameShape(_ new: Cassowary.Constraint, _ old: Cassowary.Constraint) -> Bool {
        guard new.relation == old.relation, new.priority.isRequired == old.priority.isRequired,
              new.expression.terms.count == old.expression.terms.count else { return false }
        return zip(new.expression.terms, old.expression.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
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
    /// solved coordinate, leaving real fractions alone. The grid is
    /// millionths of thirds, so that a third (a pixel at scale 3) reached by
    /// a different order of sums (63.66666666666666) is the same third as
    /// 191/3; whole numbers and decimals to six places are on it too.
    /// Rounding to device pixels belongs to windows, which know their scale.
    static func snap(_ value: Double) -> CGFloat {
        let snapped = (value * 3e6).rounded() / 3e6
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
    /// Whether the constraint's solver form holds the view's margins: it
    /// uses a margin attribute of the view, or the view's margins guide.
    func usesMargins(of view: UIView) -> Bool {
        let marginAttributes: Set<Attribute> = [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                                                .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        return (firstItem === view && marginAttributes.contains(firstAttribute))
            || (secondItem === view && marginAttributes.contains(secondAttribute))
            || (firstLayoutItem?.marginsGuideOwner === view) || (secondLayoutItem?.marginsGuideOwner === view)
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
