import Foundation

/// One laid-out instance of a group: its size and the frames of its leaf
/// items (cells) relative to its origin, in the order items fill them.
///
/// A section repeats its group, so the layout computes one instance and
/// shifts it; only a group whose items sized themselves (estimated
/// dimensions) is laid out again, with the sizes they asked for.
struct CollectionGroupGeometry {
    /// The group's size.
    var size: CGSize
    /// Each leaf's cell frame (its place less its content insets).
    var frames: [CGRect]
    /// Each leaf's axes that its cell sizes (estimated dimensions).
    var selfSizing: [UICollectionViewLayoutAttributes.SelfSizingAxes]
    /// Each leaf's z-index (custom groups give one; others 0).
    var zIndexes: [Int]
    /// The leaves' supplementary items (badges), by leaf.
    var supplementaries: [[NSCollectionLayoutSupplementaryItem]]

    static var empty: CollectionGroupGeometry { CollectionGroupGeometry(size: .zero, frames: [], selfSizing: [], zIndexes: [], supplementaries: []) }

    var count: Int { frames.count }

    /// Lays out `group` as it fills a container of `container` size.
    /// `measured(leaf)` gives a leaf's own size when its cell sized itself
    /// (nil otherwise), so a self-sized group grows to hold its items.
    static func layout(_ group: NSCollectionLayoutGroup, in container: CGSize, environment: any NSCollectionLayoutEnvironment,
                       measured: (Int) -> CGSize? = { _ in nil }) -> CollectionGroupGeometry {
        var result = CollectionGroupGeometry.empty
        var leaf = 0
        let size = place(group, in: container, environment: environment, origin: .zero, into: &result, leaf: &leaf, measured: measured)
        result.size = size
        return result
    }

    /// Places `group` at `origin` and returns its size. Its own size is
    /// resolved in `container`; an estimated dimension becomes the extent
    /// of what it holds on that axis.
    private static func place(_ group: NSCollectionLayoutGroup, in container: CGSize, environment: any NSCollectionLayoutEnvironment,
                              origin: CGPoint, into result: inout CollectionGroupGeometry, leaf: inout Int,
                              measured: (Int) -> CGSize?) -> CGSize {
        var size = group.layoutSize.resolved(in: container)
        let firstLeaf = result.frames.count

        if group.axis == .custom {
            for item in group.itemProvider?(environment) ?? [] {
                let frame = item.frame.standardized
                guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
                result.frames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
                result.selfSizing.append([])
                result.zIndexes.append(item.zIndex)
                result.supplementaries.append([])
                leaf += 1
            }
            return size
        }

        let horizontal = group.axis == .horizontal
        let available = horizontal ? size.width : size.height
        // The items in order, repeated while the next fits (or exactly
        // `repeatCount` copies sharing the room).
        var sequence: [NSCollectionLayoutItem] = []
        var alongExtents: [CGFloat] = []
        let spacing = group.interItemSpacing
        let minimumSpacing = spacing.map { max(0, $0.spacing) } ?? 0
        if let count = group.repeatCount, let item = group.subitems.first {
            let extent = max(0, (available - minimumSpacing * CGFloat(count - 1)) / CGFloat(count))
            sequence = Array(repeating: item, count: count)
            alongExtents = Array(repeating: extent, count: count)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var index = 0
            // A bound on the copies, so zero-sized items cannot loop forever.
            let limit = 10_000
            while sequence.count < limit {
                let item = group.subitems[index % group.subitems.count]
                let itemSize = item.layoutSize.resolved(in: size)
                var extent = horizontal ? itemSize.width : itemSize.height
                if let own = measured(leaf + sequence.count).map({ horizontal ? $0.width : $0.height }),
                   horizontal ? item.layoutSize.widthDimension.isEstimated : item.layoutSize.heightDimension.isEstimated {
                    extent = own
                }
                let lead = edgeSpacing(item, leading: true, horizontal: horizontal)
                let trail = edgeSpacing(item, leading: false, horizontal: horizontal)
                let needed = used + (sequence.isEmpty ? 0 : minimumSpacing) + lead + extent + trail
                // Fits with a hair of slack, so thirds of a width fit three times.
                // The first item always goes in, as UIKit places at least one.
                if !sequence.isEmpty, needed > available + 0.001 { break }
                sequence.append(item)
                alongExtents.append(extent)
                used = needed
                index += 1
                // A group that sizes itself along its axis holds its subitems once.
                if isEstimated(group, horizontal: horizontal), index == group.subitems.count { break }
                if extent + lead + trail <= 0, index >= group.subitems.count { break }
            }
        }

        // Flexible spacing shares out what is left between the items.
        var gap = minimumSpacing
        let content = alongExtents.enumerated().reduce(CGFloat(0)) { sum, pair in
            sum + pair.element + edgeSpacing(sequence[pair.offset], leading: true, horizontal: horizontal)
                + edgeSpacing(sequence[pair.offset], leading: false, horizontal: horizontal)
        }
        if let spacing, spacing.isFlexibleSpacing, sequence.count > 1 {
            gap = max(minimumSpacing, (available - content) / CGFloat(sequence.count - 1))
        }

        var along: CGFloat = 0
        var crossExtent: CGFloat = 0
        for (index, item) in sequence.enumerated() {
            if index > 0 { along += gap }
            along += edgeSpacing(item, leading: true, horizontal: horizontal)
            var extent = alongExtents[index]
            let itemSize = item.layoutSize.resolved(in: size)
            let crossDimension = horizontal ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
            var cross = horizontal ? itemSize.height : itemSize.width
            let crossLead = horizontal ? item.edgeSpacing?.top?.spacing ?? 0 : item.edgeSpacing?.leading?.spacing ?? 0
            let crossTrail = horizontal ? item.edgeSpacing?.bottom?.spacing ?? 0 : item.edgeSpacing?.trailing?.spacing ?? 0
            let placeOrigin = horizontal ? CGPoint(x: origin.x + along, y: origin.y + crossLead)
                : CGPoint(x: origin.x + crossLead, y: origin.y + along)
            if let subgroup = item as? NSCollectionLayoutGroup {
                // A nested group's fractions are of the group holding it.
                let placed = place(subgroup, in: size, environment: environment, origin: placeOrigin,
                                   into: &result, leaf: &leaf, measured: measured)
                cross = horizontal ? placed.height : placed.width
                extent = horizontal ? placed.width : placed.height
            } else {
                if crossDimension.isEstimated, let own = measured(leaf) {
                    cross = horizontal ? own.height : own.width
                }
                let place = horizontal ? CGRect(x: placeOrigin.x, y: placeOrigin.y, width: extent, height: cross)
                    : CGRect(x: placeOrigin.x, y: placeOrigin.y, width: cross, height: extent)
                result.frames.append(inset(place, by: item))
                var axes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
                if item.layoutSize.widthDimension.isEstimated { axes.insert(.width) }
                if item.layoutSize.heightDimension.isEstimated { axes.insert(.height) }
                result.selfSizing.append(axes)
                result.zIndexes.append(0)
                result.supplementaries.append(item.supplementaryItems)
                leaf += 1
            }
            crossExtent = max(crossExtent, crossLead + cross + crossTrail)
            along += extent + edgeSpacing(item, leading: false, horizontal: horizontal)
        }

        // An estimated group is as big as what it holds on that axis.
        if horizontal {
            if group.layoutSize.widthDimension.isEstimated { size.width = along }
            if group.layoutSize.heightDimension.isEstimated, !sequence.isEmpty { size.height = crossExtent }
        } else {
            if group.layoutSize.heightDimension.isEstimated { size.height = along }
            if group.layoutSize.widthDimension.isEstimated, !sequence.isEmpty { size.width = crossExtent }
        }
        // Items with `uniformAcrossSiblings` heights take the tallest sibling's.
        if horizontal, sequence.contains(where: { $0.layoutSize.heightDimension.isUniformAcrossSiblings }) {
            for index in firstLeaf..<result.frames.count where result.selfSizing[index].contains(.height) {
                result.frames[index].size.height = size.height
            }
        }
        return size
    }

    private static func isEstimated(_ group: NSCollectionLayoutGroup, horizontal: Bool) -> Bool {
        horizontal ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated
    }

    private static func edgeSpacing(_ item: NSCollectionLayoutItem, leading: Bool, horizontal: Bool) -> CGFloat {
        guard let edges = item.edgeSpacing else { return 0 }
        let spacing = horizontal ? (leading ? edges.leading : edges.trailing) : (leading ? edges.top : edges.bottom)
        return max(0, spacing?.spacing ?? 0)
    }

    /// The cell's frame in its place: less the item's content insets,
    /// except on an axis with an estimated dimension, where UIKit ignores them.
    private static func inset(_ place: CGRect, by item: NSCollectionLayoutItem) -> CGRect {
        let insets = item.contentInsets
        var frame = place
        if !item.layoutSize.widthDimension.isEstimated {
            frame.origin.x += insets.leading
            frame.size.width = max(0, frame.width - insets.leading - insets.trailing)
        }
        if !item.layoutSize.heightDimension.isEstimated {
            frame.origin.y += insets.top
            frame.size.height = max(0, frame.height - insets.top - insets.bottom)
        }
        return frame
    }
}
