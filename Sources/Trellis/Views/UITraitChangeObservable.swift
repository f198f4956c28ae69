import Foundation

/// Something with traits that hears when they change: views and view
/// controllers, as in UIKit (iOS 8).
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

/// A trait that iOS 17's `registerForTraitChanges(_:handler:)` observes,
/// named by its type (`UITraitPreferredContentSizeCategory.self`).
///
/// Trellis knows the system traits below; a trait an app defines
/// conforms, but trait collections do not carry its value yet, so a
/// registration on it never fires.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as UIKit spells the element of the list to observe.
public typealias UITrait = any UITraitDefinition.Type

/// The system traits Trellis's trait collections carry: each says whether
/// two collections differ in it.
protocol SystemTrait: UITraitDefinition {
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
}

public enum UITraitUserInterfaceStyle: SystemTrait {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var affectsColorAppearance: Bool { true }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}

public enum UITraitPreferredContentSizeCategory: SystemTrait {
    public static var defaultValue: UIContentSizeCategory { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}

public enum UITraitHorizontalSizeClass: SystemTrait {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}

public enum UITraitVerticalSizeClass: SystemTrait {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}

public enum UITraitUserInterfaceIdiom: SystemTrait {
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceIdiom != b.userInterfaceIdiom }
}

public enum UITraitDisplayScale: SystemTrait {
    public static var defaultValue: CGFloat { 0 }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}

public enum UITraitLayoutDirection: SystemTrait {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}

/// The token `registerForTraitChanges` returns, for `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// One registration: the traits observed and the handler, which gets the
/// environment (not captured, so no reference cycle) and its previous traits.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (UITraitEnvironment, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    func observesChange(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        traits.contains { ($0 as? any SystemTrait.Type)?.differs(previous, current) ?? false }
    }
}

/// Views and view controllers run their registrations in registration
/// order, right after `traitCollectionDidChange(_:)`, for each change in
/// which an observed trait took another value.
protocol TraitChangeRegistering: UITraitEnvironment {
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}

extension TraitChangeRegistering {
    func runTraitChangeRegistrations(previous: UITraitCollection) {
        guard !traitChangeRegistrations.isEmpty else { return }
        let current = traitCollection
        for registration in traitChangeRegistrations where registration.observesChange(from: previous, to: current) {
            registration.handler(self, previous)
        }
    }
}

extension UIView: TraitChangeRegistering {}
extension UIViewController: TraitChangeRegistering {}

// The methods are written on each class rather than on a protocol
// extension so that, as in UIKit, the handler's environment type is
// inferred from the closure (`(self: Self, _: UITraitCollection)`).
extension UIView {
    /// Calls `handler` with the view and its previous traits whenever one of
    /// `traits` changes (iOS 17).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
        traitChangeRegistrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension UIViewController {
    /// Calls `handler` with the controller and its previous traits whenever
    /// one of `traits` changes (iOS 17).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
        traitChangeRegistrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}
