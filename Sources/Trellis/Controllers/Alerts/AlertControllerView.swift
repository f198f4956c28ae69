import Foundation

/// The view of a `UIAlertController`: the dimming and the cards of an alert
/// or an action sheet, or, in a popover, the action sheet's card alone.
///
/// Built from plain views the renderer draws (labels, rounded views,
/// hairline views) and laid out by hand in `layoutSubviews` with
/// `AlertMetrics`' numbers, as UIKit's `_UIAlertControllerPhoneTVMacView`
/// lays out its own (with constraints there).
final class AlertControllerView: UIView {
    unowned let controller: UIAlertController

    /// Darkens the screen behind an alert or an action sheet.
    let dimmingView = UIView()
    /// The card with the title, message, text fields and buttons.
    let card = UIView()
    /// The labels and text fields; scrolls when the card is taller than the
    /// screen allows.
    let contentView = UIScrollView()
    /// The buttons, under the labels; scrolls too when they alone are too tall.
    let actionsView = UIScrollView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The boxes around the text fields.
    private(set) var textFieldBoxes: [UIView] = []
    /// The buttons in the card, in the order they are shown.
    private(set) var actionViews: [AlertActionView] = []
    /// The hairlines between the labels and the buttons and between buttons.
    private(set) var separators: [UIView] = []
    /// An action sheet's separate cancel card (not in a popover).
    let cancelCard = UIView()
    private(set) var cancelView: AlertActionView?

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = AlertMetrics.dimmingColor
        addSubview(dimmingView)
        card.backgroundColor = AlertMetrics.cardColor
        card.clipsToBounds = true
        addSubview(card)
        card.addSubview(contentView)
        card.addSubview(actionsView)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            contentView.addSubview(label)
        }
        cancelCard.backgroundColor = AlertMetrics.cancelCardColor
        cancelCard.clipsToBounds = true
        addSubview(cancelCard)
        contentChanged()
    }

    required init?(coder: NSCoder) {
        fatalError("AlertControllerView is made by UIAlertController")
    }

    private var isAlert: Bool { controller.preferredStyle == .alert }

    /// Whether the view is a popover's content: the action sheet card alone.
    private var inPopover: Bool { !isAlert && controller.isPresentedAsPopover }

    /// The cancel action, shown in the cancel card of an action sheet (or
    /// hidden in a popover, as UIKit's `hideCancelAction:inAlertController:`
    /// does when `_isPresentedAsPopover`).
    private var cancelAction: UIAlertAction? { controller.actions.first { $0.style == .cancel } }

    /// Makes the subviews again for the controller's title, message, text
    /// fields and actions.
    func contentChanged() {
        titleLabel.text = controller.title
        titleLabel.isHidden = (controller.title ?? "").isEmpty
        messageLabel.text = controller.message
        messageLabel.isHidden = (controller.message ?? "").isEmpty

        for box in textFieldBoxes { box.removeFromSuperview() }
        // A box is a hairline border (the separator colour showing around
        // an inset white field), as UIKit's vibrant border view and field
        // container are.
        textFieldBoxes = (controller.textFields ?? []).map { field in
            let box = UIView(), inner = UIView()
            box.backgroundColor = AlertMetrics.separatorColor
            inner.backgroundColor = .systemBackground
            for view in [box, inner] {
                view.layer.cornerRadius = AlertMetrics.textFieldCornerRadius
                view.clipsToBounds = true
            }
            inner.addSubview(field)
            box.addSubview(inner)
            contentView.addSubview(box)
            return box
        }

        for view in actionViews + separators { view.removeFromSuperview() }
        cancelView?.removeFromSuperview()
        let shown = controller.actions.filter { isAlert || $0.style != .cancel }
        actionViews = shown.map { AlertActionView(action: $0) }
        for view in actionViews { actionsView.addSubview(view) }
        separators = []
        if !isAlert, let cancelAction {
            let view = AlertActionView(action: cancelAction)
            cancelCard.addSubview(view)
            cancelView = view
        } else {
            cancelView = nil
        }
        setNeedsLayout()
    }

    // MARK: - Layout

    /// Fonts and margins follow the content size category: lay out again.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let traits = traitCollection
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        dimmingView.frame = bounds
        if inPopover {
            dimmingView.isHidden = true
            cancelCard.isHidden = true
            // The popover's own card (and arrow) is the background here.
            card.backgroundColor = nil
            card.layer.cornerRadius = 0
            card.frame = bounds
            fit(layOutContent(width: bounds.width, traits: traits), height: bounds.height)
            return
        }
        dimmingView.isHidden = false
        card.backgroundColor = AlertMetrics.cardColor
        let safe = bounds.inset(by: safeAreaInsets)
        if isAlert {
            cancelCard.isHidden = true
            card.layer.cornerRadius = AlertMetrics.alertCornerRadius
            let width = traits.preferredContentSizeCategory.isAccessibilityCategory
                ? min(AlertMetrics.accessibilityAlertWidth(containerWidth: safe.width), bounds.width)
                : min(AlertMetrics.alertWidth, bounds.width)
            let content = layOutContent(width: width, traits: traits)
            let cardHeight = fit(content, height: max(0, safe.height - 2 * AlertMetrics.alertContainerInset))
            card.frame = CGRect(x: (safe.midX - width / 2).rounded(), y: (safe.midY - cardHeight / 2).rounded(),
                                width: width, height: cardHeight)
        } else {
            layOutSheet(in: bounds, traits: traits)
        }
    }

    /// Places the labels' and the buttons' scroll views in a card at most
    /// `height` tall and returns the card's height. When everything does not
    /// fit, the buttons keep their height (up to half the card) and the
    /// labels scroll, so the buttons stay on screen, as in UIKit at the
    /// largest text sizes.
    @discardableResult
    private func fit(_ content: (header: CGFloat, actions: CGFloat), height: CGFloat) -> CGFloat {
        let width = contentView.contentSize.width
        let total = min(content.header + content.actions, height)
        let actions = content.header + content.actions <= height ? content.actions
            : min(content.actions, max(height - content.header, height / 2))
        contentView.frame = CGRect(x: 0, y: 0, width: width, height: total - actions)
        actionsView.frame = CGRect(x: 0, y: total - actions, width: width, height: actions)
        return total
    }

    /// An action sheet at the bottom of the screen: the actions' card above
    /// the cancel card, 8 points apart, inside the safe area and 8 points
    /// from the edges; as wide as the screen held upright (less the insets),
    /// centred in landscape (the landscape width is an approximation).
    private func layOutSheet(in bounds: CGRect, traits: UITraitCollection) {
        let inset = AlertMetrics.sheetContainerInset, insets = safeAreaInsets
        let left = max(inset, insets.left), right = max(inset, insets.right)
        let top = max(inset, insets.top), bottom = max(inset, insets.bottom)
        let uprightWidth = min(bounds.width, bounds.height) - 2 * inset
        let width = max(0, min(bounds.width - left - right, uprightWidth))
        let x = (left + (bounds.width - left - right - width) / 2).rounded()
        var maxY = bounds.height - bottom
        card.layer.cornerRadius = AlertMetrics.sheetCornerRadius
        cancelCard.layer.cornerRadius = AlertMetrics.sheetCornerRadius
        if let cancelView {
            cancelCard.isHidden = false
            let height = cancelView.preferredHeight(width: width, traits: traits, sheet: true, bold: true)
            cancelCard.frame = CGRect(x: x, y: maxY - height, width: width, height: height)
            cancelView.frame = cancelCard.bounds
            cancelView.configure(traits: traits, sheet: true, bold: true)
            maxY -= height + AlertMetrics.sheetCancelSpacing
        } else {
            cancelCard.isHidden = true
        }
        let cardHeight = fit(layOutContent(width: width, traits: traits), height: max(0, maxY - top))
        card.frame = CGRect(x: x, y: maxY - cardHeight, width: width, height: cardHeight)
    }

    /// Lays the labels and text fields out in `contentView` and the buttons
    /// in `actionsView` for a card `width` wide; returns their heights.
    private func layOutContent(width: CGFloat, traits: UITraitCollection) -> (header: CGFloat, actions: CGFloat) {
        var header = layOutLabels(width: width, traits: traits)
        if !textFieldBoxes.isEmpty {
            header = layOutTextFields(top: header == 0 ? AlertMetrics.textFieldMargin : header, width: width, traits: traits)
                + AlertMetrics.textFieldsBottomMargin
        }
        contentView.contentSize = CGSize(width: width, height: header)
        let actions = layOutActions(separatedFromAbove: header > 0, width: width, traits: traits)
        actionsView.contentSize = CGSize(width: width, height: actions)
        return (header, actions)
    }

    /// The title and message, each placed by its baselines; returns the
    /// height of the labels' area (0 without labels).
    private func layOutLabels(width: CGFloat, traits: UITraitCollection) -> CGFloat {
        let hasTitle = !titleLabel.isHidden, hasMessage = !messageLabel.isHidden
        guard hasTitle || hasMessage else { return 0 }
        let labelWidth = max(0, width - 2 * AlertMetrics.labelHorizontalInset)
        // Fonts and their text styles (margins scale with the style).
        let titleStyle: UIFont.TextStyle = isAlert ? .headline : .footnote
        let messageStyle: UIFont.TextStyle = isAlert ? (hasTitle ? .footnote : .headline) : .footnote
        if isAlert {
            titleLabel.font = AlertMetrics.font(.headline, traits)
            messageLabel.font = AlertMetrics.font(messageStyle, traits)
            titleLabel.textColor = .label
            messageLabel.textColor = .label
        } else {
            // A sheet's title is semibold when a message follows
            // (`UIAlertControllerVisualStyleActionSheet titleLabelFont`).
            titleLabel.font = AlertMetrics.font(.footnote, weight: hasMessage ? .semibold : nil, traits)
            messageLabel.font = AlertMetrics.font(.footnote, traits)
            titleLabel.textColor = .secondaryLabel
            messageLabel.textColor = .secondaryLabel
        }
        var lastBaseline: CGFloat = 0
        func place(_ label: UILabel, baseline: CGFloat) {
            label.preferredMaxLayoutWidth = labelWidth
            let size = label.intrinsicContentSize
            let offsets = label.baselineOffsetsFromBottom
            let y = (baseline - (size.height - offsets.first)).rounded()
            label.frame = CGRect(x: AlertMetrics.labelHorizontalInset, y: y, width: labelWidth, height: size.height)
            lastBaseline = y + size.height - offsets.last
        }
        let topMargin = isAlert ? AlertMetrics.alertTitleTopToBaseline : AlertMetrics.sheetTitleTopToBaseline
        if hasTitle { place(titleLabel, baseline: AlertMetrics.scaled(topMargin, titleStyle, traits)) }
        if hasMessage {
            let gap = isAlert ? AlertMetrics.alertTitleToMessageBaseline : AlertMetrics.sheetTitleToMessageBaseline
            place(messageLabel, baseline: hasTitle ? lastBaseline + AlertMetrics.scaled(gap, messageStyle, traits)
                                                   : AlertMetrics.scaled(topMargin, messageStyle, traits))
        }
        let bottom: CGFloat
        if isAlert {
            bottom = AlertMetrics.scaled(AlertMetrics.alertLastBaselineToBottom, .headline, traits)
        } else if hasTitle && hasMessage {
            bottom = AlertMetrics.scaled(AlertMetrics.sheetMessageToBottom, messageStyle, traits)
        } else {
            bottom = AlertMetrics.scaled(AlertMetrics.sheetLastBaselineToBottom, titleStyle, traits)
        }
        return (lastBaseline + bottom).rounded()
    }

    /// The text fields in boxes joined into one rounded group: the first
    /// rounds its top corners, the last its bottom ones
    /// (`textFieldContainingViewWithTextField:position:`). Returns the
    /// bottom of the group.
    private func layOutTextFields(top: CGFloat, width: CGFloat, traits: UITraitCollection) -> CGFloat {
        let hairline = AlertMetrics.hairline(traits)
        let inset = AlertMetrics.textFieldInset
        var y = top
        for (index, box) in textFieldBoxes.enumerated() {
            guard let inner = box.subviews.first, let field = inner.subviews.first as? UITextField else { continue }
            let fieldHeight = field.intrinsicContentSize.height
            let height = (inset + fieldHeight + inset).rounded(.up)
            // Boxes overlap by a hairline so neighbours share one border line.
            box.frame = CGRect(x: AlertMetrics.textFieldMargin, y: y, width: width - 2 * AlertMetrics.textFieldMargin, height: height)
            inner.frame = box.bounds.insetBy(dx: hairline, dy: hairline)
            let first = index == 0, last = index == textFieldBoxes.count - 1
            let corners: CACornerMask = CACornerMask(first ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : [])
                .union(last ? [.layerMinXMaxYCorner, .layerMaxXMaxYCorner] : [])
            box.layer.maskedCorners = corners
            inner.layer.maskedCorners = corners
            field.frame = CGRect(x: inset - hairline, y: inset - hairline, width: max(0, inner.bounds.width - 2 * (inset - hairline)),
                                 height: fieldHeight)
            y += height - hairline
        }
        return y + hairline
    }

    /// The buttons under `top`, separated by hairlines. An alert with two
    /// buttons whose titles fit side by side shows them in a row with the
    /// cancel button on the leading side; otherwise (three or more, or
    /// titles too long) they stack with the cancel button at the bottom
    /// (`permittedActionLayoutDirection`: vertical from 3 actions; medium.com
    /// @enebin, "Cancel button's position is fixed": left of two, bottom of
    /// more). Returns the height of the buttons.
    private func layOutActions(separatedFromAbove: Bool, width: CGFloat, traits: UITraitCollection) -> CGFloat {
        guard !actionViews.isEmpty else { return 0 }
        let hairline = AlertMetrics.hairline(traits)
        var ordered = actionViews
        let preferred = isAlert ? (controller.preferredAction ?? cancelAction) : nil
        for view in ordered { view.configure(traits: traits, sheet: !isAlert, bold: view.action === preferred) }

        let horizontal = isAlert && ordered.count == 2
            && ordered.allSatisfy { $0.fitsOnOneLine(width: width / 2, traits: traits) }
        if let index = ordered.firstIndex(where: { $0.action.style == .cancel }) {
            let cancel = ordered.remove(at: index)
            if horizontal { ordered.insert(cancel, at: 0) } else { ordered.append(cancel) }
        }
        var y: CGFloat = 0
        if horizontal {
            let height = ordered.map { $0.preferredHeight(width: width / 2, traits: traits, sheet: false, bold: $0.action === preferred) }.max() ?? 0
            if separatedFromAbove { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline)) }
            let half = (width / 2).rounded()
            ordered[0].frame = CGRect(x: 0, y: y, width: half, height: height)
            ordered[1].frame = CGRect(x: half, y: y, width: width - half, height: height)
            addSeparator(CGRect(x: half - hairline / 2, y: y, width: hairline, height: height))
            return height
        }
        for (index, view) in ordered.enumerated() {
            if separatedFromAbove || index > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline)) }
            let height = view.preferredHeight(width: width, traits: traits, sheet: !isAlert, bold: view.action === preferred)
            view.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        return y
    }

    private func addSeparator(_ frame: CGRect) {
        let separator = UIView(frame: frame)
        separator.backgroundColor = AlertMetrics.separatorColor
        actionsView.addSubview(separator)
        separators.append(separator)
    }

    // MARK: - Popover size

    /// The size of an action sheet's card in a popover: as wide as its
    /// widest line needs (at least `popoverSheetMinimumWidth`), as tall as
    /// its content.
    func popoverContentSize() -> CGSize {
        let traits = traitCollection
        let margin = 2 * AlertMetrics.labelHorizontalInset
        var widest = AlertMetrics.popoverSheetMinimumWidth
        for label in [titleLabel, messageLabel] where !label.isHidden {
            widest = max(widest, AlertMetrics.singleLineWidth(label.text ?? "", font: label.font) + margin)
        }
        for view in actionViews where view.action.style != .cancel {
            view.configure(traits: traits, sheet: true, bold: false)
            widest = max(widest, view.singleLineWidth() + 2 * AlertMetrics.actionMargin)
        }
        let width = widest.rounded(.up)
        let content = layOutContent(width: width, traits: traits)
        return CGSize(width: width, height: content.header + content.actions)
    }
}

extension AlertMetrics {
    /// The width `text` takes on one line in `font`.
    static func singleLineWidth(_ text: String, font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.intrinsicContentSize.width
    }
}

/// A button of an alert or action sheet: its title in a label, coloured by
/// the action's style.
final class AlertActionView: UIView {
    let action: UIAlertAction
    let titleLabel = UILabel()

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("AlertActionView is made by AlertControllerView")
    }

    /// The title's font and colour: body text (17 points), semibold when
    /// preferred, in an alert (`…_iOSAlert _regularActionFont`,
    /// `_preferredActionFont`: body and headline); 20 points, bold for the
    /// cancel button, in an action sheet (`…_iOSSheet`). Destructive titles
    /// are red, others take the tint colour (`actionTitleLabelColorForViewState:`).
    func configure(traits: UITraitCollection, sheet: Bool, bold: Bool) {
        if sheet {
            let size = AlertMetrics.sheetActionFontSize(traits)
            titleLabel.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        } else {
            titleLabel.font = AlertMetrics.font(bold ? .headline : .body, traits)
        }
        titleLabel.textColor = !action.isEnabled ? AlertMetrics.disabledTitleColor
            : action.style == .destructive ? .systemRed : (tintColor ?? .tintColor)
    }

    /// The padding around the title: 12 points, or at accessibility sizes
    /// 16 at the sides and 11 (8 in a sheet) scaled like body text above and below.
    private func margins(_ traits: UITraitCollection, sheet: Bool) -> (horizontal: CGFloat, vertical: CGFloat) {
        guard traits.preferredContentSizeCategory.isAccessibilityCategory else { return (AlertMetrics.actionMargin, AlertMetrics.actionMargin) }
        return (16, AlertMetrics.scaled(sheet ? 8 : 11, .body, traits))
    }

    /// The button's height at `width`: the minimum height, or the title's
    /// height and padding when it wraps.
    func preferredHeight(width: CGFloat, traits: UITraitCollection, sheet: Bool, bold: Bool) -> CGFloat {
        configure(traits: traits, sheet: sheet, bold: bold)
        let margin = margins(traits, sheet: sheet)
        titleLabel.preferredMaxLayoutWidth = max(1, width - 2 * margin.horizontal)
        let text = titleLabel.intrinsicContentSize.height
        let minimum = sheet ? AlertMetrics.sheetActionHeight : AlertMetrics.alertActionHeight
        let needed = (text + 2 * margin.vertical).rounded(.up)
        // One line of 17-point SF Pro (20.3 points) fits UIKit's 44 with its
        // 12-point margins; Inter's line is a point taller, which must not
        // make every button 45 points: up to 2 points over stays at the minimum.
        return needed <= minimum + 2 ? minimum : needed
    }

    /// Whether the title fits on one line in a button `width` wide.
    func fitsOnOneLine(width: CGFloat, traits: UITraitCollection) -> Bool {
        singleLineWidth() <= width - 2 * margins(traits, sheet: false).horizontal
    }

    func singleLineWidth() -> CGFloat {
        AlertMetrics.singleLineWidth(titleLabel.text ?? "", font: titleLabel.font)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let traits = traitCollection
        let margin = margins(traits, sheet: action.alertController?.preferredStyle == .actionSheet)
        titleLabel.preferredMaxLayoutWidth = max(1, bounds.width - 2 * margin.horizontal)
        let height = min(titleLabel.intrinsicContentSize.height, bounds.height)
        titleLabel.frame = CGRect(x: margin.horizontal, y: ((bounds.height - height) / 2).rounded(),
                                  width: max(0, bounds.width - 2 * margin.horizontal), height: height)
    }
}
