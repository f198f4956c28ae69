import Foundation
import Testing
@testable import Trellis

// Keys as code for iOS spells them: the address of a variable. In Swift 5
// mode a plain `static var` or `private var` does; this package builds its
// tests in Swift 6 mode, which wants `nonisolated(unsafe)` on them.
private enum AssociatedKeys {
    nonisolated(unsafe) static var title: UInt8 = 0
    nonisolated(unsafe) static var subtitle: UInt8 = 0
    nonisolated(unsafe) static var delegate: UInt8 = 0
}
nonisolated(unsafe) private var stringKey = "stringKey"

/// `objc_setAssociatedObject` and friends, with Apple's signatures and the
/// runtime's lifetime rules (Apple: "Associative References",
/// developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject).
@Suite struct AssociatedObjectsTests {
    /// Counts its instances going away.
    final class Tracker: NSObject, NSCopying {
        let name: String
        init(_ name: String) { self.name = name }
        func copy(with zone: NSZone? = nil) -> Any { Tracker(name + " copy") }
    }

    final class PlainOwner {}

    @Test func aRetainedValueLivesExactlyAsLongAsItsView() {
        weak var weakValue: Tracker?
        var view: UIView? = UIView()
        do {
            let value = Tracker("value")
            weakValue = value
            objc_setAssociatedObject(view!, &AssociatedKeys.title, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(weakValue != nil)
        #expect((objc_getAssociatedObject(view!, &AssociatedKeys.title) as? Tracker)?.name == "value")
        view = nil
        #expect(weakValue == nil)
    }

    @Test func layoutGuidesControllersAndConstraintsReleaseTheirValuesAsTheyGo() {
        weak var guideValue: Tracker?, controllerValue: Tracker?, constraintValue: Tracker?
        do {
            let guide = UILayoutGuide(), controller = UIViewController()
            let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
            let values = (Tracker("guide"), Tracker("controller"), Tracker("constraint"))
            (guideValue, controllerValue, constraintValue) = values
            objc_setAssociatedObject(guide, &AssociatedKeys.title, values.0, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(controller, &AssociatedKeys.title, values.1, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(constraint, &AssociatedKeys.title, values.2, .OBJC_ASSOCIATION_RETAIN)
            #expect(guideValue != nil && controllerValue != nil && constraintValue != nil)
        }
        #expect(guideValue == nil)
        #expect(controllerValue == nil)
        #expect(constraintValue == nil)
    }

    @Test func anyClassCanOwnValuesWhichGoOnceItIsGone() {
        weak var weakValue: Tracker?
        do {
            let owner = PlainOwner()
            let value = Tracker("plain")
            weakValue = value
            objc_setAssociatedObject(owner, &AssociatedKeys.title, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(owner, &AssociatedKeys.title) as? Tracker === value)
        }
        // Swift gives no hook into a plain class's deinit: the table sweeps
        // dead owners out as it grows.
        var others: [PlainOwner] = []
        while weakValue != nil && others.count < 10_000 {
            let other = PlainOwner()
            objc_setAssociatedObject(other, &AssociatedKeys.title, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            others.append(other)
        }
        #expect(weakValue == nil)
        for other in others { objc_removeAssociatedObjects(other) }
    }

    @Test func aNewObjectAtAReusedAddressSeesNothing() {
        for round in 0..<2_000 {
            let owner = PlainOwner()
            #expect(objc_getAssociatedObject(owner, &AssociatedKeys.subtitle) == nil, "round \(round)")
            objc_setAssociatedObject(owner, &AssociatedKeys.subtitle, round, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    @Test func assignDoesNotRetainAndReadsNilOnceTheValueIsGone() {
        let view = UIView()
        var value: Tracker? = Tracker("assigned")
        weak let weakValue = value
        objc_setAssociatedObject(view, &AssociatedKeys.delegate, value, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.delegate) as? Tracker === value)
        value = nil
        #expect(weakValue == nil)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.delegate) == nil)
    }

    @Test func assignKeepsSwiftValues() {
        let view = UIView()
        objc_setAssociatedObject(view, &AssociatedKeys.delegate, 42, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.delegate) as? Int == 42)
    }

    @Test func copyKeepsACopyOfCopyableObjects() {
        let view = UIView()
        let original = Tracker("original")
        objc_setAssociatedObject(view, &AssociatedKeys.title, original, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        let stored = objc_getAssociatedObject(view, &AssociatedKeys.title) as? Tracker
        #expect(stored !== original)
        #expect(stored?.name == "original copy")
        objc_setAssociatedObject(view, &AssociatedKeys.subtitle, "text", .OBJC_ASSOCIATION_COPY)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.subtitle) as? String == "text")
    }

    @Test func settingNilRemovesOneAssociationAndReleasesItsValue() {
        let view = UIView()
        weak var weakValue: Tracker?
        do {
            let value = Tracker("value")
            weakValue = value
            objc_setAssociatedObject(view, &AssociatedKeys.title, value, .OBJC_ASSOCIATION_RETAIN)
        }
        objc_setAssociatedObject(view, &AssociatedKeys.subtitle, "kept", .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(view, &AssociatedKeys.title, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(weakValue == nil)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.title) == nil)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.subtitle) as? String == "kept")
    }

    @Test func replacingAValueReleasesTheOldOne() {
        let view = UIView()
        weak var weakOld: Tracker?
        do {
            let old = Tracker("old")
            weakOld = old
            objc_setAssociatedObject(view, &AssociatedKeys.title, old, .OBJC_ASSOCIATION_RETAIN)
        }
        objc_setAssociatedObject(view, &AssociatedKeys.title, Tracker("new"), .OBJC_ASSOCIATION_RETAIN)
        #expect(weakOld == nil)
        #expect((objc_getAssociatedObject(view, &AssociatedKeys.title) as? Tracker)?.name == "new")
    }

    @Test func removeAssociatedObjectsRemovesEveryKey() {
        let view = UIView()
        weak var weakValue: Tracker?
        do {
            let value = Tracker("value")
            weakValue = value
            objc_setAssociatedObject(view, &AssociatedKeys.title, value, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(view, &AssociatedKeys.subtitle, "text", .OBJC_ASSOCIATION_RETAIN)
        }
        objc_removeAssociatedObjects(view)
        #expect(weakValue == nil)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.title) == nil)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.subtitle) == nil)
    }

    @Test func keysAreComparedByAddressNotByContents() {
        let view = UIView()
        // Both keys hold 0; they are different variables.
        objc_setAssociatedObject(view, &AssociatedKeys.title, "title", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &AssociatedKeys.subtitle, "subtitle", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &stringKey, "by string key", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.title) as? String == "title")
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.subtitle) as? String == "subtitle")
        #expect(objc_getAssociatedObject(view, &stringKey) as? String == "by string key")
        #expect(objc_getAssociatedObject(UIView(), &AssociatedKeys.title) == nil)
    }

    /// On iOS a Swift value passed as the object is boxed afresh for each
    /// call, so nothing stays associated with it.
    @Test func aSwiftValueAsTheObjectHoldsNothing() {
        let point = CGPoint(x: 1, y: 2)
        objc_setAssociatedObject(point, &AssociatedKeys.title, "lost", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(point, &AssociatedKeys.title) == nil)
        objc_removeAssociatedObjects(point)
    }

    @Test func anOptionalObjectIsTheObject() {
        let view = UIView()
        let optional: UIView? = view
        objc_setAssociatedObject(optional as Any, &AssociatedKeys.title, "through an optional", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.title) as? String == "through an optional")
        let none: UIView? = nil
        objc_setAssociatedObject(none as Any, &AssociatedKeys.title, "lost", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(none as Any, &AssociatedKeys.title) == nil)
    }

    @Test func aClassCanOwnValues() {
        objc_setAssociatedObject(PlainOwner.self, &AssociatedKeys.delegate, "class-wide", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(PlainOwner.self, &AssociatedKeys.delegate) as? String == "class-wide")
        objc_removeAssociatedObjects(PlainOwner.self)
        #expect(objc_getAssociatedObject(PlainOwner.self, &AssociatedKeys.delegate) == nil)
    }

    /// A released value that has associations of its own uses the table in
    /// its deinit; that must not deadlock.
    @Test func aValueWithItsOwnAssociationsCanBeReleased() {
        weak var weakInner: Tracker?
        do {
            let owner = UIView()
            let value = UIView()
            let inner = Tracker("inner")
            weakInner = inner
            objc_setAssociatedObject(value, &AssociatedKeys.title, inner, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(owner, &AssociatedKeys.title, value, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(weakInner == nil)
    }

    @Test func threadsCanUseTheTableAtOnce() {
        // Only the table touches the view, behind its lock.
        nonisolated(unsafe) let shared = UIView()
        let keys = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 1)
        defer { keys.deallocate() }
        let base = UInt(bitPattern: keys)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let key = UnsafeRawPointer(bitPattern: base + UInt(thread))!
            let own = UIView()
            for round in 0..<2_000 {
                objc_setAssociatedObject(shared, key, round, .OBJC_ASSOCIATION_RETAIN)
                objc_setAssociatedObject(own, key, Tracker("\(round)"), .OBJC_ASSOCIATION_RETAIN)
                precondition(objc_getAssociatedObject(shared, key) as? Int == round)
                precondition((objc_getAssociatedObject(own, key) as? Tracker)?.name == "\(round)")
            }
        }
        for thread in 0..<8 {
            #expect(objc_getAssociatedObject(shared, UnsafeRawPointer(keys + thread)) as? Int == 1_999)
        }
    }

    @Test func thePolicyHasTheRuntimesRawValues() {
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 769)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 771)
    }
}
