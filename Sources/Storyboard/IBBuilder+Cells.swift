import Foundation
import Trellis

/// Table view cells, from prototypes and from xibs.
extension IBBuilder {
    static let cellStyles: [String: UITableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    /// A table view cell from a prototype or a xib: its class (registered
    /// with `Storyboard.register(_:)` for cells, made with
    /// `init(style:reuseIdentifier:)`; or found by name and made with
    /// `init?(coder:)`, or with `init(style:reuseIdentifier:)` when the
    /// prototype has a built-in style), its built-in labels, and its content
    /// view's subviews and constraints.
    func buildCell(_ node: IBNode) -> UITableViewCell {
        var style = UITableViewCell.CellStyle.default
        if let value = node["style"] {
            if let known = IBBuilder.cellStyles[value] { style = known } else { invalid(node, "style") }
        }
        let reuseIdentifier = node["reuseIdentifier"]
        let cell: UITableViewCell
        if let custom = node["customClass"],
           let made = Storyboard.makeCell(customClass: custom, module: node["customModule"], style: style, reuseIdentifier: reuseIdentifier) {
            cell = made
        } else if style != .default, let custom = node["customClass"],
                  let found = Storyboard.lookUpClass(custom, module: node["customModule"], bundle: context.bundle) as? UITableViewCell.Type {
            // Trellis's init(coder:) cannot be told the built-in style UIKit
            // decodes from the archive, so a styled cell is made with it.
            cell = found.init(style: style, reuseIdentifier: reuseIdentifier)
        } else {
            cell = make(node) { UITableViewCell(style: style, reuseIdentifier: reuseIdentifier) }
            if cell.reuseIdentifier != reuseIdentifier { cell.setReuseIdentifier(reuseIdentifier) }
        }
        if let id = node["id"] { objects[id] = cell }
        viewsInOrder.append(cell)
        applyViewAttributes(node, to: cell)
        if let value = node["accessoryType"] {
            let types: [String: UITableViewCell.AccessoryType] = [
                "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
                "checkmark": .checkmark, "detailButton": .detailButton,
            ]
            if let type = types[value] { cell.accessoryType = type } else { invalid(node, "accessoryType") }
        }
        if let value = node["selectionStyle"] {
            let styles: [String: UITableViewCell.SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
            if let selection = styles[value] { cell.selectionStyle = selection } else { invalid(node, "selectionStyle") }
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
}
