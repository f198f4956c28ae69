import Foundation
import Trellis

/// An attribute value that was reported as unusable; whoever reads it keeps
/// its default, or skips the element it belongs to.
struct InvalidValue: Error {}

/// Reading attribute values the way Xcode writes them, refusing the rest.
///
/// Every reader returns nil when the attribute is absent, the value when it
/// is usable, and otherwise reports the file, line, element, attribute and
/// what happens instead ("the default is kept", "the constraint is
/// skipped"), then throws `InvalidValue`. So `try?` keeps a default and
/// `try` inside `do` skips the whole element; no value is ever silently
/// taken as 0, NO or `==`.
extension IBBuilder {
    /// `<label id="X">`, or for an element without an id (`<rect key="frame">`)
    /// that element and the one it belongs to.
    func describe(_ node: IBNode, of owner: IBNode? = nil) -> String {
        var text = "<\(node.name)"
        if let id = node["id"] { text += " id=\"\(id)\"" } else if let key = node["key"] { text += " key=\"\(key)\"" }
        text += ">"
        if node["id"] == nil, let owner, owner !== node { text += " of " + describe(owner) }
        return text
    }

    /// Reports that `attribute` of `node` is unusable and why; the caller
    /// throws the result to skip the element, or ignores it to keep a default.
    @discardableResult
    func refuse(_ node: IBNode, of owner: IBNode?, _ attribute: String, _ problem: String, _ consequence: String) -> InvalidValue {
        StoryboardDiagnostics.report(.invalidValue,
            "\(file):\(node.line): \(describe(node, of: owner)) \(attribute)=\"\(node[attribute] ?? "")\": \(problem); \(consequence)")
        return InvalidValue()
    }

    /// A finite number.
    func real(_ node: IBNode, _ attribute: String, of owner: IBNode? = nil, else consequence: String) throws -> CGFloat? {
        guard let text = node[attribute] else { return nil }
        guard let value = Double(text) else { throw refuse(node, of: owner, attribute, "not a number", consequence) }
        guard value.isFinite else { throw refuse(node, of: owner, attribute, "not a finite number", consequence) }
        return CGFloat(value)
    }

    /// A length layout accepts (`LayoutLimits.isValidLength`), and not
    /// negative when `nonNegative` (a size, a row height, a font size).
    func length(_ node: IBNode, _ attribute: String, of owner: IBNode? = nil, nonNegative: Bool = false,
                else consequence: String) throws -> CGFloat? {
        guard let text = node[attribute] else { return nil }
        guard let value = Double(text).map({ CGFloat($0) }) else { throw refuse(node, of: owner, attribute, "not a number", consequence) }
        if let problem = LayoutLimits.problem(withLength: value) { throw refuse(node, of: owner, attribute, problem, consequence) }
        if nonNegative, value < 0 { throw refuse(node, of: owner, attribute, "negative", consequence) }
        return value
    }

    /// A whole number that fits an `Int`.
    func integer(_ node: IBNode, _ attribute: String, of owner: IBNode? = nil, else consequence: String) throws -> Int? {
        guard let text = node[attribute] else { return nil }
        guard let value = Int(text) else { throw refuse(node, of: owner, attribute, "not a whole number", consequence) }
        return value
    }

    /// `YES` or `NO`, the only booleans Xcode writes.
    func flag(_ node: IBNode, _ attribute: String, of owner: IBNode? = nil, else consequence: String) throws -> Bool? {
        switch node[attribute] {
        case nil: return nil
        case "YES": return true
        case "NO": return false
        default: throw refuse(node, of: owner, attribute, "not YES or NO", consequence)
        }
    }

    /// A bar's `barStyle`: Xcode writes "default" or "black" (older files
    /// "blackTranslucent" or "blackOpaque", both black since iOS 7).
    func barStyle(_ node: IBNode, of owner: IBNode? = nil, else consequence: String) throws -> UIBarStyle? {
        switch node["barStyle"] {
        case nil: return nil
        case "default": return .default
        case "black", "blackTranslucent", "blackOpaque": return .black
        default: throw refuse(node, of: owner, "barStyle", "not default or black", consequence)
        }
    }

    /// A layout priority, 1...1000 as UIKit accepts them.
    func priority(_ node: IBNode, _ attribute: String, else consequence: String) throws -> UILayoutPriority? {
        guard let text = node[attribute] else { return nil }
        guard let value = Float(text) else { throw refuse(node, of: nil, attribute, "not a number", consequence) }
        guard (1...1000).contains(value) else { throw refuse(node, of: nil, attribute, "not a priority in 1...1000", consequence) }
        return UILayoutPriority(value)
    }

    /// A value from a table of the names Xcode writes.
    func named<Value>(_ node: IBNode, _ attribute: String, in table: [String: Value], of owner: IBNode? = nil,
                      else consequence: String) throws -> Value? {
        guard let text = node[attribute] else { return nil }
        guard let value = table[text] else { throw refuse(node, of: owner, attribute, "not a known value", consequence) }
        return value
    }

    /// A `<rect>`: every side a length layout accepts, or the whole rect is refused.
    func rect(_ node: IBNode, of owner: IBNode) throws -> CGRect {
        let skip = "the \(node["key"] ?? "rect") is not set"
        return CGRect(x: try length(node, "x", of: owner, else: skip) ?? 0, y: try length(node, "y", of: owner, else: skip) ?? 0,
                      width: try length(node, "width", of: owner, else: skip) ?? 0,
                      height: try length(node, "height", of: owner, else: skip) ?? 0)
    }

    /// The four sides of an `<edgeInsets>` or `<directionalEdgeInsets>`, in
    /// the order given; every side a length layout accepts, or none is used.
    func insets(_ node: IBNode, of owner: IBNode, _ sides: [String]) throws -> [CGFloat] {
        let skip = "the \(node["key"] ?? "insets") are not set"
        return try sides.map { try length(node, $0, of: owner, else: skip) ?? 0 }
    }

    /// A table's row, estimated row or section header/footer height: a
    /// length of at least 0, or -1, which is how Xcode writes "Automatic"
    /// (`UITableView.automaticDimension`).
    func rowHeight(_ node: IBNode, _ attribute: String) -> CGFloat? {
        if node[attribute].flatMap(Double.init) == -1 { return UITableView.automaticDimension }
        return try? length(node, attribute, nonNegative: true, else: "the default is kept")
    }
}

/// Colors and fonts, in the forms Xcode writes them.
extension IBBuilder {
    /// A `<color>` element in any form Xcode writes: components (`red green
    /// blue alpha` in sRGB, calibrated or device RGB; Display P3 components
    /// are taken as sRGB), `white alpha`, `systemColor` (a dynamic Trellis
    /// system color, else the `<resources>` entry), `cocoaTouchSystemColor`,
    /// and `name` (an asset catalog color: the color set in the file's
    /// bundle, with its dark variant, as UIKit loads it; else the
    /// `<resources><namedColor>` entry Xcode saved beside it).
    func color(_ node: IBNode) -> UIColor? {
        if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
            if let system = IBBuilder.systemColors[name] { return system }
            if let saved = resourceColors[name], saved !== node { return color(saved) }
            StoryboardDiagnostics.report(.invalidValue, "\(file):\(node.line): system color '\(name)' is not known; no color set")
            return nil
        }
        if let name = node["name"] {
            if let asset = UIColor(named: name, in: context.bundle, compatibleWith: nil) { return asset }
            if let saved = resourceColors[name], saved !== node { return color(saved) }
            StoryboardDiagnostics.report(.invalidValue, "\(file):\(node.line): named color '\(name)' has no <namedColor> in the file's resources; no color set")
            return nil
        }
        // Components outside 0...1 (extended sRGB) are clamped by the color; only non-numbers are refused.
        let none = "no color is set"
        guard let alpha = try? real(node, "alpha", else: none) ?? 1 else { return nil }
        if node["white"] != nil {
            guard let white = try? real(node, "white", else: none) else { return nil }
            return UIColor(white: white, alpha: alpha)
        }
        if node["red"] != nil, node["green"] != nil, node["blue"] != nil {
            guard let red = try? real(node, "red", else: none), let green = try? real(node, "green", else: none),
                  let blue = try? real(node, "blue", else: none) else { return nil }
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        StoryboardDiagnostics.report(.invalidValue, "\(file):\(node.line): <color key=\"\(node["key"] ?? "")\"> has no components; no color set")
        return nil
    }

    /// A `<fontDescription>`: `type="system"` with optional `weight`,
    /// `boldSystem`, `italicSystem`, a named font (`name` and `family`), or a
    /// text style (`style="UICTFontTextStyleBody"`, a preferred font).
    func font(_ node: IBNode) -> UIFont? {
        var size = UIFont.labelFontSize
        if let text = node["pointSize"] {
            if let value = Double(text), value > 0, value <= IBBuilder.maximumFontSize {
                size = CGFloat(value)
            } else {
                refuse(node, of: nil, "pointSize", "not a font size above 0 and at most \(Int(IBBuilder.maximumFontSize)) points", "the size \(Int(size)) stands in")
            }
        }
        if let style = node["style"] {
            let textStyle = UIFont.TextStyle(rawValue: style)
            if UIFont.TextStyle.allStyles.contains(textStyle) { return UIFont.preferredFont(forTextStyle: textStyle) }
            refuse(node, of: nil, "style", "not a text style", "the system font of size \(Int(size)) stands in")
        }
        if let name = node["name"] {
            if let font = UIFont(name: name, size: size) { return font }
            StoryboardDiagnostics.report(.invalidValue,
                "\(file):\(node.line): font '\(name)' (family \(node["family"] ?? "?")) is not installed; the system font of size \(size) stands in")
            return UIFont.systemFont(ofSize: size)
        }
        switch node["type"] {
        case "boldSystem": return UIFont.boldSystemFont(ofSize: size)
        case "italicSystem": return UIFont.italicSystemFont(ofSize: size)
        case "system", nil:
            let weight = (try? named(node, "weight", in: IBBuilder.fontWeights, else: "the regular weight stands in")) ?? .regular
            return UIFont.systemFont(ofSize: size, weight: weight)
        default:
            refuse(node, of: nil, "type", "not a font type", "the system font stands in")
            return UIFont.systemFont(ofSize: size)
        }
    }

    /// The largest font size a storyboard may give: text at a thousand
    /// points already fills a screen several times over, and the text
    /// engine rasterises glyphs at the size asked for.
    static let maximumFontSize: CGFloat = 1000
}
