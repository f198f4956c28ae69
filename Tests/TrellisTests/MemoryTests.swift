import Foundation
import Testing
@testable import Trellis

/// Constraints do not keep their views alive: in UIKit `firstItem` and
/// `secondItem` are weak, so a laid-out hierarchy goes away with its last
/// outside reference, and a view may keep its own constraints in properties.
@Suite struct MemoryTests {
    /// A view that keeps a constraint on itself, as UIKit code often does
    /// to toggle it later.
    final class ToggleView: UIView {
        var heightConstraint: NSLayoutConstraint!
    }

    @Test func aLaidOutHierarchyIsFreedWithItsRoot() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let child = autoLayoutView("child")
            root.addSubview(child)
            let constraints = [
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalTo: child.widthAnchor),
            ]
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 10, y: 8, width: 100, height: 100))
            (weakRoot, weakChild, weakConstraint) = (root, child, constraints[0])
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }

    @Test func aViewMayHoldItsOwnConstraintsActiveOrNot() {
        weak var weakView: ToggleView?
        do {
            let view = ToggleView()
            view.translatesAutoresizingMaskIntoConstraints = false
            view.heightConstraint = view.heightAnchor.constraint(equalToConstant: 44)
            view.heightConstraint.isActive = true
            view.layoutIfNeeded()
            view.heightConstraint.isActive = false
            weakView = view
        }
        #expect(weakView == nil)
    }

    @Test func anInactiveConstraintOutlivingItsViewsHasNoItems() {
        let constraint: NSLayoutConstraint
        do {
            let a = UIView(), b = UIView()
            constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
            #expect(constraint.firstItem === a)
        }
        #expect(constraint.firstItem == nil)
        #expect(constraint.secondItem == nil)
        // Activating it now is an error, not a crash.
        let messages = recordingDiagnostics { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(messages.count == 1)
    }
}
