import Foundation
import Trellis

/// Constraints: attributes, relations and multipliers as Xcode writes them.
extension IBBuilder {
    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// "1:2", "1/3" or "0.5"; nil when the text is none of these or divides by zero.
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            return CGFloat(a / b)
        }
        return Double(text).map { CGFloat($0) }
    }

    /// A constraint's multiplier, within `LayoutLimits.maximumMultiplier`.
    func multiplier(_ node: IBNode, else consequence: String) throws -> CGFloat {
        guard let value = IBBuilder.multiplier(node["multiplier"]) else {
            throw refuse(node, of: nil, "multiplier", "not a number or a ratio of two numbers with a nonzero divisor", consequence)
        }
        if let problem = LayoutLimits.problem(withMultiplier: value) { throw refuse(node, of: nil, "multiplier", problem, consequence) }
        return value
    }

    /// Makes one `<constraint>` and installs it on `owner`. Xcode refuses a
    /// constraint with an attribute, relation, number or priority it cannot
    /// read, and UIKit raises for one it cannot activate; here each is
    /// reported with the file, line and constraint id and skipped, so the
    /// rest of the scene loads.
    func makeConstraint(_ node: IBNode, owner: UIView) {
        let skip = "the constraint is skipped"
        do {
            guard let firstName = node["firstAttribute"] else { throw refuse(node, of: nil, "firstAttribute", "missing", skip) }
            guard var firstAttribute = IBBuilder.attributes[firstName] else {
                throw refuse(node, of: nil, "firstAttribute", "not a layout attribute", skip)
            }
            var first: AnyObject = owner
            if let id = node["firstItem"] {
                guard let object = item(id, for: node) else { return }
                first = object
            }
            var second: AnyObject?
            var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
            if let id = node["secondItem"] {
                guard let object = item(id, for: node) else { return }
                second = object
                guard node["secondAttribute"] != nil else { throw refuse(node, of: nil, "secondAttribute", "missing", skip) }
                guard let attribute = try named(node, "secondAttribute", in: IBBuilder.attributes, else: skip) else { return }
                secondAttribute = attribute
            } else if node["secondAttribute"] != nil {
                _ = try named(node, "secondAttribute", in: IBBuilder.attributes, else: skip)
            }
            if let id = node["firstItem"], let legacy = legacyGuides[id] {
                first = legacy.view.safeAreaLayoutGuide
                firstAttribute = legacy.top ? .top : .bottom
            }
            if let id = node["secondItem"], let legacy = legacyGuides[id] {
                second = legacy.view.safeAreaLayoutGuide
                secondAttribute = legacy.top ? .top : .bottom
            }
            let multiplier = try self.multiplier(node, else: skip)
            let relation = try named(node, "relation", in: IBBuilder.relations, else: skip) ?? .equal
            // symbolic="YES" is the standard spacing, 8 points between siblings.
            let symbolic = try flag(node, "symbolic", else: skip) ?? false
            let constant = try length(node, "constant", else: skip) ?? (symbolic ? 8 : 0)
            let priority = try self.priority(node, "priority", else: skip)
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                                toItem: second, attribute: secondAttribute, multiplier: multiplier, constant: constant)
            if let problem = constraint.invalidity() {
                StoryboardDiagnostics.report(.invalidValue, "\(file):\(node.line): \(describe(node)) cannot be activated: \(problem); \(skip)")
                return
            }
            if let priority { constraint.priority = priority }
            constraint.identifier = node["identifier"]
            if let id = node["id"] {
                objects[id] = constraint
                // Not installed ("Installed" unchecked): made, and connectable to outlets, but inactive.
                if excluded.contains(id) { return }
            }
            owner.addConstraint(constraint)
        } catch {
            return
        }
    }

    static let relations: [String: NSLayoutConstraint.Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]
}
