import Foundation
import Trellis

/// Pseudolocalization: text made longer and accented so that a screen
/// drawn in English shows where translations will truncate, clip or
/// overlap, before there are translations.
///
/// The form is Android's en-XA pseudolocale ("Settings" becomes
/// "[Šéţţîñĝš one two]": every ASCII letter accented, the string padded
/// with number words and bracketed, developer.android.com/guide/topics/
/// resources/pseudolocales), lengthened by about 40%, the growth UI
/// translations commonly need (German and Finnish strings run 30-40%
/// longer than English ones; IBM's globalization guidelines allow 40% for
/// strings of 11 to 20 characters).
public enum Pseudolocale {
    /// The accented form of `text`: letters accented, about 40% more
    /// characters of padding words, in brackets. Empty text stays empty; text
    /// already in brackets is returned as it is, so applying it twice is
    /// harmless.
    public static func accented(_ text: String) -> String {
        guard !text.isEmpty, !isPseudolocalized(text) else { return text }
        let accentedText = String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
        // 40% more characters in all, the brackets and the space included.
        let target = Int((Double(text.count) * 0.4).rounded(.up))
        var padding = ""
        var index = 0
        while padding.count + 3 < target {
            padding += " " + words[index % words.count]
            index += 1
        }
        if padding.isEmpty && target > 2 { padding = " " + words[0] }
        return "[" + accentedText + padding + "]"
    }

    /// Whether `text` looks pseudolocalized already (bracketed).
    public static func isPseudolocalized(_ text: String) -> Bool {
        text.count >= 2 && text.hasPrefix("[") && text.hasSuffix("]")
    }

    static let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// Android's pseudolocale accents (PseudolocaleGenerator's table).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let lower = Array("áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž".unicodeScalars)
        let upper = Array("ÅβÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".unicodeScalars.enumerated() { table[letter] = lower[offset] }
        for (offset, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars.enumerated() { table[letter] = upper[offset] }
        return table
    }()

    /// Pseudolocalizes every string a view controller's screen shows: its
    /// title and navigation item (title, prompt, back button and bar button
    /// titles), its tab bar item, and for every view below its view the
    /// text of labels, buttons (their configuration's title and subtitle or
    /// their title for each state), text fields (text and placeholder), text
    /// views, segmented controls and search bars. Child view controllers
    /// are included. Returns how many strings changed (0 once everything is
    /// pseudolocalized: callers lay out and repeat until then, as cells made
    /// during layout bring new labels).
    @discardableResult
    public static func apply(to controller: UIViewController) -> Int {
        var changed = 0
        func visit(_ controller: UIViewController) {
            changed += convert(&controller.title)
            let item = controller.navigationItem
            changed += convert(&item.title)
            changed += convert(&item.prompt)
            changed += convert(&item.backButtonTitle)
            for button in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) { changed += convert(&button.title) }
            if let tabBarItem = controller.tabBarItem { changed += convert(&tabBarItem.title) }
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller { visit(presented) }
        }
        visit(controller)
        if controller.isViewLoaded { changed += apply(to: controller.view) }
        return changed
    }

    /// Pseudolocalizes the text of every view in `view`'s tree (see
    /// `apply(to:)` for a view controller). Returns how many strings changed.
    @discardableResult
    public static func apply(to view: UIView) -> Int {
        var changed = 0
        if let label = view as? UILabel {
            changed += convert(&label.text)
        } else if let button = view as? UIButton {
            if var configuration = button.configuration {
                let count = convert(&configuration.title) + convert(&configuration.subtitle)
                if count > 0 { button.configuration = configuration; changed += count }
            } else {
                for state in [UIControl.State.normal, .highlighted, .selected, .disabled] {
                    var title = button.title(for: state)
                    if state != .normal, title == button.title(for: .normal) { continue }
                    let count = convert(&title)
                    if count > 0 { button.setTitle(title, for: state); changed += count }
                }
            }
        } else if let field = view as? UITextField {
            changed += convert(&field.text) + convert(&field.placeholder)
        } else if let textView = view as? UITextView {
            changed += convert(&textView.text)
        } else if let control = view as? UISegmentedControl {
            for segment in 0..<control.numberOfSegments {
                var title = control.titleForSegment(at: segment)
                let count = convert(&title)
                if count > 0 { control.setTitle(title, forSegmentAt: segment); changed += count }
            }
        } else if let bar = view as? UISearchBar {
            changed += convert(&bar.placeholder) + convert(&bar.prompt)
        }
        for subview in view.subviews { changed += apply(to: subview) }
        return changed
    }

    /// Replaces `text` by its accented form; 1 if that changed it.
    private static func convert(_ text: inout String?) -> Int {
        guard let original = text, !original.isEmpty, !isPseudolocalized(original) else { return 0 }
        text = accented(original)
        return 1
    }
}
