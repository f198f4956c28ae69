import Foundation
import Synchronization

// The Objective-C runtime's associated objects, which Auto Layout DSLs and
// many UIKit extensions use to give existing classes stored state
// (`objc_setAssociatedObject(self, &Keys.title, title, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`).
// Same names and signatures as Apple's (`import ObjectiveC`, which UIKit
// re-exports): here they come with Trellis.

/// Associates `value` with `object` under `key`, held as `policy` says;
/// nil removes the association. The key is compared by address, so each
/// key is the address of a distinct variable (`&Keys.title`).
///
/// An association ends when `object` goes away. For Trellis's own classes
/// (views, layout guides, view controllers, constraints) the values are
/// released as the object's `deinit` runs, as on iOS. For any other class
/// they are released later: when the table next sweeps out dead owners (it
/// does as it grows: amortized O(1)) or when a new object takes the same
/// address; Swift has no hook into the `deinit` of classes it did not
/// write. A new object at a reused address never sees the old one's values.
///
/// `object` must be a class instance (or a class) to hold anything. The
/// Objective-C runtime, handed a Swift value, associates with a box made for
/// that one call, which is released at once with whatever was associated;
/// here such a call does nothing, and `objc_getAssociatedObject` on a value
/// returns nil, which is what code on iOS observes too.
///
/// Thread-safe. - Complexity: O(1) amortized.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = AssociationTable.Owner(object) else { return }
    AssociationTable.shared.set(value.map { AssociationTable.Stored($0, policy) }, for: key, on: owner)
}

/// The value associated with `object` under `key`, or nil.
///
/// Thread-safe. - Complexity: O(1).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociationTable.Owner(object) else { return nil }
    return AssociationTable.shared.value(for: key, on: owner)
}

/// Removes every association of `object`, releasing the values it retained.
/// As Apple warns, this also removes associations other code made; set a
/// key's value to nil to remove one.
///
/// Thread-safe. - Complexity: O(n) in the number of `object`'s associations.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociationTable.Owner(object) else { return }
    AssociationTable.shared.removeAll(of: owner)
}

/// The side table behind the associated-object functions: for each owner,
/// keyed by its identity, a weak reference to it (so a dead owner, or a new
/// one at a reused address, is told apart on every access) and its values
/// by key address.
///
/// `@unchecked Sendable`: every stored property is read and written only
/// while `lock` is held. Values released by a change are released after the
/// lock is let go, since a value's `deinit` may use the table itself (a view
/// with associations of its own).
final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    /// How many owners have associations; the `deinit` of Trellis's classes
    /// skips the lock while there are none, which is almost always.
    static let ownerCount = Atomic<Int>(0)

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The table sweeps out the entries of dead owners once it grows past
    /// this size, then sets it to twice the survivors (amortized O(1) per
    /// new owner), so owners whose `deinit` Trellis cannot see do not pile up.
    private var sweepThreshold = AssociationTable.minimumSweepThreshold
    private static let minimumSweepThreshold = 64

    /// What associations are made on: an object, held weakly, or a class,
    /// which lives for the whole program.
    struct Owner {
        let identifier: ObjectIdentifier
        let object: AnyObject?

        /// Nil for a value of a struct, enum, tuple or function type, which
        /// has no identity to associate with, and for nil. An optional object
        /// is the object, as Swift bridges it to Objective-C.
        init?(_ candidate: Any) {
            if let optional = candidate as? any AssociationOptional {
                guard let wrapped = optional.wrappedValue else { return nil }
                self.init(wrapped)
            } else if let type = candidate as? AnyClass {
                self.init(identifier: ObjectIdentifier(type), object: nil)
            } else if type(of: candidate) is AnyClass {
                let object = candidate as AnyObject
                self.init(identifier: ObjectIdentifier(object), object: object)
            } else {
                return nil
            }
        }

        private init(identifier: ObjectIdentifier, object: AnyObject?) {
            self.identifier = identifier
            self.object = object
        }
    }

    private struct Entry {
        weak var owner: AnyObject?
        let ownerIsClass: Bool
        var values: [UnsafeRawPointer: Stored] = [:]

        init(_ owner: Owner) {
            self.owner = owner.object
            ownerIsClass = owner.object == nil
        }

        /// Whether the entry still belongs to `candidate`, not to a dead
        /// object that had the same address.
        func belongs(to candidate: Owner) -> Bool {
            ownerIsClass ? candidate.object == nil : owner != nil && owner === candidate.object
        }
    }

    /// A value as its policy holds it.
    enum Stored {
        case retained(Any)
        case unretained(WeakReference)

        struct WeakReference {
            weak var object: AnyObject?
        }

        /// Copies a copyable object for the COPY policies, as the runtime
        /// does with `-copy`; a Swift value is a copy already. An object that
        /// cannot be copied is retained (the runtime would raise "unrecognized
        /// selector -copyWithZone:").
        init(_ value: Any, _ policy: objc_AssociationPolicy) {
            let isObject = type(of: value) is AnyClass
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                // Assigning a Swift value keeps the value: there is nothing to
                // leave unretained (on iOS the small numbers and strings this
                // is used with are tagged pointers, which never go away).
                self = isObject ? .unretained(WeakReference(object: value as AnyObject)) : .retained(value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                self = .retained(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                if isObject, let copyable = value as? NSCopying {
                    self = .retained(copyable.copy(with: nil))
                } else {
                    self = .retained(value)
                }
            }
        }

        var value: Any? {
            switch self {
            case .retained(let value): value
            case .unretained(let reference): reference.object
            }
        }
    }

    func set(_ stored: Stored?, for key: UnsafeRawPointer, on owner: Owner) {
        var released: [Any] = []
        lock.lock()
        var entry = takeEntry(of: owner, releasingInto: &released) ?? Entry(owner)
        if let stored {
            if let old = entry.values.updateValue(stored, forKey: key) { released.append(old) }
        } else if let old = entry.values.removeValue(forKey: key) {
            released.append(old)
        }
        if !entry.values.isEmpty { entries[owner.identifier] = entry }
        if entries.count > sweepThreshold { sweep(releasingInto: &released) }
        AssociationTable.ownerCount.store(entries.count, ordering: .relaxed)
        lock.unlock()
        withExtendedLifetime(released) {}
    }

    func value(for key: UnsafeRawPointer, on owner: Owner) -> Any? {
        var released: [Any] = []
        lock.lock()
        var value: Any?
        if let entry = entries[owner.identifier] {
            if entry.belongs(to: owner) {
                value = entry.values[key]?.value
            } else {
                released.append(entries.removeValue(forKey: owner.identifier) as Any)
                AssociationTable.ownerCount.store(entries.count, ordering: .relaxed)
            }
        }
        lock.unlock()
        withExtendedLifetime(released) {}
        return value
    }

    func removeAll(of owner: Owner) {
        removeEntry(owner.identifier)
    }

    /// Releases the values of an owner whose `deinit` is running (its weak
    /// references already read nil, so only its identity is left).
    static func ownerDidDeinit(_ identifier: ObjectIdentifier) {
        guard ownerCount.load(ordering: .relaxed) > 0 else { return }
        shared.removeEntry(identifier)
    }

    /// How many owners the table holds entries for, dead ones not yet swept included (for tests).
    var entryCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    private func removeEntry(_ identifier: ObjectIdentifier) {
        lock.lock()
        let removed = entries.removeValue(forKey: identifier)
        AssociationTable.ownerCount.store(entries.count, ordering: .relaxed)
        lock.unlock()
        withExtendedLifetime(removed) {}
    }

    /// Removes and returns the owner's entry; an entry left at its address
    /// by a dead object goes to `released` instead. Called with the lock held.
    private func takeEntry(of owner: Owner, releasingInto released: inout [Any]) -> Entry? {
        guard let entry = entries.removeValue(forKey: owner.identifier) else { return nil }
        guard entry.belongs(to: owner) else {
            released.append(entry)
            return nil
        }
        return entry
    }

    /// Drops the entries of owners that have gone away. Called with the lock held.
    private func sweep(releasingInto released: inout [Any]) {
        for (identifier, entry) in entries where !entry.ownerIsClass && entry.owner == nil {
            released.append(entries.removeValue(forKey: identifier) as Any)
        }
        sweepThreshold = max(AssociationTable.minimumSweepThreshold, entries.count * 2)
    }
}

/// An optional seen through `Any`, so that an optional object can own associations.
private protocol AssociationOptional {
    var wrappedValue: Any? { get }
}

extension Optional: AssociationOptional {
    fileprivate var wrappedValue: Any? { map { $0 } }
}
