import Foundation
import Trellis

/// Collection views: their flow (or custom) layout, prototype cells and
/// header and footer views, as Xcode writes them.
extension IBBuilder {
    static let scrollDirections: [String: UICollectionView.ScrollDirection] = ["vertical": .vertical, "horizontal": .horizontal]
    static let sectionInsetReferences: [String: UICollectionViewFlowLayout.SectionInsetReference] = [
        "contentInset": .fromContentInset, "safeArea": .fromSafeArea, "layoutMargins": .fromLayoutMargins,
    ]

    /// A `<collectionView>`: its class, its layout, its view attributes and
    /// subviews, and its prototypes registered under their reuse identifiers.
    func buildCollectionView(_ node: IBNode) -> UICollectionView {
        let layout = buildCollectionLayout(node)
        let collectionView = make(node) { UICollectionView(frame: .zero, collectionViewLayout: layout) }
        if collectionView.collectionViewLayout !== layout { collectionView.collectionViewLayout = layout }
        if let id = node["id"] { objects[id] = collectionView }
        viewsInOrder.append(collectionView)
        applyViewAttributes(node, to: collectionView)
        populate(collectionView, from: node)
        registerPrototypes(of: node, in: collectionView)
        return collectionView
    }

    /// The layout under `key="collectionViewLayout"`: a flow layout with the
    /// file's metrics, or a custom layout class; a flow layout when absent.
    private func buildCollectionLayout(_ node: IBNode) -> UICollectionViewLayout {
        guard let layoutNode = node.children.first(where: { $0["key"] == "collectionViewLayout" }) else {
            return UICollectionViewFlowLayout()
        }
        let layout: UICollectionViewLayout
        if layoutNode.name == "collectionViewFlowLayout" {
            layout = make(layoutNode) { UICollectionViewFlowLayout() }
        } else {
            if layoutNode["customClass"] == nil {
                StoryboardDiagnostics.report(.unknownElement,
                    "\(file):\(layoutNode.line): <\(layoutNode.name) id=\"\(layoutNode["id"] ?? "")\"> names no layout class; a flow layout stands in")
            }
            layout = make(layoutNode) { UICollectionViewFlowLayout() as UICollectionViewLayout }
        }
        if let id = layoutNode["id"] { objects[id] = layout }
        if let flow = layout as? UICollectionViewFlowLayout { applyFlowLayout(layoutNode, to: flow) }
        collectConnections(of: layoutNode, source: layout)
        return layout
    }

    private func applyFlowLayout(_ node: IBNode, to layout: UICollectionViewFlowLayout) {
        let keep = "the default is kept"
        if let spacing = try? length(node, "minimumLineSpacing", nonNegative: true, else: keep) { layout.minimumLineSpacing = spacing }
        if let spacing = try? length(node, "minimumInteritemSpacing", nonNegative: true, else: keep) { layout.minimumInteritemSpacing = spacing }
        if let direction = try? named(node, "scrollDirection", in: IBBuilder.scrollDirections, else: keep) { layout.scrollDirection = direction }
        if let reference = try? named(node, "sectionInsetReference", in: IBBuilder.sectionInsetReferences, else: keep) {
            layout.sectionInsetReference = reference
        }
        if let pins = try? flag(node, "sectionHeadersPinToVisibleBounds", else: keep) { layout.sectionHeadersPinToVisibleBounds = pins }
        if let pins = try? flag(node, "sectionFootersPinToVisibleBounds", else: keep) { layout.sectionFootersPinToVisibleBounds = pins }
        for sizeNode in node.children("size") {
            guard let key = sizeNode["key"] else { continue }
            let skip = "the \(key) is not set"
            guard let width = try? length(sizeNode, "width", of: node, nonNegative: true, else: skip),
                  let height = try? length(sizeNode, "height", of: node, nonNegative: true, else: skip) else { continue }
            let size = CGSize(width: width, height: height)
            switch key {
            case "itemSize": layout.itemSize = size
            case "estimatedItemSize": layout.estimatedItemSize = size
            case "headerReferenceSize": layout.headerReferenceSize = size
            case "footerReferenceSize": layout.footerReferenceSize = size
            default:
                StoryboardDiagnostics.report(.unknownElement, "\(file):\(sizeNode.line): flow layout size key '\(key)' is not known; ignored")
            }
        }
        // Xcode's "Estimate Size: Automatic" (the default for new collection views since Xcode 11).
        if (try? flag(node, "automaticEstimatedItemSize", else: keep)) == true {
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        }
        if let insetNode = node.child("inset", key: "sectionInset"),
           let sides = try? insets(insetNode, of: node, ["minY", "minX", "maxY", "maxX"]) {
            layout.sectionInset = UIEdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
        }
    }

    /// Registers each prototype cell (`<cells>`) and section header and
    /// footer (`key="sectionHeaderView"`, `"sectionFooterView"`) under its
    /// reuse identifier; each dequeue of a new one builds it from the
    /// element, as UIKit decodes the prototype's nib.
    private func registerPrototypes(of node: IBNode, in collectionView: UICollectionView) {
        for prototype in node.child("cells")?.children ?? [] {
            guard prototype.name == "collectionViewCell", let identifier = reuseIdentifier(of: prototype) else { continue }
            let context = self.context
            collectionView.registerCellFactory({
                let builder = IBBuilder(context: context)
                let cell = builder.buildCollectionReusableView(prototype) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
                builder.finish()
                return cell
            }, forCellWithReuseIdentifier: identifier)
        }
        let kinds = ["sectionHeaderView": UICollectionView.elementKindSectionHeader, "sectionFooterView": UICollectionView.elementKindSectionFooter]
        for child in node.children("collectionReusableView") {
            guard let kind = child["key"].flatMap({ kinds[$0] }), let identifier = reuseIdentifier(of: child) else { continue }
            let context = self.context
            collectionView.registerSupplementaryFactory({
                let builder = IBBuilder(context: context)
                let view = builder.buildCollectionReusableView(child)
                builder.finish()
                return view
            }, ofKind: kind, withReuseIdentifier: identifier)
        }
    }

    private func reuseIdentifier(of prototype: IBNode) -> String? {
        guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else {
            StoryboardDiagnostics.report(.invalidValue,
                "\(file):\(prototype.line): prototype <\(prototype.name) id=\"\(prototype["id"] ?? "")\"> has no reuse identifier; it cannot be dequeued and was skipped")
            return nil
        }
        return identifier
    }

    /// A `<collectionViewCell>` or `<collectionReusableView>`: its class
    /// (made with `init?(coder:)` when custom, as UIKit decodes prototypes),
    /// its attributes, and a cell's content view's subviews and constraints.
    func buildCollectionReusableView(_ node: IBNode) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if node.name == "collectionViewCell" {
            view = make(node) { UICollectionViewCell(frame: .zero) as UICollectionReusableView }
        } else {
            view = make(node) { UICollectionReusableView(frame: .zero) }
        }
        if let id = node["id"] { objects[id] = view }
        viewsInOrder.append(view)
        applyViewAttributes(node, to: view)
        if let cell = view as? UICollectionViewCell,
           let content = node.children.first(where: { $0["key"] == "contentView" }) {
            if let id = content["id"] { objects[id] = cell.contentView }
            let frame = cell.contentView.frame
            applyViewAttributes(content, to: cell.contentView)
            cell.contentView.frame = frame
            populate(cell.contentView, from: content)
            collectConnections(of: node, source: cell)
        } else {
            populate(view, from: node)
        }
        return view
    }
}
