import Foundation
import Testing
@testable import Trellis

@Suite struct AutoLayoutTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

    @Test func anchorsPinASubviewInsideItsSuperview() {
        let child = autoLayoutView()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 343, height: 44))
    }

    /// UIKit: a button centred between >= and <= edge constraints keeps its
    /// intrinsic width while it fits, and is squeezed when it doesn't.
    @Test func aCentredViewBoundedByEdgeInequalitiesKeepsItsIntrinsicWidth() {
        let button = ContentView(120, 44)
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            button.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
            button.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 127.5, y: 100, width: 120, height: 44))
        button.content = CGSize(width: 500, height: 44)
        root.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 20, y: 100, width: 335, height: 44))
    }

    /// SPEC §1: a container with nothing pinned to its bottom has height
    /// zero, so its subviews get no touches; pinning the last subview's
    /// bottom gives it its height.
    @Test func aContainerGetsItsHeightOnlyFromABottomConstraint() {
        let container = autoLayoutView("container")
        let field = ContentView(200, 30)
        root.addSubview(container)
        container.addSubview(field)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            field.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            field.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(container.frame.height == 0)
        let insideField = CGPoint(x: 50, y: 120)
        #expect(root.hitTest(insideField, with: nil) === root)

        field.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10).isActive = true
        root.layoutIfNeeded()
        #expect(container.frame.height == 50)
        #expect(root.hitTest(insideField, with: nil) === field)
    }

    /// Apple's documented example: a label hugging vertically at 251 is not
    /// stretched by a bottom constraint at 250, but is by one at 252.
    @Test(arguments: [(UILayoutPriority(250), CGFloat(21)), (UILayoutPriority(252), CGFloat(567))])
    func aBottomPinStretchesAHuggingViewOnlyAtAHigherPriority(pin: UILayoutPriority, height: CGFloat) {
        let label = ContentView(100, 21)
        label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        root.addSubview(label)
        let bottom = label.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        bottom.priority = pin
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bottom,
        ])
        root.layoutIfNeeded()
        #expect(label.frame.height == height)
    }

    /// Two views side by side with too little room: the one whose horizontal
    /// compression resistance is lower gives way.
    @Test func theViewWithLowerCompressionResistanceGivesWay() {
        let label = ContentView(300, 21), switchView = ContentView(51, 31)
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.addSubview(label)
        root.addSubview(switchView)
        NSLayoutConstraint.activate([
            switchView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            switchView.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: switchView.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.frame.size.width = 320
        root.layoutIfNeeded()
        #expect(switchView.frame.width == 51)
        #expect(label.frame.width == CGFloat(320 - 20 - 51 - 8 - 20))
    }

    @Test func leadingAndTrailingFlipInRightToLeft() {
        let child = autoLayoutView()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(child.frame.minX == CGFloat(375 - 10 - 100))
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReachOutsideIt() {
        let card = autoLayoutView(), title = autoLayoutView()
        root.addSubview(card)
        card.addSubview(title)
        let outer = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40)
        let inner = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
        NSLayoutConstraint.activate([outer, inner])
        #expect(root.constraints.contains(outer))
        card.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(inner.isActive)
        #expect(root.constraints.isEmpty)
        #expect(card.constraints == [inner])
    }

    /// A width change is an edit of the existing solver, not a rebuild: the
    /// same solver constraints stay in place.
    @Test func aWidthChangeRelaysOutWithoutRebuilding() {
        let child = autoLayoutView()
        root.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        NSLayoutConstraint.activate([
            leading,
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let engine = root.layoutEngine, solverConstraint = leading.solverConstraint
        let count = engine?.solver.constraints.count
        root.frame.size.width = 768
        root.layoutIfNeeded()
        #expect(child.frame.width == CGFloat(768 - 32))
        #expect(root.layoutEngine === engine)
        #expect(leading.solverConstraint === solverConstraint)
        #expect(engine?.solver.constraints.count == count)
    }

    @Test func changingAConstantMovesTheView() {
        let child = autoLayoutView()
        root.addSubview(child)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        top.constant = 200
        root.layoutIfNeeded()
        #expect(child.frame.minY == 200)
    }

    @Test func marginAttributesAndTheMarginsGuideFollowLayoutMargins() {
        let child = autoLayoutView()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 359, height: 10))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 24)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 335, height: 10))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 20, width: 335, height: 647))
    }

    @Test func autoresizingSubviewsFollowTheirSuperviewWithOrWithoutConstraints() {
        func resized(usingConstraints: Bool) -> CGRect {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let banner = UIView(frame: CGRect(x: 10, y: 20, width: 280, height: 40))
            banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            root.addSubview(banner)
            if usingConstraints {
                let other = autoLayoutView()
                root.addSubview(other)
                other.topAnchor.constraint(equalTo: banner.bottomAnchor).isActive = true
            }
            root.frame.size = CGSize(width: 500, height: 400)
            root.layoutIfNeeded()
            return banner.frame
        }
        #expect(resized(usingConstraints: false) == CGRect(x: 10, y: 20, width: 480, height: 40))
        #expect(resized(usingConstraints: true) == CGRect(x: 10, y: 20, width: 480, height: 40))
    }

    @Test func fittingSizeComesFromTheSubviewsContent() {
        let card = autoLayoutView()
        let title = ContentView(180, 24), body = ContentView(240, 60)
        card.addSubview(title)
        card.addSubview(body)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 264, height: 116))
        let fixedWidth = card.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 320, height: 116))
    }

    @Test func anUnderconstrainedViewIsAmbiguousUntilFixed() {
        let child = autoLayoutView("loose")
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        #expect(root.autolayoutTrace().contains("'loose'"))
        #expect(root.autolayoutTrace().contains("AMBIGUOUS LAYOUT"))
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5).isActive = true
        root.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
    }
}

@Suite struct ReadmeTests {
    @Test func theReadmeExamplePrintsWhatItSays() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        root.layoutIfNeeded()
        let printed = [card.frame.minX, card.frame.minY, card.frame.width, card.frame.height].map { "\($0)" }.joined(separator: " ")
        #expect(printed == "8.0 8.0 359.0 120.0")
    }
}

@Suite struct PreservedMarginsTests {
    /// UIKit: a content view filling its superview, with
    /// preservesSuperviewLayoutMargins, takes the superview's larger margins.
    @Test func aViewFillingItsSuperviewTakesTheSuperviewsLargerMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let content = autoLayoutView(), label = autoLayoutView()
        root.addSubview(content)
        content.addSubview(label)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: root.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 304, height: 10))
        content.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        #expect(content.layoutMargins == UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        #expect(label.frame == CGRect(x: 20, y: 20, width: 280, height: 10))
    }

    @Test func marginsAreOnlyRaisedWhereTheViewComesCloseToTheSuperviewsEdge() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let content = UIView(frame: CGRect(x: 15, y: 0, width: 305, height: 100))
        content.preservesSuperviewLayoutMargins = true
        root.addSubview(content)
        root.layoutIfNeeded()
        // 20 - 15 = 5 < 8 on the left; 20 at the top and right edges it touches.
        #expect(content.layoutMargins == UIEdgeInsets(top: 20, left: 8, bottom: 8, right: 20))
        content.preservesSuperviewLayoutMargins = false
        #expect(content.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
