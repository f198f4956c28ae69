import Foundation

/// One tab in a tab bar (UIKit's private `UITabBarButton`): the item's
/// image and title, stacked or side by side, and its badge. Plain views, so
/// the renderer draws it.
final class TabBarItemView: UIView {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badge = TabBarBadgeView()
    /// The selection indicator image, behind the rest; hidden without one.
    let indicatorView = UIImageView()

    private var style: UITabBarItemAppearance.Style = .stacked
    private var titlePositionAdjustment: UIOffset = .zero
    private var badgePositionAdjustment: UIOffset = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        indicatorView.isHidden = true
        indicatorView.contentMode = .scaleToFill
        imageView.contentMode = .center
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        for view in [indicatorView, imageView, titleLabel, badge] as [UIView] { addSubview(view) }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Takes what `item` shows in `state`: the selected image while selected,
    /// the landscape image in a compact bar, template images in the state's
    /// colour, the title in the layout's font, the badge.
    func configure(item: UITabBarItem, style: UITabBarItemAppearance.Style, state: UITabBarItemStateAppearance,
                   isSelected: Bool, selectedColor: UIColor, unselectedColor: UIColor?,
                   indicator: UIImage?, indicatorTint: UIColor?) {
        self.style = style
        let color: UIColor
        if !item.isEnabled {
            color = state.iconColor ?? Layout.disabledColor
        } else if isSelected {
            color = state.iconColor ?? selectedColor
        } else {
            color = state.iconColor ?? unselectedColor ?? Layout.unselectedColor
        }
        var image = isSelected ? (item.selectedImage ?? item.shownImage) : item.shownImage
        if style == .compactInline, let landscape = item.landscapeImagePhone { image = landscape }
        image = image.map { Self.tabImage($0, style: style) }
        imageView.image = image
        imageView.tintColor = color

        titleLabel.text = item.shownTitle
        let attributes = state.titleTextAttributes.isEmpty
            ? (item.titleTextAttributes(for: isSelected ? .selected : .normal) ?? item.titleTextAttributes(for: .normal) ?? [:])
            : state.titleTextAttributes
        titleLabel.font = (attributes[.font] as? UIFont) ?? Layout.titleFont(style)
        titleLabel.textColor = (attributes[.foregroundColor] as? UIColor) ?? color
        titlePositionAdjustment = UIOffset(horizontal: state.titlePositionAdjustment.horizontal + item.titlePositionAdjustment.horizontal,
                                           vertical: state.titlePositionAdjustment.vertical + item.titlePositionAdjustment.vertical)
        badgePositionAdjustment = state.badgePositionAdjustment

        badge.configure(value: item.badgeValue, color: state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed,
                        attributes: state.badgeTextAttributes.isEmpty ? (item.badgeTextAttributes(for: .normal) ?? [:]) : state.badgeTextAttributes,
                        titleAdjustment: state.badgeTitlePositionAdjustment)

        indicatorView.isHidden = !(isSelected && indicator != nil)
        indicatorView.image = indicator
        indicatorView.tintColor = indicatorTint
        setNeedsLayout()
    }

    /// `image` as a tab shows it: a template unless the app asks for the
    /// original, and a symbol sized for the layout (the app's own point
    /// size, if it gave one, wins).
    static func tabImage(_ image: UIImage, style: UITabBarItemAppearance.Style) -> UIImage {
        var shown = image
        if let symbol = image.symbol {
            let height = style == .compactInline ? Layout.compactGlyphHeight : Layout.glyphHeight
            let fitting = UIImage.SymbolConfiguration(pointSize: height / UIImage.symbolHeightPerPoint)
            shown = image.withConfiguration(fitting.applying(symbol.configuration))
        }
        // Tab bar images are templates unless the app asks for the original.
        return shown.renderingMode == .alwaysOriginal ? shown : shown.withRenderingMode(.alwaysTemplate)
    }

    /// The width the image and title take side by side (inline) or one above the other.
    func fittingWidth(style: UITabBarItemAppearance.Style) -> CGFloat {
        let image = imageView.image?.size ?? .zero
        let title = titleWidth()
        switch style {
        case .stacked: return max(image.width, title)
        case .inline, .compactInline: return image.width + (title > 0 && image.width > 0 ? Layout.inlineGap : 0) + title + 2 * Layout.inlinePadding
        }
    }

    private func titleWidth() -> CGFloat {
        guard let text = titleLabel.text, !text.isEmpty else { return 0 }
        return titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)).width.rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        indicatorView.frame = bounds
        let image = imageView.image?.size ?? .zero
        let titleHeight = (titleLabel.font ?? Layout.titleFont(style)).lineHeight.rounded(.up)
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        let title = min(titleWidth(), bounds.width)
        var imageFrame: CGRect
        var titleFrame: CGRect
        switch style {
        case .stacked:
            // The image centred in the band above the title; the title
            // centred at the bottom (Layout's figures).
            let band = hasTitle ? bounds.height - Layout.stackedTitleBottom - titleHeight : bounds.height
            imageFrame = CGRect(x: (bounds.width - image.width) / 2, y: hasTitle ? (Layout.stackedImageCenterY - image.height / 2) : (band - image.height) / 2,
                                width: image.width, height: image.height)
            titleFrame = CGRect(x: (bounds.width - title) / 2, y: bounds.height - Layout.stackedTitleBottom - titleHeight,
                                width: title, height: titleHeight)
        case .inline, .compactInline:
            // Image and title side by side, centred as a pair.
            let gap = hasTitle && image.width > 0 ? Layout.inlineGap : 0
            let available = max(0, bounds.width - 2 * Layout.inlinePadding - image.width - gap)
            let shownTitle = min(title, available)
            let x = (bounds.width - image.width - gap - shownTitle) / 2
            imageFrame = CGRect(x: x, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
            titleFrame = CGRect(x: x + image.width + gap, y: (bounds.height - titleHeight) / 2, width: shownTitle, height: titleHeight)
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft, style != .stacked {
            let mirroredImage = CGRect(x: bounds.width - imageFrame.maxX, y: imageFrame.minY, width: imageFrame.width, height: imageFrame.height)
            let mirroredTitle = CGRect(x: bounds.width - titleFrame.maxX, y: titleFrame.minY, width: titleFrame.width, height: titleFrame.height)
            imageFrame = mirroredImage
            titleFrame = mirroredTitle
        }
        imageView.frame = imageFrame.integralToPoints
        titleLabel.frame = titleFrame.offsetBy(dx: titlePositionAdjustment.horizontal, dy: titlePositionAdjustment.vertical).integralToPoints
        titleLabel.isHidden = !hasTitle

        // The badge's leading edge a little before the image's trailing
        // edge, its top a little above the image's top: the capsule sits on
        // the image's top trailing corner, as iOS draws it.
        // Beside an inline title the badge sits further over the image, so
        // a one-digit badge ends where the title starts.
        let badgeSize = badge.fittingSize()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let overlap = style == .stacked ? Layout.badgeOverlap : Layout.inlineBadgeOverlap
        let rise = style == .stacked ? Layout.badgeRise : Layout.inlineBadgeRise
        let anchorX = rightToLeft ? imageFrame.minX + overlap - badgeSize.width : imageFrame.maxX - overlap
        badge.frame = CGRect(x: anchorX + badgePositionAdjustment.horizontal, y: imageFrame.minY - rise + badgePositionAdjustment.vertical,
                             width: badgeSize.width, height: badgeSize.height).integralToPoints
    }

    enum Layout {
        /// Stacked titles: the system font at 10 points, medium weight;
        /// inline titles: 13 points, medium. Apple's documentation gives no
        /// figure: these are the commonly quoted sizes of UIKit's labels,
        /// not verified against a device here.
        static func titleFont(_ style: UITabBarItemAppearance.Style) -> UIFont {
            style == .stacked ? .systemFont(ofSize: 10, weight: .medium) : .systemFont(ofSize: 13, weight: .medium)
        }

        /// The centre of a stacked image from the bar's top, and the title's
        /// bottom from the top of the 49-point area's bottom edge. Apple
        /// publishes neither; these place a 25-point icon 5.5 points from the
        /// top and a 10-point title's bottom 2 points above the 49-point
        /// band's bottom: estimates, not measurements.
        static let stackedImageCenterY: CGFloat = 18
        static let stackedTitleBottom: CGFloat = 2
        /// The glyph sizes of tab bar images: 25 points in regular bars, 18
        /// in the compact bar of an iPhone held sideways (Apple's HIG,
        /// "Custom Icons", iOS 11–12 editions: tab bar icons 25 × 25 points,
        /// 18 × 18 in compact tab bars; codemia.io, "What size should TabBar
        /// images be?", gives the same 25-point grid). Symbols are sized to
        /// these heights.
        static let glyphHeight: CGFloat = 25
        static let compactGlyphHeight: CGFloat = 18
        /// Between an inline image and its title.
        static let inlineGap: CGFloat = 6
        /// On each side of an inline item's content.
        static let inlinePadding: CGFloat = 8
        /// How far the badge reaches back over the image, and above its top
        /// (estimates from iOS screenshots; Apple publishes none).
        static let badgeOverlap: CGFloat = 7
        static let badgeRise: CGFloat = 3
        static let inlineBadgeOverlap: CGFloat = 12
        static let inlineBadgeRise: CGFloat = 5
        /// Unselected items: system gray, the default unselected tint since
        /// iOS 10's `unselectedItemTintColor` (nil means "the default gray").
        static let unselectedColor: UIColor = .systemGray
        /// Disabled items.
        static let disabledColor: UIColor = .tertiaryLabel
    }
}

/// The red capsule with the badge's text (UIKit's `_UIBadgeView`).
final class TabBarBadgeView: UIView {
    let label = UILabel()
    private var titleAdjustment: UIOffset = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        addSubview(label)
        isHidden = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func configure(value: String?, color: UIColor, attributes: [NSAttributedString.Key: Any], titleAdjustment: UIOffset) {
        isHidden = value == nil
        label.text = value
        label.font = (attributes[.font] as? UIFont) ?? Layout.font
        label.textColor = (attributes[.foregroundColor] as? UIColor) ?? .white
        backgroundColor = color
        self.titleAdjustment = titleAdjustment
        setNeedsLayout()
    }

    /// At least a circle of `height`; wider for longer text, with padding.
    /// An empty badge ("") is a small dot, as in UIKit.
    func fittingSize() -> CGSize {
        guard let text = label.text else { return .zero }
        if text.isEmpty { return CGSize(width: Layout.dot, height: Layout.dot) }
        let width = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)).width.rounded(.up)
        return CGSize(width: max(Layout.height, width + 2 * Layout.padding), height: Layout.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        label.frame = bounds.offsetBy(dx: titleAdjustment.horizontal, dy: titleAdjustment.vertical)
    }

    enum Layout {
        /// iOS's badge: a capsule 18 points tall and at least as wide, with
        /// 13-point regular text and 5 points of padding. Apple publishes no
        /// figures; these are estimates from iOS screenshots.
        static let height: CGFloat = 18
        static let padding: CGFloat = 5
        static let dot: CGFloat = 10
        static let font = UIFont.systemFont(ofSize: 13, weight: .regular)
    }
}

extension CGRect {
    /// The rect with its origin rounded to whole points (sizes kept), so text and images sit on the pixel grid at scale 1.
    var integralToPoints: CGRect {
        CGRect(x: minX.rounded(), y: minY.rounded(), width: width, height: height)
    }
}
