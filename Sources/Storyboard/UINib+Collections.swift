import Foundation
import Trellis

extension UICollectionView {
    /// UIKit's `register(_:forCellWithReuseIdentifier:)` for a nib: each new
    /// cell for `identifier` is the first collection view cell among the
    /// nib's top-level objects, built afresh. A nib with no cell is reported
    /// when the first cell is asked for, and a plain cell stands in. Nil unregisters.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerCellFactory(nib.map { nib in { UINib.firstView(in: nib, what: "cell identifier '\(identifier)'") } },
                            forCellWithReuseIdentifier: identifier)
    }

    /// UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`
    /// for a nib: the first reusable view among its top-level objects.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerSupplementaryFactory(nib.map { nib in {
            UINib.firstView(in: nib, what: "\(kind) identifier '\(identifier)'") as UICollectionReusableView
        } }, ofKind: kind, withReuseIdentifier: identifier)
    }
}

extension UICollectionView.CellRegistration {
    /// A registration whose cells come from a nib (iOS 14): the first cell
    /// of the nib's class among its top-level objects.
    public init(cellNib: UINib, handler: @escaping Handler) {
        self.init(make: { UINib.firstView(in: cellNib, what: "a cell registration of \(Cell.self)") }, handler: handler)
    }
}

extension UICollectionView.SupplementaryRegistration {
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
        self.init(elementKind: elementKind,
                  make: { UINib.firstView(in: supplementaryNib, what: "a supplementary registration of \(Supplementary.self)") },
                  handler: handler)
    }
}

extension UINib {
    /// The first top-level object of `nib` that is a `View`, built afresh;
    /// a report and a plain view of the class when there is none.
    static func firstView<View: UICollectionReusableView>(in nib: UINib, what: String) -> View {
        if let view = nib.instantiate(withOwner: nil).lazy.compactMap({ $0 as? View }).first { return view }
        StoryboardDiagnostics.report(.invalidValue, "the nib registered for \(what) has no \(View.self) at its top level; an empty one stands in")
        return View(reusableViewFrame: .zero)
    }
}
