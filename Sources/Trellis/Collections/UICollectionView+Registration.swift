import Foundation

extension UICollectionView {
    /// How to make and configure the cells for one kind of item (iOS 14):
    /// a cell class and a handler that configures a cell for an item. The
    /// collection view registers the class the first time the registration
    /// is used, under an identifier of the registration's own.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let identifier: String
        let handler: Handler
        /// Makes a cell (a class's `init(frame:)`, or a nib's contents).
        let make: () -> UICollectionViewCell

        public init(handler: @escaping Handler) {
            identifier = RegistrationIdentifier.next(for: "\(Cell.self)")
            self.handler = handler
            make = { Cell(reusableViewFrame: .zero) }
        }

        /// A registration whose cells `make` makes (a nib's contents, from
        /// the Storyboard module).
        package init(make: @escaping () -> Cell, handler: @escaping Handler) {
            identifier = RegistrationIdentifier.next(for: "\(Cell.self)")
            self.handler = handler
            self.make = make
        }
    }

    /// How to make and configure the supplementary views of one element kind (iOS 14).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let identifier: String
        let handler: Handler
        let make: () -> UICollectionReusableView

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = RegistrationIdentifier.next(for: "\(Supplementary.self)")
            self.handler = handler
            make = { Supplementary(reusableViewFrame: .zero) }
        }

        package init(elementKind: String, make: @escaping () -> Supplementary, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = RegistrationIdentifier.next(for: "\(Supplementary.self)")
            self.handler = handler
            self.make = make
        }
    }

    /// A cell for `item` at `indexPath`, dequeued from the registration's
    /// pool (registered on first use) and configured by its handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        if !store.isRegistered(.cell(registration.identifier)) {
            registerCellFactory(registration.make, forCellWithReuseIdentifier: registration.identifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell else {
            preconditionFailure("the cell registration for \(Cell.self) made a cell of another class")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view for `indexPath`, dequeued from the
    /// registration's pool (registered on first use) and configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        if !store.isRegistered(.supplementary(registration.elementKind, registration.identifier)) {
            registerSupplementaryFactory(registration.make, ofKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath)
        guard let supplementary = view as? Supplementary else {
            preconditionFailure("the supplementary registration for \(Supplementary.self) made a view of another class")
        }
        registration.handler(supplementary, registration.elementKind, indexPath)
        return supplementary
    }
}

/// Unique reuse identifiers for registrations, which UIKit keeps hidden.
enum RegistrationIdentifier {
    private static let counter = RegistrationCounter()

    static func next(for className: String) -> String {
        "\(className)-registration-\(counter.next())"
    }
}

/// A thread-safe counter: registrations may be made on any thread that
/// owns a window (DESIGN.md, Threading).
private final class RegistrationCounter: @unchecked Sendable {
    // @unchecked: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
