import Foundation
import Testing
@testable import Trellis

/// Alerts and action sheets: their API, presentation, tapping, and the
/// geometry iOS 17 gives them (sources beside each number, and in
/// `AlertMetrics`).
@Suite struct UIAlertControllerTests {
    final class Screen: UIViewController {
        let button = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            button.setTitle("More…", for: .normal)
            button.frame = CGRect(x: 100, y: 200, width: 80, height: 44)
            view.addSubview(button)
        }
    }

    /// A key window on `device` showing a screen.
    func screen(on device: Device = .iPhoneSE3, landscape: Bool = false) -> (UIWindow, Screen) {
        let window = UIWindow(device: device, orientation: landscape ? .landscapeLeft : .portrait)
        let screen = Screen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, screen)
    }

    func alert(_ titles: [(String, UIAlertAction.Style)], log: Log? = nil) -> UIAlertController {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        for (title, style) in titles {
            alert.addAction(UIAlertAction(title: title, style: style) { action in log?.events.append("handler \(action.title ?? "")") })
        }
        return alert
    }

    final class Log { var events: [String] = [] }

    /// The buttons of a presented alert, in the order they are shown
    /// (left to right, then top to bottom).
    func shownButtons(_ alert: UIAlertController) -> [AlertActionView] {
        let view = alert.view as! AlertControllerView
        return view.actionViews.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
    }

    // MARK: - The API

    @Test func anAlertKeepsItsTitleMessageActionsAndTextFields() {
        let alert = UIAlertController(title: "Rename", message: "Enter a name.", preferredStyle: .alert)
        #expect(alert.preferredStyle == .alert && alert.title == "Rename" && alert.message == "Enter a name.")
        #expect(alert.textFields == nil && alert.actions.isEmpty && alert.preferredAction == nil && alert.severity == .default)
        let ok = UIAlertAction(title: "OK", style: .default)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(ok)
        alert.addAction(cancel)
        alert.preferredAction = ok
        var configured: UITextField?
        alert.addTextField { configured = $0; $0.placeholder = "Name" }
        #expect(alert.actions.map(\.title) == ["OK", "Cancel"])
        #expect(alert.preferredAction === ok)
        #expect(alert.textFields?.count == 1 && alert.textFields?.first === configured)
        #expect(alert.textFields?.first?.placeholder == "Name")
        #expect(ok.style == .default && cancel.style == .cancel && ok.isEnabled)
    }

    /// UIKit's factory keeps the first 999 characters of a title and 9,999
    /// of a message (`+[UIAlertController alertControllerWithTitle:message:
    /// preferredStyle:]`, disassembled UIKitCore).
    @Test func aVeryLongTitleAndMessageAreCut() {
        let alert = UIAlertController(title: String(repeating: "t", count: 5000), message: String(repeating: "m", count: 20000),
                                      preferredStyle: .alert)
        #expect(alert.title?.count == 999)
        #expect(alert.message?.count == 9999)
    }

    /// An alert is presented with `.custom`; an action sheet with `.popover`
    /// on an iPad and `.custom` on an iPhone; setting the style changes
    /// nothing (`-[UIAlertController setModalPresentationStyle:]` passes
    /// `_modalPresentationStyleForResolvedStyle` on, disassembled UIKitCore).
    @Test func theSystemChoosesThePresentationStyle() {
        let (phone, _) = screen(on: .iPhone15)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.modalPresentationStyle = .fullScreen
        #expect(alert.modalPresentationStyle == .custom)
        let phoneSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(phoneSheet.modalPresentationStyle == .custom)
        #expect(phoneSheet.popoverPresentationController == nil)
        _ = phone

        let (pad, _) = screen(on: .iPad10)
        let padSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(padSheet.modalPresentationStyle == .popover)
        #expect(padSheet.popoverPresentationController != nil)
        #expect(padSheet.popoverPresentationController === padSheet.presentationController)
        _ = pad
    }

    // MARK: - Presenting and tapping

    /// An alert covers the presenter's screen (which stays on screen and
    /// hears no disappearance) with a dimmed view and a card 270 points
    /// wide in the middle of the safe area
    /// (`UIAlertControllerVisualStyleAlert maximumWidth`).
    @Test func anAlertIsACentredCardOverADimmedScreen() {
        let (window, screen) = screen()
        let alert = alert([("Cancel", .cancel), ("OK", .default)])
        screen.present(alert, animated: true)
        window.layoutIfNeeded()
        #expect(screen.presentedViewController === alert && alert.presentingViewController === screen)
        #expect(screen.appearanceState == .appeared)
        #expect(alert.view.frame == window.bounds)
        let view = alert.view as! AlertControllerView
        #expect(view.dimmingView.frame == view.bounds && !view.dimmingView.isHidden)
        #expect(view.card.frame.width == 270)
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        #expect(abs(view.card.frame.midX - safe.midX) <= 0.5 && abs(view.card.frame.midY - safe.midY) <= 0.5)
        #expect(view.card.layer.cornerRadius == 14)
    }

    /// Tapping a button dismisses the alert first and then runs the handler,
    /// from the dismissal's completion, as UIKit does; text fields can still
    /// be read in the handler.
    @Test func aTapDismissesTheAlertThenRunsTheHandler() {
        let (_, screen) = screen()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.text = "Road Trip" }
        var seen: (presented: UIViewController?, superview: UIView?, text: String?)?
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default) { [weak alert] _ in
            seen = (screen.presentedViewController, alert?.viewIfLoaded?.superview, alert?.textFields?.first?.text)
        })
        screen.present(alert, animated: true)
        alert.textFields?.first?.insertText(" 2")
        #expect(alert.simulateTap(actionTitled: "Save"))
        #expect(seen != nil)
        #expect(seen?.presented == nil && seen?.superview == nil)
        #expect(seen?.text == "Road Trip 2")
        #expect(screen.presentedViewController == nil)
    }

    /// A disabled action cannot be tapped; an alert that is not on screen
    /// runs no handler (UIKit: "Attempt to dismiss … with unknown presenter,
    /// action will not be performed").
    @Test func disabledActionsAndAlertsOffScreenDoNothing() {
        let (_, screen) = screen()
        let log = Log()
        let alert = alert([("OK", .default)], log: log)
        #expect(!alert.actions[0].simulateTap())
        screen.present(alert, animated: false)
        alert.actions[0].isEnabled = false
        #expect(!alert.actions[0].simulateTap())
        #expect(screen.presentedViewController === alert && log.events.isEmpty)
        alert.actions[0].isEnabled = true
        #expect(alert.actions[0].simulateTap())
        #expect(log.events == ["handler OK"])
    }

    // MARK: - Buttons

    /// Two buttons that fit side by side share a row, the cancel button on
    /// the leading side, whatever the order they were added in; with three
    /// or more they stack and the cancel button goes to the bottom
    /// (`permittedActionLayoutDirection`: vertical from three actions;
    /// medium.com/@enebin: "When there are 2 buttons, it's always located
    /// at the left side … If there're more than 2 buttons, it always goes to
    /// the bottommost part").
    @Test func theCancelButtonIsLeadingOfTwoAndLastOfMore() {
        let (_, screen) = screen()
        let two = alert([("OK", .default), ("Cancel", .cancel)])
        screen.present(two, animated: false)
        two.view.layoutIfNeeded()
        var buttons = shownButtons(two)
        #expect(buttons.map { $0.action.title } == ["Cancel", "OK"])
        #expect(buttons[0].frame.minY == buttons[1].frame.minY)
        #expect(buttons.map(\.frame.width) == [135, 135])
        #expect(buttons.allSatisfy { $0.frame.height == 44 })
        two.dismiss(animated: false)

        let three = alert([("Cancel", .cancel), ("Save", .default), ("Discard", .destructive)])
        screen.present(three, animated: false)
        three.view.layoutIfNeeded()
        buttons = shownButtons(three)
        #expect(buttons.map { $0.action.title } == ["Save", "Discard", "Cancel"])
        #expect(buttons.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 })
        #expect(buttons[1].frame.minY == buttons[0].frame.maxY)
    }

    /// Two titles too long for half the card stack too.
    @Test func longTitlesStack() {
        let (_, screen) = screen()
        let alert = alert([("Keep the Original Recording", .default), ("Cancel", .cancel)])
        screen.present(alert, animated: false)
        alert.view.layoutIfNeeded()
        let buttons = shownButtons(alert)
        #expect(buttons.map { $0.action.title } == ["Keep the Original Recording", "Cancel"])
        #expect(buttons[1].frame.minY > buttons[0].frame.minY)
    }

    /// The preferred action is bold (headline: 17-point semibold); without
    /// one the cancel action is, as UIKit documents ("If the alert also
    /// contains a cancel button, the preferred action receives the
    /// highlighting instead of the cancel button", developer.apple.com,
    /// preferredAction). Others are body text; destructive ones red.
    @Test func thePreferredActionIsBold() {
        let (_, screen) = screen()
        let alert = alert([("Cancel", .cancel), ("Delete", .destructive)])
        screen.present(alert, animated: false)
        alert.view.layoutIfNeeded()
        var buttons = shownButtons(alert)
        #expect(buttons[0].titleLabel.font == AlertMetrics.font(.headline, alert.view.traitCollection))
        #expect(buttons[1].titleLabel.font == AlertMetrics.font(.body, alert.view.traitCollection))
        #expect(buttons[1].titleLabel.textColor == .systemRed)
        alert.preferredAction = alert.actions[1]
        alert.view.layoutIfNeeded()
        buttons = shownButtons(alert)
        #expect(buttons[0].titleLabel.font?.pointSize == 17 && buttons[0].titleLabel.font == AlertMetrics.font(.body, alert.view.traitCollection))
        #expect(buttons[1].titleLabel.font == AlertMetrics.font(.headline, alert.view.traitCollection))
    }

    /// The title is 17-point semibold (headline), the message 13 points
    /// (footnote); a message alone takes the title's font
    /// (`UIAlertControllerVisualStyleAlert messageLabelFont`). The title's
    /// first baseline is 36 points below the card's top, the message's 20
    /// below the title's, and the labels' area ends 24 below the last
    /// baseline (`marginAbove…`/`marginBelow…`).
    @Test func theLabelsSitOnUIKitsBaselines() {
        let (_, screen) = screen()
        let alert = alert([("OK", .default)])
        screen.present(alert, animated: false)
        alert.view.layoutIfNeeded()
        let view = alert.view as! AlertControllerView
        #expect(view.titleLabel.font.pointSize == 17 && view.messageLabel.font.pointSize == 13)
        let titleBaseline = view.titleLabel.frame.maxY - view.titleLabel.baselineOffsetsFromBottom.first
        let messageBaseline = view.messageLabel.frame.maxY - view.messageLabel.baselineOffsetsFromBottom.first
        #expect(abs(titleBaseline - 36) <= 0.5)
        #expect(abs(messageBaseline - titleBaseline - 20) <= 0.5)
        let button = shownButtons(alert)[0]
        #expect(abs(button.convert(button.bounds, to: view.card).minY - (messageBaseline + 24)) <= 1)

        let messageOnly = UIAlertController(title: nil, message: "Saved.", preferredStyle: .alert)
        messageOnly.addAction(UIAlertAction(title: "OK", style: .default))
        alert.dismiss(animated: false)
        screen.present(messageOnly, animated: false)
        messageOnly.view.layoutIfNeeded()
        #expect((messageOnly.view as! AlertControllerView).messageLabel.font == AlertMetrics.font(.headline, messageOnly.view.traitCollection))
    }

    /// At the largest text size an alert too tall for the screen keeps its
    /// buttons on screen and scrolls its labels.
    @Test func aTallAlertKeepsItsButtonsOnScreen() {
        let (window, screen) = screen()
        window.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        let alert = UIAlertController(title: "Save Changes?", message: String(repeating: "Your edits have not been saved. ", count: 6),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(alert, animated: false)
        window.layoutIfNeeded()
        let view = alert.view as! AlertControllerView
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        #expect(view.card.frame.height == safe.height - 16)
        #expect(view.actionsView.frame.maxY == view.card.bounds.height)
        #expect(view.actionsView.frame.height == view.actionsView.contentSize.height)
        #expect(view.contentView.contentSize.height > view.contentView.frame.height)
        #expect(view.titleLabel.font.pointSize > 17)
    }

    /// A presented alert follows a change of text size.
    @Test func aPresentedAlertFollowsTheTextSize() {
        let (window, screen) = screen()
        let alert = alert([("OK", .default)])
        screen.present(alert, animated: false)
        window.layoutIfNeeded()
        let view = alert.view as! AlertControllerView
        #expect(view.titleLabel.font.pointSize == 17)
        window.setPreferredContentSizeCategory(.accessibilityMedium)
        window.layoutIfNeeded()
        #expect(view.titleLabel.font.pointSize > 17)
        #expect(view.card.frame.width > 270)
    }

    /// Sample 06's flow: a screen in a navigation controller presents an
    /// alert from `viewDidAppear`; the navigation controller (the topmost
    /// ancestor) presents it, and Save reads the text field in its handler.
    @Test func anAlertFromAScreenInANavigationController() {
        final class Playlist: UIViewController {
            var name = "Road Trip"
            var alert: UIAlertController?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                guard alert == nil else { return }
                let alert = UIAlertController(title: "Rename Playlist", message: "Enter a new name.", preferredStyle: .alert)
                alert.addTextField { [name] in $0.text = name }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
                    self?.name = alert?.textFields?.first?.text ?? ""
                }
                alert.addAction(save)
                alert.preferredAction = save
                present(alert, animated: true)
                self.alert = alert
            }
        }
        let playlist = Playlist()
        let navigation = UINavigationController(rootViewController: playlist)
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let alert = try! #require(playlist.alert)
        #expect(navigation.presentedViewController === alert && playlist.presentedViewController === alert)
        #expect(alert.presentingViewController === navigation)
        alert.textFields?.first?.insertText(" 2")
        #expect(alert.simulateTap(actionTitled: "Save"))
        #expect(playlist.name == "Road Trip 2" && navigation.presentedViewController == nil)
    }

    // MARK: - Action sheets

    /// On an iPhone an action sheet sits at the bottom of the safe area, 8
    /// points from the edges; the cancel button is a separate card 8 points
    /// under the others (`_spacingBetweenDismissButtonAndContent`); buttons
    /// are 57 points tall (`…_iOSSheet minimumActionContentSize`), 20-point
    /// text, and the cards round their corners at 13 points.
    @Test func anActionSheetOnAnIPhoneSitsAtTheBottom() {
        let (window, screen) = screen(on: .iPhone15ProMax)
        let sheet = UIAlertController(title: "Road Trip", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        screen.present(sheet, animated: false)
        window.layoutIfNeeded()
        let view = sheet.view as! AlertControllerView
        let bottom = window.bounds.height - window.safeAreaInsets.bottom
        #expect(view.cancelCard.frame == CGRect(x: 8, y: bottom - 57, width: window.bounds.width - 16, height: 57))
        #expect(view.card.frame.maxY == view.cancelCard.frame.minY - 8)
        #expect(view.card.frame.minX == 8 && view.card.frame.width == window.bounds.width - 16)
        #expect(view.card.layer.cornerRadius == 13 && view.cancelCard.layer.cornerRadius == 13)
        #expect(view.actionViews.map { $0.action.title } == ["Share", "Delete"])
        #expect(view.actionViews.allSatisfy { $0.frame.height == 57 && $0.titleLabel.font.pointSize == 20 })
        #expect(view.cancelView?.titleLabel.font == .boldSystemFont(ofSize: 20))
    }

    /// Held sideways, an iPhone's action sheet keeps the width it has
    /// upright and is centred (an approximation of UIKit's landscape sheet).
    @Test func anActionSheetSidewaysKeepsItsUprightWidth() {
        let (window, screen) = screen(on: .iPhone15, landscape: true)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(sheet, animated: false)
        window.layoutIfNeeded()
        let view = sheet.view as! AlertControllerView
        #expect(view.card.frame.width == window.bounds.height - 16)
        #expect(abs(view.card.frame.midX - window.bounds.midX) <= 1)
        #expect(view.cancelCard.frame.maxY == window.bounds.height - max(8, window.safeAreaInsets.bottom))
    }

    /// Turning the device keeps an alert centred.
    @Test func anAlertStaysCentredOnRotation() {
        let (window, screen) = screen(on: .iPhone15)
        let alert = alert([("OK", .default)])
        screen.present(alert, animated: false)
        window.layoutIfNeeded()
        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        let view = alert.view as! AlertControllerView
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        #expect(alert.view.frame == window.bounds)
        #expect(abs(view.card.frame.midX - safe.midX) <= 0.5 && abs(view.card.frame.midY - safe.midY) <= 0.5)
    }

    /// On an iPad an action sheet is a popover pointing at its source,
    /// without its cancel button (`hideCancelAction:inAlertController:`
    /// hides it when presented as a popover); a tap outside dismisses it and
    /// runs the cancel action's handler (`_dismissFromPopoverDimmingView`).
    @Test func anActionSheetOnAnIPadIsAPopover() {
        let (window, screen) = screen(on: .iPad10)
        let log = Log()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in log.events.append("share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.events.append("cancel") })
        let popover = sheet.popoverPresentationController!
        popover.sourceView = screen.button
        screen.present(sheet, animated: false)
        window.layoutIfNeeded()
        let view = sheet.view as! AlertControllerView
        #expect(popover.arrowDirection == .up)
        #expect(sheet.view.frame.minY == screen.button.frame.maxY + UIPopoverPresentationController.arrowHeight)
        #expect(abs(sheet.view.frame.midX - screen.button.frame.midX) <= 1 || sheet.view.frame.minX == window.safeAreaInsets.left + 10)
        #expect(sheet.view.frame.width >= 270 && sheet.view.frame.height == 57)
        #expect(view.dimmingView.isHidden && view.cancelCard.isHidden)
        #expect(view.actionViews.map { $0.action.title } == ["Share"])
        #expect(popover.backgroundView.superview === window && popover.backgroundView.frame == sheet.view.frame)

        #expect(popover.simulateTapOutside())
        #expect(screen.presentedViewController == nil && log.events == ["cancel"])
        #expect(popover.backgroundView.superview == nil)
    }

    /// In a compact width (an iPad app in Slide Over) the action sheet's
    /// popover adapts to the sheet at the bottom, with its cancel button, as
    /// UIKit's `_UIAlertControllerActionSheetCompactPresentationController` shows it.
    @Test func anIPadActionSheetInACompactWidthSitsAtTheBottom() {
        let (window, screen) = screen(on: .iPad10)
        window.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = screen.button
        screen.present(sheet, animated: false)
        window.layoutIfNeeded()
        let view = sheet.view as! AlertControllerView
        #expect(sheet.view.frame == window.bounds)
        #expect(!view.cancelCard.isHidden && !view.dimmingView.isHidden)
        #expect(view.cancelCard.frame.maxY == window.bounds.height - max(8, window.safeAreaInsets.bottom))
        #expect(sheet.popoverPresentationController?.backgroundView.superview == nil)
    }

    // MARK: - Programmer errors UIKit traps on

    /// "UIAlertController can only have one action with a style of
    /// UIAlertActionStyleCancel", from `-[UIAlertController addAction:]`
    /// (disassembled UIKitCore; reported in many apps' crash logs).
    @Test func aSecondCancelActionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Never Mind", style: .cancel))
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
    }

    /// "Text fields can only be added to an alert controller of style
    /// UIAlertControllerStyleAlert", from `addTextFieldWithConfigurationHandler:`.
    @Test func aTextFieldOnAnActionSheetTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }

    /// "The -preferredAction of an alert controller must be contained in the
    /// -actions array or be nil.", from `setPreferredAction:`.
    @Test func aPreferredActionNotInTheAlertTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            alert.preferredAction = UIAlertAction(title: "OK", style: .default)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("The -preferredAction of an alert controller must be contained in the -actions array or be nil."))
    }

    /// An action sheet on an iPad without a source raises UIKit's
    /// NSGenericException (text as in github.com/sberrevoets/SDCAlertView
    /// issue 306).
    @Test func anActionSheetOnAnIPadWithoutASourceTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let window = UIWindow(device: .iPad10)
            let screen = UIViewController()
            window.rootViewController = screen
            window.makeKeyAndVisible()
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            screen.present(sheet, animated: true)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("'NSGenericException', reason: 'Your application has presented a UIAlertController (<UIAlertController: 0x"))
        #expect(output.contains(") of style UIAlertControllerStyleActionSheet from UIViewController (<UIViewController: 0x"))
        #expect(output.contains("You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known"))
    }

    /// On an iPhone the same action sheet needs no source.
    @Test func anActionSheetOnAnIPhoneNeedsNoSource() {
        let (_, screen) = screen()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        screen.present(sheet, animated: false)
        #expect(screen.presentedViewController === sheet)
    }
}
