import Foundation

/// Where a flow layout puts everything, computed once per invalidation in
/// "along" (the scroll direction, in which lines follow one another) and
/// "across" (the direction items fill a line in) coordinates, so one code
/// path serves vertical and horizontal layouts.
struct FlowLayoutGeometry {
    /// One line of items: where it starts along the scroll direction, how
    /// thick it is, and which items it holds.
    struct Line {
        var along: CGFloat
        var thickness: CGFloat
        var items: Range<Int>
    }

    /// A section's header, lines and footer, in along/across coordinates.
    struct Section {
        /// Where the section starts (its header's leading edge) and ends (its footer's trailing edge).
        var start: CGFloat = 0
        var end: CGFloat = 0
        /// Where its items end, with the bottom inset: the last place a
        /// pinned header may reach.
        var itemsEnd: CGFloat = 0
        var header: (along: CGFloat, thickness: CGFloat)?
        var footer: (along: CGFloat, thickness: CGFloat)?
        var lines: [Line] = []
        /// Each item's rectangle as (along, across, length along, length across).
        var items: [FlowItemRect] = []
    }

    /// What the layout measures a section with.
    struct SectionMetrics {
        var itemSizes: [CGSize]
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    let isVertical: Bool
    /// The extent across the scroll direction: the content width of a
    /// vertical layout, the content height of a horizontal one.
    let crossExtent: CGFloat
    /// The reference insets (safe area or layout margins beyond the content
    /// inset) on the leading and trailing sides across.
    let crossReference: (leading: CGFloat, trailing: CGFloat)
    private(set) var sections: [Section] = []
    private(set) var alongExtent: CGFloat = 0
    /// Items wider than their line (reported once per computation).
    private(set) var oversizedItem: IndexPath?

    init(isVertical: Bool, crossExtent: CGFloat, crossReference: (leading: CGFloat, trailing: CGFloat), metrics: [SectionMetrics]) {
        self.isVertical = isVertical
        self.crossExtent = crossExtent
        self.crossReference = crossReference
        var along: CGFloat = 0
        for (index, section) in metrics.enumerated() {
            let laid = layOut(section, index: index, from: along)
            sections.append(laid)
            along = laid.end
        }
        alongExtent = along
    }

    /// Lays out one section from `start`: its header across the whole
    /// extent, then the inset, then lines of items, then the inset and the
    /// footer (UIKit: "the width of the header would be set to the width
    /// of the collection view", developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize).
    private mutating func layOut(_ metrics: SectionMetrics, index: Int, from start: CGFloat) -> Section {
        var section = Section(start: start)
        var along = start
        let headerThickness = isVertical ? metrics.headerSize.height : metrics.headerSize.width
        if headerThickness > 0 {
            section.header = (along, headerThickness)
            along += headerThickness
        }
        let inset = metrics.inset
        let leadingInset = (isVertical ? inset.left : inset.top) + crossReference.leading
        let trailingInset = (isVertical ? inset.right : inset.bottom) + crossReference.trailing
        along += isVertical ? inset.top : inset.left
        let available = max(0, crossExtent - leadingInset - trailingInset)
        let sizes = metrics.itemSizes
        section.items.reserveCapacity(sizes.count)
        var first = 0
        while first < sizes.count {
            // As many items as fit with the minimum spacing between them
            // ("used to compute how many items can fit in a single line",
            // developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing);
            // an item too long for any line gets one to itself.
            var used = acrossLength(sizes[first])
            var thickness = alongLength(sizes[first])
            var next = first + 1
            while next < sizes.count {
                let length = acrossLength(sizes[next])
                guard used + metrics.interitemSpacing + length <= available + 0.0001 else { break }
                used += metrics.interitemSpacing + length
                thickness = max(thickness, alongLength(sizes[next]))
                next += 1
            }
            if used > available + 0.0001, oversizedItem == nil { oversizedItem = IndexPath(item: first, section: index) }
            let count = next - first
            let isLastLine = next == sizes.count
            // Justification: a full line spreads its leftover space evenly
            // between its items, so they touch both insets ("the actual
            // spacing may possibly be adjusted upward", same page); a line
            // of one item centers it; the section's last line is packed at
            // the leading inset with the minimum spacing.
            var across = leadingInset
            var spacing = metrics.interitemSpacing
            if !isLastLine {
                if count == 1 {
                    across += (available - used) / 2
                } else {
                    spacing += (available - used) / CGFloat(count - 1)
                }
            }
            for item in first..<next {
                let size = sizes[item]
                // Items shorter than their line are centered in it ("the flow
                // layout object centers items vertically on the same line",
                // Collection View Programming Guide for iOS, "Using the Flow Layout").
                let offset = (thickness - alongLength(size)) / 2
                section.items.append(FlowItemRect(along: along + offset, across: across,
                                                  alongLength: alongLength(size), acrossLength: acrossLength(size)))
                across += acrossLength(size) + spacing
            }
            section.lines.append(Line(along: along, thickness: thickness, items: first..<next))
            along += thickness
            first = next
            if first < sizes.count { along += metrics.lineSpacing }
        }
        along += isVertical ? inset.bottom : inset.right
        section.itemsEnd = along
        let footerThickness = isVertical ? metrics.footerSize.height : metrics.footerSize.width
        if footerThickness > 0 {
            section.footer = (along, footerThickness)
            along += footerThickness
        }
        section.end = along
        return section
    }

    private func acrossLength(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    private func alongLength(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

    /// A rectangle in collection view coordinates from along/across ones.
    func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
        isVertical ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
            : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
    }

    func frame(of item: FlowItemRect) -> CGRect {
        rect(along: item.along, across: item.across, alongLength: item.alongLength, acrossLength: item.acrossLength)
    }

    /// The sections whose extent meets [from, to) along the scroll
    /// direction, found by binary search.
    /// - Complexity: O(log s) plus the sections returned.
    func sections(from: CGFloat, to: CGFloat) -> Range<Int> {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].end <= from { low = mid + 1 } else { high = mid }
        }
        var upper = low
        while upper < sections.count, sections[upper].start < to { upper += 1 }
        return low..<upper
    }

    /// The items of `section` on lines that meet [from, to).
    /// - Complexity: O(log l) in the section's lines plus the items returned.
    func items(of section: Section, from: CGFloat, to: CGFloat) -> Range<Int> {
        let lines = section.lines
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].along + lines[mid].thickness <= from { low = mid + 1 } else { high = mid }
        }
        guard low < lines.count, lines[low].along < to else { return 0..<0 }
        var upper = low
        while upper + 1 < lines.count, lines[upper + 1].along < to { upper += 1 }
        return lines[low].items.lowerBound..<lines[upper].items.upperBound
    }
}

/// An item's rectangle in along/across coordinates.
struct FlowItemRect {
    var along: CGFloat
    var across: CGFloat
    var alongLength: CGFloat
    var acrossLength: CGFloat
}
