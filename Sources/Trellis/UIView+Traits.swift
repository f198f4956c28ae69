import Foundation
import Synchronization

/// Traits a view sets for itself and its subviews (iOS 17's
/// `UIView.traitOverrides`). Reading a trait not overridden gives its
/// unspecified value; setting the unspecified value removes the override.
public struct UITraitOverrides: Equatable, Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public var displayScale: CGFloat = 0
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified

    public init() {}

    /// Whether nothing is overridden.
    public var isEmpty: Bool { self == UITraitOverrides() }

    /// `base` with these overrides applied.
    func applied(to base: UITraitCollection) -> UITraitCollection {
        func own<T: Equatable>(_ value: T, unspecified: T) -> T? { value == unspecified ? nil : value }
        return UITraitCollection(
            traitsFrom: [base], style: own(userInterfaceStyle, unspecified: .unspecified),
            category: own(preferredContentSizeCategory, unspecified: .unspecified),
            horizontal: own(horizontalSizeClass, unspecified: .unspecified), vertical: own(verticalSizeClass, unspecified: .unspecified),
            idiom: own(userInterfaceIdiom, unspecified: .unspecified), scale: own(displayScale, unspecified: 0),
            direction: own(layoutDirection, unspecified: .unspecified))
    }
}

extension UIView {
    /// The view's traits: its superview's (at the root, `UITraitCollection.current`)
    /// with the view's `traitOverrides` applied.
    ///
    /// Until windows and screens exist (issue 6), a root view takes its
    /// traits from `UITraitCollection.current`, and changing that does not
    /// call `traitCollectionDidChange(_:)`; overriding traits does.
    public var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? UITraitCollection.current
        guard let overrides = storedTraitOverrides, !overrides.isEmpty else { return inherited }
        return overrides.applied(to: inherited)
    }

    /// Traits this view sets for itself and its subviews. Changing them calls
    /// `traitCollectionDidChange(_:)` on every view whose traits changed.
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides ?? UITraitOverrides() }
        set {
            let before = Self.traitSnapshot(of: self)
            switch (storedTraitOverrides == nil, newValue.isEmpty) {
            case (true, false): UIView.viewsWithTraitOverrides.add(1, ordering: .relaxed)
            case (false, true): UIView.viewsWithTraitOverrides.subtract(1, ordering: .relaxed)
            default: break
            }
            storedTraitOverrides = newValue.isEmpty ? nil : newValue
            Self.notifyTraitChanges(since: before)
        }
    }

    /// How many views override traits; while none do, moving views cannot
    /// change their traits and no one is told.
    static let viewsWithTraitOverrides = Atomic<Int>(0)

    /// Every view of `root`'s subtree with its current traits.
    static func traitSnapshot(of root: UIView) -> [(UIView, UITraitCollection)] {
        var snapshot: [(UIView, UITraitCollection)] = []
        func visit(_ view: UIView, inherited: UITraitCollection) {
            let traits = view.storedTraitOverrides.map { $0.applied(to: inherited) } ?? inherited
            snapshot.append((view, traits))
            for subview in view.subviews { visit(subview, inherited: traits) }
        }
        visit(root, inherited: root.superview?.traitCollection ?? UITraitCollection.current)
        return snapshot
    }

    /// Calls `traitCollectionDidChange(_:)` on the views whose traits differ from the snapshot.
    static func notifyTraitChanges(since snapshot: [(UIView, UITraitCollection)]) {
        guard let root = snapshot.first?.0 else { return }
        let after = traitSnapshot(of: root)
        for ((view, old), (_, new)) in zip(snapshot, after) where old != new {
            view.traitCollectionDidChange(old)
        }
    }
}
