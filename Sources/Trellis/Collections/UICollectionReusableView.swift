import Foundation

extension UICollectionViewLayoutAttributes {
    /// Which of an element's dimensions its view decides (self-sizing): a
    /// flow layout with `estimatedItemSize` lets cells choose both, a list
    /// only the height. Empty for elements of a fixed size, whose views are
    /// never measured.
    package struct SelfSizingAxes: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let width = SelfSizingAxes(rawValue: 1)
        package static let height = SelfSizingAxes(rawValue: 2)
    }
}

/// A view a collection view shows and reuses: the base of cells and of
/// supplementary and decoration views (headers, footers, backgrounds), as
/// in UIKit.
///
/// The collection view makes registered classes with `init(frame:)`, which
/// a subclass overrides as it does in UIKit (see
/// `init(reusableViewFrame:)` for how that works without the Objective-C
/// runtime).
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// The registration the view was made from, whose pool it goes back to.
    var reuseKey: CollectionReuseKey?

    /// The attributes last applied (what self-sizing measures against).
    package private(set) var appliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How the collection view makes a registered class: it calls
    /// `init(frame:)` through this initializer, which every subclass
    /// inherits without writing it (Swift hands convenience initializers
    /// down to subclasses that override all designated ones, as views
    /// overriding `init(frame:)` and `init?(coder:)` do). On iOS the
    /// Objective-C runtime calls `init(frame:)` directly; a Swift metatype
    /// can only call a `required` initializer, and making `init(frame:)`
    /// required would break every subclass that writes `override init(frame:)`.
    public required convenience init(reusableViewFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is handed out again; reset per-item state here.
    open func prepareForReuse() {}

    /// Takes the layout's attributes; the collection view has already set
    /// the frame, alpha, transform, z-order and hidden state. Override to
    /// read the properties of a custom attributes class.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like, given the layout's: for a
    /// self-sizing element, its Auto Layout size with the dimensions the
    /// layout fixes held (UIKit's `systemLayoutSizeFitting`); otherwise the
    /// layout's unchanged. Override to size by other means.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let axes = layoutAttributes.selfSizingAxes
        guard !axes.isEmpty else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        preferred.size = fittingSize(for: layoutAttributes.size, axes: axes)
        return preferred
    }

    /// The view's Auto Layout size: `target` in the fixed dimensions, as
    /// small as the constraints allow in the free ones.
    func fittingSize(for target: CGSize, axes: UICollectionViewLayoutAttributes.SelfSizingAxes) -> CGSize {
        let size = sizingView.systemLayoutSizeFitting(
            CGSize(width: axes.contains(.width) ? 0 : target.width, height: axes.contains(.height) ? 0 : target.height),
            withHorizontalFittingPriority: axes.contains(.width) ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.contains(.height) ? .fittingSizeLevel : .required)
        return CGSize(width: axes.contains(.width) ? size.width : target.width,
                      height: axes.contains(.height) ? size.height : target.height)
    }

    /// The view whose constraints decide the size: the view itself, a
    /// cell's content view.
    var sizingView: UIView { self }

    /// Readies a view just given its attributes for measuring without a
    /// layout pass of its window: the `updateConstraints()` its subtree
    /// asked for, its own subviews' frames (a cell's content view) and the
    /// safe area of its subtree at its new place, which margins taken from
    /// the safe area read. The measurement then solves only the view's
    /// constraints (a layout pass of the window before each measurement
    /// cost more than the measurement: UIKit documents only that the
    /// default `preferredLayoutAttributesFitting(_:)` sizes the view, not a
    /// layout pass before it).
    func prepareForSizing() {
        updateConstraintsIfNeeded()
        guard window != nil else { return }
        forEachInSubtree { $0.refreshSafeAreaInsets() }
    }

    /// Applies `attributes` as UIKit does: geometry first, then `apply(_:)`.
    package func adopt(_ attributes: UICollectionViewLayoutAttributes) {
        appliedAttributes = attributes
        let frame = attributes.frame
        // The frame is the untransformed one (the attributes' center and
        // size): a transform is taken off while it is set, then applied.
        if transform != .identity { transform = .identity }
        if self.frame != frame { self.frame = frame }
        if attributes.transform != .identity { transform = attributes.transform }
        if alpha != attributes.alpha { alpha = attributes.alpha }
        if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        apply(attributes)
    }

    /// Makes the next `adopt(_:)` apply its attributes even if they equal
    /// the last ones (reuse, a new layout, new traits).
    package func forgetAppliedAttributes() { appliedAttributes = nil }
}
