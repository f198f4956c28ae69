import Foundation
import Testing
@_spi(Rendering) @testable import Trellis

/// UIControl's state and actions, and the sizes and behaviour of buttons,
/// switches, text fields and activity indicators.
@Suite struct ControlTests {
    /// A label's size for `text` in `font`: what a button's title measures.
    func titleSize(_ text: String, _ font: UIFont) -> CGSize {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.intrinsicContentSize
    }

    // MARK: UIControl

    @Test func stateIsMadeOfTheFlags() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isHighlighted = true
        control.isSelected = true
        #expect(control.state == [.highlighted, .selected])
        control.isEnabled = false
        #expect(control.state.contains(.disabled))
        #expect(UIControl.Event.touchUpInside.rawValue == 64 && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.editingChanged.rawValue == 1 << 17)
    }

    @Test func actionsRunForTheirEventsInOrder() {
        let control = UIControl()
        var log: [String] = []
        let first = UIAction(title: "first") { action in log.append("first from \(action.sender === control)") }
        control.addAction(first, for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
        control.addAction(UIAction { _ in log.append("second") }, for: [.touchUpInside, .touchDown])
        control.sendActions(for: .touchUpInside)
        #expect(log == ["first from true", "second"])
        log = []
        control.removeAction(first, for: .touchUpInside)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log == ["changed", "second"])
        // An action added again with the same identifier replaces the old one.
        log = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchDown)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(log == ["second", "new"])
        // A disabled control sends nothing.
        log = []
        control.isEnabled = false
        control.sendActions(for: .touchDown)
        #expect(log.isEmpty)
    }

    // MARK: UIButton

    @Test func aSystemButtonIsItsTitlePlusSixPointsAboveAndBelow() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        #expect(button.titleLabel?.font.pointSize == 15)
        let title = titleSize("Button", .systemFont(ofSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        // Explicit insets replace the implicit padding (UIKit's 0.01 trick relies on that).
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20, height: title.height + 4))
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func titlesAndColorsFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        #expect(button.title(for: .highlighted) == "Normal")
        button.isSelected = true
        #expect(button.currentTitle == "Selected" && button.titleLabel?.text == "Selected")
        #expect(button.titleColor(for: .normal) == button.tintColor)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
        button.setTitleColor(.systemRed, for: .normal)
        #expect(button.titleColor(for: .selected) == .systemRed)
        #expect(button.titleLabel?.textColor == .systemRed)
    }

    @Test func aTapRunsThePrimaryAction() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap me") { _ in taps += 1 })
        #expect(button.currentTitle == "Tap me")
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        let configured = UIButton(configuration: .filled(), primaryAction: UIAction { _ in taps += 10 })
        configured.sendActions(for: .touchUpInside)
        #expect(taps == 11)
    }

    @Test func aButtonNarrowerThanItsTitleTruncatesItInTheMiddle() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("A rather long button title", for: .normal)
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            button.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(button.frame.width == 120)
        let label = try! #require(button.titleLabel)
        #expect(label.frame.width == 120)
        let block = label.textBlock()
        #expect(block.lineBreak == .truncateMiddle)
        #expect(TextEngineMeasure.isTruncated(block, width: label.frame.width))
    }

    @Test func configurationsSizeFromContentAndInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        let button = UIButton(configuration: configuration)
        let title = titleSize("Continue", .preferredFont(forTextStyle: .body))
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        #expect(button.backgroundColor == button.tintColor)
        #expect(button.titleLabel?.textColor == .white)
        // A subtitle goes under the title; an image before both, padded.
        configuration.subtitle = "Step 2 of 3"
        configuration.titlePadding = 2
        configuration.image = UIImage(data: Data("<svg xmlns='http://www.w3.org/2000/svg' width='20' height='20'/>".utf8))
        configuration.imagePadding = 8
        configuration.cornerStyle = .capsule
        button.configuration = configuration
        let subtitle = titleSize("Step 2 of 3", .preferredFont(forTextStyle: .subheadline))
        let textHeight = title.height + 2 + subtitle.height
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 8 + max(title.width, subtitle.width) + 24, height: textHeight + 14))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == button.bounds.height / 2)
        #expect(button.imageView?.frame.minX == 12)
        #expect(abs((button.titleLabel?.frame.minX ?? 0) - (12 + 20 + 8)) < 1e-9, "\(String(describing: button.titleLabel?.frame.minX)) \(String(describing: button.imageView?.frame))")
        // Plain has no background; tinted a translucent tint; gray the secondary fill.
        #expect(UIButton(configuration: .plain()).backgroundColor == nil)
        #expect(UIButton(configuration: .gray()).backgroundColor == .secondarySystemFill)
        var small = UIButton.Configuration.tinted()
        small.buttonSize = .small
        #expect(small.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    @Test func aCloseButtonIsThirtyPointsRound() {
        let close = UIButton(type: .close)
        #expect(close.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(close.layer.cornerRadius == 15)
    }

    // MARK: UISwitch

    @Test func aSwitchIs51By31AndFlipsOnATap() {
        let toggle = UISwitch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
        var changes: [Bool] = []
        toggle.addAction(UIAction { action in changes.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
        toggle.sendActions(for: .touchUpInside)
        #expect(toggle.isOn && changes == [true])
        // Setting the value in code sends nothing, as in UIKit.
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && changes == [true])
        #expect(toggle.trackColor == .secondarySystemFill)
        toggle.isOn = true
        #expect(toggle.trackColor == .systemGreen)
        toggle.onTintColor = .systemBlue
        #expect(toggle.trackColor == .systemBlue && toggle.thumbColor == .white)
        toggle.isEnabled = false
        toggle.sendActions(for: .touchUpInside)
        #expect(toggle.isOn)
    }

    // MARK: UITextField

    @Test func textFieldHeightsFollowTheFontAndBorder() {
        let field = UITextField()
        #expect(field.font?.pointSize == 17)
        let line = UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up)
        #expect(field.intrinsicContentSize.height == line)
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == line + 14)
        #expect(field.layer.cornerRadius == 5)
        field.borderStyle = .line
        #expect(field.intrinsicContentSize.height == line + 8)
        field.font = .systemFont(ofSize: 28)
        #expect(field.intrinsicContentSize.height == UIFont.systemFont(ofSize: 28).lineHeight.rounded(.up) + 8)
    }

    @Test func placeholderShowsWhenEmptyAndSecureTextIsBullets() throws {
        let field = UITextField()
        field.placeholder = "Email"
        #expect(field.isShowingPlaceholder)
        #expect(field.displayedTextBlock()?.text == "Email")
        #expect(field.displayedTextBlock()?.defaultColor == UIColor.placeholderText.textColor)
        field.text = "me@example.com"
        #expect(!field.isShowingPlaceholder && field.displayedTextBlock()?.text == "me@example.com")
        field.isSecureTextEntry = true
        #expect(field.displayedTextBlock()?.text == String(repeating: "•", count: 14))
        #expect(field.text == "me@example.com")
        // Without text and placeholder nothing is drawn.
        #expect(UITextField().displayedTextBlock() == nil)
    }

    @Test func typingSendsEditingChanged() {
        let field = UITextField()
        var seen: [String] = []
        field.addAction(UIAction { _ in seen.append(field.text ?? "") }, for: .editingChanged)
        field.insertText("ab")
        field.insertText("c")
        field.deleteBackward()
        #expect(seen == ["ab", "abc", "ab"])
        // Setting text in code sends nothing.
        field.text = "xyz"
        #expect(seen.count == 3)
        var began = 0
        field.addAction(UIAction { _ in began += 1 }, for: .editingDidBegin)
        #expect(field.becomeFirstResponder() && field.isEditing && began == 1)
        #expect(field.resignFirstResponder() && !field.isEditing)
    }

    @Test func clearButtonAndOverlayViewsTakeRoomFromTheText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Hello"
        let plain = field.textRect(forBounds: field.bounds)
        #expect(plain == CGRect(x: 7, y: 7, width: 186, height: 20))
        field.clearButtonMode = .whileEditing
        #expect(!field.showsClearButton)
        field.becomeFirstResponder()
        #expect(field.showsClearButton)
        let clear = field.clearButtonRect(forBounds: field.bounds)
        #expect(clear.width == 19 && clear.maxX == 193)
        #expect(field.textRect(forBounds: field.bounds).maxX == clear.minX - 4)
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 30)
    }

    // MARK: UIActivityIndicatorView

    @Test func indicatorsHaveUIKitsSizesAndHideWhenStopped() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(medium.isHidden && !medium.isAnimating && medium.hidesWhenStopped)
        medium.startAnimating()
        #expect(!medium.isHidden && medium.isAnimating)
        medium.stopAnimating()
        #expect(medium.isHidden && !medium.isAnimating)
        medium.hidesWhenStopped = false
        #expect(!medium.isHidden)
        medium.color = .systemRed
        #expect(medium.color == .systemRed)
    }
}

import TextEngine

enum TextEngineMeasure {
    static func isTruncated(_ block: TextBlock, width: CGFloat) -> Bool {
        TextEngine.shared.measure(block, width: Double(width)).isTruncated
    }
}

/// The README's "Controls without touches" example, as written there.
@Suite struct ReadmeControlsExample {
    @Test func theExampleBehavesAsTheReadmeSays() {
        var printed: [String] = []
        let toggle = UISwitch()
        toggle.addAction(UIAction { _ in printed.append("now \(toggle.isOn)") }, for: .valueChanged)
        toggle.sendActions(for: .touchUpInside)
        let field = UITextField()
        var edits = 0
        field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
        field.insertText("ada@example.com")
        var finished: Bool?
        UIView.animate(withDuration: 0.3) { field.alpha = 0 } completion: { done in finished = done }
        #expect(printed == ["now true"])
        #expect(edits == 1 && field.text == "ada@example.com")
        #expect(finished == true && field.alpha == 0)
    }
}

@Suite struct ButtonEdgeInsetsTests {
    private func button() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        return button
    }

    @Test func contentInsetsGrowTheIntrinsicSizeAndTitleInsetsDoNot() {
        let plain = button().intrinsicContentSize
        let padded = button()
        padded.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(padded.intrinsicContentSize == CGSize(width: plain.width + 40, height: padded.intrinsicContentSize.height))
        // UIButton.titleEdgeInsets/imageEdgeInsets are used "only for
        // positioning ... during layout" (developer.apple.com/documentation/uikit/uibutton/titleedgeinsets).
        let moved = button()
        moved.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        moved.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        #expect(moved.intrinsicContentSize == plain)
    }

    @Test func titleAndImageInsetsMoveThemWhereTheContentSits() {
        let reference = button()
        reference.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        reference.layoutIfNeeded()
        let moved = button()
        moved.frame = reference.frame
        // The spacing idiom: image 4 points left, title 4 points right.
        moved.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        moved.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        moved.layoutIfNeeded()
        #expect(moved.titleLabel!.frame.minX == reference.titleLabel!.frame.minX + 4)
        #expect(moved.imageView!.frame.minX == reference.imageView!.frame.minX - 4)
        // A left-aligned title moves by its left inset alone.
        moved.contentHorizontalAlignment = .left
        moved.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        moved.imageEdgeInsets = .zero
        moved.layoutIfNeeded()
        #expect(moved.titleLabel!.frame.minX == moved.imageView!.frame.maxX + 10)
    }

    @Test func aMenuButtonShowsItsMenuInsteadOfItsPrimaryAction() {
        var ran = false
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Sort") { _ in ran = true })
        button.menu = UIMenu(children: [UIAction(title: "Name") { _ in }])
        button.showsMenuAsPrimaryAction = true
        var menuEvents = 0
        button.addAction(UIAction { _ in menuEvents += 1 }, for: .menuActionTriggered)
        button.sendActions(for: .touchUpInside)
        #expect(!ran && button.menuPresentations == 1 && menuEvents == 1)
        button.showsMenuAsPrimaryAction = false
        button.sendActions(for: .touchUpInside)
        #expect(ran && button.menuPresentations == 1)
    }

    @Test func aToggleButtonChangesItsSelection() {
        let button = UIButton(type: .system)
        button.changesSelectionAsPrimaryAction = true
        button.sendActions(for: .touchUpInside)
        #expect(button.isSelected && button.accessibilityTraits.contains(.selected))
        button.sendActions(for: .touchUpInside)
        #expect(!button.isSelected)
    }
}
