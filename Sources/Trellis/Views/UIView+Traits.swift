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
    /// The view's traits: its superview's with the view's `traitOverrides`
    /// applied. At the root, a window's traits (its device, size classes and
    /// settings, see `UIWindow`), or outside a window `UITraitCollection.current`.
    ///
    /// Changing `UITraitCollection.current` does not call
    /// `traitCollectionDidChange(_:)`; overriding traits, moving into or out
    /// of a window, and changing a window's traits do.
    public var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? baseTraitCollection
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
        visit(root, inherited: root.superview?.traitCollection ?? root.baseTraitCollection)
        return snapshot
    }

    /// Whether moving `view` under `newSuperview` (nil: out of its
    /// hierarchy) may change its traits: some view overrides traits, or a
    /// window is on either side. Otherwise no one needs telling.
    static func traitsMayChange(moving view: UIView, to newSuperview: UIView?) -> Bool {
        if viewsWithTraitOverrides.load(ordering: .relaxed) > 0 { return true }
        guard UIWindow.liveWindows.load(ordering: .relaxed) > 0 else { return false }
        return view.window != nil || newSuperview?.window != nil
    }

    /// Calls `traitCollectionDidChange(_:)` on the views whose traits differ
    /// from the snapshot, top-down; a controller's root view's controller
    /// hears it just before its view, so parents hear before children.
    ///
    /// After a move (`moved`), traits the view did not know count as
    /// predicted: since iOS 13 UIKit gives a view predicted traits when it
    /// is made and calls `traitCollectionDidChange(_:)` on entering a
    /// hierarchy only if the real ones differ ("you cannot assume
    /// traitCollectionDidChange will be called when a view is first added
    /// to the view hierarchy", useyourloaf.com, "Predicting Size Classes in
    /// iOS 13"). Trellis predicts UIKit's defaults: see `differsFromPrediction`.
    static func notifyTraitChanges(since snapshot: [(UIView, UITraitCollection)], moved: Bool = false) {
        guard let root = snapshot.first?.0 else { return }
        let after = traitSnapshot(of: root)
        for ((view, old), (_, new)) in zip(snapshot, after) where old != new {
            if old.preferredContentSizeCategory != new.preferredContentSizeCategory { view.readableWidthMayHaveChanged() }
            guard !moved || old.differsFromPrediction(new) else {
                // Traits now known, as predicted: no call, but a controller's
                // root view takes the margins of its size class.
                view.owningViewController?.updateMinimumLayoutMargins()
                continue
            }
            view.owningViewController?.viewTraitsDidChange(from: old)
            view.traitCollectionDidChange(old)
            view.runTraitChangeRegistrations(previous: old)
        }
    }
}

extension UITraitCollection {
    /// Whether `other` differs from these traits taken as a prediction:
    /// an unspecified size class, idiom or scale on either side matches
    /// anything (a view outside a window does not know them), and an
    /// unspecified text size, appearance or direction is UIKit's default
    /// (large, light, left to right).
    func differsFromPrediction(_ other: UITraitCollection) -> Bool {
        func differ<T: Equatable>(_ a: T, _ b: T, unknown: T) -> Bool { a != unknown && b != unknown && a != b }
        func resolved<T: Equatable>(_ value: T, _ unspecified: T, _ fallback: T) -> T { value == unspecified ? fallback : value }
        return differ(horizontalSizeClass, other.horizontalSizeClass, unknown: .unspecified)
            || differ(verticalSizeClass, other.verticalSizeClass, unknown: .unspecified)
            || differ(userInterfaceIdiom, other.userInterfaceIdiom, unknown: .unspecified)
            || differ(displayScale, other.displayScale, unknown: 0)
            || resolved(preferredContentSizeCategory, .unspecified, .large) != resolved(other.preferredContentSizeCategory, .unspecified, .large)
            || resolved(userInterfaceStyle, .unspecified, .light) != resolved(other.userInterfaceStyle, .unspecified, .light)
            || resolved(layoutDirection, .unspecified, .leftToRight) != resolved(other.layoutDirection, .unspecified, .leftToRight)
    }
}
