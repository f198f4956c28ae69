import Foundation
@_spi(Internals) import SnapshotTesting
@_spi(Rendering) import Trellis
import TrellisRender

/// What VoiceOver finds on a screen, in reading order, with what an
/// accessibility review would flag: an element with no label, a touch
/// target under 44×44 points, text cut off at the current text size.
///
/// The accessibility strategies show it (`.accessibilityImage`,
/// `.accessibilityText`); the HTML report reads its text from
/// `<base>.accessibility.txt` beside a snapshot's `<base>.png`.
public struct AccessibilityAudit: Sendable {
    /// One element as VoiceOver reads it, and what is wrong with it.
    public struct Element: Sendable, Hashable {
        /// Its place in reading order, from 1.
        public var number: Int
        /// `"Add to Wallet" = "On" [button] hint: "Adds this pass"`: label
        /// (or the class name when there is none), value, traits, hint.
        public var summary: String
        public var label: String?
        public var value: String?
        public var hint: String?
        /// Trait names: "button", "staticText", "header", ...
        public var traits: [String]
        /// In the audited view's coordinates.
        public var frame: CGRect
        /// The part of `frame` not clipped away by a scroll view or a
        /// clipping ancestor; nil when all of it is (scrolled out of view:
        /// VoiceOver still reads it, and scrolls to it).
        public var visibleFrame: CGRect?
        public var identifier: String?
        public var warnings: [Warning]
    }

    public enum Warning: Sendable, Hashable, CustomStringConvertible {
        /// VoiceOver has nothing to say but the element's kind.
        case noLabel
        /// A button, link or adjustable element smaller than the 44×44
        /// points Apple's Human Interface Guidelines ask of a touch target.
        case smallTouchTarget(CGSize)
        /// Text in the element ends in an ellipsis or is cut off.
        case truncatedText(String)

        public var description: String {
            switch self {
            case .noLabel: "no label"
            case let .smallTouchTarget(size): "touch target \(LayoutChecks.format(size)) pt, under 44×44"
            case let .truncatedText(text): "text cut off: \"\(text)\""
            }
        }
    }

    /// The smallest touch target Apple's Human Interface Guidelines ask of
    /// a control: 44×44 points (developer.apple.com/design/
    /// human-interface-guidelines/accessibility and .../buttons; the same
    /// figure since the first iPhone guidelines: "give tappable controls a
    /// hit target of about 44 x 44 points"). A view's bounds are what is
    /// checked: UIKit hit-tests a control within its bounds.
    public static let minimumTouchTarget = CGSize(width: 44, height: 44)

    /// The audited view's class and size.
    public var screen: String
    public var size: CGSize
    public var elements: [Element]

    /// Audits `view` as it is laid out now (lay it out first).
    ///
    /// - Complexity: O(n log n) in the views, plus one text measurement
    ///   per label.
    public init(of view: UIView) {
        screen = String(describing: type(of: view))
        size = view.bounds.size
        let origin = Self.screenOrigin(of: view)
        elements = accessibilityTree(of: view).enumerated().map { index, node in
            let frame = node.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            return Element(number: index + 1, summary: node.description, label: node.label, value: node.value, hint: node.hint,
                           traits: Self.traitNames(node.traits), frame: frame,
                           visibleFrame: Self.visiblePart(of: frame, element: node.element, in: view),
                           identifier: node.identifier, warnings: Self.warnings(for: node))
        }
    }

    /// Every element's warnings, in reading order.
    public var warnings: [(element: Element, warning: Warning)] {
        elements.flatMap { element in element.warnings.map { (element, $0) } }
    }

    /// The legend as text, one element a line (its warnings on the lines
    /// below), for diffing and for the HTML report.
    public var text: String {
        var lines = ["\(screen) \(LayoutChecks.format(size)): \(elements.count) accessibility elements in reading order"]
        for element in elements {
            var line = "\(element.number). \(element.summary) \(LayoutChecks.format(element.frame.integral))"
            if let identifier = element.identifier { line += " id \"\(identifier)\"" }
            if element.visibleFrame == nil { line += " (out of view)" }
            lines.append(line)
            lines += element.warnings.map { "   ⚠ \($0)" }
        }
        let count = warnings.count
        lines.append(count == 0 ? "No warnings." : "\(count) warning\(count == 1 ? "" : "s").")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Checks

    private static func warnings(for node: AccessibilityNode) -> [Warning] {
        var found: [Warning] = []
        if (node.label ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { found.append(.noLabel) }
        let interactive: UIAccessibilityTraits = [.button, .link, .adjustable, .keyboardKey]
        let isControl = node.element is UIControl && !(node.element is UITextField)
        if (!node.traits.isDisjoint(with: interactive) || isControl), !node.traits.contains(.notEnabled),
           node.frame.width < minimumTouchTarget.width - 0.01 || node.frame.height < minimumTouchTarget.height - 0.01 {
            found.append(.smallTouchTarget(node.frame.size))
        }
        if let view = node.element as? UIView {
            found += truncatedLabels(in: view).map { .truncatedText($0.text ?? "") }
        }
        return found
    }

    /// The shown labels in `view`'s subtree whose text does not fit.
    private static func truncatedLabels(in view: UIView) -> [UILabel] {
        guard LayoutChecks.isShown(view) else { return [] }
        var found: [UILabel] = []
        if let label = view as? UILabel, label.textFit != .fits { found.append(label) }
        for subview in view.subviews { found += truncatedLabels(in: subview) }
        return found
    }

    private static let traitNames: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"), (.image, "image"),
        (.selected, "selected"), (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
        (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
    ]

    private static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
        traitNames.filter { traits.contains($0.0) }.map(\.1)
    }

    /// `frame` (in `root`'s coordinates) cut to the bounds of every
    /// clipping ancestor of `element` (scroll views, `clipsToBounds`) up to
    /// `root`; nil when nothing is left.
    private static func visiblePart(of frame: CGRect, element: UIResponder, in root: UIView) -> CGRect? {
        var visible = frame.intersection(root.bounds)
        var ancestor = (element as? UIView)?.superview ?? (element as? UIAccessibilityElement)?.accessibilityContainer as? UIView
        while let view = ancestor, view !== root {
            if view.clipsToBounds || view is UIScrollView { visible = visible.intersection(view.convert(view.bounds, to: root)) }
            ancestor = view.superview
        }
        return visible.isNull || visible.width < 1 || visible.height < 1 ? nil : visible
    }

    /// Where `view`'s origin is in screen coordinates, the space of
    /// `accessibilityFrame`: through its topmost ancestor, whose frame
    /// places it on the screen (a window's, or a lone view's).
    private static func screenOrigin(of view: UIView) -> CGPoint {
        var top = view
        while let superview = top.superview { top = superview }
        let rect = view.convert(view.bounds, to: top)
        return CGPoint(x: rect.minX + top.frame.minX - top.bounds.minX, y: rect.minY + top.frame.minY - top.bounds.minY)
    }
}

// MARK: - The picture

extension AccessibilityAudit {
    /// The colours of the outlines and legend entries, in turn: ten that
    /// stay apart from one another and readable on light and dark screens
    /// (Tableau's "Tableau 10" palette).
    static let palette: [UIColor] = [
        (31, 119, 180), (255, 127, 14), (44, 160, 44), (214, 39, 40), (148, 103, 189),
        (140, 86, 75), (227, 119, 194), (127, 127, 127), (188, 189, 34), (23, 190, 207),
    ].map { UIColor(red: CGFloat($0.0) / 255, green: CGFloat($0.1) / 255, blue: CGFloat($0.2) / 255, alpha: 1) }

    static func color(of number: Int) -> UIColor { palette[(number - 1) % palette.count] }

    /// The legend's width in points.
    static let legendWidth: CGFloat = 340

    /// The screen (`screenshot`, drawn at `view`'s size) with each element
    /// outlined and numbered in its colour, beside the legend: one entry
    /// per element in the same colour, its warnings in red.
    func board(screenshot: UIImage) -> UIView {
        let board = UIView(frame: .zero)
        board.backgroundColor = .white
        let picture = UIImageView(image: screenshot)
        picture.frame = CGRect(origin: .zero, size: size)
        picture.contentMode = .scaleToFill
        board.addSubview(picture)
        for element in elements {
            let color = Self.color(of: element.number)
            guard let visible = element.visibleFrame else { continue }
            let outline = UIView(frame: visible.insetBy(dx: 0.5, dy: 0.5))
            outline.layer.borderColor = color.cgColor
            outline.layer.borderWidth = element.warnings.isEmpty ? 1.5 : 3
            board.addSubview(outline)
            let badge = Self.badge(element.number, color: color)
            badge.frame.origin = outline.frame.origin
            board.addSubview(badge)
        }

        let legend = UIView(frame: .zero)
        legend.backgroundColor = UIColor(white: 0.97, alpha: 1)
        var y: CGFloat = 12
        let title = Self.legendLabel("\(elements.count) elements, \(warnings.count) warnings", font: .boldSystemFont(ofSize: 13), color: .black)
        title.frame = CGRect(x: 12, y: y, width: Self.legendWidth - 24, height: title.sizeThatFits(CGSize(width: Self.legendWidth - 24, height: 0)).height)
        legend.addSubview(title)
        y = title.frame.maxY + 8
        for element in elements {
            let badge = Self.badge(element.number, color: Self.color(of: element.number))
            badge.frame.origin = CGPoint(x: 12, y: y)
            legend.addSubview(badge)
            let width = Self.legendWidth - 12 - badge.frame.width - 8 - 12
            let text = NSMutableAttributedString(string: element.summary + (element.visibleFrame == nil ? " (out of view)" : ""), attributes: [
                .font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.black,
            ])
            for warning in element.warnings {
                text.append(NSAttributedString(string: "\n⚠ \(warning)", attributes: [
                    .font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1),
                ]))
            }
            let entry = UILabel()
            entry.numberOfLines = 0
            entry.attributedText = text
            let height = max(badge.frame.height, entry.sizeThatFits(CGSize(width: width, height: 0)).height)
            entry.frame = CGRect(x: badge.frame.maxX + 8, y: y, width: width, height: height)
            legend.addSubview(entry)
            y += height + 6
        }
        let height = max(size.height, y + 6)
        legend.frame = CGRect(x: size.width, y: 0, width: Self.legendWidth, height: height)
        board.addSubview(legend)
        board.frame = CGRect(x: 0, y: 0, width: size.width + Self.legendWidth, height: height)
        return board
    }

    private static func badge(_ number: Int, color: UIColor) -> UILabel {
        let badge = legendLabel("\(number)", font: .boldSystemFont(ofSize: 10), color: .white)
        badge.backgroundColor = color
        badge.textAlignment = .center
        let width = max(16, badge.intrinsicContentSize.width + 6)
        badge.frame.size = CGSize(width: width, height: 16)
        return badge
    }

    private static func legendLabel(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.numberOfLines = 0
        return label
    }
}

// MARK: - Strategies

extension Snapshotting where Value: UIView, Format == Data {
    /// The view drawn beside a legend of its accessibility elements in
    /// reading order (label, value, traits, hint), each element outlined
    /// in the picture in its legend entry's colour, and what would keep a
    /// VoiceOver or Dynamic Type user from using it flagged in red: no
    /// label, a touch target under 44×44 points, text cut off. Compared
    /// as `.image` compares.
    ///
    /// Its files end `.accessibility.png`, so that with the same name as
    /// `.accessibilityText` (whose files end `.accessibility.txt`) the two
    /// share a base name; `assertAccessibilitySnapshot` writes both.
    ///
    /// - Parameter scale: pixels per point of the whole picture.
    public static func accessibilityImage(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        let image = Snapshotting<UIView, Data>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
        return Snapshotting(pathExtension: "accessibility.png", diffing: image.diffing) { view in
            view.layoutIfNeeded()
            do {
                var screenRenderer = Renderer(scale: scale, traitCollection: view.traitCollection)
                screenRenderer.drawsStatusBar = false // as `.image`: not the app's
                let screen = try screenRenderer.render(view, as: .png)
                guard let screenshot = UIImage(data: screen, scale: scale) else { return Data("unrenderable: the screen did not decode".utf8) }
                let board = AccessibilityAudit(of: view).board(screenshot: screenshot)
                var renderer = Renderer(scale: scale, traitCollection: UITraitCollection(userInterfaceStyle: .light))
                renderer.pngWriter = .cairo
                return try renderer.render(board, as: .png)
            } catch {
                return Data("unrenderable: \(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value: UIView, Format == String {
    /// The view's accessibility elements in reading order as text, one a
    /// line with its frame, and the warnings `.accessibilityImage` shows
    /// (`AccessibilityAudit.text`). Its files end `.accessibility.txt`:
    /// named like an image snapshot of the same view, it lands beside that
    /// snapshot's `<base>.png`, where the HTML report shows it as the
    /// snapshot's legend.
    public static var accessibilityText: Snapshotting {
        Snapshotting(pathExtension: "accessibility.txt", diffing: .lines) { view in
            view.layoutIfNeeded()
            return AccessibilityAudit(of: view).text
        }
    }
}

/// Asserts both accessibility snapshots of `view` under one base name:
/// `<test>.<name>.accessibility.png` (the picture with its legend) and
/// `<test>.<name>.accessibility.txt` (the legend as text), and, when
/// `allowWarnings` is false, fails listing each warning as well.
public func assertAccessibilitySnapshot(
    of makeView: @autoclosure () throws -> UIView,
    named name: String = "screen",
    allowWarnings: Bool = true,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    scale: CGFloat = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let view: UIView
    do { view = try makeView() } catch {
        recordIssue("Couldn't make the view: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    assertSnapshot(of: view, as: .accessibilityImage(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale),
                   named: name, record: record, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    assertSnapshot(of: view, as: .accessibilityText, named: name, record: record,
                   fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    if !allowWarnings {
        let warnings = AccessibilityAudit(of: view).warnings
        if !warnings.isEmpty {
            let list = warnings.map { "\($0.element.number). \($0.element.summary): \($0.warning)" }.joined(separator: "\n")
            recordIssue("\(warnings.count) accessibility warnings:\n\(list)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
