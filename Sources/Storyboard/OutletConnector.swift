import Foundation
import Trellis

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
