import Foundation
import Trellis

/// Views: the UIKit class each element stands for, and the properties
/// Interface Builder writes on views, labels, buttons, fields, switches,
/// spinners, image views, stack, scroll and table views.
extension IBBuilder {
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
        case "navigationBar": UINavigationBar(frame: .zero)
        case "toolbar": UIToolbar(frame: .zero)
        default: nil
        }
    }

    func buildView(_ node: IBNode) -> UIView {
        if node.name == "tableViewCell" { return buildCell(node) }
        if node.name == "collectionView" { return buildCollectionView(node) }
        if node.name == "collectionViewCell" || node.name == "collectionReusableView" { return buildCollectionReusableView(node) }
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
        if node.name == "button", let type = node["buttonType"], IBBuilder.buttonTypes[type] == nil { invalid(node, "buttonType") }
        if node.name == "tableView", let style = node["style"], IBBuilder.tableStyles[style] == nil { invalid(node, "style") }
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
            if let value = IBBuilder.contentModes[mode] { view.contentMode = value } else { invalid(node, "contentMode") }
        }
        if let identifier = node.child("accessibility", key: "accessibilityConfiguration")?["identifier"] {
            view.accessibilityIdentifier = identifier
        }
        if let identifier = node["restorationIdentifier"] { view.restorationIdentifier = identifier }
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
        case let bar as UINavigationBar: applyNavigationBar(node, bar)
        case let toolbar as UIToolbar:
            if let items = node.child("items") { toolbar.items = items.children("barButtonItem").map(makeBarButtonItem) }
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
            if let alignment = IBBuilder.textAlignments[value] { label.textAlignment = alignment } else { invalid(node, "textAlignment") }
        }
        if let value = node["lineBreakMode"] {
            if let mode = IBBuilder.lineBreakModes[value] { label.lineBreakMode = mode } else { invalid(node, "lineBreakMode") }
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
            if let style = styles[value] { field.borderStyle = style } else { invalid(node, "borderStyle") }
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
            default: invalid(node, "style")
            }
        }
        if let color = node.child("color", key: "color").flatMap(color) { spinner.color = color }
        if let hides = try? flag(node, "hidesWhenStopped", else: "the default is kept") { spinner.hidesWhenStopped = hides }
        if (try? flag(node, "animating", else: "it is not animating")) == true { spinner.startAnimating() }
        // Setting hidesWhenStopped and starting the animation change isHidden;
        // the file's own hidden flag wins, as it is the state Xcode saved.
        switch node["hidden"] {
        case "YES": spinner.isHidden = true
        case "NO": spinner.isHidden = false
        default: spinner.isHidden = spinner.hidesWhenStopped && !spinner.isAnimating
        }
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
            if let alignment = table[value] { stack.alignment = alignment } else { invalid(node, "alignment") }
        }
        if let value = node["distribution"] {
            let table: [String: UIStackView.Distribution] = [
                "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
                "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
            ]
            if let distribution = table[value] { stack.distribution = distribution } else { invalid(node, "distribution") }
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
            if let tag = Int(exactly: number) { view.tag = tag } else { refuse(holder, of: node, "value", "not a whole number", skip) }
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
    /// folder directly inside it). An SF Symbol (`catalog="system"`, on the
    /// element or its `<imageReference>`) is `UIImage(systemName:)`, which
    /// draws the Bootstrap icon standing in for it; a symbol with none is
    /// reported. A missing image is reported, as iOS logs "Could not load
    /// the image referenced from a nib", and left unset.
    func image(in node: IBNode, key: String) -> UIImage? {
        var name = node[key]
        // Xcode writes an SF Symbol as image="pencil.circle" catalog="system" on the element itself.
        var system = name != nil && key == "image" && node["catalog"] == "system"
        if name == nil, let reference = node.child("imageReference", key: key) {
            name = reference["image"]
            system = reference["catalog"] == "system"
        }
        guard let name, !name.isEmpty else { return nil }
        if system {
            if let symbol = UIImage(systemName: name) { return symbol }
            StoryboardDiagnostics.report(.invalidValue,
                "\(file):\(node.line): system symbol '\(name)' of <\(node.name) id=\"\(node["id"] ?? "")\"> has no image in Trellis's symbol set; no image is set")
            return nil
        }
        if let image = UIImage(named: name, in: context.bundle, compatibleWith: nil) { return image }
        let base = (name as NSString).deletingPathExtension, given = (name as NSString).pathExtension
        for ext in given.isEmpty ? ["png", "svg"] : [given] {
            if let url = locateFile(base, ext, in: context.bundle), let image = UIImage(contentsOfFile: url.path) { return image }
        }
        StoryboardDiagnostics.report(.invalidValue,
            "\(file):\(node.line): Could not load the \"\(name)\" image referenced from <\(node.name) id=\"\(node["id"] ?? node.attributes["key"] ?? "")\">; no image is set")
        return nil
    }

    /// Reports a name Xcode does not write for `attribute`, whose default stays.
    func invalid(_ node: IBNode, _ attribute: String) {
        refuse(node, of: nil, attribute, "not a known value", "the default is kept")
    }
}
