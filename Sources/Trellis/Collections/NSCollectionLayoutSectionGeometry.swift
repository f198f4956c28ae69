import Foundation

/// Running sums over a section's groups without a record per group unless
/// one was measured: a Fenwick tree (prefix sums in O(log n)) in zeroed
/// memory, whose pages are only mapped when written. A million-item
/// self-sizing list costs the same to set up as a thousand-item one.
///
/// The memory is an anonymous `mmap`, not `calloc`: once a large block is
/// freed, glibc raises its mmap threshold and serves the next `calloc` of
/// the same size from the heap, zeroing (so touching) every page — 6.7 MB
/// of resident memory for a million-item list in `trellis bench collection`.
final class CollectionPrefixSums {
    private let capacity: Int
    private let byteCount: Int
    private let tree: UnsafeMutablePointer<Double>?
    private(set) var total: Double = 0

    init(count: Int) {
        capacity = max(0, count)
        byteCount = (capacity + 1) * MemoryLayout<Double>.stride
        let memory = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        tree = memory == MAP_FAILED ? nil : memory?.assumingMemoryBound(to: Double.self)
    }

    deinit {
        if let tree { munmap(tree, byteCount) }
    }

    /// The sum of the values before `index`. O(log n).
    func sum(before index: Int) -> Double {
        guard let tree else { return 0 }
        var position = min(max(0, index), capacity), sum = 0.0
        while position > 0 {
            sum += tree[position]
            position &= position - 1
        }
        return sum
    }

    /// Adds `value` at `index`. O(log n).
    func add(_ value: Double, at index: Int) {
        guard let tree, index >= 0, index < capacity, value != 0 else { return }
        total += value
        var position = index + 1
        while position <= capacity {
            tree[position] += value
            position += position & -position
        }
    }
}

/// Where a compositional section's elements are, computed on demand: one
/// laid-out group (`template`) repeated `groupCount` times at a fixed
/// stride, plus corrections for the groups whose items sized themselves.
/// Finding the groups in a rectangle is a binary search, so the work of a
/// layout question does not grow with the item count.
///
/// Coordinates are the section's own: its content starts at
/// `contentOrigin`; the layout adds the section's place (`origin` on the
/// layout's axis).
final class CompositionalSectionGeometry {
    let section: NSCollectionLayoutSection
    let itemCount: Int
    /// Whether the layout scrolls vertically (sections stack down).
    let vertical: Bool
    /// Whether the section's groups repeat across the layout's axis (an
    /// orthogonal section) rather than along it.
    let orthogonal: Bool
    let environment: any NSCollectionLayoutEnvironment
    /// The size the group's dimensions are fractions of.
    let groupContainer: CGSize
    /// The section's insets with their reference added.
    let insets: NSDirectionalEdgeInsets
    /// The group as laid out before any item sized itself.
    let template: CollectionGroupGeometry
    let groupCount: Int
    /// Groups that were laid out again with their items' own sizes.
    private(set) var measuredGroups: [Int: CollectionGroupGeometry] = [:]
    /// Sizes cells asked for, by item; sparse (items seen only).
    private var measuredItems: [Int: CGSize] = [:]
    /// Each measured group's change of length along the repeat axis.
    private var corrections: CollectionPrefixSums?
    /// The largest cross-axis extent of a measured group (orthogonal sections).
    private var measuredCrossExtent: CGFloat = 0

    /// The boundary supplementary items with their sizes.
    private(set) var boundarySizes: [CGSize]
    /// Where the section starts on the layout's axis (set by the layout).
    var origin: CGFloat = 0
    /// The width (vertical layouts) or height the section spans across the axis.
    let crossLength: CGFloat

    init(section: NSCollectionLayoutSection, itemCount: Int, vertical: Bool, environment: any NSCollectionLayoutEnvironment,
         crossLength: CGFloat, mainLength: CGFloat, referenceInsets: NSDirectionalEdgeInsets) {
        self.section = section
        self.itemCount = max(0, itemCount)
        self.vertical = vertical
        orthogonal = section.orthogonalScrollingBehavior != .none
        self.environment = environment
        self.crossLength = crossLength
        let own = section.contentInsets
        insets = NSDirectionalEdgeInsets(top: own.top + referenceInsets.top, leading: own.leading + referenceInsets.leading,
                                         bottom: own.bottom + referenceInsets.bottom, trailing: own.trailing + referenceInsets.trailing)
        let width = vertical ? crossLength : mainLength
        let height = vertical ? mainLength : crossLength
        groupContainer = CGSize(width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
        template = CollectionGroupGeometry.layout(section.group, in: groupContainer, environment: environment)
        groupCount = template.count > 0 ? (self.itemCount + template.count - 1) / template.count : 0
        let boundaryContainer = CGSize(width: section.supplementariesFollowContentInsets ? groupContainer.width : width,
                                       height: section.supplementariesFollowContentInsets ? groupContainer.height : height)
        boundarySizes = section.boundarySupplementaryItems.map { $0.layoutSize.resolved(in: boundaryContainer) }
    }

    // MARK: - Groups

    /// Whether groups repeat down (true) or across.
    var repeatsVertically: Bool { vertical != orthogonal }

    private func along(_ size: CGSize) -> CGFloat { repeatsVertically ? size.height : size.width }
    private func across(_ size: CGSize) -> CGFloat { repeatsVertically ? size.width : size.height }

    private var stride: CGFloat { along(template.size) + max(0, section.interGroupSpacing) }

    func group(_ index: Int) -> CollectionGroupGeometry { measuredGroups[index] ?? template }

    /// Where group `index` starts along the repeat axis, from the content origin.
    func groupOffset(_ index: Int) -> CGFloat {
        CGFloat(index) * stride + CGFloat(corrections?.sum(before: index) ?? 0)
    }

    /// The length of all groups along the repeat axis.
    var groupsLength: CGFloat {
        guard groupCount > 0 else { return 0 }
        return CGFloat(groupCount) * along(template.size) + CGFloat(groupCount - 1) * max(0, section.interGroupSpacing)
            + CGFloat(corrections?.total ?? 0)
    }

    /// The first group that ends after `offset` along the repeat axis. O(log² n).
    func firstGroup(endingAfter offset: CGFloat) -> Int {
        var low = 0, high = groupCount
        while low < high {
            let mid = (low + high) / 2
            if groupOffset(mid) + along(group(mid).size) <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    // MARK: - Boundary items

    /// The space the section's content starts after on the layout's axis:
    /// the headers that extend the boundary.
    var leadingBoundaryLength: CGFloat {
        section.leadingPadding + zip(section.boundarySupplementaryItems, boundarySizes).reduce(0) { sum, pair in
            pair.0.extendsBoundary && pair.0.isAbove ? max(sum, vertical ? pair.1.height : pair.1.width) : sum
        }
    }

    var trailingBoundaryLength: CGFloat {
        zip(section.boundarySupplementaryItems, boundarySizes).reduce(0) { sum, pair in
            pair.0.extendsBoundary && pair.0.isBelow ? max(sum, vertical ? pair.1.height : pair.1.width) : sum
        }
    }

    /// Where the first group starts, relative to the section's origin.
    var contentOrigin: CGPoint {
        vertical ? CGPoint(x: insets.leading, y: leadingBoundaryLength + insets.top)
            : CGPoint(x: leadingBoundaryLength + insets.leading, y: insets.top)
    }

    /// The content's length on the layout's axis (insets included, boundary items not).
    var contentLength: CGFloat {
        let groups: CGFloat
        if orthogonal {
            groups = groupCount > 0 ? max(along2(template.size), measuredCrossExtent) : 0
        } else {
            groups = groupsLength
        }
        return groups + (vertical ? insets.top + insets.bottom : insets.leading + insets.trailing)
    }

    /// An orthogonal section's group length on the layout's axis.
    private func along2(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

    /// The section's whole length on the layout's axis.
    var length: CGFloat { leadingBoundaryLength + contentLength + trailingBoundaryLength }

    /// How far an orthogonal section's content reaches across the layout's axis.
    var orthogonalContentLength: CGFloat {
        groupsLength + (vertical ? insets.leading + insets.trailing : insets.top + insets.bottom)
    }

    // MARK: - Self-sizing

    /// Records the size item `item`'s cell asked for and lays its group out
    /// again; returns whether anything moved.
    @discardableResult
    func setMeasuredSize(_ size: CGSize, ofItem item: Int) -> Bool {
        guard item >= 0, item < itemCount, template.count > 0, size.width.isFinite, size.height.isFinite else { return false }
        let groupIndex = item / template.count
        let leaf = item % template.count
        let axes = template.selfSizing[leaf]
        guard !axes.isEmpty else { return false }
        let current = group(groupIndex).frames[leaf].size
        let wanted = CGSize(width: axes.contains(.width) ? max(0, size.width) : current.width,
                            height: axes.contains(.height) ? max(0, size.height) : current.height)
        if abs(wanted.width - current.width) < 0.001, abs(wanted.height - current.height) < 0.001 { return false }
        measuredItems[item] = wanted
        let first = groupIndex * template.count
        let relaid = CollectionGroupGeometry.layout(section.group, in: groupContainer, environment: environment) { [measuredItems] leaf in
            measuredItems[first + leaf]
        }
        let before = along(group(groupIndex).size)
        measuredGroups[groupIndex] = relaid
        let change = along(relaid.size) - before
        if change != 0 {
            if corrections == nil { corrections = CollectionPrefixSums(count: groupCount) }
            corrections?.add(Double(change), at: groupIndex)
        }
        if orthogonal { measuredCrossExtent = max(measuredCrossExtent, along2(relaid.size)) }
        return true
    }

    /// Records the size a boundary supplementary view asked for.
    @discardableResult
    func setMeasuredSize(_ size: CGSize, ofBoundaryItem index: Int) -> Bool {
        guard boundarySizes.indices.contains(index), size.width.isFinite, size.height.isFinite else { return false }
        let layoutSize = section.boundarySupplementaryItems[index].layoutSize
        var wanted = boundarySizes[index]
        if layoutSize.widthDimension.isEstimated { wanted.width = max(0, size.width) }
        if layoutSize.heightDimension.isEstimated { wanted.height = max(0, size.height) }
        guard wanted != boundarySizes[index] else { return false }
        boundarySizes[index] = wanted
        return true
    }

    // MARK: - Frames

    /// The frame of item `item` in the section's coordinates, before an
    /// orthogonal section's scroll offset.
    func itemFrame(_ item: Int) -> CGRect? {
        guard item >= 0, item < itemCount, template.count > 0 else { return nil }
        let groupIndex = item / template.count
        let frame = group(groupIndex).frames[item % template.count]
        return frame.offsetBy(dx: groupOrigin(groupIndex).x, dy: groupOrigin(groupIndex).y)
    }

    /// Group `index`'s origin in the section's coordinates.
    func groupOrigin(_ index: Int) -> CGPoint {
        let content = contentOrigin
        let offset = groupOffset(index)
        return repeatsVertically ? CGPoint(x: content.x, y: content.y + offset) : CGPoint(x: content.x + offset, y: content.y)
    }

    /// The frame of boundary item `index` in the section's coordinates,
    /// where the section is `length` long.
    func boundaryFrame(_ index: Int) -> CGRect {
        let item = section.boundarySupplementaryItems[index]
        let size = boundarySizes[index]
        let follow = section.supplementariesFollowContentInsets
        let crossStart = vertical ? (follow ? insets.leading : 0) : (follow ? insets.top : 0)
        let crossSpan = vertical ? (follow ? crossLength - insets.leading - insets.trailing : crossLength)
            : (follow ? crossLength - insets.top - insets.bottom : crossLength)
        let sizeAcross = vertical ? size.width : size.height
        let sizeAlong = vertical ? size.height : size.width
        let edges = NSCollectionLayoutBoundarySupplementaryItem.edges(for: item.alignment)
        var acrossOrigin = crossStart + (crossSpan - sizeAcross) / 2
        if edges.contains(vertical ? .leading : .top) { acrossOrigin = crossStart }
        if edges.contains(vertical ? .trailing : .bottom) { acrossOrigin = crossStart + crossSpan - sizeAcross }
        let sectionLength = length
        var alongOrigin: CGFloat
        if item.isAbove {
            alongOrigin = section.leadingPadding
        } else if item.isBelow {
            alongOrigin = sectionLength - sizeAlong
        } else {
            alongOrigin = leadingBoundaryLength
        }
        alongOrigin += vertical ? item.offset.y : item.offset.x
        acrossOrigin += vertical ? item.offset.x : item.offset.y
        return vertical ? CGRect(x: acrossOrigin, y: alongOrigin, width: sizeAcross, height: sizeAlong)
            : CGRect(x: alongOrigin, y: acrossOrigin, width: sizeAlong, height: sizeAcross)
    }

    /// The area behind the section's content (insets included, boundary
    /// items not): where a background decoration goes.
    var contentFrame: CGRect {
        vertical ? CGRect(x: 0, y: leadingBoundaryLength, width: crossLength, height: contentLength)
            : CGRect(x: leadingBoundaryLength, y: 0, width: contentLength, height: crossLength)
    }
}
