import Foundation
import Testing
@testable import Trellis

/// Which attribute pairs a constraint may relate: exactly UIKit's rules,
/// with their sources in Sources/Trellis/Layout/AttributePairing.swift.
@Suite struct AttributePairingTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

    private func activating(_ attr1: NSLayoutConstraint.Attribute, _ attr2: NSLayoutConstraint.Attribute,
                            secondItem: Bool = true, multiplier: CGFloat = 1) -> (NSLayoutConstraint, [LayoutDiagnostics.Message]) {
        let child = autoLayoutView()
        root.addSubview(child)
        let constraint = NSLayoutConstraint(item: child, attribute: attr1, relatedBy: .equal,
                                            toItem: secondItem ? root : nil, attribute: attr2, multiplier: multiplier, constant: 10)
        let messages = recordingDiagnostics { constraint.isActive = true }
        return (constraint, messages)
    }

    // MARK: - Accepted

    /// Leading or trailing against centerX is everywhere in real code
    /// (`label.leadingAnchor.constraint(equalTo: view.centerXAnchor)`), and
    /// centerX against either.
    @Test(arguments: [(NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.centerX), (.trailing, .centerX),
                      (.centerX, .leading), (.centerX, .trailing), (.leadingMargin, .centerXWithinMargins),
                      (.centerXWithinMargins, .trailingMargin), (.left, .centerX), (.centerX, .rightMargin)])
    func directionalAndCenterAttributesPair(_ attr1: NSLayoutConstraint.Attribute, _ attr2: NSLayoutConstraint.Attribute) {
        let (constraint, messages) = activating(attr1, attr2)
        #expect(messages.isEmpty)
        #expect(constraint.isActive)
    }

    /// SnapKit's test suite, run on iOS, installs `left == top + 50` and
    /// expects it active (SnapKit Tests/SnapKitTests/Tests.swift, `testMakeConstraints`).
    @Test(arguments: [(NSLayoutConstraint.Attribute.left, NSLayoutConstraint.Attribute.top), (.top, .left),
                      (.centerX, .centerY), (.leading, .top), (.bottom, .trailing), (.firstBaseline, .left)])
    func horizontalAndVerticalLocationsPair(_ attr1: NSLayoutConstraint.Attribute, _ attr2: NSLayoutConstraint.Attribute) {
        let (constraint, messages) = activating(attr1, attr2)
        #expect(messages.isEmpty)
        #expect(constraint.isActive)
    }

    @Test func widthAndHeightPair() {
        let (constraint, messages) = activating(.width, .height, multiplier: 2)
        #expect(messages.isEmpty)
        #expect(constraint.isActive)
    }

    // MARK: - Refused, with UIKit's messages

    @Test(arguments: [(NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.left), (.right, .trailing),
                      (.leadingMargin, .rightMargin), (.leftMargin, .trailing)])
    func leadingAndTrailingDoNotPairWithLeftAndRight(_ attr1: NSLayoutConstraint.Attribute, _ attr2: NSLayoutConstraint.Attribute) {
        let (constraint, messages) = activating(attr1, attr2)
        #expect(!constraint.isActive)
        #expect(messages.count == 1)
        #expect(messages.first?.text.contains("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.") == true)
    }

    /// Anchors of the same axis type compile, and are held to the same rule.
    @Test func leadingAnchorToLeftAnchorIsRefused() {
        let child = autoLayoutView()
        root.addSubview(child)
        let constraint = child.leadingAnchor.constraint(equalTo: root.leftAnchor)
        let messages = recordingDiagnostics { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(messages.first?.text.contains("Use leading/trailing for both or neither.") == true)
        let toCenter = child.leadingAnchor.constraint(equalTo: root.centerXAnchor)
        #expect(recordingDiagnostics { toCenter.isActive = true }.isEmpty)
        #expect(toCenter.isActive)
    }

    @Test(arguments: [(NSLayoutConstraint.Attribute.top, NSLayoutConstraint.Attribute.height), (.width, .centerX),
                      (.leading, .width), (.lastBaseline, .height)])
    func aLocationDoesNotPairWithASize(_ attr1: NSLayoutConstraint.Attribute, _ attr2: NSLayoutConstraint.Attribute) {
        let (constraint, messages) = activating(attr1, attr2)
        #expect(!constraint.isActive)
        #expect(messages.first?.text.contains("invalid pairing of layout attributes") == true)
    }

    @Test func aLocationCannotEqualAConstant() {
        let (alone, aloneMessages) = activating(.top, .notAnAttribute, secondItem: false)
        let (timesZero, timesZeroMessages) = activating(.centerX, .centerX, multiplier: 0)
        #expect(!alone.isActive)
        #expect(!timesZero.isActive)
        let text = "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        #expect(aloneMessages.first?.text.contains(text) == true)
        #expect(timesZeroMessages.first?.text.contains(text) == true)
    }

    // MARK: - Layout of the newly accepted pairs

    /// `left == top + 50` relates one view's x to another's y, and holds.
    @Test func anActiveLeftToTopConstraintHoldsAfterLayout() {
        let above = autoLayoutView(), beside = autoLayoutView()
        root.addSubview(above)
        root.addSubview(beside)
        let leftToTop = NSLayoutConstraint(item: beside, attribute: .left, relatedBy: .equal,
                                           toItem: above, attribute: .top, multiplier: 1, constant: 50)
        NSLayoutConstraint.activate([
            above.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            above.leftAnchor.constraint(equalTo: root.leftAnchor),
            above.widthAnchor.constraint(equalToConstant: 20),
            above.heightAnchor.constraint(equalToConstant: 20),
            leftToTop,
            beside.topAnchor.constraint(equalTo: root.topAnchor),
            beside.widthAnchor.constraint(equalToConstant: 10),
            beside.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(leftToTop.isActive)
        #expect(beside.frame == CGRect(x: 80, y: 0, width: 10, height: 10))
        above.constraints.first { $0.firstAttribute == .height }?.constant = 40
        root.layoutIfNeeded()
        #expect(beside.frame.minX == 80)
    }

    private func layOutLabelAfterCenter(direction: UISemanticContentAttribute) -> UIView {
        root.semanticContentAttribute = direction
        let label = autoLayoutView()
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.centerXAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        return label
    }

    @Test func leadingAfterTheCenterLeftToRight() {
        let label = layOutLabelAfterCenter(direction: .forceLeftToRight)
        #expect(label.frame == CGRect(x: 208, y: 0, width: 100, height: 20))
    }

    /// Right to left the constraint mirrors as a whole: the label's leading
    /// (right) edge is 8 points past the centre toward the trailing (left) side.
    @Test func leadingAfterTheCenterRightToLeft() {
        let label = layOutLabelAfterCenter(direction: .forceRightToLeft)
        #expect(label.frame == CGRect(x: 92, y: 0, width: 100, height: 20))
    }

    /// Switching the language direction re-states the pair.
    @Test func leadingAfterTheCenterFollowsADirectionChange() {
        let window = UIWindow(device: .iPhone15)
        let label = autoLayoutView()
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.centerXAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.minX == 196.5 + 8)
        window.setLayoutDirection(.rightToLeft)
        #expect(label.frame.maxX == 196.5 - 8)
    }

    @Test func centerXOnATrailingEdgeMirrorsRightToLeft() {
        root.semanticContentAttribute = .forceRightToLeft
        let badge = autoLayoutView()
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            badge.topAnchor.constraint(equalTo: root.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // Trailing is the left edge (x 0); a constant of -30 is 30 points
        // back toward the leading side, as it is from the right edge left to right.
        #expect(badge.center.x == 30)
    }

    /// With no mirror image for a vertical position, leading is the edge it
    /// is in the view's direction.
    @Test func leadingToTopUsesThePhysicalLeadingEdge() {
        root.semanticContentAttribute = .forceRightToLeft
        let view = autoLayoutView()
        root.addSubview(view)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 100),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 30),
            view.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.maxX == 100)
    }
}
