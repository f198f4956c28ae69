import Foundation
import Trellis

/// A class the storyboard loader can make without the Objective-C runtime.
/// UIKit makes storyboard objects with `init(coder:)`; Swift subclasses
/// often `fatalError` there, and Linux has no `NSClassFromString`, so here a
/// registered class is made with a plain `init()` and then configured from
/// the file, as `init(coder:)` would have. `UIViewController` and `UIView`
/// already have `init()`, so a `final` subclass only declares conformance;
/// a non-final one writes `required init() { super.init(nibName: nil, bundle: nil) }`.
public protocol StoryboardInstantiable: AnyObject {
    init()
}

/// Marks a property as an outlet a storyboard or nib connects by name,
/// in the spirit of `@IBOutlet`: `<outlet property="dayLabel" .../>` sets
/// `dayLabel`. The optional closure runs when the outlet is connected, so a
/// view is styled where its property is declared:
///
///     @Outlet({ $0.font = .preferredFont(forTextStyle: .headline) }) var dayLabel: UILabel!
///
/// The loader finds outlets with `Mirror`; no Objective-C is involved.
@propertyWrapper
public struct Outlet<Object: AnyObject> {
    let box: OutletBox<Object>

    public init() { box = OutletBox(configure: nil) }
    public init(_ configure: @escaping (Object) -> Void) { box = OutletBox(configure: configure) }

    public var wrappedValue: Object! {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// `@IBOutlet var labels: [UILabel]!` for outlet collections: each
/// `<outletCollection property="labels" .../>` appends, in file order. The
/// closure runs on each element as it is connected.
@propertyWrapper
public struct OutletCollection<Object: AnyObject> {
    let box: OutletCollectionBox<Object>

    public init() { box = OutletCollectionBox(configure: nil) }
    public init(_ configure: @escaping (Object) -> Void) { box = OutletCollectionBox(configure: configure) }

    public var wrappedValue: [Object] {
        get { box.values }
        nonmutating set { box.values = newValue }
    }
}

/// Actions without selectors: a controller (or File's Owner, or view) lists
/// a closure for each Interface Builder selector name it handles, e.g.
/// `["refresh:": { [weak self] sender in self?.refresh() }]`. An
/// `<action selector="refresh:" .../>` connection makes the control run it
/// for the action's event; a selector the target does not list is a warning.
public protocol StoryboardActionTarget: AnyObject {
    var storyboardActions: [String: (AnyObject) -> Void] { get }
}

/// What `@Outlet` and `@OutletCollection` storage does when the loader connects an object.
protocol OutletConnectable {
    /// Whether `object` has the outlet's type; a mismatch is not connected.
    func connect(_ object: AnyObject) -> Bool
    var isCollection: Bool { get }
}

final class OutletBox<Object: AnyObject>: OutletConnectable {
    var value: Object?
    let configure: ((Object) -> Void)?
    init(configure: ((Object) -> Void)?) { self.configure = configure }
    var isCollection: Bool { false }
    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Object else { return false }
        value = typed
        configure?(typed)
        return true
    }
}

final class OutletCollectionBox<Object: AnyObject>: OutletConnectable {
    var values: [Object] = []
    let configure: ((Object) -> Void)?
    init(configure: ((Object) -> Void)?) { self.configure = configure }
    var isCollection: Bool { true }
    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Object else { return false }
        values.append(typed)
        configure?(typed)
        return true
    }
}

extension Outlet: OutletStorage { var connectable: any OutletConnectable { box } }
extension OutletCollection: OutletStorage { var connectable: any OutletConnectable { box } }
protocol OutletStorage { var connectable: any OutletConnectable { get } }

public enum OutletConnector {
    /// The outlets `owner` declares with `@Outlet` / `@OutletCollection`, by property name
    /// (the `_name` storage Swift makes for a wrapped property, found with `Mirror`,
    /// including superclasses').
    static func outlets(of owner: AnyObject) -> [String: any OutletConnectable] {
        var table: [String: any OutletConnectable] = [:]
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), let storage = child.value as? OutletStorage else { continue }
                table[String(label.dropFirst())] = table[String(label.dropFirst())] ?? storage.connectable
            }
            mirror = current.superclassMirror
        }
        return table
    }

    /// Connects `destination` to the outlet `name` of `owner`. Returns false and
    /// reports a warning when the class has no such outlet or the types differ;
    /// UIKit raises "not key value coding-compliant for the key" here, this goes on.
    @discardableResult
    public static func connect(_ name: String, of owner: AnyObject, to destination: AnyObject, file: String = "") -> Bool {
        guard let outlet = outlets(of: owner)[name] else {
            StoryboardDiagnostics.report(.unknownOutlet,
                "\(file.isEmpty ? "" : file + ": ")\(type(of: owner)) has no outlet named '\(name)'; the connection was skipped")
            return false
        }
        guard outlet.connect(destination) else {
            StoryboardDiagnostics.report(.unknownOutlet,
                "\(file.isEmpty ? "" : file + ": ")outlet '\(name)' of \(type(of: owner)) cannot hold a \(type(of: destination)); the connection was skipped")
            return false
        }
        return true
    }
}

/// Custom classes by name. A storyboard names a class by `customClass` and
/// `customModule`; Swift on Linux cannot look a class up by name, so each
/// class is registered once: `Storyboard.register(DayViewController.self)`.
/// It is found both as "Module.Class" and as "Class".
public enum Storyboard {
    final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var factories: [String: () -> AnyObject] = [:]
        var cellFactories: [String: (UITableViewCell.CellStyle, String?) -> UITableViewCell] = [:]
    }
    static let registry = Registry()

    /// Registers `type` under "Module.Class" and "Class".
    public static func register<T: StoryboardInstantiable>(_ type: T.Type) {
        let qualified = String(reflecting: type)
        register(name: qualified) { T() }
        if let dot = qualified.lastIndex(of: ".") { register(name: String(qualified[qualified.index(after: dot)...])) { T() } }
    }

    /// Registers a table view cell class under "Module.Class" and "Class".
    /// Prototype cells and cells in xibs of this class are made with
    /// `init(style:reuseIdentifier:)` (UITableViewCell's required
    /// initializer), so a cell class needs no `init()`. Its content comes
    /// from the file: the initializer should not add subviews of its own.
    public static func register<Cell: UITableViewCell>(_ type: Cell.Type) {
        let qualified = String(reflecting: type)
        var names = [qualified]
        if let dot = qualified.lastIndex(of: ".") { names.append(String(qualified[qualified.index(after: dot)...])) }
        registry.lock.lock()
        for name in names {
            registry.cellFactories[name] = { Cell(style: $0, reuseIdentifier: $1) }
            registry.factories[name] = { Cell(style: .default, reuseIdentifier: nil) }
        }
        registry.lock.unlock()
    }

    /// Makes the cell class registered for `customClass`/`customModule`; nil when none is.
    static func makeCell(customClass: String, module: String?, style: UITableViewCell.CellStyle, reuseIdentifier: String?) -> UITableViewCell? {
        registry.lock.lock()
        let factory = module.flatMap { registry.cellFactories["\($0).\(customClass)"] } ?? registry.cellFactories[customClass]
        registry.lock.unlock()
        return factory?(style, reuseIdentifier)
    }

    /// Registers a factory under an explicit name, for classes made another way.
    public static func register(name: String, factory: @escaping () -> AnyObject) {
        registry.lock.lock()
        registry.factories[name] = factory
        registry.lock.unlock()
    }

    /// Makes the registered class for `customClass`/`customModule`: the
    /// qualified name first, then the bare name. Nil when not registered.
    static func make(customClass: String, module: String?) -> AnyObject? {
        registry.lock.lock()
        let factory = module.flatMap { registry.factories["\($0).\(customClass)"] } ?? registry.factories[customClass]
        registry.lock.unlock()
        return factory?()
    }
}
