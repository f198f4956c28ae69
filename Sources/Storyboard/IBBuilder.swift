import Foundation
import Trellis

/// Builds Trellis objects from a parsed document, the way UIKit's nib
/// unarchiver does: views and their properties first, then constraints
/// (once every item they name exists), then outlet connections.
final class IBBuilder {
    let document: IBDocument
    let elements: [String: IBNode]
    let resourceColors: [String: IBNode]
    /// Built objects by element id: views, layout guides, constraints, controllers.
    var objects: [String: AnyObject] = [:]
    private var pendingConstraints: [(owner: UIView, node: IBNode)] = []
    private var pendingConnections: [(source: AnyObject, node: IBNode)] = []
    /// Legacy `topLayoutGuide`/`bottomLayoutGuide` ids and the view whose safe area stands in for them.
    private var legacyGuides: [String: (top: Bool, view: UIView)] = [:]

    init(document: IBDocument) {
        self.document = document
        elements = document.elementsByID()
        resourceColors = document.resourceColors
    }

    var file: String { document.fileName }

    // MARK: Classes

    /// The UIKit class each view element stands for.
    static func baseView(for node: IBNode) -> UIView? {
        switch node.name {
        case "view": UIView(frame: .zero)
        case "label": UILabel(frame: .zero)
        // No buttonType attribute means a custom button, as Xcode saves it.
        case "button": UIButton(type: node["buttonType"].flatMap { buttonTypes[$0] } ?? .custom)
        case "imageView": UIImageView(image: nil)
        case "textField": UITextField(frame: .zero)
        case "switch": UISwitch(frame: .zero)
        case "activityIndicatorView": UIActivityIndicatorView(style: .medium)
        case "stackView": UIStackView(frame: .zero)
        case "scrollView": UIScrollView(frame: .zero)
        case "tableView":
            UITableView(frame: .zero, style: ["grouped": .grouped, "insetGrouped": .insetGrouped][node["style"] ?? ""] ?? .plain)
        default: nil
        }
    }

    /// Makes the object for an element: its registered custom class when it
    /// names one, else the base class; an unknown custom class falls back to
    /// the base class with a warning, as iOS logs "Unknown class X in Interface Builder file".
    func make<Base: AnyObject>(_ node: IBNode, base: () -> Base) -> Base {
        guard let custom = node["customClass"] else { return base() }
        if let object = Storyboard.make(customClass: custom, module: node["customModule"]) {
            if let typed = object as? Base { return typed }
            StoryboardDiagnostics.report(.unknownClass,
                "\(file):\(node.line): class \(custom) registered for <\(node.name) id=\"\(node["id"] ?? "")\"> is not a \(Base.self); using \(Base.self)")
            return base()
        }
        let qualified = node["customModule"].map { "\($0).\(custom)" } ?? custom
        StoryboardDiagnostics.report(.unknownClass,
            "\(file):\(node.line): Unknown class \(qualified) in Interface Builder file (element id \"\(node["id"] ?? "")\"); using \(Base.self). Register it with Storyboard.register(\(custom).self)")
        return base()
    }

    // MARK: Views

    func buildView(_ node: IBNode) -> UIView {
        let view: UIView
        if let base = IBBuilder.baseView(for: node) {
            view = make(node) { base }
        } else {
            StoryboardDiagnostics.report(.unknownElement,
                "\(file):\(node.line): <\(node.name) id=\"\(node["id"] ?? "")\"> is not a view kind this loader builds; a plain UIView stands in")
            view = make(node) { UIView(frame: .zero) }
        }
        if let id = node["id"] { objects[id] = view }
        applyViewAttributes(node, to: view)
        for child in node.child("subviews")?.children ?? [] {
            let subview = buildView(child)
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
        for guide in node.children("viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": objects[id] = view.safeAreaLayoutGuide
            case "layoutMarginsGuide", "layoutMargins": objects[id] = view.layoutMarginsGuide
            default:
                StoryboardDiagnostics.report(.unknownElement, "\(file):\(guide.line): layout guide key '\(guide["key"] ?? "")' is not known; ignored")
            }
        }
        for constraint in node.child("constraints")?.children("constraint") ?? [] {
            pendingConstraints.append((view, constraint))
        }
        collectConnections(of: node, source: view)
        return view
    }

    func collectConnections(of node: IBNode, source: AnyObject) {
        for connection in node.child("connections")?.children ?? [] {
            pendingConnections.append((source, connection))
        }
    }

    private func applyViewAttributes(_ node: IBNode, to view: UIView) {
        if let translates = node.bool("translatesAutoresizingMaskIntoConstraints") {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        if let mask = node.child("autoresizingMask", key: "autoresizingMask") {
            var value: UIView.AutoresizingMask = []
            if mask.bool("flexibleMinX") == true { value.insert(.flexibleLeftMargin) }
            if mask.bool("widthSizable") == true { value.insert(.flexibleWidth) }
            if mask.bool("flexibleMaxX") == true { value.insert(.flexibleRightMargin) }
            if mask.bool("flexibleMinY") == true { value.insert(.flexibleTopMargin) }
            if mask.bool("heightSizable") == true { value.insert(.flexibleHeight) }
            if mask.bool("flexibleMaxY") == true { value.insert(.flexibleBottomMargin) }
            view.autoresizingMask = value
        }
        if let rect = node.child("rect", key: "frame") {
            view.frame = CGRect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0,
                                width: rect.number("width") ?? 0, height: rect.number("height") ?? 0)
        }
        if let hidden = node.bool("hidden") { view.isHidden = hidden }
        if let alpha = node.number("alpha") { view.alpha = alpha }
        if let clips = node.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let interaction = node.bool("userInteractionEnabled") { view.isUserInteractionEnabled = interaction }
        if let tag = node["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let mode = node["contentMode"] {
            if let value = IBBuilder.contentModes[mode] { view.contentMode = value } else { invalid(node, "contentMode", mode) }
        }
        if let identifier = node.child("accessibility", key: "accessibilityConfiguration")?["identifier"] {
            view.accessibilityIdentifier = identifier
        }
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (attribute, axis, hugging) in priorities {
            guard let value = node.number(attribute) else { continue }
            let priority = UILayoutPriority(Float(value))
            if hugging { view.setContentHuggingPriority(priority, for: axis) } else { view.setContentCompressionResistancePriority(priority, for: axis) }
        }
        if let color = node.child("color", key: "backgroundColor").flatMap(color) { view.backgroundColor = color }
        if let color = node.child("color", key: "tintColor").flatMap(color) { view.tintColor = color }

        for attribute in node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
            applyRuntimeAttribute(attribute, to: view)
        }

        switch view {
        case let label as UILabel: applyLabel(node, label)
        case let button as UIButton: applyButton(node, button)
        case let field as UITextField: applyTextField(node, field)
        case let toggle as UISwitch:
            if let on = node.bool("on") { toggle.isOn = on }
            if let color = node.child("color", key: "onTintColor").flatMap(color) { toggle.onTintColor = color }
        case let spinner as UIActivityIndicatorView: applyActivityIndicator(node, spinner)
        case let stack as UIStackView: applyStack(node, stack)
        case let table as UITableView:
            applyScrollView(node, table)
            // Xcode writes -1 for "Automatic", which is UITableView.automaticDimension.
            if let height = node.number("rowHeight") { table.rowHeight = height }
            if let height = node.number("estimatedRowHeight") { table.estimatedRowHeight = height }
            if let height = node.number("sectionHeaderHeight") { table.sectionHeaderHeight = height }
            if let height = node.number("sectionFooterHeight") { table.sectionFooterHeight = height }
            if node.child("prototypes") != nil {
                StoryboardDiagnostics.report(.unknownElement,
                    "\(file):\(node.line): prototype cells of table view '\(node["id"] ?? "")' are not built yet; register cell classes in code")
            }
        case let scroll as UIScrollView: applyScrollView(node, scroll)
        default: break
        }
    }

    private func applyLabel(_ node: IBNode, _ label: UILabel) {
        if let font = node.child("fontDescription", key: "fontDescription").flatMap(font) { label.font = font }
        if let color = node.child("color", key: "textColor").flatMap(color) { label.textColor = color }
        if let text = node["text"] { label.text = text }
        if let lines = node["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
        if let value = node["textAlignment"] {
            if let alignment = IBBuilder.textAlignments[value] { label.textAlignment = alignment } else { invalid(node, "textAlignment", value) }
        }
        if let value = node["lineBreakMode"] {
            if let mode = IBBuilder.lineBreakModes[value] { label.lineBreakMode = mode } else { invalid(node, "lineBreakMode", value) }
        }
        if let width = node.number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
        if let adjusts = node.bool("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = adjusts }
    }

    private func applyButton(_ node: IBNode, _ button: UIButton) {
        for state in node.children("state") {
            guard let key = state["key"], let controlState = IBBuilder.controlStates[key] else { continue }
            if let title = state["title"] { button.setTitle(title, for: controlState) }
            if let color = state.child("color", key: "titleColor").flatMap(color) { button.setTitleColor(color, for: controlState) }
        }
        if let font = node.child("fontDescription", key: "fontDescription").flatMap(font) { button.titleLabel?.font = font }
    }

    private func applyTextField(_ node: IBNode, _ field: UITextField) {
        if let text = node["text"] { field.text = text }
        if let placeholder = node["placeholder"] { field.placeholder = placeholder }
        if let value = node["borderStyle"] {
            let styles: [String: UITextField.BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
            if let style = styles[value] { field.borderStyle = style } else { invalid(node, "borderStyle", value) }
        }
        if let value = node["textAlignment"], let alignment = IBBuilder.textAlignments[value] { field.textAlignment = alignment }
        if let font = node.child("fontDescription", key: "fontDescription").flatMap(font) { field.font = font }
        if let color = node.child("color", key: "textColor").flatMap(color) { field.textColor = color }
        if let secure = node.child("textInputTraits", key: "textInputTraits")?.bool("secureTextEntry") { field.isSecureTextEntry = secure }
    }

    private func applyActivityIndicator(_ node: IBNode, _ spinner: UIActivityIndicatorView) {
        if let value = node["style"] {
            // Xcode 11+ writes medium/large; older files gray/white (medium) and whiteLarge (large).
            switch value {
            case "medium", "gray", "white": spinner.style = .medium
            case "large", "whiteLarge": spinner.style = .large
            default: invalid(node, "style", value)
            }
        }
        if let color = node.child("color", key: "color").flatMap(color) { spinner.color = color }
        if let hides = node.bool("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
        if node.bool("animating") == true { spinner.startAnimating() }
        // Setting hidesWhenStopped and starting the animation change isHidden;
        // the file's own hidden flag wins, as it is the state Xcode saved.
        spinner.isHidden = node.bool("hidden") ?? (spinner.hidesWhenStopped && !spinner.isAnimating)
    }

    private func applyScrollView(_ node: IBNode, _ scroll: UIScrollView) {
        if let enabled = node.bool("scrollEnabled") { scroll.isScrollEnabled = enabled }
        if let paging = node.bool("pagingEnabled") { scroll.isPagingEnabled = paging }
        if let bounces = node.bool("bounces") { scroll.bounces = bounces }
        if let always = node.bool("alwaysBounceVertical") { scroll.alwaysBounceVertical = always }
        if let shows = node.bool("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
    }

    private func applyStack(_ node: IBNode, _ stack: UIStackView) {
        if node["axis"] == "vertical" { stack.axis = .vertical }
        if let value = node["alignment"] {
            let table: [String: UIStackView.Alignment] = [
                "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline,
                "center": .center, "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline,
            ]
            if let alignment = table[value] { stack.alignment = alignment } else { invalid(node, "alignment", value) }
        }
        if let value = node["distribution"] {
            let table: [String: UIStackView.Distribution] = [
                "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
                "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
            ]
            if let distribution = table[value] { stack.distribution = distribution } else { invalid(node, "distribution", value) }
        }
        if let spacing = node.number("spacing") { stack.spacing = spacing }
    }

    /// `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="8"/>`.
    /// Without key-value coding only common key paths are set: the layer's
    /// corner radius, border width and color and masksToBounds, and the
    /// view's tag, alpha, hidden and accessibilityIdentifier. Others are
    /// reported and skipped (UIKit would raise for a key path the class lacks).
    private func applyRuntimeAttribute(_ node: IBNode, to view: UIView) {
        let keyPath = node["keyPath"] ?? ""
        let value = node.children.first { $0["key"] == "value" }
        let number = value?.number("value")
        let flag = node["value"].map { $0 == "YES" } ?? value?.bool("value")
        let text = node["value"] ?? value?["value"]
        switch (keyPath, node["type"]) {
        case ("layer.cornerRadius", "number"?) where number != nil: view.layer.cornerRadius = number!
        case ("layer.borderWidth", "number"?) where number != nil: view.layer.borderWidth = number!
        case ("layer.masksToBounds", "boolean"?) where flag != nil: view.layer.masksToBounds = flag!
        case ("layer.borderColor", "color"?), ("borderColor", "color"?):
            if let color = value.flatMap(color) { view.layer.borderColor = color.cgColor }
        case ("tag", "number"?) where number != nil: view.tag = Int(number!)
        case ("alpha", "number"?) where number != nil: view.alpha = number!
        case ("hidden", "boolean"?) where flag != nil: view.isHidden = flag!
        case ("accessibilityIdentifier", "string"?) where text != nil: view.accessibilityIdentifier = text
        default:
            StoryboardDiagnostics.report(.invalidValue,
                "\(file):\(node.line): runtime attribute '\(keyPath)' (\(node["type"] ?? "?")) is not set by this loader; skipped")
        }
    }

    private func invalid(_ node: IBNode, _ attribute: String, _ value: String) {
        StoryboardDiagnostics.report(.invalidValue,
            "\(file):\(node.line): <\(node.name) id=\"\(node["id"] ?? "")\"> \(attribute)=\"\(value)\" is not known; the default is kept")
    }

    // MARK: Tables

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    static let textAlignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]
    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]
    static let controlStates: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]
    static let buttonTypes: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]
    static let fontWeights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
    /// Xcode's `systemColor` names (iOS 13+) and the older `cocoaTouchSystemColor` names.
    static let systemColors: [String: UIColor] = [
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "systemBlueColor": .systemBlue, "systemGreenColor": .systemGreen, "systemIndigoColor": .systemIndigo,
        "systemOrangeColor": .systemOrange, "systemPinkColor": .systemPink, "systemPurpleColor": .systemPurple,
        "systemRedColor": .systemRed, "systemTealColor": .systemTeal, "systemYellowColor": .systemYellow,
        "systemMintColor": .systemMint, "systemCyanColor": .systemCyan, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "tintColor": .tintColor, "lightTextColor": .lightText, "darkTextColor": .darkText,
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
    ]

    // MARK: Values

    /// A `<color>` element in any form Xcode writes: components (`red green
    /// blue alpha` in sRGB, calibrated or device RGB; Display P3 components
    /// are taken as sRGB), `white alpha`, `systemColor` (a dynamic Trellis
    /// system color, else the `<resources>` entry), `cocoaTouchSystemColor`,
    /// and `name` (an asset color, from the `<resources><namedColor>` entry).
    func color(_ node: IBNode) -> UIColor? {
        if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
            if let system = IBBuilder.systemColors[name] { return system }
            if let saved = resourceColors[name], saved !== node { return color(saved) }
            StoryboardDiagnostics.report(.invalidValue, "\(file):\(node.line): system color '\(name)' is not known; no color set")
            return nil
        }
        if let name = node["name"] {
            if let saved = resourceColors[name], saved !== node { return color(saved) }
            StoryboardDiagnostics.report(.invalidValue, "\(file):\(node.line): named color '\(name)' has no <namedColor> in the file's resources; no color set")
            return nil
        }
        let alpha = node.number("alpha") ?? 1
        if let white = node.number("white") { return UIColor(white: white, alpha: alpha) }
        if let red = node.number("red"), let green = node.number("green"), let blue = node.number("blue") {
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        StoryboardDiagnostics.report(.invalidValue, "\(file):\(node.line): <color key=\"\(node["key"] ?? "")\"> has no components; no color set")
        return nil
    }

    /// A `<fontDescription>`: `type="system"` with optional `weight`,
    /// `boldSystem`, `italicSystem`, a named font (`name` and `family`), or a
    /// text style (`style="UICTFontTextStyleBody"`, a preferred font).
    func font(_ node: IBNode) -> UIFont? {
        let size = node.number("pointSize") ?? UIFont.labelFontSize
        if let style = node["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
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
        default:
            let weight = node["weight"].flatMap { IBBuilder.fontWeights[$0] } ?? .regular
            return UIFont.systemFont(ofSize: size, weight: weight)
        }
    }

    /// "1:2", "1/3" or "0.5".
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator))
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            return CGFloat(a / b)
        }
        return Double(text).map { CGFloat($0) }
    }

    // MARK: View controllers

    func buildViewController(_ node: IBNode, creator: (() -> UIViewController?)? = nil) throws -> UIViewController {
        let controller: UIViewController
        if let made = creator?() {
            controller = made
        } else {
            controller = make(node) { UIViewController(nibName: nil, bundle: nil) }
        }
        if let id = node["id"] { objects[id] = controller }
        if let title = node["title"] ?? node.child("navigationItem", key: "navigationItem")?["title"] { controller.title = title }
        let root = node.child("view", key: "view").map(buildView) ?? UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        for guide in node.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide["id"] { legacyGuides[id] = (guide["type"] == "top", root) }
        }
        collectConnections(of: node, source: controller)
        controller.view = root
        try finish()
        // UIKit loads a storyboard controller's view lazily and then calls
        // viewDidLoad; here the view is built at instantiation, outlets are
        // connected, and viewDidLoad runs once, before the controller is returned.
        controller.viewDidLoad()
        return controller
    }

    // MARK: Constraints and connections

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchUpInside": .touchUpInside, "valueChanged": .valueChanged,
        "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    /// `<action selector="refresh:" destination="..." eventType="touchUpInside"/>`: the control
    /// gets a UIAction that looks the selector up in the destination's
    /// `storyboardActions` when it fires (the target is held weakly, as UIKit's target-action does).
    private func connectAction(_ selector: String, from source: AnyObject, to destination: AnyObject, event: String, node: IBNode) {
        guard let control = source as? UIControl, let events = IBBuilder.controlEvents[event] else {
            StoryboardDiagnostics.report(.invalidValue,
                "\(file):\(node.line): action '\(selector)' for event '\(event)' on a \(type(of: source)) cannot be connected; skipped")
            return
        }
        guard let target = destination as? StoryboardActionTarget, target.storyboardActions[selector] != nil else {
            StoryboardDiagnostics.report(.unknownOutlet,
                "\(file):\(node.line): \(type(of: destination)) has no action '\(selector)' in storyboardActions; the connection was skipped")
            return
        }
        control.addAction(UIAction { [weak target, weak control] _ in
            guard let target, let control else { return }
            target.storyboardActions[selector]?(control)
        }, for: events)
    }

    private func item(_ id: String, for node: IBNode) throws -> AnyObject {
        if let object = objects[id] { return object }
        if let legacy = legacyGuides[id] { return legacy.view.safeAreaLayoutGuide }
        throw StoryboardError.unknownReference(file: file, line: node.line, elementID: node["id"] ?? "?", referencedID: id)
    }

    /// Makes and activates the pending constraints, then makes the pending connections.
    func finish() throws {
        let constraints = pendingConstraints
        pendingConstraints = []
        for (owner, node) in constraints {
            guard let firstName = node["firstAttribute"], var firstAttribute = IBBuilder.attributes[firstName] else {
                invalid(node, "firstAttribute", node["firstAttribute"] ?? "(missing)")
                continue
            }
            var first: AnyObject = owner
            if let id = node["firstItem"] { first = try item(id, for: node) }
            var second: AnyObject?
            var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
            if let id = node["secondItem"] {
                second = try item(id, for: node)
                guard let name = node["secondAttribute"], let attribute = IBBuilder.attributes[name] else {
                    invalid(node, "secondAttribute", node["secondAttribute"] ?? "(missing)")
                    continue
                }
                secondAttribute = attribute
            }
            if let id = node["firstItem"], let legacy = legacyGuides[id] {
                first = legacy.view.safeAreaLayoutGuide
                firstAttribute = legacy.top ? .top : .bottom
            }
            if let id = node["secondItem"], let legacy = legacyGuides[id] {
                second = legacy.view.safeAreaLayoutGuide
                secondAttribute = legacy.top ? .top : .bottom
            }
            guard let multiplier = IBBuilder.multiplier(node["multiplier"]) else {
                invalid(node, "multiplier", node["multiplier"] ?? "")
                continue
            }
            let relations: [String: NSLayoutConstraint.Relation] = ["lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual]
            let relation = node["relation"].flatMap { relations[$0] } ?? .equal
            // symbolic="YES" is the standard spacing, 8 points between siblings.
            let constant = node.number("constant") ?? (node.bool("symbolic") == true ? 8 : 0)
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                                toItem: second, attribute: secondAttribute, multiplier: multiplier, constant: constant)
            if let priority = node.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
            constraint.identifier = node["identifier"]
            if let id = node["id"] { objects[id] = constraint }
            owner.addConstraint(constraint)
        }
        let connections = pendingConnections
        pendingConnections = []
        for (source, node) in connections {
            switch node.name {
            case "outlet", "outletCollection":
                guard let property = node["property"], let destinationID = node["destination"] else { continue }
                let destination = try item(destinationID, for: node)
                OutletConnector.connect(property, of: source, to: destination, file: "\(file):\(node.line)")
            case "action":
                guard let selector = node["selector"], let destinationID = node["destination"] else { continue }
                let destination = try item(destinationID, for: node)
                connectAction(selector, from: source, to: destination, event: node["eventType"] ?? "touchUpInside", node: node)
            default:
                StoryboardDiagnostics.report(.unknownElement, "\(file):\(node.line): <\(node.name)> connections are not made by this loader; skipped")
            }
        }
    }
}
