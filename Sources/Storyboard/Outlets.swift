import Foundation
import Trellis

/// A class the storyboard loader makes with a plain `init()` once
/// registered (`Storyboard.register(_:)`), then configures from the file.
/// Not needed for most classes: the loader finds a scene's class by name
/// and makes it with `init?(coder:)`, as UIKit does (`Storyboard.lookUpClass`).
/// Registration is for classes the runtime cannot find by that name (a
/// private or generic class, one Xcode names differently) or whose
/// `init(coder:)` is not usable. `UIViewController` and `UIView` already
/// have `init()`, so a `final` subclass only declares conformance; a
/// non-final one writes `required init() { super.init(nibName: nil, bundle: nil) }`.
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
///
/// Observers: UIKit sets an outlet through its setter, so a `didSet` runs
/// (`@IBOutlet var tableView: UITableView! { didSet { tableView.dataSource = self } }`).
/// Swift runs a property's observers only through the property's setter,
/// which the runtime cannot look up by name; `Mirror` reaches only the
/// `_name` storage. So the wrapper uses the enclosing-instance form
/// (`static subscript(_enclosingInstance:wrapped:storage:)`): every read or
/// write of the property hands it the property's key path, which it keeps
/// for the class (`OutletSetters`). The loader then connects an outlet
/// through that key path, running `didSet` before `awakeFromNib()` and
/// `viewDidLoad()` as on iOS. Until the property of some object of the class
/// has been read or written once in the process, its key path is not known:
/// the loader then stores the object directly and the `didSet` runs at the
/// first read or write of the property instead (for a controller usually in
/// its `viewDidLoad`); `Storyboard.registerOutlets(_:)` names outlets whose
/// `didSet` must run at connection even then. The enclosing-instance form applies in classes; in a
/// struct the plain `wrappedValue` is used and observers do not run on connection.
@propertyWrapper
public struct Outlet<Object: AnyObject> {
    let box: OutletBox<Object>

    public init() { box = OutletBox(configure: nil) }
    public init(_ configure: @escaping (Object) -> Void) { box = OutletBox(configure: configure) }

    public var wrappedValue: Object! {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance instance: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Object?>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Outlet<Object>>
    ) -> Object? {
        get {
            let box = instance[keyPath: storageKeyPath].box
            if !box.knowsSetter { learn(instance, box, wrappedKeyPath, storageKeyPath) }
            if box.observersPending {
                // Connected before the key path was known: run the setter
                // (and so the property's didSet) now, at the first access.
                box.observersPending = false
                instance[keyPath: wrappedKeyPath] = box.value
            }
            return box.value
        }
        set {
            let box = instance[keyPath: storageKeyPath].box
            if !box.knowsSetter { learn(instance, box, wrappedKeyPath, storageKeyPath) }
            box.observersPending = false
            box.value = newValue
        }
    }

    private static func learn<EnclosingSelf: AnyObject>(
        _ instance: EnclosingSelf, _ box: OutletBox<Object>, _ wrapped: ReferenceWritableKeyPath<EnclosingSelf, Object?>,
        _ storage: AnyKeyPath
    ) {
        box.knowsSetter = true
        OutletSetters.learn(EnclosingSelf.self, storage: storage, instance: instance, box: box) { owner, value in
            guard let owner = owner as? EnclosingSelf else { return false }
            guard let value else {
                owner[keyPath: wrapped] = nil
                return true
            }
            guard let typed = value as AnyObject as? Object else { return false }
            owner[keyPath: wrapped] = typed
            return true
        }
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

    /// As `Outlet`'s: the loader sets the whole collection once through the
    /// property's setter (UIKit sets the array with setValue:forKey:), so
    /// a `didSet` runs once, with every element.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance instance: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, [Object]>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, OutletCollection<Object>>
    ) -> [Object] {
        get {
            let box = instance[keyPath: storageKeyPath].box
            if !box.knowsSetter { learn(instance, box, wrappedKeyPath, storageKeyPath) }
            if box.observersPending {
                box.observersPending = false
                instance[keyPath: wrappedKeyPath] = box.values
            }
            return box.values
        }
        set {
            let box = instance[keyPath: storageKeyPath].box
            if !box.knowsSetter { learn(instance, box, wrappedKeyPath, storageKeyPath) }
            box.observersPending = false
            box.values = newValue
        }
    }

    private static func learn<EnclosingSelf: AnyObject>(
        _ instance: EnclosingSelf, _ box: OutletCollectionBox<Object>, _ wrapped: ReferenceWritableKeyPath<EnclosingSelf, [Object]>,
        _ storage: AnyKeyPath
    ) {
        box.knowsSetter = true
        OutletSetters.learn(EnclosingSelf.self, storage: storage, instance: instance, box: box) { owner, value in
            guard let owner = owner as? EnclosingSelf, let objects = value as? [AnyObject] else { return false }
            owner[keyPath: wrapped] = objects.compactMap { $0 as? Object }
            return true
        }
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
protocol OutletConnectable: AnyObject {
    /// Stores `object` (false when it does not have the outlet's type; a mismatch is not connected).
    func connect(_ object: AnyObject) -> Bool
    /// Whether `object` has the outlet's type.
    func accepts(_ object: AnyObject) -> Bool
    /// Runs the outlet's configuration closure on an object set through the property's setter.
    func configureConnected(_ object: AnyObject)
    var isCollection: Bool { get }
}

final class OutletBox<Object: AnyObject>: OutletConnectable {
    var value: Object?
    let configure: ((Object) -> Void)?
    /// Whether this box has told `OutletSetters` its property's setter.
    var knowsSetter = false
    /// Connected by storing, the property's observers not yet run.
    var observersPending = false
    init(configure: ((Object) -> Void)?) { self.configure = configure }
    var isCollection: Bool { false }
    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Object else { return false }
        value = typed
        observersPending = true
        configure?(typed)
        return true
    }
    func accepts(_ object: AnyObject) -> Bool { object is Object }
    func configureConnected(_ object: AnyObject) {
        if let typed = object as? Object { configure?(typed) }
    }
}

final class OutletCollectionBox<Object: AnyObject>: OutletConnectable {
    var values: [Object] = []
    /// As `OutletBox`'s.
    var knowsSetter = false
    var observersPending = false
    let configure: ((Object) -> Void)?
    init(configure: ((Object) -> Void)?) { self.configure = configure }
    var isCollection: Bool { true }
    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Object else { return false }
        values.append(typed)
        observersPending = true
        configure?(typed)
        return true
    }
    func accepts(_ object: AnyObject) -> Bool { object is Object }
    func configureConnected(_ object: AnyObject) {
        if let typed = object as? Object { configure?(typed) }
    }
    func replaceAll(with objects: [AnyObject]) {
        values = objects.compactMap { $0 as? Object }
        observersPending = true
        for object in values { configure?(object) }
    }
}

extension Outlet: OutletStorage { var connectable: any OutletConnectable { box } }
extension OutletCollection: OutletStorage { var connectable: any OutletConnectable { box } }
protocol OutletStorage { var connectable: any OutletConnectable { get } }

/// The setters of `@Outlet` properties, by the class that declares them and
/// the property's name, learned from the wrapper's enclosing-instance
/// subscript (see `Outlet`). Key paths are the same for every object of a
/// class, so one access anywhere in the process teaches all later loads.
enum OutletSetters {
    typealias Setter = (AnyObject, Any?) -> Bool

    final class Table: @unchecked Sendable {
        let lock = NSLock()
        var setters: [ObjectIdentifier: [String: Setter]] = [:]
        /// The storages whose setter is recorded, so other objects skip the `Mirror` walk.
        var learned: Set<AnyKeyPath> = []
        /// Readers of the outlets `Storyboard.registerOutlets` lists, by class.
        var registered: [ObjectIdentifier: [(AnyObject) -> Void]] = [:]
    }
    static let table = Table()

    /// Records `setter` for the property whose storage holds `box`; its name
    /// is found once per class and property, by matching the box among the
    /// object's `_name` storages.
    static func learn(_ type: AnyClass, storage storageKeyPath: AnyKeyPath, instance: AnyObject, box: AnyObject, setter: @escaping Setter) {
        table.lock.lock()
        let known = table.learned.contains(storageKeyPath)
        table.lock.unlock()
        if known { return }
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            if current.subjectType == type {
                for child in current.children {
                    guard let label = child.label, label.hasPrefix("_"),
                          let storage = child.value as? OutletStorage, storage.connectable === box else { continue }
                    table.lock.lock()
                    table.setters[ObjectIdentifier(type), default: [:]][String(label.dropFirst())] = setter
                    table.learned.insert(storageKeyPath)
                    table.lock.unlock()
                    return
                }
            }
            mirror = current.superclassMirror
        }
    }

    /// The setter of `name` declared by `type`, if learned.
    static func setter(_ name: String, declaredBy type: Any.Type) -> Setter? {
        table.lock.lock()
        defer { table.lock.unlock() }
        return table.setters[ObjectIdentifier(type)]?[name]
    }

    /// Reads the outlets registered with `Storyboard.registerOutlets` for
    /// `owner`'s class and superclasses, which teaches their setters; done
    /// before connecting an outlet whose setter is not known yet.
    static func readRegistered(of owner: AnyObject) {
        var readers: [(AnyObject) -> Void] = []
        var type: AnyClass? = Swift.type(of: owner)
        table.lock.lock()
        while let current = type {
            readers += table.registered[ObjectIdentifier(current)] ?? []
            type = _getSuperclass(current)
        }
        table.lock.unlock()
        for read in readers { read(owner) }
    }
}

extension Storyboard {
    /// Lets the loader run these outlets' observers (`didSet`) when it
    /// connects them on the first object of the class too, before its
    /// `viewDidLoad()`/`awakeFromNib()`: `Storyboard.registerOutlets(\ListViewController.tableView)`.
    ///
    /// Without this, an outlet's setter is learned the first time the
    /// property is used (see `Outlet`), so on the first object of a class
    /// the `didSet` runs at that use rather than at connection. Register
    /// the outlets whose `didSet` must have run even if nothing reads the
    /// property, e.g. one that sets `tableView.dataSource = self`. The key
    /// paths are only read, before an outlet whose setter is not known yet
    /// is connected.
    public static func registerOutlets<Root: AnyObject>(_ keyPaths: PartialKeyPath<Root>...) {
        let table = OutletSetters.table
        table.lock.lock()
        for keyPath in keyPaths {
            table.registered[ObjectIdentifier(Root.self), default: []].append { owner in
                if let owner = owner as? Root { _ = owner[keyPath: keyPath] }
            }
        }
        table.lock.unlock()
    }
}

public enum OutletConnector {
    /// The outlets `owner` declares with `@Outlet` / `@OutletCollection`, by property name
    /// (the `_name` storage Swift makes for a wrapped property, found with `Mirror`,
    /// including superclasses'), with the class that declares each.
    static func outlets(of owner: AnyObject) -> [String: (outlet: any OutletConnectable, declaredBy: Any.Type)] {
        var table: [String: (outlet: any OutletConnectable, declaredBy: Any.Type)] = [:]
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), let storage = child.value as? OutletStorage else { continue }
                let name = String(label.dropFirst())
                if table[name] == nil { table[name] = (storage.connectable, current.subjectType) }
            }
            mirror = current.superclassMirror
        }
        return table
    }

    /// Connects `destination` to the outlet `name` of `owner`: through the
    /// property's setter when its key path is known, so its `didSet` runs
    /// (see `Outlet`), else by storing it. Returns false and reports a
    /// warning when the class has no such outlet or the types differ; UIKit
    /// raises "not key value coding-compliant for the key" here, this goes on.
    @discardableResult
    public static func connect(_ name: String, of owner: AnyObject, to destination: AnyObject, file: String = "") -> Bool {
        guard let (outlet, declaringType) = outlets(of: owner)[name] else {
            StoryboardDiagnostics.report(.unknownOutlet,
                "\(file.isEmpty ? "" : file + ": ")\(type(of: owner)) has no outlet named '\(name)'; the connection was skipped")
            return false
        }
        guard outlet.accepts(destination) else {
            StoryboardDiagnostics.report(.unknownOutlet,
                "\(file.isEmpty ? "" : file + ": ")outlet '\(name)' of \(type(of: owner)) cannot hold a \(type(of: destination)); the connection was skipped")
            return false
        }
        if !outlet.isCollection, OutletSetters.setter(name, declaredBy: declaringType) == nil {
            OutletSetters.readRegistered(of: owner)
        }
        if !outlet.isCollection, let setter = OutletSetters.setter(name, declaredBy: declaringType), setter(owner, destination) {
            outlet.configureConnected(destination)
            return true
        }
        return outlet.connect(destination)
    }

    /// Connects the outlet collection `name` of `owner` to `destinations`,
    /// in order, replacing what it held, as UIKit sets the whole array:
    /// through the property's setter when known (its `didSet` runs once),
    /// else by storing them. Elements of another type are reported and left out.
    @discardableResult
    public static func connectCollection(_ name: String, of owner: AnyObject, to destinations: [AnyObject], file: String = "") -> Bool {
        guard let (outlet, declaringType) = outlets(of: owner)[name], let collection = outlet as? any OutletCollectionConnectable else {
            StoryboardDiagnostics.report(.unknownOutlet,
                "\(file.isEmpty ? "" : file + ": ")\(type(of: owner)) has no outlet collection named '\(name)'; the connections were skipped")
            return false
        }
        let accepted = destinations.filter { destination in
            if outlet.accepts(destination) { return true }
            StoryboardDiagnostics.report(.unknownOutlet,
                "\(file.isEmpty ? "" : file + ": ")outlet collection '\(name)' of \(type(of: owner)) cannot hold a \(type(of: destination)); the connection was skipped")
            return false
        }
        if OutletSetters.setter(name, declaredBy: declaringType) == nil { OutletSetters.readRegistered(of: owner) }
        if let setter = OutletSetters.setter(name, declaredBy: declaringType), setter(owner, accepted) {
            accepted.forEach(outlet.configureConnected)
        } else {
            collection.replaceAll(with: accepted)
        }
        return true
    }
}

/// An `@OutletCollection`'s storage, which the loader fills all at once.
protocol OutletCollectionConnectable: OutletConnectable {
    func replaceAll(with objects: [AnyObject])
}
extension OutletCollectionBox: OutletCollectionConnectable {}

/// Custom classes by name. A storyboard names a class by `customClass` and
/// `customModule`; the loader finds it through the runtime
/// (`lookUpClass`), and a class registered once here,
/// `Storyboard.register(DayViewController.self)`, is made by its factory
/// instead. A registered class is found both as "Module.Class" and as "Class".
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
