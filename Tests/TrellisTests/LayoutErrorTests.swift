import Foundation
import Testing
@testable import Trellis

/// Broken layouts never crash: conflicts are logged and one constraint is
/// broken, programmer errors are logged and ignored.
@Suite struct LayoutErrorTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

    @Test func conflictingRequiredConstraintsAreLoggedWithTheMinimalSetAndOneIsBroken() {
        let box = autoLayoutView("box"), other = autoLayoutView("other")
        root.addSubview(box)
        root.addSubview(other)
        let width100 = box.widthAnchor.constraint(equalToConstant: 100)
        let width200 = box.widthAnchor.constraint(equalToConstant: 200)
        width200.identifier = "too-wide"
        let messages = recordingDiagnostics {
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                other.widthAnchor.constraint(equalToConstant: 30),
                width100, width200,
            ])
            root.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        let text = messages.first?.text ?? ""
        #expect(messages.first?.kind == .unsatisfiableConstraints)
        #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(text.contains("UIView:") && text.contains("'box'.width == 100"))
        #expect(text.contains("'too-wide' UIView:"))
        #expect(!text.contains("'other'"))
        #expect(text.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:"))
        #expect(box.frame.width == 100)
        #expect(width200.isActive)
    }

    @Test func constraintsBetweenUnrelatedHierarchiesAreRefusedAndLogged() {
        let stray = UIView()
        let constraint = root.widthAnchor.constraint(equalTo: stray.widthAnchor)
        let messages = recordingDiagnostics { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(messages.map(\.kind) == [.invalidOperation])
        #expect(messages.first?.text.contains("because they have no common ancestor") == true)
    }

    @Test func addingAViewToItselfOrItsDescendantIsRefusedAndTheTreeKept() {
        let child = UIView()
        root.addSubview(child)
        let messages = recordingDiagnostics {
            root.addSubview(root)
            child.addSubview(root)
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.kind == .invalidOperation })
        #expect(root.superview == nil)
        #expect(root.subviews == [child])
        #expect(child.subviews.isEmpty)
    }

    @Test func aPriorityCannotCrossBetweenRequiredAndOptionalWhileActive() {
        let child = autoLayoutView()
        root.addSubview(child)
        let constraint = child.widthAnchor.constraint(equalToConstant: 10)
        constraint.isActive = true
        let messages = recordingDiagnostics { constraint.priority = .defaultHigh }
        #expect(constraint.priority == .required)
        #expect(messages.first?.text.contains("Mutating a priority from required to not on an installed constraint") == true)
    }

    @Test func invalidAttributePairingsAreRefused() {
        let child = autoLayoutView()
        root.addSubview(child)
        let constraint = NSLayoutConstraint(item: child, attribute: .left, relatedBy: .equal,
                                            toItem: root, attribute: .width, multiplier: 1, constant: 0)
        let messages = recordingDiagnostics { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(messages.first?.text.contains("invalid pairing of layout attributes") == true)
    }

    @Test func descriptionsNameTheViewsLikeUIKit() {
        let child = autoLayoutView("title")
        root.addSubview(child)
        let constraint = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        constraint.priority = .defaultHigh
        #expect(constraint.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(constraint.description.contains("'title'.leading == UIView:"))
        #expect(constraint.description.hasSuffix(".leading + 16 priority:750   (inactive)>"))
    }
}
