import Foundation
import Trellis

/// What the view debugger shows about a laid-out hierarchy, as values: each
/// view's class, frame, constraints, content priorities and ambiguity, and
/// the conflicts layout reported with their minimal conflicting sets. The
/// HTML page embeds it as JSON (`json`); `trellis explain` prints it
/// (`text`).
public struct LayoutReport: Sendable {
    public struct View: Sendable {
        /// The view's number in the report, in depth-first order from 0.
        public var id: Int
        public var parent: Int?
        public var depth: Int
        public var className: String
        /// How constraint logs name it: `UILabel:0x…'identifier'`.
        public var logName: String
        public var accessibilityIdentifier: String?
        /// In its superview's coordinates, as `frame` reads.
        public var frame: CGRect
        /// Its bounds in the root view's coordinates (the box around them
        /// under a transform): where it is on the picture.
        public var rectInRoot: CGRect
        public var isHidden: Bool
        public var translatesAutoresizingMaskIntoConstraints: Bool
        /// `hasAmbiguousLayout`.
        public var isAmbiguous: Bool
        public var intrinsicContentSize: CGSize
        public var huggingPriority: (horizontal: Float, vertical: Float)
        public var compressionResistancePriority: (horizontal: Float, vertical: Float)
        /// The constraints that name the view or one of its layout guides.
        public var constraints: [Int]
    }

    public struct Constraint: Sendable {
        public var id: Int
        /// UIKit's description: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leadingMargin + 8   (active)>`.
        public var description: String
        public var identifier: String?
        public var priority: Float
        public var isActive: Bool
        /// False for an active constraint layout left out: broken to
        /// resolve a conflict, or refused for a value out of range.
        public var isInEngine: Bool
        /// The views it names (a layout guide counts as its owning view).
        public var views: [Int]
    }

    /// One "Unable to simultaneously satisfy constraints" report.
    public struct Conflict: Sendable {
        /// The minimal conflicting set, as the message lists it.
        public var members: [String]
        /// Each member's constraint in `constraints` (nil for constraints
        /// the engine makes itself: autoresizing masks, content sizes, guides).
        public var memberConstraints: [Int?]
        /// The views the set names.
        public var views: [Int]
        /// The constraint layout broke to recover.
        public var broken: String
        public var brokenConstraint: Int?
        /// The whole console message.
        public var message: String
        /// How many times layout reported it: a constraint broken in one
        /// engine conflicts again when its views move to another (a view
        /// controller's view joining its window), and is reported again.
        public var reportCount: Int
    }

    public var size: CGSize
    public var views: [View]
    public var constraints: [Constraint]
    public var conflicts: [Conflict]
    /// Other layout messages (values out of range, invalid operations).
    public var otherMessages: [String]

    /// Reads the hierarchy under `root`, laid out, and the layout messages
    /// reported while it was built and laid out (collect them with
    /// `LayoutReport.collectingMessages`).
    /// - Complexity: O(views × constraints installed on their ancestors).
    public init(root: UIView, messages: [LayoutDiagnostics.Message] = []) {
        root.layoutIfNeeded()
        size = root.bounds.size
        var views: [View] = []
        var numbers: [ObjectIdentifier: Int] = [:]
        var addresses: [String: Int] = [:]
        var allConstraints: [NSLayoutConstraint] = []
        func visit(_ view: UIView, parent: Int?, depth: Int) {
            let id = views.count
            numbers[ObjectIdentifier(view)] = id
            addresses[LayoutDiagnostics.logAddress(of: view)] = id
            for guide in view.layoutGuides { addresses[LayoutDiagnostics.logAddress(of: guide)] = id }
            allConstraints += view.constraints
            views.append(View(
                id: id, parent: parent, depth: depth, className: String(describing: type(of: view)),
                logName: LayoutDiagnostics.logName(of: view), accessibilityIdentifier: view.accessibilityIdentifier,
                frame: view.frame, rectInRoot: view === root ? CGRect(origin: .zero, size: view.bounds.size) : view.convert(view.bounds, to: root),
                isHidden: view.isHidden, translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
                isAmbiguous: view.hasAmbiguousLayout, intrinsicContentSize: view.intrinsicContentSize,
                huggingPriority: (view.contentHuggingPriority(for: .horizontal).rawValue, view.contentHuggingPriority(for: .vertical).rawValue),
                compressionResistancePriority: (view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                                                view.contentCompressionResistancePriority(for: .vertical).rawValue),
                constraints: []))
            for subview in view.subviews { visit(subview, parent: id, depth: depth + 1) }
        }
        visit(root, parent: nil, depth: 0)
        func viewNumber(_ item: AnyObject?) -> Int? {
            if let view = item as? UIView { return numbers[ObjectIdentifier(view)] }
            if let guide = item as? UILayoutGuide, let owner = guide.owningView { return numbers[ObjectIdentifier(owner)] }
            return nil
        }
        var constraints: [Constraint] = []
        var constraintAddresses: [String: Int] = [:]
        for constraint in allConstraints {
            let id = constraints.count
            var named: [Int] = []
            for item in [constraint.firstItem, constraint.secondItem] {
                if let number = viewNumber(item), !named.contains(number) { named.append(number) }
            }
            for number in named { views[number].constraints.append(id) }
            constraintAddresses[LayoutDiagnostics.logAddress(of: constraint)] = id
            constraints.append(Constraint(id: id, description: constraint.description, identifier: constraint.identifier,
                                          priority: constraint.priority.rawValue, isActive: constraint.isActive,
                                          isInEngine: LayoutDiagnostics.isInEngine(constraint), views: named))
        }
        var conflicts: [Conflict] = []
        var others: [String] = []
        for message in messages {
            guard message.kind == .unsatisfiableConstraints else {
                others.append(message.text)
                continue
            }
            let parsed = Self.parseConflict(message.text)
            if let same = conflicts.firstIndex(where: { $0.members == parsed.members && $0.broken == parsed.broken }) {
                conflicts[same].reportCount += 1
                continue
            }
            func constraintNumber(_ description: String) -> Int? {
                guard description.hasPrefix("<NSLayoutConstraint:"), let address = Self.addresses(in: description).first else { return nil }
                return constraintAddresses[address]
            }
            var named: [Int] = []
            for line in parsed.members + [parsed.broken] {
                for address in Self.addresses(in: line) {
                    if let number = addresses[address], !named.contains(number) { named.append(number) }
                }
            }
            conflicts.append(Conflict(members: parsed.members, memberConstraints: parsed.members.map(constraintNumber), views: named.sorted(),
                                      broken: parsed.broken, brokenConstraint: constraintNumber(parsed.broken), message: message.text,
                                      reportCount: 1))
        }
        self.views = views
        self.constraints = constraints
        self.conflicts = conflicts
        otherMessages = others
    }

    /// Runs `body` (build and lay out a screen) and returns what it
    /// returned with the layout messages reported meanwhile, instead of
    /// printing them.
    public static func collectingMessages<T>(_ body: () throws -> T) rethrows -> (T, [LayoutDiagnostics.Message]) {
        let box = MessageBox()
        let result = try LayoutDiagnostics.$handler.withValue({ message in box.append(message) }, operation: body)
        return (result, box.messages)
    }

    /// The members and the broken constraint of UIKit's conflict message:
    /// the quoted lines between "(" and ")", and the line after "breaking
    /// constraint".
    static func parseConflict(_ text: String) -> (members: [String], broken: String) {
        let lines = text.components(separatedBy: "\n")
        var members: [String] = []
        var inList = false
        var broken = ""
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "(" { inList = true; continue }
            if trimmed == ")" { inList = false; continue }
            if inList {
                var member = trimmed
                if member.hasSuffix(",") { member.removeLast() }
                if member.hasPrefix("\""), member.hasSuffix("\""), member.count >= 2 { member = String(member.dropFirst().dropLast()) }
                members.append(member)
            }
            if trimmed.hasPrefix("Will attempt to recover by breaking constraint"), index + 1 < lines.count {
                broken = lines[index + 1].trimmingCharacters(in: .whitespaces)
            }
        }
        return (members, broken)
    }

    /// The `0x…` addresses in a log line, in order.
    static func addresses(in line: String) -> [String] {
        var found: [String] = []
        var rest = Substring(line)
        while let range = rest.range(of: ":0x") {
            let start = rest.index(after: range.lowerBound)
            var end = rest.index(start, offsetBy: 2)
            while end < rest.endIndex, rest[end].isHexDigit { end = rest.index(after: end) }
            found.append(String(rest[start..<end]))
            rest = rest[end...]
        }
        return found
    }
}

private final class MessageBox: @unchecked Sendable {
    // @unchecked: appended under the lock.
    private let lock = NSLock()
    private var stored: [LayoutDiagnostics.Message] = []
    func append(_ message: LayoutDiagnostics.Message) { lock.lock(); stored.append(message); lock.unlock() }
    var messages: [LayoutDiagnostics.Message] { lock.lock(); defer { lock.unlock() }; return stored }
}

// MARK: - Text and JSON

extension LayoutReport {
    /// The report for terminals and CI logs: the view tree with frames and
    /// markers, each view's constraints and content priorities, the
    /// ambiguous views, and each conflict with its minimal set.
    public var text: String {
        var out = "Screen \(Renderer.describe(size)) points, \(views.count) view\(views.count == 1 ? "" : "s"), \(constraints.count) constraint\(constraints.count == 1 ? "" : "s")\n\n"
        out += "Views\n"
        for view in views {
            var marks: [String] = []
            if view.isAmbiguous { marks.append("AMBIGUOUS LAYOUT") }
            if view.isHidden { marks.append("hidden") }
            if views.count > 0, conflicts.contains(where: { $0.views.contains(view.id) }) { marks.append("in a conflict") }
            out += String(repeating: "|   ", count: view.depth) + "*\(view.logName) \(Self.describe(view.frame))"
                + (marks.isEmpty ? "" : " - " + marks.joined(separator: ", ")) + "\n"
        }
        out += "\nConstraints by view\n"
        for view in views {
            let indent = "    "
            out += "\(view.logName) frame \(Self.describe(view.frame))\n"
            out += indent + "hugging H:\(Self.priority(view.huggingPriority.horizontal)) V:\(Self.priority(view.huggingPriority.vertical))"
                + "  compression resistance H:\(Self.priority(view.compressionResistancePriority.horizontal)) V:\(Self.priority(view.compressionResistancePriority.vertical))"
            let intrinsic = view.intrinsicContentSize
            if intrinsic.width >= 0 || intrinsic.height >= 0 {
                out += "  intrinsic \(intrinsic.width < 0 ? "none" : Renderer.describe(intrinsic.width))×\(intrinsic.height < 0 ? "none" : Renderer.describe(intrinsic.height))"
            }
            out += "\n"
            if view.translatesAutoresizingMaskIntoConstraints, view.parent != nil {
                out += indent + "translatesAutoresizingMaskIntoConstraints: its frame is fixed by NSAutoresizingMaskLayoutConstraints\n"
            }
            if view.isAmbiguous { out += indent + "hasAmbiguousLayout: true\n" }
            for number in view.constraints {
                let constraint = constraints[number]
                out += indent + constraint.description + (constraint.isActive && !constraint.isInEngine ? "  BROKEN (left out of layout)" : "") + "\n"
            }
        }
        let ambiguous = views.filter(\.isAmbiguous)
        out += "\nAmbiguous views: " + (ambiguous.isEmpty ? "none" : "\(ambiguous.count)") + "\n"
        for view in ambiguous { out += "    \(view.logName) \(Self.describe(view.frame))\n" }
        out += "\nConflicts: " + (conflicts.isEmpty ? "none" : "\(conflicts.count)") + "\n"
        for (index, conflict) in conflicts.enumerated() {
            out += "  \(index + 1). Unable to simultaneously satisfy these \(conflict.members.count) constraints (a minimal conflicting set):\n"
            for member in conflict.members { out += "      \(member)\n" }
            out += "     Broken to recover: \(conflict.broken)\n"
            if conflict.reportCount > 1 { out += "     (reported \(conflict.reportCount) times)\n" }
        }
        if !otherMessages.isEmpty {
            out += "\nOther layout messages\n"
            for message in otherMessages { out += "    " + message.replacingOccurrences(of: "\n", with: "\n    ") + "\n" }
        }
        return out
    }

    /// The report as the JSON the page's debugger reads.
    public var json: String {
        func string(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "<": out += "\\u003c"
                case ">": out += "\\u003e"
                case "&": out += "\\u0026"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                        out += String(format: "\\u%04x", scalar.value)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
        func rect(_ r: CGRect) -> String { "[\(n(r.minX)),\(n(r.minY)),\(n(r.width)),\(n(r.height))]" }
        func number(_ value: Float) -> String { n(CGFloat(value)) }
        func list(_ values: [Int]) -> String { "[" + values.map(String.init).joined(separator: ",") + "]" }
        let viewItems = views.map { view in
            "{\"id\":\(view.id),\"parent\":\(view.parent.map(String.init) ?? "null"),\"depth\":\(view.depth),\"class\":\(string(view.className)),"
                + "\"name\":\(string(view.logName)),\"identifier\":\(view.accessibilityIdentifier.map(string) ?? "null"),"
                + "\"frame\":\(rect(view.frame)),\"rect\":\(rect(view.rectInRoot)),\"hidden\":\(view.isHidden),"
                + "\"tamic\":\(view.translatesAutoresizingMaskIntoConstraints),\"ambiguous\":\(view.isAmbiguous),"
                + "\"intrinsic\":[\(n(view.intrinsicContentSize.width)),\(n(view.intrinsicContentSize.height))],"
                + "\"hugging\":[\(number(view.huggingPriority.horizontal)),\(number(view.huggingPriority.vertical))],"
                + "\"compression\":[\(number(view.compressionResistancePriority.horizontal)),\(number(view.compressionResistancePriority.vertical))],"
                + "\"constraints\":\(list(view.constraints))}"
        }
        let constraintItems = constraints.map { c in
            "{\"id\":\(c.id),\"description\":\(string(c.description)),\"identifier\":\(c.identifier.map(string) ?? "null"),"
                + "\"priority\":\(number(c.priority)),\"active\":\(c.isActive),\"inEngine\":\(c.isInEngine),\"views\":\(list(c.views))}"
        }
        let conflictItems = conflicts.map { c in
            "{\"members\":[\(c.members.map(string).joined(separator: ","))],"
                + "\"memberConstraints\":[\(c.memberConstraints.map { $0.map(String.init) ?? "null" }.joined(separator: ","))],"
                + "\"views\":\(list(c.views)),\"broken\":\(string(c.broken)),\"brokenConstraint\":\(c.brokenConstraint.map(String.init) ?? "null"),"
                + "\"message\":\(string(c.message)),\"reportCount\":\(c.reportCount)}"
        }
        return "{\"size\":[\(n(size.width)),\(n(size.height))],\"views\":[\(viewItems.joined(separator: ","))],"
            + "\"constraints\":[\(constraintItems.joined(separator: ","))],\"conflicts\":[\(conflictItems.joined(separator: ","))],"
            + "\"messages\":[\(otherMessages.map(string).joined(separator: ","))]}"
    }

    /// `(x, y, w, h)` as UIKit prints frames: `(20.0, 100.0, 350.0, 44.0)`.
    static func describe(_ rect: CGRect) -> String {
        func d(_ value: CGFloat) -> String {
            guard value.isFinite else { return "\(value)" }
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(format: "%.1f", Double(rounded)) : n(rounded)
        }
        return "(\(d(rect.minX)), \(d(rect.minY)), \(d(rect.width)), \(d(rect.height)))"
    }

    static func priority(_ value: Float) -> String { n(CGFloat(value)) }
}
