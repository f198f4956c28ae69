import Foundation

/// Where `scrollToItem(at:at:animated:)` scrolls: the offset that shows a
/// rectangle at a position on each axis, within the reachable offsets.
enum CollectionScrollTarget {
    static func offset(toShow rect: CGRect, at position: UICollectionView.ScrollPosition, in view: UIScrollView) -> CGPoint {
        let inset = view.adjustedContentInset
        let size = view.bounds.size, content = view.contentSize
        let y = axis(start: rect.minY, end: rect.maxY, current: view.contentOffset.y, leadingInset: inset.top,
                     visible: max(0, size.height - inset.top - inset.bottom),
                     leading: position.contains(.top), center: position.contains(.centeredVertically), trailing: position.contains(.bottom),
                     highest: content.height + inset.bottom - size.height)
        let x = axis(start: rect.minX, end: rect.maxX, current: view.contentOffset.x, leadingInset: inset.left,
                     visible: max(0, size.width - inset.left - inset.right),
                     leading: position.contains(.left), center: position.contains(.centeredHorizontally), trailing: position.contains(.right),
                     highest: content.width + inset.right - size.width)
        return CGPoint(x: x, y: y)
    }

    private static func axis(start: CGFloat, end: CGFloat, current: CGFloat, leadingInset: CGFloat, visible: CGFloat,
                             leading: Bool, center: Bool, trailing: Bool, highest: CGFloat) -> CGFloat {
        let visibleStart = current + leadingInset
        var origin: CGFloat
        if leading { origin = start }
        else if center { origin = (start + end) / 2 - visible / 2 }
        else if trailing { origin = end - visible }
        else if start < visibleStart { origin = start }
        else if end > visibleStart + visible { origin = end - visible }
        else { return current }
        let lowest = -leadingInset
        return min(max(lowest, origin - leadingInset), max(lowest, highest))
    }
}

extension TableUpdateBatch {
    /// The batch as a layout's `prepare(forCollectionViewUpdates:)` sees it.
    var updateItems: [UICollectionViewUpdateItem] {
        let whole = NSNotFound
        var items: [UICollectionViewUpdateItem] = []
        items += sectionDeletes.map { .init(action: .delete, before: IndexPath(item: whole, section: $0), after: nil) }
        items += sectionInserts.map { .init(action: .insert, before: nil, after: IndexPath(item: whole, section: $0)) }
        items += sectionReloads.map { .init(action: .reload, before: IndexPath(item: whole, section: $0), after: IndexPath(item: whole, section: $0)) }
        items += sectionMoves.map { .init(action: .move, before: IndexPath(item: whole, section: $0.from), after: IndexPath(item: whole, section: $0.to)) }
        items += rowDeletes.map { .init(action: .delete, before: $0, after: nil) }
        items += rowInserts.map { .init(action: .insert, before: nil, after: $0) }
        items += rowMoves.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}
