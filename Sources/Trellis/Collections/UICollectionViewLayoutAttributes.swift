import Foundation

extension UICollectionView {
    /// What a set of layout attributes describes (UIKit's
    /// `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        case cell = 0, supplementaryView, decorationView
    }
}

/// Where a layout puts one element (a cell, a supplementary view or a
/// decoration view) and how it looks there, as in UIKit. A layout makes
/// these; the collection view applies them to the views it shows.
///
/// Layouts make instances of their `layoutAttributesClass`, so a subclass
/// that adds properties overrides `copy(with:)` and `isEqual(_:)` and keeps
/// `init()`, as in UIKit.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's rectangle in the collection view's content.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var center: CGPoint = .zero
    open var size: CGSize = .zero

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    /// Which element is drawn over which: higher is nearer the viewer. Cells
    /// are at 0 unless the layout says otherwise.
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)

    /// Which dimensions the element's view decides (self-sizing); the
    /// layout that made the attributes sets it.
    package var selfSizingAxes: SelfSizingAxes = []

    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of supplementary or decoration view; nil for a cell.
    public private(set) var representedElementKind: String?

    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (a header, a footer, a badge).
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view (a section background).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Makes these attributes describe another element (layouts making
    /// attributes of their `layoutAttributesClass` with `init()`).
    package func represent(_ category: UICollectionView.ElementCategory, kind: String?) {
        representedElementCategory = category
        representedElementKind = kind
    }

    /// A copy of the same class; a subclass with more properties calls
    /// super and copies its own.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.selfSizingAxes = selfSizingAxes
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.center == center && other.size == size && other.transform == transform && other.alpha == alpha
            && other.zIndex == zIndex && other.isHidden == isHidden && other.indexPath == indexPath
            && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        hasher.combine(representedElementCategory)
        return hasher.finalize()
    }

    open override var description: String {
        let what = representedElementKind.map { "\(representedElementCategory) \($0)" } ?? "cell"
        return "<\(type(of: self)) \(what) at \(indexPath.section).\(indexPath.item); frame = \(frame); zIndex = \(zIndex)\(isHidden ? "; hidden" : "")>"
    }
}
