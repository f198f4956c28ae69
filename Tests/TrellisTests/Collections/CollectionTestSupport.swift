import Foundation
@testable import Trellis

/// A cell whose content view holds one view of a chosen intrinsic size,
/// pinned to its edges: what a self-sizing cell measures to.
class SizedCell: UICollectionViewCell {
    let content = ContentView(10, 10)
    var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: contentView.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A header with nothing in it but a name to check.
final class TitleHeader: UICollectionReusableView {
    var title = ""
}

/// A data source and flow-layout delegate for tests: sections of item
/// sizes (each cell's content size), with optional per-item sizes for the
/// layout and a record of what the delegate heard.
final class SizedItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[CGSize]]
    /// Sizes the delegate gives the layout (nil: the layout's `itemSize`).
    var layoutSizes: [[CGSize]]?
    var events: [String] = []
    var refuseSelection: Set<IndexPath> = []

    init(_ sections: [[CGSize]]) { self.sections = sections }

    convenience init(count: Int, size: CGSize = CGSize(width: 50, height: 50)) {
        self.init([Array(repeating: size, count: count)])
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? SizedCell)?.content.content = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? TitleHeader)?.title = "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        return view
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        layoutSizes?[indexPath.section][indexPath.item] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return !refuseSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.item)") }
}

/// A collection view of `size` with a flow layout set up by `configure`,
/// showing `source`, laid out.
func flowCollectionView(_ source: SizedItems, size: CGSize = CGSize(width: 320, height: 480),
                        configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let collectionView = SourceHoldingCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.source = source
    collectionView.register(SizedCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.layoutIfNeeded()
    return collectionView
}

/// A collection view that keeps its data source alive, as a view
/// controller would (`dataSource` is weak, as in UIKit).
final class SourceHoldingCollectionView: UICollectionView {
    var source: AnyObject?
}

extension UICollectionView {
    /// The frame the layout gives item `item` of `section`.
    func itemFrame(_ item: Int, _ section: Int = 0) -> CGRect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}
