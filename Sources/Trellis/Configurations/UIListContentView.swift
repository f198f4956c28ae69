import Foundation

/// The view a `UIListContentConfiguration` makes (iOS 14): an image view
/// and two labels placed with Auto Layout, so a row sizes itself to its
/// text at any content size category and the renderer draws it as it
/// draws any labels and image views.
///
/// Layout: the image is centered in a reserved box at the leading margin
/// (a symbol's standard box, 24 points at the default text size, so rows
/// with different symbols align their text); the text starts
/// `imageToTextPadding` after it; the secondary text is below the text or,
/// side by side, at the trailing margin on the text's baseline. The text
/// block and the image are centered vertically between the margins, and a
/// row is at least 44 points tall.
open class UIListContentView: UIView, UIContentView {
    private var current: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    /// The reserved box the image is centered in.
    private let imageBox = UILayoutGuide()
    /// The text and secondary text when stacked.
    private let textBlock = UILayoutGuide()

    /// The constraints of the current arrangement, rebuilt when what is
    /// shown changes (an image comes or goes, the text goes side by side).
    private var arrangement: [NSLayoutConstraint] = []
    private var arrangementKey: ArrangementKey?
    /// Constraints whose constants follow the configuration.
    private var imageWidth: NSLayoutConstraint?
    private var imageHeight: NSLayoutConstraint?
    private var boxWidth: NSLayoutConstraint?
    private var boxHeight: NSLayoutConstraint?
    private var imageToText: NSLayoutConstraint?
    private var textToSecondary: NSLayoutConstraint?

    private struct ArrangementKey: Equatable {
        var image: Bool
        var text: Bool
        var secondaryText: Bool
        var sideBySide: Bool
        var row: Bool
    }

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        current = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        // Side by side, the text keeps its width and the secondary text
        // wraps, so the two never share an overflow ambiguously.
        secondaryTextLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        imageBox.identifier = "UIListContentView.image"
        textBlock.identifier = "UIListContentView.text"
        addLayoutGuide(imageBox)
        addLayoutGuide(textBlock)
        apply(configuration)
    }

    /// Views are not read from archives (see `UIView.init(coder:)`): a list
    /// content view with an empty `cell()` configuration.
    public required init?(coder: NSCoder) {
        current = .cell()
        super.init(coder: coder)
        addLayoutGuide(imageBox)
        addLayoutGuide(textBlock)
        apply(current)
    }

    // MARK: - UIContentView

    /// The configuration shown. Setting a configuration of another type is
    /// a programmer error UIKit raises for; here it is reported and ignored.
    open var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                LayoutDiagnostics.report(.invalidOperation, "UIListContentView can't show a \(type(of: newValue)): it shows UIListContentConfiguration only. The configuration is unchanged.")
                return
            }
            current = list
            apply(list)
        }
    }

    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The text's place, for aligning other views with it; nil without text.
    open var textLayoutGuide: UILayoutGuide? { textLabel.superview === self ? guide(for: textLabel) : nil }
    /// The secondary text's place; nil without secondary text.
    open var secondaryTextLayoutGuide: UILayoutGuide? { secondaryTextLabel.superview === self ? guide(for: secondaryTextLabel) : nil }
    /// The image's place; nil without an image.
    open var imageLayoutGuide: UILayoutGuide? { imageView.superview === self ? guide(for: imageView) : nil }

    private var followingGuides: [ObjectIdentifier: UILayoutGuide] = [:]

    /// Where the text starts, as of the last layout, when an image stands
    /// before it (the row's separator starts there); nil otherwise. In RTL,
    /// the text's trailing-side x, where the separator ends.
    var leadingTextEdgeIfIndented: CGFloat? {
        guard imageView.superview === self else { return nil }
        let label = textLabel.superview === self ? textLabel : secondaryTextLabel
        guard label.superview === self else { return nil }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? label.frame.maxX : label.frame.minX
    }

    /// Where the text starts from the view's leading edge, from the
    /// configuration alone (no layout needed): the leading margin, plus the
    /// image's reserved box and the padding after it when an image is
    /// shown. A list cell starts its separator there.
    var textLeadingInset: CGFloat {
        var inset = effectiveUserInterfaceLayoutDirection == .rightToLeft ? layoutMargins.right : layoutMargins.left
        if imageView.superview === self { inset += (boxWidth?.constant ?? 0) + current.imageToTextPadding }
        return inset
    }

    /// A guide that follows `view`'s frame, made on first use.
    private func guide(for view: UIView) -> UILayoutGuide {
        if let guide = followingGuides[ObjectIdentifier(view)] { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        followingGuides[ObjectIdentifier(view)] = guide
        return guide
    }

    /// Whether side-by-side texts are stacked because the width is too
    /// narrow for both on one line.
    private var stackedForWidth = false

    open override func layoutSubviews() {
        super.layoutSubviews()
        adaptArrangement(toWidth: bounds.width)
    }

    /// Stacks side-by-side texts when the two do not fit next to each
    /// other at `width` (side by side is a preference, as the name
    /// `prefersSideBySideTextAndSecondaryText` says: iOS's value rows put a
    /// long value under the title), and puts them back side by side when
    /// they do. The cell calls this before measuring a row at a width.
    func adaptArrangement(toWidth width: CGFloat) {
        let configuration = current
        guard configuration.prefersSideBySideTextAndSecondaryText, textLabel.superview === self,
              secondaryTextLabel.superview === self, width > 0, width.isFinite else { return }
        var available = width - layoutMargins.left - layoutMargins.right
        if imageView.superview === self { available -= (boxWidth?.constant ?? 0) + configuration.imageToTextPadding }
        let needed = textLabel.sizeThatFits(.zero).width + configuration.textToSecondaryTextHorizontalPadding
            + secondaryTextLabel.sizeThatFits(.zero).width
        let tooNarrow = needed > available
        guard tooNarrow != stackedForWidth else { return }
        stackedForWidth = tooNarrow
        apply(configuration)
        setNeedsLayout()
    }

    // MARK: - Traits

    /// Fonts and symbol sizes follow the content size category.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { apply(current) }
    }

    // MARK: - Applying a configuration

    private func apply(_ configuration: UIListContentConfiguration) {
        let hasImage = configuration.image != nil
        let hasText = configuration.text != nil || configuration.attributedText != nil
        let hasSecondary = configuration.secondaryText != nil || configuration.secondaryAttributedText != nil

        let textFont = font(configuration.textProperties)
        style(textLabel, configuration.textProperties, font: textFont, text: configuration.text, attributed: configuration.attributedText)
        style(secondaryTextLabel, configuration.secondaryTextProperties, font: font(configuration.secondaryTextProperties),
              text: configuration.secondaryText, attributed: configuration.secondaryAttributedText)

        let imageProperties = configuration.imageProperties
        imageView.image = configuration.image
        imageView.tintColor = imageProperties.tintColor.map { imageProperties.resolvedTintColor(for: $0) }
        imageView.preferredSymbolConfiguration = imageProperties.preferredSymbolConfiguration ?? Self.symbolConfiguration(matching: textFont)
        imageView.layer.cornerRadius = imageProperties.cornerRadius
        imageView.clipsToBounds = imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit

        layoutMargins = edgeInsets(configuration.directionalLayoutMargins)

        for (view, shown) in [(imageView, hasImage), (textLabel, hasText), (secondaryTextLabel, hasSecondary)] as [(UIView, Bool)] {
            if shown, view.superview !== self { addSubview(view) }
            if !shown, view.superview === self { view.removeFromSuperview() }
        }
        // Side by side only where the two fit on a line, and never at the
        // accessibility text sizes, where iOS's value rows (Settings) stack them.
        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText && !stackedForWidth
            && !traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let key = ArrangementKey(image: hasImage, text: hasText, secondaryText: hasSecondary,
                                 sideBySide: sideBySide, row: configuration.style.isRow)
        if key != arrangementKey {
            arrange(key)
            arrangementKey = key
        }
        updateConstants(configuration, textFont: textFont)
    }

    /// The font drawn: the configuration's, at the view's content size
    /// category when it adjusts (a style made before the view had its
    /// traits holds the default category's font).
    private func font(_ properties: UIListContentConfiguration.TextProperties) -> UIFont {
        guard properties.adjustsFontForContentSizeCategory else { return properties.font }
        var category = traitCollection.preferredContentSizeCategory
        if category == .unspecified { category = .large }
        return properties.font.adjusted(for: category) ?? properties.font
    }

    private func style(_ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, font: UIFont,
                       text: String?, attributed: NSAttributedString?) {
        label.font = font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = false
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
    }

    /// A symbol sized and weighted like the text beside it: the text's
    /// style when it has one (so it follows the content size category),
    /// else its font.
    static func symbolConfiguration(matching font: UIFont) -> UIImage.SymbolConfiguration {
        if let style = font.textStyle, font.weight == .regular { return UIImage.SymbolConfiguration(textStyle: style) }
        return UIImage.SymbolConfiguration(font: font)
    }

    private func edgeInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: insets.top, left: rtl ? insets.trailing : insets.leading,
                            bottom: insets.bottom, right: rtl ? insets.leading : insets.trailing)
    }

    // MARK: - Layout

    /// The side of the box reserved for a symbol next to `font`'s text:
    /// 24 points beside 17-point body text, scaled with the text's size
    /// ("The system centers symbol images inside a predefined reserved
    /// layout size that scales with the content size category",
    /// developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/reservedlayoutsize).
    /// 24 is the size Apple's symbol guidelines give a list row's glyph
    /// area; UIKit's exact constant is not published.
    static func standardImageDimension(for font: UIFont) -> CGFloat {
        UIImage.pixelAligned(24 * font.pointSize / 17)
    }

    private func updateConstants(_ configuration: UIListContentConfiguration, textFont: UIFont) {
        let imageSize = shownImageSize(configuration.imageProperties)
        imageWidth?.constant = imageSize.width
        imageHeight?.constant = imageSize.height
        let isSymbol = configuration.image?.isSymbolImage == true
        let standard = Self.standardImageDimension(for: textFont)
        let reserved = configuration.imageProperties.reservedLayoutSize
        func side(_ wanted: CGFloat, image: CGFloat) -> CGFloat {
            if wanted == UIListContentConfiguration.ImageProperties.standardDimension { return max(standard, image) }
            if wanted > 0, wanted.isFinite { return max(wanted, image) }
            return isSymbol ? max(standard, image) : image
        }
        boxWidth?.constant = side(reserved.width, image: imageSize.width)
        boxHeight?.constant = side(reserved.height, image: imageSize.height)
        imageToText?.constant = configuration.imageToTextPadding
        textToSecondary?.constant = configuration.prefersSideBySideTextAndSecondaryText
            ? configuration.textToSecondaryTextHorizontalPadding : configuration.textToSecondaryTextVerticalPadding
    }

    /// The image's size as shown: its own (a symbol's for the view's
    /// traits and symbol configuration), scaled down to `maximumSize`.
    private func shownImageSize(_ properties: UIListContentConfiguration.ImageProperties) -> CGSize {
        guard var size = imageView.displayedImage?.size, size.width > 0, size.height > 0 else { return .zero }
        var factor: CGFloat = 1
        if properties.maximumSize.width > 0 { factor = min(factor, properties.maximumSize.width / size.width) }
        if properties.maximumSize.height > 0 { factor = min(factor, properties.maximumSize.height / size.height) }
        size = CGSize(width: size.width * factor, height: size.height * factor)
        return size
    }

    /// The text's edges sit on the vertical margins at 998, so a
    /// self-sizing row is as tall as its text plus its margins; the
    /// 44-point minimum (999) and an image taller than the text (999) win
    /// over them, and the text then stays centered (a required centering).
    /// A row given less height than its text (a fixed `rowHeight`) squeezes
    /// the text rather than breaking constraints, as UIKit's rows do.
    private func pinned(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = UILayoutPriority(998)
        return constraint
    }

    /// Content that must fit between the vertical margins, at 999.
    private func inside(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = .required - 1
        return constraint
    }

    private func arrange(_ key: ArrangementKey) {
        NSLayoutConstraint.deactivate(arrangement)
        imageWidth = nil; imageHeight = nil; boxWidth = nil; boxHeight = nil; imageToText = nil; textToSecondary = nil
        let margins = layoutMarginsGuide
        var constraints: [NSLayoutConstraint] = []
        if key.row {
            // The 44-point minimum is what a self-sizing row measures to; a
            // fixed row height below it wins, with no conflict, as in UIKit.
            let minimum = heightAnchor.constraint(greaterThanOrEqualToConstant: UIListContentConfiguration.minimumRowHeight)
            minimum.priority = .required - 1
            constraints.append(minimum)
        }

        let textStart: NSLayoutXAxisAnchor
        if key.image {
            let boxWidth = imageBox.widthAnchor.constraint(equalToConstant: 0)
            let boxHeight = imageBox.heightAnchor.constraint(equalToConstant: 0)
            let imageWidth = imageView.widthAnchor.constraint(equalToConstant: 0)
            let imageHeight = imageView.heightAnchor.constraint(equalToConstant: 0)
            constraints += [
                boxWidth, boxHeight, imageWidth, imageHeight,
                imageBox.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                imageBox.centerYAnchor.constraint(equalTo: centerYAnchor),
                inside(imageBox.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor)),
                inside(imageBox.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)),
                imageView.centerXAnchor.constraint(equalTo: imageBox.centerXAnchor),
                imageView.centerYAnchor.constraint(equalTo: imageBox.centerYAnchor),
            ]
            (self.boxWidth, self.boxHeight, self.imageWidth, self.imageHeight) = (boxWidth, boxHeight, imageWidth, imageHeight)
            textStart = imageBox.trailingAnchor
        } else {
            textStart = margins.leadingAnchor
        }

        // Where the text starts; after an image it carries `imageToTextPadding`.
        func textLeading(_ anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
            let constraint = anchor.constraint(equalTo: textStart)
            if key.image { imageToText = constraint }
            return constraint
        }

        // Stacked in a row too short for both texts, the secondary text is
        // squeezed first; side by side it keeps its height.
        let stacked = !(key.sideBySide && key.text && key.secondaryText)
        secondaryTextLabel.setContentCompressionResistancePriority(stacked ? UILayoutPriority(749) : .defaultHigh, for: .vertical)
        if !stacked {
            let gap = secondaryTextLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor)
            textToSecondary = gap
            constraints += [
                textLeading(textLabel.leadingAnchor),
                textLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                textLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                pinned(textLabel.topAnchor.constraint(equalTo: margins.topAnchor)),
                pinned(textLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor)),
                gap,
                secondaryTextLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                // The secondary text sits on the text's baseline; the text's
                // line decides the row's height.
                secondaryTextLabel.firstBaselineAnchor.constraint(equalTo: textLabel.firstBaselineAnchor),
            ]
        } else {
            let labels = [(textLabel, key.text), (secondaryTextLabel, key.secondaryText)].filter(\.1).map(\.0)
            if let first = labels.first, let last = labels.last {
                constraints += [
                    textLeading(textBlock.leadingAnchor),
                    textBlock.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    pinned(textBlock.topAnchor.constraint(equalTo: margins.topAnchor)),
                    pinned(textBlock.bottomAnchor.constraint(equalTo: margins.bottomAnchor)),
                    textBlock.centerYAnchor.constraint(equalTo: centerYAnchor),
                    first.topAnchor.constraint(equalTo: textBlock.topAnchor),
                    last.bottomAnchor.constraint(equalTo: textBlock.bottomAnchor),
                ]
                for label in labels {
                    constraints += [
                        label.leadingAnchor.constraint(equalTo: textBlock.leadingAnchor),
                        label.trailingAnchor.constraint(equalTo: textBlock.trailingAnchor),
                    ]
                }
                if labels.count == 2 {
                    let spacing = secondaryTextLabel.topAnchor.constraint(equalTo: textLabel.bottomAnchor)
                    textToSecondary = spacing
                    constraints.append(spacing)
                }
            }
        }
        arrangement = constraints
        NSLayoutConstraint.activate(constraints)
    }
}
