import Cassowary
import Foundation

extension UIView {
    /// UIKit's fitting targets: the smallest and the largest size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Updates constraints where asked, solves, applies frames, then calls
    /// `layoutSubviews` top-down where needed. A `layoutSubviews` that moves
    /// views may need another solve, so passes repeat until nothing changes.
    ///
    /// Only the parts of the tree that asked are walked: `setNeedsLayout`
    /// and `setNeedsUpdateConstraints` flag the view's ancestors
    /// (`subtreeNeedsLayout`, `subtreeNeedsConstraintsUpdate`), so a pass
    /// after a small change visits the paths to the changed views, not the
    /// whole tree five times over (issue 22). Views that preserve their
    /// superview's margins are listed by the engine.
    func performLayoutPass() {
        let root = rootView
        for _ in 0..<16 {
            root.updateConstraintsInSubtree()
            if let engine = root.layoutEngine, engine.isDirty { engine.applySolution(to: root) }
            // Safe areas (in a window) and preserved superview margins depend
            // on the frames just solved; a change re-states guide and margin
            // constraints, and the loop solves again.
            if root is UIWindow {
                root.forEachInSubtree { view in
                    view.refreshSafeAreaInsets()
                    _ = view.refreshPreservedLayoutMargins()
                }
            } else if let engine = root.layoutEngine {
                engine.refreshPreservedLayoutMargins()
            } else {
                root.forEachInSubtree { _ = $0.refreshPreservedLayoutMargins() }
            }
            if root.layoutEngine?.isDirty == true { continue }
            root.layoutSubviewsWhereNeeded()
            let settled = !(root.layoutEngine?.isDirty ?? false)
            if settled && !root.needsLayout && !root.subtreeNeedsLayout { return }
        }
        LayoutDiagnostics.report(.invalidOperation, "Layout of \(root.constraintDescriptionName) did not settle after 16 passes: some layoutSubviews keeps changing frames.")
    }

    /// `layoutSubviews` for each view that needs it, parents before
    /// children, descending only into subtrees flagged as holding one.
    private func layoutSubviewsWhereNeeded() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.needsLayout {
                view.needsLayout = false
                // A controller's root view: the controller hears of it before and after.
                if let controller = view.owningViewController {
                    controller.viewWillLayoutSubviews()
                    view.layoutSubviews()
                    controller.viewDidLayoutSubviews()
                } else {
                    view.layoutSubviews()
                }
            }
            // Cleared before the children are visited: a layoutSubviews below
            // that flags a view already passed flags this one again, and the
            // pass repeats.
            if view.subtreeNeedsLayout {
                view.subtreeNeedsLayout = false
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
    }

    /// Flags the ancestors of a view that needs layout, up to the first
    /// already flagged.
    func flagAncestorsForLayout() {
        var ancestor = superview
        while let view = ancestor, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            ancestor = view.superview
        }
    }

    /// Flags the ancestors of a view whose constraints need updating.
    func flagAncestorsForConstraintsUpdate() {
        var ancestor = superview
        while let view = ancestor, !view.subtreeNeedsConstraintsUpdate {
            view.subtreeNeedsConstraintsUpdate = true
            ancestor = view.superview
        }
    }

    /// `updateConstraints` for each view that asked, children first as in
    /// UIKit; a controller's root view asks its controller's
    /// `updateViewConstraints()`, which calls the view's by default. Only
    /// flagged subtrees are walked.
    func updateConstraintsInSubtree() {
        guard constraintsNeedUpdate || subtreeNeedsConstraintsUpdate else { return }
        var order: [UIView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            order.append(view)
            if view.subtreeNeedsConstraintsUpdate {
                view.subtreeNeedsConstraintsUpdate = false
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        for view in order.reversed() where view.constraintsNeedUpdate {
            view.constraintsNeedUpdate = false
            if let controller = view.owningViewController {
                controller.updateViewConstraints()
            } else {
                view.updateConstraints()
            }
        }
    }

    /// Solves the view's own subtree in a scratch solver: its constraints
    /// inside the subtree, its subviews' frames and content, and its size
    /// held to the target at the fitting priorities. Constraints tying the
    /// view to anything outside are left out, as in UIKit.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        // UIKit's two-pass measurement of wrapping labels (and text views
        // that do not scroll): solve, let each view whose height follows its
        // layout width measure at the width it got, and solve again while
        // that changes a height. The scratch solver is built once; a view
        // that measured again has its content constraints edited in place
        // (issue 22: each round used to build a new solver from scratch).
        let fitting = FittingSystem(root: self, target: target, horizontal: horizontal, vertical: vertical)
        var size = CGSize.zero
        for _ in 0..<4 {
            size = fitting.size
            var changed = false
            forEachInSubtree { view in
                if view.adoptFittingWidth(CGFloat(fitting.solver.value(of: view.layoutVariables.width))) {
                    changed = true
                    fitting.restateIntrinsicSize(of: view)
                }
            }
            if !changed { break }
        }
        return size
    }

    // MARK: - Ambiguity

    /// Whether the view's position or size is not fixed by its constraints:
    /// more than one frame would satisfy them equally well.
    public var hasAmbiguousLayout: Bool {
        guard let engine = rootView.layoutEngine, isInLayoutEngine else { return false }
        let v = layoutVariables
        return [v.x, v.y, v.width, v.height].contains { engine.solver.hasAmbiguousValue($0) }
    }

    /// The hierarchy as text, one view per line with its frame, marking the
    /// views whose layout is ambiguous (like UIKit's `_autolayoutTrace`).
    public func autolayoutTrace() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            let marker = view.hasAmbiguousLayout ? " - AMBIGUOUS LAYOUT" : ""
            lines.append(String(repeating: "|   ", count: depth) + "*\(view.constraintDescriptionName) \(view.frame)\(marker)")
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(rootView, depth: 0)
        return lines.joined(separator: "\n")
    }

    // MARK: - Hit testing and coordinates

    /// Hidden, nearly transparent (alpha < 0.01) and non-interactive views
    /// receive no touches, nor does anything outside a view's bounds, even
    /// where a subview extends beyond them.
    func hitTestSubtree(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            // The point in the subview's bounds: its frame is in this view's
            // bounds; a transformed subview's layer undoes its transform.
            let local: CGPoint
            if subview.hasTransform {
                local = point.applying(subview.layer.transformToSuperlayer.inverted())
            } else {
                let f = subview.frame, b = subview.bounds
                local = CGPoint(x: point.x - f.minX + b.minX, y: point.y - f.minY + b.minY)
            }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether the view or one of its ancestors has a transform.
    private var hasTransformedAncestry: Bool {
        var view: UIView? = self
        while let current = view {
            if current.hasTransform { return true }
            view = current.superview
        }
        return false
    }

    /// The view's origin in the root view's coordinates.
    private var originInRoot: CGPoint {
        var origin = CGPoint.zero
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            origin.x += current.frame.minX - parent.bounds.minX
            origin.y += current.frame.minY - parent.bounds.minY
            view = parent
        }
        return origin
    }

    /// Converts a point from this view's coordinates to `view`'s (to the
    /// root's when `view` is nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if hasTransformedAncestry || view?.hasTransformedAncestry == true {
            // Through the layers, which apply each transform about its anchor point.
            let root = rootView
            let converted = layer.convert(point, to: (view ?? root).layer)
            guard view == nil else { return converted }
            return CGPoint(x: converted.x - root.bounds.minX, y: converted.y - root.bounds.minY)
        }
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        let mineBounds = bounds.origin, theirBounds = view?.bounds.origin ?? .zero
        return CGPoint(x: point.x - mineBounds.x + mine.x - theirs.x + theirBounds.x,
                       y: point.y - mineBounds.y + mine.y - theirs.y + theirBounds.y)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? rootView).convert(point, to: self)
    }

    /// Under a transform, the box around the converted corners, as in UIKit.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard hasTransformedAncestry || view?.hasTransformedAncestry == true else {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, to: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard hasTransformedAncestry || view?.hasTransformedAncestry == true else {
            return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
        }
        return (view ?? rootView).convert(rect, to: self)
    }
}

/// The scratch system `systemLayoutSizeFitting` solves: the subtree's own
/// constraints, frames and content sizes, and the fitting target.
private final class FittingSystem {
    let solver = Solver()
    let root: UIView
    /// Each view's content-size constraints in `solver`, to edit when it measures again.
    private var intrinsic: [ObjectIdentifier: [Cassowary.Constraint]] = [:]

    init(root: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        self.root = root
        var constraints: [Cassowary.Constraint] = []
        var inside = Set<ObjectIdentifier>()
        root.forEachInSubtree { view in
            inside.insert(ObjectIdentifier(view))
            constraints += LayoutRules.autoresizingConstraints(of: view, asFittingRoot: view === root)
            let content = LayoutRules.intrinsicSizeConstraints(of: view)
            if !content.isEmpty { intrinsic[ObjectIdentifier(view)] = content }
            constraints += content
            constraints += view.layoutGuides.flatMap(\.solverRules)
        }
        root.forEachInSubtree { view in
            for constraint in view.installedConstraints
            where constraint.referencedViews.allSatisfy({ inside.contains(ObjectIdentifier($0)) }) {
                constraints.append(constraint.makeEngineConstraint())
            }
        }
        let variables = root.layoutVariables
        constraints += [variables.x == 0, variables.y == 0]
        for constraint in constraints where LayoutEngine.solverProblem(constraint) == nil { try? solver.add(constraint) }
        intrinsic = intrinsic.mapValues { $0.filter(solver.contains) }
        for (variable, length, priority) in [(variables.width, target.width, horizontal), (variables.height, target.height, vertical)] {
            let clamped = min(max(1, priority.rawValue), 1000)
            // `CGFloat.greatestFiniteMagnitude` is a common way to say "as
            // large as it likes": it stands for the largest length layout
            // takes. NaN says nothing, so that axis has no target.
            if !length.isNaN {
                let target = min(max(length, -LayoutLimits.maximumLength), LayoutLimits.maximumLength)
                try? solver.add((variable == Double(target)).withPriority(Priority(clamped)))
            }
            try? solver.add((variable >= 0).withPriority(.required))
        }
    }

    var size: CGSize {
        let variables = root.layoutVariables
        let width = solver.value(of: variables.width), height = solver.value(of: variables.height)
        return CGSize(width: width.isFinite ? width : 0, height: height.isFinite ? height : 0)
    }

    /// The view measured again: its content constraints take the new size,
    /// edited in place when they keep their shape.
    func restateIntrinsicSize(of view: UIView) {
        let key = ObjectIdentifier(view)
        let current = intrinsic[key] ?? []
        let fresh = LayoutRules.intrinsicSizeConstraints(of: view).filter { LayoutEngine.solverProblem($0) == nil }
        if fresh.count == current.count, zip(fresh, current).allSatisfy({ $0.relation == $1.relation && $0.priority == $1.priority
            && $0.expression.terms.count == $1.expression.terms.count
            && zip($0.expression.terms, $1.expression.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient } }),
           zip(fresh, current).allSatisfy({ (try? solver.setConstant($0.expression.constant, of: $1)) != nil }) {
            return
        }
        for constraint in current where solver.contains(constraint) { try? solver.remove(constraint) }
        intrinsic[key] = fresh.filter { (try? solver.add($0)) != nil }
    }
}
