import CPangoCairo
import Foundation

/// A view that shows an image, as in UIKit.
///
/// Its intrinsic content size is its image's size in points, so Auto
/// Layout sizes it to the image unless constraints say otherwise; its
/// `contentMode` says how the image sits in other sizes. Template images
/// (`.alwaysTemplate`) are drawn in the view's `tintColor`; an image with
/// the `.automatic` rendering mode is drawn as it is, as UIKit's image
/// views do. As in UIKit, an image view ignores touches by default
/// (`isUserInteractionEnabled` is false).
open class UIImageView: UIView, UIAccessibilityContentSizeCategoryImageAdjusting {
    /// Drawn in its layer between the background and the subviews (see the +Drawing file).
    override func drawIntrinsicContent(in ctx: CGContext) { drawImageContent(in: ctx) }

    // MARK: - Creating

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view the size of `image`, at the origin.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view the size of `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Views are not read from archives (see `UIView.init(coder:)`); this
    /// makes an empty image view, as `UIView`'s does.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// An image view is not an element unless the app makes it one ("In
    /// UIKit, a UIImageView was by default not an accessibility element",
    /// SwiftLint's accessibility_label_for_image rule); then it reads as an image.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    /// Whether the image grows at the accessibility text sizes; false.
    /// Stored: images are drawn at their own size at every text size.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    // MARK: - Content

    /// The image shown; changing it changes the intrinsic content size.
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            invalidateIntrinsicContentSize()
            restateBaselines()
        }
    }

    /// The image shown instead of `image` while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet {
            guard highlightedImage !== oldValue, isHighlighted else { return }
            invalidateIntrinsicContentSize()
        }
    }

    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue, highlightedImage != nil else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// The configuration symbol images are shown with, applied over each
    /// image's own (iOS 13): its point size or text style, weight and
    /// scale. A text style follows the view's content size category.
    /// Other images are shown as they are.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration !== oldValue, displayedImage?.isSymbolImage == true else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// The image on screen: the highlighted image while highlighted (if
    /// there is one), otherwise `image`; a symbol image with the
    /// `preferredSymbolConfiguration` and the view's traits applied.
    public var displayedImage: UIImage? {
        let shown = isHighlighted && highlightedImage != nil ? highlightedImage : image
        guard let shown, shown.isSymbolImage else { return shown }
        return shown.resolvedSymbol(preferred: preferredSymbolConfiguration, traits: traitCollection)
    }

    /// A symbol sized by a text style is resized when the content size category changes.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory,
              displayedImage?.isSymbolImage == true else { return }
        invalidateIntrinsicContentSize()
    }

    /// The size of the image shown, in points; no intrinsic metric on
    /// either axis without an image, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    // MARK: - Baselines

    /// The image's baseline where the image sits in the view (its
    /// `imageRect`, scaled with it); the view's bottom when the image has
    /// no baseline, as for other views. Before the view has a size, the
    /// image is taken at its own size, as Auto Layout will make it.
    override var baselineOffsetsFromBottom: (first: CGFloat, last: CGFloat) {
        guard let image = displayedImage, let offset = image.baselineOffsetFromBottom, image.size.height > 0 else { return (0, 0) }
        let box = bounds.isEmpty ? CGRect(origin: .zero, size: image.size) : bounds
        let drawn = imageRect(for: box)
        let fromBottom = (box.maxY - drawn.maxY) + offset * drawn.height / image.size.height
        return (fromBottom, fromBottom)
    }

    /// The baselines that constraints were last given.
    @exclusivity(unchecked) private var statedBaselineOffsets: (first: CGFloat, last: CGFloat)?

    /// Tells the engine when the baseline moved (a new image, or a size
    /// that places the image elsewhere), so baseline constraints follow.
    private func restateBaselines() {
        // Only when a constraint reads them: image views lay out in every
        // cell of every table, and finding the image shown can resolve a symbol.
        guard baselinesUsedByConstraints else { return }
        let offsets = baselineOffsetsFromBottom
        if let stated = statedBaselineOffsets, stated == offsets { return }
        statedBaselineOffsets = offsets
        rootView.layoutEngine?.baselinesChanged(self)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        restateBaselines()
    }

    /// The size of the image, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    // MARK: - Drawing

    /// Where the image shown is drawn for `bounds` under `contentMode`:
    /// stretched over the bounds, fitted inside them or filling them
    /// (centered, keeping its aspect ratio), or at its own size against an
    /// edge, corner or the center. `bounds` itself when there is no image.
    public func imageRect(for bounds: CGRect) -> CGRect {
        guard let image = displayedImage else { return bounds }
        return Self.imageRect(imageSize: image.size, in: bounds, contentMode: contentMode)
    }

    /// The rect an image of `imageSize` occupies in `bounds` under `contentMode`.
    public static func imageRect(imageSize: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        let size: CGSize
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard imageSize.width > 0, imageSize.height > 0 else {
                return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            }
            let sx = bounds.width / imageSize.width, sy = bounds.height / imageSize.height
            let factor = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            size = CGSize(width: imageSize.width * factor, height: imageSize.height * factor)
        default:
            size = imageSize
        }
        let x: CGFloat
        switch contentMode {
        case .left, .topLeft, .bottomLeft: x = bounds.minX
        case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
        default: x = bounds.midX - size.width / 2
        }
        let y: CGFloat
        switch contentMode {
        case .top, .topLeft, .topRight: y = bounds.minY
        case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
        default: y = bounds.midY - size.height / 2
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
