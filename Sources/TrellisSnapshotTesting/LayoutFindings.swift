import Foundation
@_spi(Rendering) import Trellis

/// One problem a screen's layout shows, named by where it is: the view's
/// path from its window (`UIWindow > UINavigationController.view > UIStackView
/// > UILabel "Title"`) and its `accessibilityIdentifier`.
public struct LayoutFinding: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Required constraints conflict: the engine broke one of them
        /// (UIKit's "Unable to simultaneously satisfy constraints").
        case conflictingConstraints = "conflicting constraints"
        /// More than one frame satisfies the view's constraints equally well
        /// (UIKit's `hasAmbiguousLayout`).
        case ambiguousLayout = "ambiguous layout"
        /// A visible view lies partly or wholly outside its window, where
        /// nothing scrolls it into view.
        case outsideWindow = "outside window"
        /// Two sibling views showing text overlap: one is drawn over the other.
        case overlappingText = "overlapping text"
        /// A label's text ends in an ellipsis or is cut off at its size.
        case truncatedText = "truncated text"
        /// Anything else the layout engine reported while the screen was
        /// laid out (invalid values, imprecise solutions).
        case layoutMessage = "layout message"
    }

    public var kind: Kind
    /// `UIWindow > UIView > UILabel "Title"`; empty for an engine message
    /// that names no single view.
    public var path: String
    /// The view's `accessibilityIdentifier`, when it has one.
    public var identifier: String?
    /// What is wrong, with the numbers.
    public var detail: String

    public init(kind: Kind, path: String, identifier: String? = nil, detail: String) {
        self.kind = kind
        self.path = path
        self.identifier = identifier
        self.detail = detail
    }

    /// `truncated text: UIWindow > … > UILabel "Title" [id "title"]: needs 2 lines, shows 1`
    public var description: String {
        var line = "\(kind.rawValue): \(path)"
        if let identifier { line += " [id \"\(identifier)\"]" }
        return detail.isEmpty ? line : line + ": " + detail
    }
}

/// The checks behind `.layoutChecks` and `assertLayoutClean(of:)`, over a
/// laid-out view tree. They read what the engine already knows (broken
/// constraints, ambiguity, frames, measured text); nothing is solved again.
public enum LayoutChecks {
    /// Every finding under `root`, in tree order: constraint conflicts
    /// first, then per view ambiguity, placement, text.
    ///
    /// - Parameter messages: what `LayoutDiagnostics` reported while the
    ///   screen was built and laid out (conflicts are also found afterwards,
    ///   from the constraints the engine broke).
    /// - Complexity: O(n + s²) for n views and s siblings under one
    ///   superview, plus one text measurement per label.
    public static func findings(in root: UIView, messages: [LayoutDiagnostics.Message] = []) -> [LayoutFinding] {
        var findings: [LayoutFinding] = []
        var reportedConflicts = Set<ObjectIdentifier>()
        let window = root.window
        let windowBounds = window?.bounds
        visit(root, clipped: false) { view, insideScrolling in
            for constraint in view.constraints where constraint.isBrokenByLayout && reportedConflicts.insert(ObjectIdentifier(constraint)).inserted {
                findings.append(LayoutFinding(kind: .conflictingConstraints, path: path(of: view), identifier: view.accessibilityIdentifier,
                                              detail: "broken to recover: \(constraint)"))
            }
            if !view.translatesAutoresizingMaskIntoConstraints, view.hasAmbiguousLayout {
                findings.append(LayoutFinding(kind: .ambiguousLayout, path: path(of: view), identifier: view.accessibilityIdentifier,
                                              detail: "frame \(format(view.frame)) is one of many that satisfy its constraints"))
            }
            if let window, let windowBounds, !insideScrolling, view !== window, isShown(view) {
                let frame = view.convert(view.bounds, to: window)
                if !windowBounds.insetBy(dx: -0.5, dy: -0.5).contains(view.convert(shownPart(of: view), to: window)) {
                    let how = frame.intersects(windowBounds) ? "partly" : "wholly"
                    findings.append(LayoutFinding(kind: .outsideWindow, path: path(of: view), identifier: view.accessibilityIdentifier,
                                                  detail: "\(how) outside: \(format(frame)) in a window of \(format(windowBounds.size))"))
                    return false
                }
            }
            if let label = view as? UILabel, isShown(label) {
                switch label.textFit {
                case .fits: break
                case .truncated:
                    findings.append(LayoutFinding(kind: .truncatedText, path: path(of: view), identifier: view.accessibilityIdentifier,
                                                  detail: "ends in an ellipsis at \(format(label.bounds.size))"))
                case let .clipped(shown, needed):
                    findings.append(LayoutFinding(kind: .truncatedText, path: path(of: view), identifier: view.accessibilityIdentifier,
                                                  detail: "cut off: needs \(format(needed)), has \(format(shown))"))
                }
            }
            findings += overlappingText(among: view.subviews)
            return true
        }
        // A conflict's message names no single view; it is kept only when
        // no broken constraint was found to name it by path (a conflict
        // among autoresizing or intrinsic-size constraints, say).
        let foundBroken = !reportedConflicts.isEmpty
        let reported = messages.compactMap { message -> LayoutFinding? in
            switch message.kind {
            case .unsatisfiableConstraints:
                foundBroken ? nil : LayoutFinding(kind: .conflictingConstraints, path: "", detail: firstLines(of: message.text))
            case .invalidValue, .imprecise, .invalidOperation:
                LayoutFinding(kind: .layoutMessage, path: "", detail: firstLines(of: message.text))
            }
        }
        return reported + findings
    }

    /// Walks the shown views depth first; `body` returns false to skip a
    /// view's subtree (a view already reported outside the window stands
    /// for its subviews). `insideScrolling` is true under a scroll view,
    /// whose content is meant to extend beyond the window.
    private static func visit(_ view: UIView, clipped insideScrolling: Bool, _ body: (UIView, Bool) -> Bool) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        guard body(view, insideScrolling) else { return }
        let scrolls = insideScrolling || view is UIScrollView
        for subview in view.subviews { visit(subview, clipped: scrolls, body) }
    }

    /// The part of a view meant to be seen: its bounds less its safe area
    /// insets, where those leave something (else all of its bounds). A
    /// container that places a view partly off screen on purpose covers
    /// that part with safe area: UIKit's split view puts a sidebar column's
    /// view 100 points past the screen edge, the room its gesture stretches
    /// into, with that much more safe area on that side (SplitColumnLayout's
    /// `rubberBandExtension`), and that is no finding. Otherwise a view's
    /// insets are at most its superview's (the window's bars and rounded
    /// corners, none at the sides of an upright iPhone), so a label cut by
    /// the window's edge by more than the bar there is still found.
    static func shownPart(of view: UIView) -> CGRect {
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        return safe.width > 0 && safe.height > 0 ? safe : view.bounds
    }

    /// Pairs of sibling text views whose frames overlap by more than a
    /// point each way.
    private static func overlappingText(among siblings: [UIView]) -> [LayoutFinding] {
        let texts = siblings.filter { isShown($0) && shownText(of: $0) != nil }
        guard texts.count > 1 else { return [] }
        var findings: [LayoutFinding] = []
        for (index, first) in texts.enumerated() {
            for second in texts[(index + 1)...] {
                let overlap = first.frame.intersection(second.frame)
                guard !overlap.isNull, overlap.width > 1, overlap.height > 1 else { continue }
                findings.append(LayoutFinding(kind: .overlappingText, path: path(of: second), identifier: second.accessibilityIdentifier,
                                              detail: "overlaps \(describe(first)) by \(format(overlap.size))"))
            }
        }
        return findings
    }

    /// The text a view shows itself: a label's, a button's title, a text
    /// field's or text view's text.
    static func shownText(of view: UIView) -> String? {
        let text: String? = switch view {
        case let label as UILabel: label.text
        case let button as UIButton: button.titleLabel?.text ?? button.configuration?.title
        case let field as UITextField: field.text?.isEmpty == false ? field.text : field.placeholder
        case let textView as UITextView: textView.text
        default: nil
        }
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    static func isShown(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha >= 0.01 && view.bounds.width > 0 && view.bounds.height > 0
    }

    /// `UIWindow > UINavigationController.view > UIStackView > UILabel "Title"`:
    /// a controller's root view is named after its controller, a view that
    /// shows text after its text (shortened to 30 characters).
    public static func path(of view: UIView) -> String {
        var names: [String] = []
        var current: UIView? = view
        while let step = current {
            names.append(describe(step))
            current = step.superview
        }
        return names.reversed().joined(separator: " > ")
    }

    static func describe(_ view: UIView) -> String {
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
            return "\(type(of: controller)).view"
        }
        var name = String(describing: type(of: view))
        if let text = shownText(of: view) {
            let line = text.replacingOccurrences(of: "\n", with: " ")
            name += " \"\(line.count > 30 ? line.prefix(29) + "…" : line)\""
        }
        return name
    }

    /// An engine message up to its first blank line (a conflict's list of
    /// constraints, without UIKit's advice).
    private static func firstLines(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("\t") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    static func format(_ rect: CGRect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
    }

    static func format(_ size: CGSize) -> String { "\(format(size.width))×\(format(size.height))" }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
