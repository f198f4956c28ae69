import Cassowary
import Foundation

/// The solver constraints a view or guide implies by itself, built fresh
/// from its current state: the engine installs them, and
/// `systemLayoutSizeFitting` builds a scratch solver from them.
enum LayoutRules {
    /// A view translating its autoresizing mask keeps its frame relative to
    /// its superview, following the mask when the superview resizes; a root
    /// view keeps its frame outright. Both are required, as in UIKit.
    static func autoresizingConstraints(of view: UIView, asFittingRoot: Bool = false) -> [Cassowary.Constraint] {
        guard view.translatesAutoresizingMaskIntoConstraints, !asFittingRoot else { return [] }
        let own = view.layoutVariables
        let (horizontal, vertical) = autoresizingRules(of: view)
        guard let parent = view.superview else {
            return [own.x == Double(horizontal.startConstant), own.width == Double(horizontal.lengthConstant),
                    own.y == Double(vertical.startConstant), own.height == Double(vertical.lengthConstant)]
        }
        let outer = parent.layoutVariables
        let origin = parent.bounds.origin
        return [
            own.x == outer.x + outer.width * Double(horizontal.startFactor) + Double(horizontal.startConstant - origin.x),
            own.width == outer.width * Double(horizontal.lengthFactor) + Double(horizontal.lengthConstant),
            own.y == outer.y + outer.height * Double(vertical.startFactor) + Double(vertical.startConstant - origin.y),
            own.height == outer.height * Double(vertical.lengthFactor) + Double(vertical.lengthConstant),
        ]
    }

    /// The rules the view's autoresizing constraints follow; a root view
    /// simply keeps its frame.
    static func autoresizingRules(of view: UIView) -> (horizontal: AutoresizingRule, vertical: AutoresizingRule) {
        let frame = view.untransformedFrame
        guard let parent = view.superview else {
            return (AutoresizingRule(startConstant: frame.minX, startFactor: 0, lengthConstant: frame.width, lengthFactor: 0),
                    AutoresizingRule(startConstant: frame.minY, startFactor: 0, lengthConstant: frame.height, lengthFactor: 0))
        }
        return view.autoresizingMask.rules(for: frame, in: parent.bounds.size)
    }

    /// Content hugging (`size <= intrinsic`) and compression resistance
    /// (`size >= intrinsic`) on each axis that has an intrinsic size.
    ///
    /// An `intrinsicContentSize` override that returns NaN, an infinity or
    /// a length beyond `LayoutLimits` on an axis gives that axis no
    /// intrinsic size; with `report`, the engine says so, naming the view.
    static func intrinsicSizeConstraints(of view: UIView, report: Bool = false) -> [Cassowary.Constraint] {
        let size = view.intrinsicContentSize
        let variables = view.layoutVariables
        var constraints: [Cassowary.Constraint] = []
        for (axis, length, variable) in [(NSLayoutConstraint.Axis.horizontal, size.width, variables.width),
                                         (.vertical, size.height, variables.height)] where length != UIView.noIntrinsicMetric {
            if let problem = LayoutLimits.problem(withLength: length) {
                if report {
                    let name = axis == .horizontal ? "width" : "height"
                    LayoutDiagnostics.report(.invalidValue, "\(view.constraintDescriptionName) returned an intrinsicContentSize of \(size): its \(name) \(problem). Layout gives it no intrinsic \(name).")
                }
                continue
            }
            let hugging = view.contentHuggingPriority(for: axis), compression = view.contentCompressionResistancePriority(for: axis)
            let size = Cassowary.Expression([Term(variable)], constant: -Double(length))
            constraints.append(Cassowary.Constraint(size, .lessThanOrEqual, priority: Priority(hugging.rawValue)))
            constraints.append(Cassowary.Constraint(size, .greaterThanOrEqual, priority: Priority(compression.rawValue)))
        }
        return constraints
    }

    /// The priority that holds a readable content guide as wide as its
    /// view's margins: below required, so the readable width caps it, and
    /// above what apps use for content (UIKit's highest non-required
    /// level, 999, is what app constraints reach for).
    static let readableMarginsWidthPriority = Priority(999.5)

    /// A readable content guide spans the margins vertically and is
    /// centered between them horizontally, as wide as they are but no
    /// wider than the readable width.
    static func readableContentConstraints(of guide: UILayoutGuide, in view: UIView) -> [Cassowary.Constraint] {
        let insets = view.layoutMargins
        let readable = Double(UIView.readableWidth(for: view.traitCollection.preferredContentSizeCategory))
        let own = guide.layoutVariables, outer = view.layoutVariables
        let marginsWidth = outer.width - Double(insets.left + insets.right)
        return [
            own.y == outer.y + Double(insets.top),
            own.height == outer.height - Double(insets.top + insets.bottom),
            own.x * 2 + own.width == outer.x * 2 + outer.width + Double(insets.left - insets.right),
            own.width <= readable,
            (own.width == marginsWidth).withPriority(readableMarginsWidthPriority),
        ]
    }

    /// A margins or safe-area guide is its view inset by the margins or insets.
    static func guideConstraints(of guide: UILayoutGuide) -> [Cassowary.Constraint] {
        guard let view = guide.owningView else { return [] }
        let insets: UIEdgeInsets
        switch guide.kind {
        case .plain: return []
        // Constraints on a margins guide use its view's variables (`LayoutItem.append`).
        case .layoutMargins: return []
        case .safeArea: insets = view.safeAreaInsets
        case .readableContent: return readableContentConstraints(of: guide, in: view)
        }
        let own = guide.layoutVariables, outer = view.layoutVariables
        return [
            own.x == outer.x + Double(insets.left),
            own.width == outer.width - Double(insets.left + insets.right),
            own.y == outer.y + Double(insets.top),
            own.height == outer.height - Double(insets.top + insets.bottom),
        ]
    }
}
