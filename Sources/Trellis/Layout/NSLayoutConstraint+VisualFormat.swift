import Foundation

extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the
    /// views of a line and in which direction it reads, with UIKit's raw values
    /// (an alignment is `1 << attribute`).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a line of Apple's visual format language describes,
    /// not yet active, as in UIKit: `"H:|-[label]-8-[field(>=120@750)]-|"`.
    ///
    /// A dash alone is the standard space: 8 points between views, 20 to
    /// the superview's edge (the constants UIKit gives, e.g. `[view]-|`).
    /// `|` is the superview of the first view. Predicates relate a size to a
    /// constant, a metric or another view (`[a(==b)]`), with an optional
    /// `@priority`. A format UIKit cannot parse raises there; here it is
    /// reported, with the position, and gives no constraints.
    ///
    /// - Complexity: O(n) in the format's length.
    static func parseVisualFormat(_ format: String, options opts: FormatOptions,
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return try parser.constraints(options: opts)
        } catch {
            LayoutDiagnostics.report(.invalidOperation, "Unable to parse constraint format: \(error.message)\n\(format)\n\(String(repeating: " ", count: error.offset))^")
            return []
        }
    }
}

/// Why a format failed, and where (a character offset).
private struct VisualFormatError: Error {
    let message: String
    let offset: Int
}

/// One predicate: `relation object @priority`, where the object is a
/// number or metric, or a view (only inside a view's parentheses).
private struct VisualFormatPredicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority: UILayoutPriority = .required
}

/// A recursive-descent reader of the grammar in Apple's Auto Layout Guide,
/// "Visual Format Language".
private struct VisualFormatParser {
    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var position = 0

    /// The standard spaces (UIKit's constants for `[a]-[b]` and `[a]-|`).
    static let standardSiblingSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    /// A connection: nil for none (views flush, `][`), else its predicates
    /// (empty for the standard space).
    typealias Connection = [VisualFormatPredicate]?

    mutating func constraints(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var vertical = false
        if peek("V:") { vertical = true; position += 2 } else if peek("H:") { position += 2 }

        var result: [NSLayoutConstraint] = []
        var leadingSuperview: Connection? = .none
        if accept("|") { leadingSuperview = .some(try connection()) }

        var placed: [UIView] = []
        var pending: Connection = nil
        repeat {
            let view = try viewElement(vertical: vertical, into: &result)
            if let previous = placed.last {
                result += edgeConstraints(from: previous, to: view, pending, vertical: vertical, options: options, standard: Self.standardSiblingSpacing)
            } else if case .some(let connection) = leadingSuperview {
                guard let superview = view.superview else { throw fail("the view \(name(of: view)) has no superview for |") }
                result += edgeConstraints(from: superview, to: view, connection, vertical: vertical, options: options,
                                          standard: Self.standardSuperviewSpacing, fromInside: true)
            }
            placed.append(view)
            guard position < characters.count else { pending = nil; break }
            if characters[position] == "|" { break }
            pending = try connection()
            if position < characters.count, characters[position] == "|" { break }
        } while position < characters.count

        if accept("|"), let last = placed.last {
            guard let superview = last.superview else { throw fail("the view \(name(of: last)) has no superview for |") }
            result += edgeConstraints(from: last, to: superview, pending, vertical: vertical, options: options,
                                      standard: Self.standardSuperviewSpacing, toInside: true)
        }
        guard position == characters.count else { throw fail("unexpected \(characters[position])") }
        result += alignments(of: placed, options: options, vertical: vertical)
        return result
    }

    // MARK: Elements

    /// `[name(predicates)]`: the view, its size predicates added to `result`.
    mutating func viewElement(vertical: Bool, into result: inout [NSLayoutConstraint]) throws(VisualFormatError) -> UIView {
        guard accept("[") else { throw fail("expected a view, [name]") }
        let start = position
        let identifier = self.identifier()
        guard let view = views[identifier] as? UIView else {
            position = start
            throw fail(identifier.isEmpty ? "expected a view name" : "\(identifier) is not a key in the views dictionary")
        }
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        if accept("(") {
            repeat {
                let predicate = try predicate(allowingViews: true)
                let constraint = NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
                                                    attribute: predicate.view == nil ? .notAnAttribute : size,
                                                    multiplier: 1, constant: predicate.constant)
                constraint.priority = predicate.priority
                result.append(constraint)
            } while accept(",")
            guard accept(")") else { throw fail("expected ) after the predicates") }
        }
        guard accept("]") else { throw fail("expected ] after \(identifier)") }
        return view
    }

    /// After a view or `|`: nil when the next thing is `[` or `|` (flush),
    /// else `-`, `-predicate-` or `-(predicates)-`.
    mutating func connection() throws(VisualFormatError) -> Connection {
        guard accept("-") else { return nil }
        if position < characters.count, characters[position] == "[" || characters[position] == "|" { return [] }
        var predicates: [VisualFormatPredicate] = []
        if accept("(") {
            repeat { predicates.append(try predicate(allowingViews: false)) } while accept(",")
            guard accept(")") else { throw fail("expected ) after the spacing predicates") }
        } else {
            predicates.append(try predicate(allowingViews: false))
        }
        guard accept("-") else { throw fail("expected - after the spacing") }
        return predicates
    }

    mutating func predicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        var predicate = VisualFormatPredicate()
        if accept("==") { predicate.relation = .equal }
        else if accept(">=") { predicate.relation = .greaterThanOrEqual }
        else if accept("<=") { predicate.relation = .lessThanOrEqual }
        if let number = try numberOrMetric() {
            predicate.constant = number
        } else {
            let start = position
            let identifier = self.identifier()
            guard allowingViews, let view = views[identifier] as? UIView else {
                position = start
                throw fail(identifier.isEmpty ? "expected a number, metric or view" : "\(identifier) is not a metric" + (allowingViews ? " or view" : ""))
            }
            predicate.view = view
        }
        if accept("@") {
            guard let priority = try numberOrMetric() else { throw fail("expected a priority after @") }
            guard priority > 0, priority <= 1000 else { throw fail("a priority is from 1 to 1000, not \(priority)") }
            predicate.priority = UILayoutPriority(Float(priority))
        }
        return predicate
    }

    /// A number (`8`, `-4.5`) or the value of a metric name; nil if neither.
    mutating func numberOrMetric() throws(VisualFormatError) -> CGFloat? {
        let start = position
        if position < characters.count, characters[position] == "-" || characters[position].isNumber || characters[position] == "." {
            var text = String(characters[position])
            position += 1
            while position < characters.count, characters[position].isNumber || characters[position] == "." {
                text.append(characters[position])
                position += 1
            }
            guard let value = Double(text), value.isFinite else { position = start; throw fail("\(text) is not a number") }
            return CGFloat(value)
        }
        let identifier = self.identifier()
        guard !identifier.isEmpty, let metric = metrics[identifier] else {
            position = start
            return nil
        }
        let value: Double? = switch metric {
        case let number as CGFloat: Double(number)
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
        guard let value, value.isFinite else { position = start; throw fail("the metric \(identifier) is not a finite number") }
        return CGFloat(value)
    }

    mutating func identifier() -> String {
        var text = ""
        while position < characters.count, characters[position].isLetter || characters[position] == "_"
                || (!text.isEmpty && characters[position].isNumber) {
            text.append(characters[position])
            position += 1
        }
        return text
    }

    // MARK: Constraints

    /// The constraints between two neighbours along the line: `to`'s near
    /// edge after `from`'s far edge by each predicate (the standard space
    /// for a bare dash, 0 when flush). The superview's own edge stands for
    /// its far edge when the line starts at `|` (`fromInside`) and for its
    /// near edge when it ends there (`toInside`).
    func edgeConstraints(from first: UIView, to second: UIView, _ connection: Connection, vertical: Bool,
                         options: NSLayoutConstraint.FormatOptions, standard: CGFloat,
                         fromInside: Bool = false, toInside: Bool = false) -> [NSLayoutConstraint] {
        let (near, far, sign) = Self.edges(vertical: vertical, options: options, between: !fromInside && !toInside)
        let predicates = connection.map { $0.isEmpty ? [VisualFormatPredicate(constant: standard)] : $0 } ?? [VisualFormatPredicate()]
        return predicates.map { predicate in
            // second.near == first.far + spacing, written with `second` first as UIKit writes it;
            // at the end of a line the superview comes first.
            let constraint = toInside
                ? NSLayoutConstraint(item: second, attribute: far, relatedBy: predicate.relation, toItem: first, attribute: far,
                                     multiplier: 1, constant: sign * predicate.constant)
                : NSLayoutConstraint(item: second, attribute: near, relatedBy: predicate.relation, toItem: first,
                                     attribute: fromInside ? near : far, multiplier: 1, constant: sign * predicate.constant)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    /// The edge a view meets its predecessor with, the edge it meets its
    /// successor with, and the sign of a space along the line.
    static func edges(vertical: Bool, options: NSLayoutConstraint.FormatOptions, between: Bool)
        -> (near: NSLayoutConstraint.Attribute, far: NSLayoutConstraint.Attribute, sign: CGFloat) {
        if vertical {
            if between, options.contains(.spacingBaselineToBaseline) { return (.firstBaseline, .lastBaseline, 1) }
            return (.top, .bottom, 1)
        }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, 1)
        case .directionRightToLeft: return (.right, .left, -1)
        default: return (.leading, .trailing, 1)
        }
    }

    /// `alignAll…`: each view's attribute equal to its predecessor's.
    func alignments(of views: [UIView], options: NSLayoutConstraint.FormatOptions, vertical: Bool) -> [NSLayoutConstraint] {
        let attributes: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        var result: [NSLayoutConstraint] = []
        for (option, attribute) in attributes where options.contains(option) && attribute.isHorizontal == vertical {
            for (previous, view) in zip(views, views.dropFirst()) {
                result.append(NSLayoutConstraint(item: previous, attribute: attribute, relatedBy: .equal, toItem: view,
                                                 attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    // MARK: Reading

    func name(of view: UIView) -> String { views.first { ($0.value as? UIView) === view }?.key ?? view.constraintDescriptionName }

    func peek(_ text: String) -> Bool {
        let expected = Array(text)
        return position + expected.count <= characters.count && Array(characters[position..<position + expected.count]) == expected
    }

    mutating func accept(_ text: String) -> Bool {
        guard peek(text) else { return false }
        position += text.count
        return true
    }

    func fail(_ message: String) -> VisualFormatError { VisualFormatError(message: message, offset: position) }
}
