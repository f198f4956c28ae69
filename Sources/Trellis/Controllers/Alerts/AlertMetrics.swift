import Foundation

/// The numbers and colours of iOS 17's alerts and action sheets.
///
/// Most come from UIKitCore's private visual-style classes, as
/// disassembled and published (`UIAlertControllerVisualStyleAlert`,
/// `UIAlertControllerVisualStyleActionSheet`, `UIAlertControllerVisualStyle`,
/// `UIInterfaceActionConcreteVisualStyle_iOS`, `…_iOSAlert`, `…_iOSSheet`);
/// the facts are cited, no code is copied. Those classes give label margins
/// from the card's edge to a label's baseline and scale them with the
/// label's font (`-[UIFont _scaledValueForValue:]`); Trellis scales them
/// with `UIFontMetrics` for the font's text style. Their fonts follow
/// Dynamic Type but never go below the Large size
/// (`_traitCollectionByFlooringContentSizeCategoryToLarge`).
///
/// Where UIKit's value is not public, the number is an approximation and
/// says so.
enum AlertMetrics {
    // MARK: - Both

    /// Insets of a label from the card's sides (`_labelHorizontalInsets`).
    static let labelHorizontalInset: CGFloat = 16

    /// The category an alert's fonts use: the trait's, but at least Large.
    static func fontCategory(_ traits: UITraitCollection) -> UIContentSizeCategory {
        let category = traits.preferredContentSizeCategory
        return category == .unspecified || category < .large ? .large : category
    }

    static func font(_ style: UIFont.TextStyle, weight: UIFont.Weight? = nil, _ traits: UITraitCollection) -> UIFont {
        let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: fontCategory(traits)))
        guard let weight else { return font }
        return UIFont(family: font.familyName, size: font.pointSize, weight: weight, italic: false, textStyle: style)
    }

    /// `value`, a margin UIKit gives for `style` at the Large size, at the
    /// alert's content size.
    static func scaled(_ value: CGFloat, _ style: UIFont.TextStyle, _ traits: UITraitCollection) -> CGFloat {
        DynamicTypeTable.scaledValue(value, for: style, category: fontCategory(traits)).rounded()
    }

    /// A hairline: one pixel of the screen (UIKit's separators are 1 / scale).
    static func hairline(_ traits: UITraitCollection) -> CGFloat {
        1 / max(1, traits.displayScale)
    }

    /// The dimming behind an alert or action sheet
    /// (`+[UIColor _alertControllerDimmingViewColor]`): black at 20% in light
    /// mode and 48% in dark mode, as a published reading of UIKitCore gives it.
    static let dimmingColor = UIColor(dynamicProvider: { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
    })

    /// The card's material. UIKit blurs what is behind the card
    /// (`_UIDimmingKnockoutBackdropView`); the renderer draws no blur, so an
    /// opaque colour close to what the blurred material shows over a plain
    /// screen stands in (an approximation).
    static let cardColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.16, green: 0.16, blue: 0.17, alpha: 1) : UIColor(white: 0.95, alpha: 1)
    })

    /// The separators between buttons: the system separator colour.
    static let separatorColor = UIColor.separator

    /// A disabled button's title.
    static let disabledTitleColor = UIColor.tertiaryLabel

    // MARK: - Alert

    /// The alert card's width (`UIAlertControllerVisualStyleAlert maximumWidth`).
    static let alertWidth: CGFloat = 270

    /// The alert's width at accessibility sizes. UIKit computes it from the
    /// window (`_accessibilityMaximumWidthWhenUsingAccessibilitySizes`, not
    /// public); Trellis takes the safe width less 20 points a side, at most
    /// 500 points (an approximation).
    static func accessibilityAlertWidth(containerWidth: CGFloat) -> CGFloat {
        max(alertWidth, min(containerWidth - 40, 500))
    }

    /// The alert card's corner radius: 14 points, as iOS 13 to 17 alerts are
    /// drawn (issue 18's figure; UIKit's private action groups round at 13).
    static let alertCornerRadius: CGFloat = 14

    /// From the card's top to the title's first baseline (`marginAboveTitleLabelFirstBaseline`).
    static let alertTitleTopToBaseline: CGFloat = 36
    /// From the title's last baseline to the message's first (`marginAboveMessageLabelFirstBaseline` with a title).
    static let alertTitleToMessageBaseline: CGFloat = 20
    /// From the last label's last baseline to the bottom of the labels (`marginBelowLastLabelLastBaseline`).
    static let alertLastBaselineToBottom: CGFloat = 24

    /// The minimum height of an alert button (`…_iOSAlert minimumActionContentSize`).
    static let alertActionHeight: CGFloat = 44
    /// The padding around a button's title (`…_iOS contentMargin`): 12 points
    /// (at accessibility sizes 16 at the sides and 11 scaled like body text
    /// above and below).
    static let actionMargin: CGFloat = 12

    /// The space between the card's top and bottom and the container's safe
    /// area (`contentInsetsForContainerView:` 8, 0, 8, 0).
    static let alertContainerInset: CGFloat = 8

    /// A text field's margin from the card's sides (`textFieldHorizontalMargin`).
    static let textFieldMargin: CGFloat = 15
    /// The text field box's corner radius (`textFieldCornerRadius`).
    static let textFieldCornerRadius: CGFloat = 7
    /// The text field's inset in its box: 7 at the sides and top
    /// (`textFieldInsetH`, `textFieldInsetTop`); 7 below is an assumption
    /// (UIKit's constant is not readable in the disassembly).
    static let textFieldInset: CGFloat = 7
    /// The space under the text fields before the buttons: an assumption
    /// equal to the side margin.
    static let textFieldsBottomMargin: CGFloat = 15

    // MARK: - Action sheet

    /// The action sheet cards' corner radius (`…_iOS contentCornerRadius`).
    static let sheetCornerRadius: CGFloat = 13
    /// The minimum height of an action sheet button (`…_iOSSheet minimumActionContentSize`).
    static let sheetActionHeight: CGFloat = 57
    /// The action sheet's button font size up to the Large text size
    /// (`…_iOSSheet _systemFontSize`: regular, bold for the cancel button).
    /// Larger sizes come from a private table; Trellis scales 20 points like
    /// body text (an approximation).
    static func sheetActionFontSize(_ traits: UITraitCollection) -> CGFloat {
        scaled(20, .body, traits)
    }
    /// The space between the actions and the cancel card (`_spacingBetweenDismissButtonAndContent`).
    static let sheetCancelSpacing: CGFloat = 8
    /// The space around the sheet inside the container's safe area
    /// (`contentInsetsForContainerView:` 8 on every side).
    static let sheetContainerInset: CGFloat = 8
    /// From the card's top to the title's first baseline (`marginAboveTitleLabelFirstBaseline`).
    static let sheetTitleTopToBaseline: CGFloat = 27
    /// From the title's last baseline to the message's first (`marginAboveMessageLabelFirstBaseline`).
    static let sheetTitleToMessageBaseline: CGFloat = 22
    /// Below a message that follows a title (`marginBelowMessageLabelLastBaseline`).
    static let sheetMessageToBottom: CGFloat = 28
    /// Below the last label otherwise (`marginBelowLastLabelLastBaseline`).
    static let sheetLastBaselineToBottom: CGFloat = 17
    /// An action sheet in a popover is at least as wide as an alert (an
    /// approximation: UIKit sizes it to fit, from a private minimum).
    static let popoverSheetMinimumWidth: CGFloat = 270

    /// The cancel card's colour (`_UIAlertControlleriOSActionSheetCancelBackgroundView`
    /// is opaque): white, or the dark elevated grey.
    static let cancelCardColor = UIColor.tertiarySystemBackground
}
