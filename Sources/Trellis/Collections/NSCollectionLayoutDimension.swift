import Foundation

/// One side of a compositional layout element (iOS 13): an absolute length,
/// an estimate the element's view corrects when it sizes itself, or a
/// fraction of the containing group's (for a group in a section, the
/// section's container's) width or height.
///
/// "Each dimension can be expressed as an absolute value, an estimated
/// value, or a fractional value relative to the container"
/// (developer.apple.com/documentation/uikit/nscollectionlayoutdimension).
public final class NSCollectionLayoutDimension: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let`; UIKit marks
    // the class immutable after creation as well.

    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The length (absolute, estimated) or the fraction.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width: `fractionalWidth(1.0 / 3.0)` is a third of it.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, dimension: absoluteDimension) }
    /// A first guess in points that the element's view replaces by the
    /// size it asks for in `preferredLayoutAttributesFitting(_:)`.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, dimension: estimatedDimension) }
    /// An estimate shared by all siblings in the group: each takes the
    /// largest size any of them asks for (iOS 17).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    /// True for `estimated` and `uniformAcrossSiblings`, the dimensions a view sizes.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The length in points inside a container of `container` size.
    /// Negative and non-finite values (from code or a computation) resolve to
    /// zero rather than to a frame nothing can draw.
    func resolved(in container: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = dimension * container.width
        case .fractionalHeight: value = dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: value = dimension
        }
        return value.isFinite ? max(0, value) : 0
    }

    public override var description: String {
        switch kind {
        case .fractionalWidth: return "fractionalWidth(\(dimension))"
        case .fractionalHeight: return "fractionalHeight(\(dimension))"
        case .absolute: return "absolute(\(dimension))"
        case .estimated: return "estimated(\(dimension))"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}

/// The width and height of a compositional layout element.
public final class NSCollectionLayoutSize: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable, as the dimensions it holds.
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points inside a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between items in a group or around an item (its edge
/// spacing): a fixed length, or a flexible one that is at least its value
/// and shares out the room the group has left.
public final class NSCollectionLayoutSpacing: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? spacing : 0
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing` points, and more when the group has room left.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, flexible: true) }
}

/// The spacing around an item on each side, added to its place in the
/// group (unlike `contentInsets`, which shrink the item inside its place).
public final class NSCollectionLayoutEdgeSpacing: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
