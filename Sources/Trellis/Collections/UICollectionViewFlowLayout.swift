import Foundation

/// A layout that places items in rows (or, scrolling horizontally,
/// columns) one after another, as many as fit, with optional section
/// headers and footers, as in UIKit.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0, fromSafeArea, fromLayoutMargins
    }

    /// `estimatedItemSize` for items that size themselves.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Every item's size, unless the delegate gives sizes; 50×50, as in UIKit.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }

    /// A size estimate that makes items size themselves (non-zero), or
    /// `automaticSize`; `.zero` (the default) for fixed sizes.
    open var estimatedItemSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// The least space between rows (columns when scrolling horizontally); 10, as in UIKit.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The least space between items of a row; 10, as in UIKit.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }

    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }

    /// What `sectionInset` is measured from (iOS 11).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateLayout() }
    }

    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// What a flow layout's invalidation says changed.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes and spacings must be asked again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes must be computed again.
    open var invalidateFlowLayoutAttributes = true
}

extension UICollectionView {
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal
    }
}
