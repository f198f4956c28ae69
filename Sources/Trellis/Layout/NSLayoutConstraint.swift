import Cassowary
import Foundation

/// A relation between two layout attributes that Auto Layout keeps:
/// `firstItem.firstAttribute (==, <=, >=) multiplier × secondItem.secondAttribute + constant`.
///
/// It does nothing until active. Activating it installs it on the nearest
/// common ancestor of its items and adds it to that hierarchy's solver;
/// changing `constant` or an optional `priority` afterwards adjusts the
/// solver in place.
open class NSLayoutConstraint: NSObject {
    /// Weak, as in UIKit: a constraint never keeps its views alive, so a
    /// view may hold constraints on itself, and a hierarchy goes away with
    /// its root. Nil once the item is gone.
    public var firstItem: AnyObject? { firstLayoutItem ?? firstOtherItem }
    public let firstAttribute: Attribute
    public let relation: Relation
    public var secondItem: AnyObject? { secondLayoutItem ?? secondOtherItem }
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// The amount added to the right side; changing it re-solves incrementally.
    ///
    /// NaN or an infinity traps with UIKit's message ("NSLayoutConstraint
    /// constant is not finite!  That's illegal."), as CoreAutoLayout's
    /// `setConstant:` asserts. A finite value beyond
    /// `LayoutLimits.maximumLength` is reported to `LayoutDiagnostics` and
    /// the constant keeps its value: UIKit's engine takes it and fails
    /// later inside ("Cannot find an outgoing row head", rdar://15480988).
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                fatalError(Self.nonFiniteConstantMessage(constant, first: firstItem, firstAttribute, second: secondItem, secondAttribute))
            }
            if let problem = LayoutLimits.problem(withLength: constant) {
                let refused = constant
                constant = oldValue
                LayoutDiagnostics.report(.invalidValue, "Ignored constant \(refused) for \(self): \(problem). It stays \(Self.number(oldValue)).")
                return
            }
            engine?.constantChanged(self)
        }
    }

    /// 1...1000. An active constraint may move between optional priorities,
    /// but not between optional and required, as in UIKit.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !(1...1000).contains(priority.rawValue) || !priority.rawValue.isFinite {
                LayoutDiagnostics.report(.invalidOperation, "Priority \(priority.rawValue) of \(self) is not in 1...1000; it stays \(oldValue.rawValue).")
                priority = oldValue
            } else if engine != nil, (priority == .required) != (oldValue == .required) {
                LayoutDiagnostics.report(.invalidOperation, "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue). \(self) keeps \(oldValue.rawValue).")
                priority = oldValue
            } else {
                engine?.priorityChanged(self)
            }
        }
    }

    /// A name shown in descriptions and conflict logs.
    open var identifier: String?

    /// Whether the constraint is in effect. Setting it installs or removes it.
    open var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? NSLayoutConstraint.activate([self]) : NSLayoutConstraint.deactivate([self]) }
    }

    /// The view it is installed on (the items' nearest common ancestor)
    /// while active. That view holds the constraint in its list and clears
    /// this pointer when it uninstalls it or goes away, so it never dangles;
    /// `weak` would put a side table on every view (see `UIView.superview`).
    unowned(unsafe) var installedOn: UIView?
    /// The solver's constraint while it is in an engine; nil when broken.
    var solverConstraint: Cassowary.Constraint?
    /// The engine holding it while active.
    var engine: LayoutEngine? { installedOn?.rootView.layoutEngine }

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// A multiplier or constant that is NaN or infinite traps with UIKit's
    /// message, as `+constraintWithItem:…` does ("Multiplier is not
    /// finite!  That's illegal.  multiplier:nan"). Finite values beyond
    /// `LayoutLimits` are kept, and activating the constraint is refused
    /// with a message naming it.
    ///
    /// Designated, where UIKit's is a convenience initializer: a Swift
    /// subclass in another module inherits convenience initializers only if
    /// it can see every designated one, and the anchors' initializer here
    /// is internal. Designated, it is inherited by subclasses that declare
    /// no initializers, as SnapKit's `LayoutConstraint` expects.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        if !multiplier.isFinite || !c.isFinite {
            Self.trapOnNonFinite(multiplier: multiplier, constant: c, first: view1 as AnyObject, attr1, second: view2.map { $0 as AnyObject }, attr2)
        }
        let first = view1 as? LayoutItem, second = view2 as? LayoutItem
        firstReference = first?.itemReference
        secondReference = second?.itemReference
        if first == nil { firstOtherItem = view1 as AnyObject }
        if let view2, second == nil { secondOtherItem = view2 as AnyObject }
        hasSecondItem = view2 != nil
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// The anchors' way in: items already known to be views or guides, so
    /// no bridging through `Any` and no dynamic cast (both showed in profiles).
    init(_ first: LayoutItem, _ attr1: Attribute, _ relation: Relation,
         _ second: LayoutItem?, _ attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        if !multiplier.isFinite || !c.isFinite {
            Self.trapOnNonFinite(multiplier: multiplier, constant: c, first: first, attr1, second: second, attr2)
        }
        firstReference = first.itemReference
        secondReference = second?.itemReference
        hasSecondItem = second != nil
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Constraints release their associated objects (`objc_setAssociatedObject`) as they go, as on iOS.
    deinit {
        AssociationTable.ownerDidDeinit(ObjectIdentifier(self))
    }

    /// Activates each constraint (faster than setting `isActive` one by one, as in UIKit).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.installedOn == nil {
            constraint.install()
        }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.installedOn != nil {
            constraint.uninstall()
        }
    }

    // MARK: - Items

    /// The items as layout items, cast once (a dynamic protocol cast on
    /// every use showed up in layout profiles), held through their
    /// `LayoutItemReference`s so that they are weak without side tables.
    var firstLayoutItem: LayoutItem? { firstReference?.item }
    var secondLayoutItem: LayoutItem? { secondReference?.item }
    private let firstReference: LayoutItemReference?
    private let secondReference: LayoutItemReference?
    /// Items that are neither views nor guides, kept to name them in the
    /// error that activating the constraint gives.
    private weak var firstOtherItem: AnyObject?
    private weak var secondOtherItem: AnyObject?
    /// Whether the constraint was made with a second item, which may since
    /// have gone away.
    private let hasSecondItem: Bool

    /// The constraint as `expression OP 0` for the solver.
    func solverExpression() -> Cassowary.Expression {
        guard let first = firstLayoutItem else { return Cassowary.Expression() }
        var expression = Cassowary.Expression(constant: -Double(constant))
        expression.terms.reserveCapacity(4)
        guard let second = secondLayoutItem, secondAttribute != .notAnAttribute else {
            first.append(firstAttribute, times: 1, to: &expression)
            return expression
        }
        let (one, two) = SolverAttribute.pair(firstAttribute, of: first, secondAttribute, of: second)
        first.append(one.attribute, times: one.sign, to: &expression)
        second.append(two.attribute, times: -Double(multiplier) * two.sign, to: &expression)
        return expression
    }

    func makeSolverConstraint() -> Cassowary.Constraint {
        let relation: Cassowary.Relation = switch self.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Cassowary.Constraint(solverExpression(), relation, priority: Priority(priority.rawValue), identifier: identifier)
    }

    /// Why the constraint cannot be activated, or nil if it can.
    package func invalidity() -> String? {
        guard firstLayoutItem != nil else {
            return firstItem.map { "its first item \($0) is not a view or layout guide" } ?? "its first item no longer exists"
        }
        if hasSecondItem && secondItem == nil { return "its second item no longer exists" }
        if firstAttribute == .notAnAttribute { return "its first attribute is notAnAttribute" }
        if let secondItem {
            guard secondItem is LayoutItem else { return "its second item \(secondItem) is not a view or layout guide" }
            if secondAttribute == .notAnAttribute { return "it has a second item but no second attribute" }
            // UIKit's rules and their sources: AttributePairing.swift.
            if let problem = firstAttribute.pairingProblem(with: secondAttribute) { return problem }
            if multiplier == 0 && firstAttribute.isLocation {
                return "its multiplier is 0 and its first attribute is \(firstAttribute.name): \(Attribute.locationEqualToConstantMessage)"
            }
        } else if firstAttribute.isLocation {
            return "it has no second item and its first attribute is \(firstAttribute.name): \(Attribute.locationEqualToConstantMessage)"
        }
        return nil
    }

    /// The views the constraint refers to (a guide stands for its owning view).
    var referencedViews: [UIView] {
        [firstLayoutItem?.hostView, secondLayoutItem?.hostView].compactMap { $0 }
    }

    /// Why the constraint's numbers are beyond what layout accepts
    /// (`LayoutLimits`), or nil if they are within it.
    func numberProblem() -> String? {
        if secondLayoutItem != nil, let problem = LayoutLimits.problem(withMultiplier: multiplier) {
            return "its multiplier \(problem)"
        }
        return LayoutLimits.problem(withLength: constant).map { "its constant \($0)" }
    }

    private func install() {
        if let problem = numberProblem() {
            LayoutDiagnostics.report(.invalidValue, "Unable to activate constraint \(self): \(problem). It stays inactive.")
            return
        }
        if let problem = invalidity() {
            LayoutDiagnostics.report(.invalidOperation, "Unable to activate constraint \(self): \(problem).")
            return
        }
        let views = referencedViews
        guard let ancestor = views.dropFirst().reduce(views.first, { common, view in common.flatMap { $0.nearestCommonAncestor(with: view) } }) else {
            LayoutDiagnostics.report(.invalidOperation, "Unable to activate constraint with anchors \(self) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
            return
        }
        installedOn = ancestor
        ancestor.installedConstraints.append(self)
        // A new engine installs every constraint of its hierarchy, this one included.
        let root = ancestor.rootView
        if let engine = root.layoutEngine {
            engine.install(self)
        } else if root === ancestor, root.subviews.isEmpty, root.translatesAutoresizingMaskIntoConstraints {
            // A constraint on a lone view (its own height, say, before it is
            // arranged in a stack) waits, installed, until the view joins a
            // hierarchy. An engine now would hold the view's frame as a root's
            // and report a conflict UIKit does not: there, autoresizing
            // constraints are made by a superview (NSView's
            // translatesAutoresizingMaskIntoConstraints documentation), and a
            // lone view has none.
        } else {
            _ = root.ensureLayoutEngine()
        }
    }

    private func uninstall() {
        guard let view = installedOn else { return }
        view.rootView.layoutEngine?.uninstall(self)
        view.installedConstraints.removeAll { $0 === self }
        installedOn = nil
    }

    // MARK: - Description

    /// Like UIKit's: `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 100   (active)>`.
    open override var description: String {
        var text = "<NSLayoutConstraint:\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        let first = firstLayoutItem?.constraintDescriptionName ?? "nil"
        text += " \(first).\(firstAttribute.name) \(relation.symbol) "
        if let second = secondLayoutItem, secondAttribute != .notAnAttribute {
            text += multiplier == 1 ? "" : "\(Self.number(multiplier))*"
            text += "\(second.constraintDescriptionName).\(secondAttribute.name)"
            if constant != 0 { text += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += " priority:\(Self.number(CGFloat(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    // MARK: - UIKit's assertions

    /// Traps, with UIKit's message, on a multiplier or constant that is
    /// NaN or infinite: a programmer error CoreAutoLayout asserts on.
    static func trapOnNonFinite(multiplier: CGFloat, constant: CGFloat, first: AnyObject?, _ attr1: Attribute,
                              second: AnyObject?, _ attr2: Attribute) -> Never {
        if !multiplier.isFinite {
            fatalError("Multiplier is not finite!  That's illegal.  multiplier:\(multiplier)")
        }
        fatalError(nonFiniteConstantMessage(constant, first: first, attr1, second: second, attr2))
    }

    /// UIKit's text, anchors and all: `NSLayoutConstraint constant is not
    /// finite!  That's illegal.  constant:inf firstAnchor:<NSLayoutYAxisAnchor:0x… "UIView:0x….bottom"> secondAnchor:(null)`.
    static func nonFiniteConstantMessage(_ constant: CGFloat, first: AnyObject?, _ attr1: Attribute,
                                         second: AnyObject?, _ attr2: Attribute) -> String {
        func anchor(_ item: AnyObject?, _ attribute: Attribute) -> String {
            guard let item, attribute != .notAnAttribute else { return "(null)" }
            let type = attribute.isDimension ? "NSLayoutDimension" : attribute.isHorizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
            let name = (item as? LayoutItem)?.constraintDescriptionName ?? "\(item)"
            return "<\(type):\(address(of: item)) \"\(name).\(attribute.name)\">"
        }
        return "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant) firstAnchor:\(anchor(first, attr1)) secondAnchor:\(anchor(second, attr2))"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// The constraints a line of Apple's visual format language describes
    /// (`"H:|-[label]-8-[field(>=120@750)]-|"`), not yet active; see
    /// `parseVisualFormat`. Declared in the class body, not an extension,
    /// so that it can be `open` as in UIKit: Swift without the Objective-C
    /// runtime cannot override a member declared in an extension.
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        parseVisualFormat(format, options: opts, metrics: metrics, views: views)
    }
}
