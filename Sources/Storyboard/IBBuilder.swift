import Foundation
import Trellis

/// What every build from one file shares: the parsed document, the bundle
/// its images come from, its elements by id, and the storyboard (for
/// segues and `UIViewController.storyboard`). Immutable once made.
final class IBContext: @unchecked Sendable {
    let document: IBDocument
    let bundle: Bundle
    let elements: [String: IBNode]
    let resourceColors: [String: IBNode]
    weak var storyboard: UIStoryboard?

    init(document: IBDocument, bundle: Bundle, storyboard: UIStoryboard? = nil) {
        self.document = document
        self.bundle = bundle
        elements = document.elementsByID()
        resourceColors = document.resourceColors
        self.storyboard = storyboard
    }
}

/// How many view controllers one instantiation may make through embed
/// segues: a few scenes that each embed the next twice would otherwise
/// make 2^n controllers from a file of a few kilobytes.
final class SceneBudget {
    /// Far more controllers than any screen shows at once.
    static let limit = 1_000
    private(set) var made = 0

    /// Counts one more controller; false once the limit is reached.
    func take() -> Bool {
        guard made < SceneBudget.limit else { return false }
        made += 1
        return true
    }
}

/// What a controller made from a storyboard remembers of it: the storyboard
/// and its scene, for `storyboard` and `performSegue(withIdentifier:sender:)`.
final class SceneReference {
    let storyboard: UIStoryboard?
    let context: IBContext
    let node: IBNode
    init(storyboard: UIStoryboard?, context: IBContext, node: IBNode) {
        self.storyboard = storyboard
        self.context = context
        self.node = node
    }
}

/// Builds Trellis objects from a parsed document, the way UIKit's nib
/// unarchiver does: views and their properties first, then constraints
/// (once every item they name exists), then outlet connections and segues.
/// One builder makes one nib's worth of objects: a xib, a scene's view, or
/// one cell from a prototype.
final class IBBuilder {
    let context: IBContext
    var document: IBDocument { context.document }
    var elements: [String: IBNode] { context.elements }
    var resourceColors: [String: IBNode] { context.resourceColors }
    /// Built objects by element id: views, layout guides, constraints, controllers.
    var objects: [String: AnyObject] = [:]
    var pendingConstraints: [(owner: UIView, node: IBNode)] = []
    var pendingConnections: [(source: AnyObject, node: IBNode)] = []
    /// Legacy `topLayoutGuide`/`bottomLayoutGuide` ids and the view whose safe area stands in for them.
    var legacyGuides: [String: (top: Bool, view: UIView)] = [:]
    /// Constraints and subviews `<variation key="default">` leaves out
    /// ("Installed" unchecked in Xcode): made and connected, not installed.
    var excluded: Set<String> = []
    /// The controller whose view is being built, the source of its segues.
    var sceneController: UIViewController?
    var reportedVariations = false
    /// The views this build made, in file order: each hears `awakeFromNib()` once everything is connected.
    var viewsInOrder: [UIView] = []

    /// The scenes being instantiated around this build, outermost first,
    /// through embed segues and root view controller relationships.
    let enclosingScenes: [String]
    /// What the instantiation this build belongs to may still make.
    let budget: SceneBudget

    init(context: IBContext, enclosingScenes: [String] = [], budget: SceneBudget = SceneBudget()) {
        self.context = context
        self.enclosingScenes = enclosingScenes
        self.budget = budget
    }

    var file: String { document.fileName }

    /// Checks that every constraint item and connection destination under
    /// `node` names an element of the file, so a scene either loads whole or
    /// throws `StoryboardError.unknownReference` before anything is built.
    func validateReferences(under node: IBNode) throws {
        func check(_ id: String?, _ node: IBNode) throws {
            guard let id, elements[id] == nil else { return }
            throw StoryboardError.unknownReference(file: file, line: node.line, elementID: node["id"] ?? "?", referencedID: id)
        }
        switch node.name {
        case "constraint":
            try check(node["firstItem"], node)
            try check(node["secondItem"], node)
        case "outlet", "outletCollection", "action", "segue":
            try check(node["destination"], node)
        default: break
        }
        for child in node.children { try validateReferences(under: child) }
    }

    // MARK: Classes

    /// The UIKit class each view element stands for.
    static func baseView(for node: IBNode) -> UIView? {
        switch node.name {
        case "view", "containerView": UIView(frame: .zero)
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
            UITableView(frame: .zero, style: tableStyles[node["style"] ?? ""] ?? .plain)
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
        if node.name == "tableViewCell" { return buildCell(node) }
        let view: UIView
        if let base = IBBuilder.baseView(for: node) {
            view = make(node) { base }
        } else {
            StoryboardDiagnostics.report(.unknownElement,
                "\(file):\(node.line): <\(node.name) id=\"\(node["id"] ?? "")\"> is not a view kind this loader builds; a plain UIView stands in")
            view = make(node) { UIView(frame: .zero) }
        }
        if let id = node["id"] { objects[id] = view }
        viewsInOrder.append(view)
        // baseView(for:) has no file to name; its fallbacks are reported here.
        if node.name == "button", let type = node["buttonType"], IBBuilder.buttonTypes[type] == nil { invalid(node, "buttonType", type) }
        if node.name == "tableView", let style = node["style"], IBBuilder.tableStyles[style] == nil { invalid(node, "style", style) }
        applyViewAttributes(node, to: view)
        populate(view, from: node)
        return view
    }

    /// Builds what an element holds: subviews (a stack view's are arranged
    /// subviews), layout guides, constraints and connections.
    func populate(_ view: UIView, from node: IBNode, builtIn: [String: UIView] = [:]) {
        readVariations(of: node)
        for child in node.child("subviews")?.children ?? [] {
            if let id = child["id"], let existing = builtIn[id] {
                // A cell's own textLabel, detailTextLabel or imageView: configured, not made.
                objects[id] = existing
                applyViewAttributes(child, to: existing)
                continue
            }
            let subview = buildView(child)
            if let id = child["id"], excluded.contains(id) { continue }
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
    }

    /// `<variation key="default"><mask key="constraints"><exclude reference=.../>`: what is
    /// not installed. Size-class variations (`key="widthClass=compact"`) are not applied.
    private func readVariations(of node: IBNode) {
        for variation in node.children("variation") {
            if variation["key"] == "default" {
                for mask in variation.children("mask") {
                    for exclude in mask.children("exclude") { if let id = exclude["reference"] { excluded.insert(id) } }
                }
            } else if !reportedVariations {
                reportedVariations = true
                StoryboardDiagnostics.report(.unknownElement,
                    "\(file):\(variation.line): size-class variation '\(variation["key"] ?? "")' is not applied; the Any×Any constraints and views are used")
            }
        }
    }

    // MARK: Cells

    static let cellStyles: [String: UITableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    /// A table view cell from a prototype or a xib: its class (registered
    /// with `Storyboard.register(_:)` for cells, made with
    /// `init(style:reuseIdentifier:)`), its built-in labels, and its content
    /// view's subviews and constraints.
    func buildCell(_ node: IBNode) -> UITableViewCell {
        var style = UITableViewCell.CellStyle.default
        if let value = node["style"] {
            if let known = IBBuilder.cellStyles[value] { style = known } else { invalid(node, "style", value) }
        }
        let reuseIdentifier = node["reuseIdentifier"]
        let cell: UITableViewCell
        if let custom = node["customClass"],
           let made = Storyboard.makeCell(customClass: custom, module: node["customModule"], style: style, reuseIdentifier: reuseIdentifier) {
            cell = made
        } else {
            cell = make(node) { UITableViewCell(style: style, reuseIdentifier: reuseIdentifier) }
        }
        if let id = node["id"] { objects[id] = cell }
        viewsInOrder.append(cell)
        applyViewAttributes(node, to: cell)
        if let value = node["accessoryType"] {
            let types: [String: UITableViewCell.AccessoryType] = [
                "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
                "checkmark": .checkmark, "detailButton": .detailButton,
            ]
            if let type = types[value] { cell.accessoryType = type } else { invalid(node, "accessoryType", value) }
        }
        if let value = node["selectionStyle"] {
            let styles: [String: UITableViewCell.SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
            if let selection = styles[value] { cell.selectionStyle = selection } else { invalid(node, "selectionStyle", value) }
        }
        var builtIn: [String: UIView] = [:]
        if let id = node["textLabel"], let label = cell.textLabel { builtIn[id] = label }
        if let id = node["detailTextLabel"], let label = cell.detailTextLabel { builtIn[id] = label }
        if let id = node["imageView"], let image = cell.imageView { builtIn[id] = image }
        if let content = node.child("tableViewCellContentView", key: "contentView") {
            if let id = content["id"] { objects[id] = cell.contentView }
            let frame = cell.contentView.frame
            applyViewAttributes(content, to: cell.contentView)
            cell.contentView.frame = frame
            populate(cell.contentView, from: content, builtIn: builtIn)
        }
        collectConnections(of: node, source: cell)
        return cell
    }

    /// A function the table calls for each new cell of a prototype: a fresh
    /// builder makes it from the prototype element, as UIKit decodes the
    /// prototype's nib for each new cell.
    static func prototypeFactory(_ node: IBNode, context: IBContext) -> (String) -> UITableViewCell {
        { _ in
            let builder = IBBuilder(context: context)
            let cell = builder.buildCell(node)
            builder.finish()
            return cell
        }
    }

    func collectConnections(of node: IBNode, source: AnyObject) {
        for connection in node.child("connections")?.children ?? [] {
            pendingConnections.append((source, connection))
        }
    }

    func applyViewAttributes(_ node: IBNode, to view: UIView) {
        let keep = "the default is kept"
        if let translates = try? flag(node, "translatesAutoresizingMaskIntoConstraints", else: keep) {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        if let mask = node.child("autoresizingMask", key: "autoresizingMask") {
            var value: UIView.AutoresizingMask = []
            let flags: [(String, UIView.AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
                ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            for (attribute, option) in flags where (try? flag(mask, attribute, of: node, else: "that side is taken as fixed")) == true {
                value.insert(option)
            }
            view.autoresizingMask = value
        }
        if let rect = node.child("rect", key: "frame"), let frame = try? self.rect(rect, of: node) { view.frame = frame }
        if let hidden = try? flag(node, "hidden", else: keep) { view.isHidden = hidden }
        if let alpha = try? real(node, "alpha", else: keep) { view.alpha = alpha }
        if let clips = try? flag(node, "clipsSubviews", else: keep) { view.clipsToBounds = clips }
        if let interaction = try? flag(node, "userInteractionEnabled", else: keep) { view.isUserInteractionEnabled = interaction }
        if let tag = try? integer(node, "tag", else: keep) { view.tag = tag }
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
            guard let priority = try? priority(node, attribute, else: keep) else { continue }
            if hugging { view.setContentHuggingPriority(priority, for: axis) } else { view.setContentCompressionResistancePriority(priority, for: axis) }
        }
        if let color = node.child("color", key: "backgroundColor").flatMap(color) { view.backgroundColor = color }
        if let color = node.child("color", key: "tintColor").flatMap(color) { view.tintColor = color }
        if let insets = node.child("edgeInsets", key: "layoutMargins"),
           let sides = try? self.insets(insets, of: node, ["top", "left", "bottom", "right"]) {
            view.layoutMargins = UIEdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
        }
        if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins"),
           let sides = try? self.insets(insets, of: node, ["top", "leading", "bottom", "trailing"]) {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: sides[0], leading: sides[1], bottom: sides[2], trailing: sides[3])
        }
        if let preserves = try? flag(node, "preservesSuperviewLayoutMargins", else: keep) { view.preservesSuperviewLayoutMargins = preserves }
        if let insets = try? flag(node, "insetsLayoutMarginsFromSafeArea", else: keep) { view.insetsLayoutMarginsFromSafeArea = insets }

        for attribute in node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
            applyRuntimeAttribute(attribute, to: view)
        }

        switch view {
        case let label as UILabel: applyLabel(node, label)
        case let button as UIButton: applyButton(node, button)
        case let field as UITextField: applyTextField(node, field)
        case let toggle as UISwitch:
            if let on = try? flag(node, "on", else: keep) { toggle.isOn = on }
            if let color = node.child("color", key: "onTintColor").flatMap(color) { toggle.onTintColor = color }
        case let spinner as UIActivityIndicatorView: applyActivityIndicator(node, spinner)
        case let imageView as UIImageView:
            if let image = image(in: node, key: "image") { imageView.image = image }
            if let image = image(in: node, key: "highlightedImage") { imageView.highlightedImage = image }
        case let stack as UIStackView: applyStack(node, stack)
        case let table as UITableView:
            applyScrollView(node, table)
            if let height = rowHeight(node, "rowHeight") { table.rowHeight = height }
            if let height = rowHeight(node, "estimatedRowHeight") { table.estimatedRowHeight = height }
            if let height = rowHeight(node, "sectionHeaderHeight") { table.sectionHeaderHeight = height }
            if let height = rowHeight(node, "sectionFooterHeight") { table.sectionFooterHeight = height }
            for prototype in node.child("prototypes")?.children ?? [] {
                guard prototype.name == "tableViewCell", let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else {
                    StoryboardDiagnostics.report(.invalidValue,
                        "\(file):\(prototype.line): prototype <\(prototype.name) id=\"\(prototype["id"] ?? "")\"> has no reuse identifier; it cannot be dequeued and was skipped")
                    continue
                }
                table.registerCellFactory(IBBuilder.prototypeFactory(prototype, context: context), forCellReuseIdentifier: identifier)
            }
            if node["dataMode"] == "static" || node.child("sections") != nil {
                StoryboardDiagnostics.report(.unknownElement,
                    "\(file):\(node.line): static cells of table view '\(node["id"] ?? "")' are not built; give the table a data source in code")
            }
        case let scroll as UIScrollView: applyScrollView(node, scroll)
        default: break
        }
    }

    private func applyLabel(_ node: IBNode, _ label: UILabel) {
        if let font = node.child("fontDescription", key: "fontDescription").flatMap(font) { label.font = font }
        if let color = node.child("color", key: "textColor").flatMap(color) { label.textColor = color }
        if let text = node["text"] { label.text = text }
        let keep = "the default is kept"
        if let lines = try? integer(node, "numberOfLines", else: keep) { label.numberOfLines = lines }
        if let value = node["textAlignment"] {
            if let alignment = IBBuilder.textAlignments[value] { label.textAlignment = alignment } else { invalid(node, "textAlignment", value) }
        }
        if let value = node["lineBreakMode"] {
            if let mode = IBBuilder.lineBreakModes[value] { label.lineBreakMode = mode } else { invalid(node, "lineBreakMode", value) }
        }
        if let width = try? length(node, "preferredMaxLayoutWidth", nonNegative: true, else: keep) { label.preferredMaxLayoutWidth = width }
        if let adjusts = try? flag(node, "adjustsFontForContentSizeCategory", else: keep) { label.adjustsFontForContentSizeCategory = adjusts }
    }

    private func applyButton(_ node: IBNode, _ button: UIButton) {
        for state in node.children("state") {
            guard let controlState = try? named(state, "key", in: IBBuilder.controlStates, of: node, else: "this state is skipped") else { continue }
            if let title = state["title"] { button.setTitle(title, for: controlState) }
            if let color = state.child("color", key: "titleColor").flatMap(color) { button.setTitleColor(color, for: controlState) }
            if let image = image(in: state, key: "image") { button.setImage(image, for: controlState) }
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
        if let alignment = try? named(node, "textAlignment", in: IBBuilder.textAlignments, else: "the default is kept") { field.textAlignment = alignment }
        if let font = node.child("fontDescription", key: "fontDescription").flatMap(font) { field.font = font }
        if let color = node.child("color", key: "textColor").flatMap(color) { field.textColor = color }
        if let traits = node.child("textInputTraits", key: "textInputTraits"),
           let secure = try? flag(traits, "secureTextEntry", of: node, else: "the default is kept") { field.isSecureTextEntry = secure }
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
        if let hides = try? flag(node, "hidesWhenStopped", else: "the default is kept") { spinner.hidesWhenStopped = hides }
        if (try? flag(node, "animating", else: "it is not animating")) == true { spinner.startAnimating() }
        // Setting hidesWhenStopped and starting the animation change isHidden;
        // the file's own hidden flag wins, as it is the state Xcode saved.
        spinner.isHidden = (node["hidden"] == "YES" || node["hidden"] == "NO") ? node["hidden"] == "YES"
            : spinner.hidesWhenStopped && !spinner.isAnimating
    }

    private func applyScrollView(_ node: IBNode, _ scroll: UIScrollView) {
        let keep = "the default is kept"
        if let enabled = try? flag(node, "scrollEnabled", else: keep) { scroll.isScrollEnabled = enabled }
        if let paging = try? flag(node, "pagingEnabled", else: keep) { scroll.isPagingEnabled = paging }
        if let bounces = try? flag(node, "bounces", else: keep) { scroll.bounces = bounces }
        if let always = try? flag(node, "alwaysBounceVertical", else: keep) { scroll.alwaysBounceVertical = always }
        if let shows = try? flag(node, "showsVerticalScrollIndicator", else: keep) { scroll.showsVerticalScrollIndicator = shows }
    }

    private func applyStack(_ node: IBNode, _ stack: UIStackView) {
        let axes: [String: NSLayoutConstraint.Axis] = ["horizontal": .horizontal, "vertical": .vertical]
        if let axis = try? named(node, "axis", in: axes, else: "the default is kept") { stack.axis = axis }
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
        if let spacing = try? length(node, "spacing", else: "the default is kept") { stack.spacing = spacing }
    }

    /// `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="8"/>`.
    /// Without key-value coding only common key paths are set: the layer's
    /// corner radius, border width and color and masksToBounds, and the
    /// view's tag, alpha, hidden and accessibilityIdentifier. Others are
    /// reported and skipped (UIKit would raise for a key path the class lacks).
    private func applyRuntimeAttribute(_ node: IBNode, to view: UIView) {
        let keyPath = node["keyPath"] ?? ""
        let skip = "the attribute is skipped"
        // Xcode writes numbers and colors as a child with key="value", booleans and strings inline.
        let child = node.children.first { $0["key"] == "value" }
        let holder = node["value"] != nil ? node : child
        func length() -> CGFloat? { holder.flatMap { try? self.length($0, "value", of: node, else: skip) } }
        func flag() -> Bool? { holder.flatMap { try? self.flag($0, "value", of: node, else: skip) } }
        let known: Set<String> = ["layer.cornerRadius", "layer.borderWidth", "layer.masksToBounds", "layer.borderColor", "borderColor",
                                  "tag", "alpha", "hidden", "accessibilityIdentifier"]
        if known.contains(keyPath), holder?["value"] == nil, child?.name != "color" {
            StoryboardDiagnostics.report(.invalidValue, "\(file):\(node.line): runtime attribute '\(keyPath)' has no value; skipped")
            return
        }
        switch (keyPath, node["type"]) {
        case ("layer.cornerRadius", "number"?): if let radius = length() { view.layer.cornerRadius = radius }
        case ("layer.borderWidth", "number"?): if let width = length() { view.layer.borderWidth = width }
        case ("layer.masksToBounds", "boolean"?): if let masks = flag() { view.layer.masksToBounds = masks }
        case ("layer.borderColor", "color"?), ("borderColor", "color"?):
            if let color = child.flatMap(color) { view.layer.borderColor = color.cgColor }
        case ("tag", "number"?):
            // Xcode writes a tag as <integer> or <real>; either must be a whole number that fits an Int.
            guard let holder, let number = try? real(holder, "value", of: node, else: skip) else { return }
            if let tag = Int(exactly: number) { view.tag = tag } else { _ = refuse(holder, of: node, "value", "not a whole number", skip) }
        case ("alpha", "number"?): if let alpha = holder.flatMap({ try? real($0, "value", of: node, else: skip) }) { view.alpha = alpha }
        case ("hidden", "boolean"?): if let hidden = flag() { view.isHidden = hidden }
        case ("accessibilityIdentifier", "string"?): view.accessibilityIdentifier = holder?["value"]
        default:
            StoryboardDiagnostics.report(.invalidValue,
                "\(file):\(node.line): runtime attribute '\(keyPath)' (\(node["type"] ?? "?")) is not set by this loader; skipped")
        }
    }

    /// The image an element names: `image="name"` (or `highlightedImage=`),
    /// or `<imageReference key="image" image="name"/>`, loaded with
    /// `UIImage(named:in:compatibleWith:)` from the file's bundle (or a
    /// folder directly inside it). SF Symbols (`catalog="system"`) are not
    /// available off Apple platforms. A missing image is reported, as iOS
    /// logs "Could not load the image referenced from a nib", and left unset.
    private func image(in node: IBNode, key: String) -> UIImage? {
        var name = node[key]
        var system = false
        if name == nil, let reference = node.child("imageReference", key: key) {
            name = reference["image"]
            system = reference["catalog"] == "system"
        }
        guard let name, !name.isEmpty else { return nil }
        if system {
            StoryboardDiagnostics.report(.invalidValue,
                "\(file):\(node.line): system symbol '\(name)' of <\(node.name) id=\"\(node["id"] ?? "")\"> is not available in Trellis; no image is set")
            return nil
        }
        if let image = UIImage(named: name, in: context.bundle, compatibleWith: nil) { return image }
        let base = (name as NSString).deletingPathExtension, given = (name as NSString).pathExtension
        for ext in given.isEmpty ? ["png", "svg"] : [given] {
            if let url = locate(base, ext, in: context.bundle), let image = UIImage(contentsOfFile: url.path) { return image }
        }
        StoryboardDiagnostics.report(.invalidValue,
            "\(file):\(node.line): Could not load the \"\(name)\" image referenced from <\(node.name) id=\"\(node["id"] ?? node.attributes["key"] ?? "")\">; no image is set")
        return nil
    }

    func invalid(_ node: IBNode, _ attribute: String, _ value: String) {
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
                _ = refuse(node, of: nil, "pointSize", "not a font size above 0 and at most \(Int(IBBuilder.maximumFontSize)) points", "the size \(Int(size)) stands in")
            }
        }
        if let style = node["style"] {
            let textStyle = UIFont.TextStyle(rawValue: style)
            if UIFont.TextStyle.allStyles.contains(textStyle) { return UIFont.preferredFont(forTextStyle: textStyle) }
            _ = refuse(node, of: nil, "style", "not a text style", "the system font of size \(Int(size)) stands in")
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
            _ = refuse(node, of: nil, "type", "not a font type", "the system font stands in")
            return UIFont.systemFont(ofSize: size)
        }
    }

    /// The largest font size a storyboard may give: text at a thousand
    /// points already fills a screen several times over, and the text
    /// engine rasterises glyphs at the size asked for.
    static let maximumFontSize: CGFloat = 1000

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

    // MARK: View controllers

    /// Makes the controller of a scene without its view, as UIKit does: the
    /// view is built (and outlets connected) the first time `view` is read,
    /// then `viewDidLoad()` runs. Every reference in the scene is checked
    /// first, so a bad file throws here rather than when the view loads.
    func instantiateViewController(_ node: IBNode, creator: (() -> UIViewController?)? = nil) throws -> UIViewController {
        let id = node["id"] ?? "?"
        if enclosingScenes.contains(id) {
            throw StoryboardError.sceneCycle(file: file, line: node.line, path: enclosingScenes + [id])
        }
        guard budget.take() else {
            throw StoryboardError.tooManyViewControllers(file: file, line: node.line, elementID: id, limit: SceneBudget.limit)
        }
        try validateReferences(under: node)
        let inner = enclosingScenes + [id]
        if IBBuilder.containerControllers.contains(node.name) {
            let root = node.child("connections")?.children("segue").first { $0["kind"] == "relationship" }
            guard let destination = root?["destination"], let rootNode = elements[destination] else {
                throw StoryboardError.unsupportedController(file: file, line: node.line, elementID: node["id"] ?? "?", kind: node.name)
            }
            StoryboardDiagnostics.report(.unknownElement,
                "\(file):\(node.line): <\(node.name) id=\"\(node["id"] ?? "")\"> is not available in Trellis; its root view controller '\(destination)' stands in")
            return try IBBuilder(context: context, enclosingScenes: inner, budget: budget).instantiateViewController(rootNode, creator: creator)
        }
        let controller: UIViewController
        if let made = creator?() {
            controller = made
        } else if node.name == "tableViewController" {
            let style = node.child("tableView", key: "view").flatMap { IBBuilder.tableStyles[$0["style"] ?? ""] } ?? .plain
            controller = make(node) { UITableViewController(style: style) }
        } else {
            if node.name != "viewController" {
                StoryboardDiagnostics.report(.unknownElement,
                    "\(file):\(node.line): <\(node.name) id=\"\(node["id"] ?? "")\"> is not a controller kind this loader builds; a UIViewController stands in")
            }
            controller = make(node) { UIViewController(nibName: nil, bundle: nil) }
        }
        if let title = node["title"] ?? node.child("navigationItem", key: "navigationItem")?["title"] { controller.title = title }
        if let style = try? named(node, "modalPresentationStyle", in: IBBuilder.presentationStyles, else: "the default is kept") {
            controller.modalPresentationStyle = style
        }
        let context = self.context, budget = self.budget
        controller.storyboardReference = SceneReference(storyboard: context.storyboard, context: context, node: node)
        controller.storyboardViewLoader = { controller in
            IBBuilder(context: context, enclosingScenes: inner, budget: budget).loadView(of: node, for: controller)
        }
        controller.awakeFromNib()
        return controller
    }

    static let containerControllers: Set<String> = ["navigationController", "tabBarController", "splitViewController", "pageViewController"]
    static let tableStyles: [String: UITableView.Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "popover": .popover, "automatic": .automatic,
    ]

    /// Builds a scene's view for `controller`: its views and constraints,
    /// the controller's outlets, embedded children and triggered segues.
    func loadView(of node: IBNode, for controller: UIViewController) -> UIView {
        if let id = node["id"] { objects[id] = controller }
        sceneController = controller
        let root: UIView
        if let viewNode = node.children.first(where: { $0["key"] == "view" }) {
            root = buildView(viewNode)
        } else {
            root = UIView(frame: UIScreen.main.bounds)
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        for guide in node.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            let types = ["top": true, "bottom": false]
            guard let id = guide["id"], let top = try? named(guide, "type", in: types, else: "constraints to it are skipped") else { continue }
            legacyGuides[id] = (top, root)
        }
        collectConnections(of: node, source: controller)
        finish()
        sceneController = nil
        return root
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
    func connectAction(_ selector: String, from source: AnyObject, to destination: AnyObject, event: String, node: IBNode) {
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

    /// The object built for `id`. References were checked when the scene or
    /// nib was instantiated; an element of the file that this build did not
    /// make (one in another scene) is reported and the constraint or
    /// connection skipped, as there is nothing to connect.
    func item(_ id: String, for node: IBNode) -> AnyObject? {
        if let object = objects[id] { return object }
        if let legacy = legacyGuides[id] { return legacy.view.safeAreaLayoutGuide }
        StoryboardDiagnostics.report(.invalidValue,
            "\(file):\(node.line): <\(node.name) id=\"\(node["id"] ?? "")\"> refers to '\(id)', which is not part of this scene; skipped")
        return nil
    }

    /// Makes and activates the pending constraints, then makes the pending
    /// connections and embeds the children of container views.
    func finish() {
        let constraints = pendingConstraints
        pendingConstraints = []
        for (owner, node) in constraints { makeConstraint(node, owner: owner) }
        let awaking = viewsInOrder
        viewsInOrder = []
        let connections = pendingConnections
        pendingConnections = []
        for (source, node) in connections {
            switch node.name {
            case "outlet", "outletCollection":
                guard let property = node["property"], let destinationID = node["destination"],
                      let destination = item(destinationID, for: node) else { continue }
                if connectBuiltInOutlet(property, of: source, to: destination) { continue }
                OutletConnector.connect(property, of: source, to: destination, file: "\(file):\(node.line)")
            case "action":
                guard let selector = node["selector"], let destinationID = node["destination"],
                      let destination = item(destinationID, for: node) else { continue }
                connectAction(selector, from: source, to: destination, event: node["eventType"] ?? "touchUpInside", node: node)
            case "segue":
                connectSegue(node, from: source)
            default:
                StoryboardDiagnostics.report(.unknownElement, "\(file):\(node.line): <\(node.name)> connections are not made by this loader; skipped")
            }
        }
        for view in awaking { view.awakeFromNib() }
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

    /// Outlets UIKit classes declare themselves: a table's `dataSource` and
    /// a scroll view's (or table's) `delegate`.
    func connectBuiltInOutlet(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
        switch (source, property) {
        case let (table as UITableView, "dataSource"):
            table.dataSource = destination as? UITableViewDataSource
            if table.dataSource == nil { mismatch(property, source, destination) }
            return true
        case let (scroll as UIScrollView, "delegate"):
            scroll.delegate = destination as? UIScrollViewDelegate
            if scroll.delegate == nil { mismatch(property, source, destination) }
            return true
        default:
            return false
        }
    }

    private func mismatch(_ property: String, _ source: AnyObject, _ destination: AnyObject) {
        StoryboardDiagnostics.report(.unknownOutlet,
            "\(file): outlet '\(property)' of \(type(of: source)) cannot hold a \(type(of: destination)); the connection was skipped")
    }

    // MARK: Segues

    static let presentingSegues: Set<String> = ["show", "showDetail", "presentation", "popoverPresentation", "push", "modal", "replace"]

    /// `<segue kind="embed">` from a container view embeds the destination
    /// scene's controller as a child; a segue from a control runs when the
    /// control is tapped; a segue from the controller itself waits for
    /// `performSegue(withIdentifier:sender:)`.
    func connectSegue(_ node: IBNode, from source: AnyObject) {
        let kind = node["kind"] ?? ""
        switch (kind, source) {
        case ("relationship", _), (_, is UIViewController):
            return
        case ("embed", let container as UIView):
            guard let parent = sceneController, let destinationID = node["destination"], let destinationNode = elements[destinationID] else { return }
            do {
                let child = try IBBuilder(context: context, enclosingScenes: enclosingScenes, budget: budget).instantiateViewController(destinationNode)
                parent.prepare(for: UIStoryboardSegue(identifier: node["identifier"], source: parent, destination: child), sender: nil)
                parent.addChild(child)
                child.view.frame = container.bounds
                child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(child.view)
                child.didMove(toParent: parent)
            } catch {
                StoryboardDiagnostics.report(.loadFailed, "\(error)")
            }
        case (_, let control as UIControl) where IBBuilder.presentingSegues.contains(kind):
            guard let parent = sceneController else { return }
            let context = self.context
            control.addAction(UIAction { [weak parent, weak control] _ in
                guard let parent, let control else { return }
                if let identifier = node["identifier"], !parent.shouldPerformSegue(withIdentifier: identifier, sender: control) { return }
                IBBuilder.perform(node, from: parent, sender: control, context: context)
            }, for: .touchUpInside)
        default:
            StoryboardDiagnostics.report(.unknownElement,
                "\(file):\(node.line): a '\(kind)' segue from a \(type(of: source)) is not run by this loader; skipped")
        }
    }

    /// Runs a show or present segue: instantiates the destination, calls the
    /// source's `prepare(for:sender:)`, and presents it (without a
    /// navigation controller UIKit's show segue presents modally too).
    static func perform(_ node: IBNode, from source: UIViewController, sender: Any?, context: IBContext) {
        guard let destinationID = node["destination"], let destinationNode = context.elements[destinationID] else { return }
        do {
            let destination = try IBBuilder(context: context).instantiateViewController(destinationNode)
            // Xcode writes a presentation segue's style on the segue; it wins over the destination's own.
            if let value = node["modalPresentationStyle"] {
                if let style = presentationStyles[value] {
                    destination.modalPresentationStyle = style
                } else {
                    StoryboardDiagnostics.report(.invalidValue,
                        "\(context.document.fileName):\(node.line): <segue id=\"\(node["id"] ?? "")\"> modalPresentationStyle=\"\(value)\": not a known value; the destination's own style is kept")
                }
            }
            let segue = UIStoryboardSegue(identifier: node["identifier"], source: source, destination: destination) { [weak source] in
                source?.present(destination, animated: node["animates"] != "NO")
            }
            source.prepare(for: segue, sender: sender)
            segue.perform()
        } catch {
            StoryboardDiagnostics.report(.loadFailed, "\(error)")
        }
    }
}
