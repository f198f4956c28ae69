import Cassowary
import Foundation

/// A rectangle that takes part in Auto Layout without being a view: space
/// between views, or a view's margins and safe area.
open class UILayoutGuide: NSObject {
    enum Kind {
        case plain, layoutMargins, safeArea, readableContent
    }

    let kind: Kind

    /// The view the guide belongs to; its frame is in that view's
    /// coordinates. The view owns the guide and clears this when it removes
    /// the guide or goes away (not `weak`: see `UIView.superview`).
    public internal(set) unowned(unsafe) var owningView: UIView?
    open var identifier: String = ""

    lazy var layoutVariables = LayoutVariables()
    private var storedItemReference: LayoutItemReference?
    var itemReference: LayoutItemReference {
        if let reference = storedItemReference { return reference }
        let reference = LayoutItemReference(self)
        storedItemReference = reference
        return reference
    }

    deinit {
        storedItemReference?.item = nil
        AssociationTable.ownerDidDeinit(ObjectIdentifier(self))
    }
    /// Constraints the engine made for a margins or safe-area guide.
    var guideConstraints: [Cassowary.Constraint] = []

    public override init() {
        kind = .plain
        super.init()
    }

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    open var layoutFrame: CGRect {
        switch kind {
        case .layoutMargins:
            return owningView.map { $0.bounds.inset(by: $0.layoutMargins) } ?? .zero
        case .safeArea:
            return owningView.map { $0.bounds.inset(by: $0.safeAreaInsets) } ?? .zero
        case .readableContent:
            guard let view = owningView else { return .zero }
            let margins = view.bounds.inset(by: view.layoutMargins)
            let width = min(margins.width, UIView.readableWidth(for: view.traitCollection.preferredContentSizeCategory))
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .plain:
            guard let view = owningView, view.rootView.layoutEngine != nil else { return .zero }
            let frame = layoutVariables.frame, origin = view.layoutVariables.frame.origin
            return CGRect(x: frame.minX - origin.x, y: frame.minY - origin.y, width: frame.width, height: frame.height)
        }
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    open var widthAnchor: NSLayoutDimension { dimension(.width) }
    open var heightAnchor: NSLayoutDimension { dimension(.height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
}

extension UILayoutGuide: LayoutItem, LayoutAnchors {
    var hostView: UIView? { owningView }
    var marginsGuideOwner: UIView? { kind == .layoutMargins ? owningView : nil }
    var attributeMargins: UIEdgeInsets { .zero }
    var baselineOffsets: (first: CGFloat, last: CGFloat) { (0, 0) }
    var layoutDirection: UIUserInterfaceLayoutDirection { owningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight }

    var constraintDescriptionName: String {
        let name = identifier.isEmpty ? "" : "'\(identifier)'"
        return "UILayoutGuide:\(NSLayoutConstraint.address(of: self))\(name)"
    }
}

extension UIView {
    /// The guides added to the view, its margins and safe-area guides included once used.
    public var layoutGuides: [UILayoutGuide] { ownedLayoutGuides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let previous = guide.owningView, previous !== self { previous.removeLayoutGuide(guide) }
        guard !ownedLayoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView = self
        ownedLayoutGuides.append(guide)
        if isInLayoutEngine { rootView.layoutEngine?.addGuideConstraints(of: guide) }
    }

    /// Removes the guide; constraints on it are deactivated.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard let index = ownedLayoutGuides.firstIndex(where: { $0 === guide }) else { return }
        var current: UIView? = self
        while let view = current {
            NSLayoutConstraint.deactivate(view.installedConstraints.filter { $0.firstItem === guide || $0.secondItem === guide })
            current = view.superview
        }
        rootView.layoutEngine?.removeGuideConstraints(of: guide)
        ownedLayoutGuides.remove(at: index)
        guide.owningView = nil
    }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { specialGuide(.layoutMargins, identifier: "UIViewLayoutMarginsGuide") }

    /// The view's bounds inset by its safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide { specialGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide") }

    /// The part of the view's margins a line of body text is comfortable to
    /// read in (iOS 9): as tall as the margins guide, as wide as it too
    /// unless that is wider than `readableWidth(for:)` of the view's content
    /// size category, and then that wide, centered between the margins. On
    /// an iPhone in portrait it is the margins guide; on an iPad in
    /// landscape 672 points at the default text size.
    public var readableContentGuide: UILayoutGuide { specialGuide(.readableContent, identifier: "UIViewReadableContentGuide") }

    /// The widest `readableContentGuide` for a content size category: 672
    /// points at the default (large) size, as measured on an iPad ("The
    /// readable content guide defines an area that is 672 points wide",
    /// useyourloaf.com/blog/readable-content-guides). The width is a
    /// measure of body text, so for other categories Trellis scales 672 by
    /// the body style's size there against its 17 points at large; Apple
    /// publishes no table of these widths.
    public static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
        let body = DynamicTypeTable.entry(for: .body, category: category == .unspecified ? .large : category).size
        return (672 * body / 17).rounded()
    }

    /// The content size category changed: the readable width follows it.
    func readableWidthMayHaveChanged() {
        guard let guide = ownedLayoutGuides.first(where: { $0.kind == .readableContent }), isInLayoutEngine else { return }
        rootView.layoutEngine?.refreshGuideConstraints(of: guide)
    }

    private func specialGuide(_ kind: UILayoutGuide.Kind, identifier: String) -> UILayoutGuide {
        if let guide = ownedLayoutGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = UILayoutGuide(kind: kind)
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }
}
