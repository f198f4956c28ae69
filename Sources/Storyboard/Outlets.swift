import Foundation
import Trellis

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
/// `viewDidLoad()` as on iOS. Until the property has been read or written
/// once in the process (on any object of the class that declares it, or of
/// a subclass), its key path is not known: the loader then stores the
/// object directly and the `didSet` runs at the first read of the property
/// instead (for a controller usually in its `viewDidLoad`; a write runs it
/// anyway). `Storyboard.registerOutlets(_:)` names outlets whose `didSet`
/// must run at connection even on the first object. The enclosing-instance
/// form applies in classes; in a struct the plain `wrappedValue` is used
/// and observers do not run on connection.
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
