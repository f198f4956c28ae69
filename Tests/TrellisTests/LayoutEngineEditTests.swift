import Cassowary
import Foundation
import Testing
@testable import Trellis

/// Issue 22: changes that keep a constraint's shape edit it in the solver
/// instead of removing and adding it, and a subtree that brings its own
/// engine into a hierarchy keeps its solver. Frames must be what they were
/// before these shortcuts; the identity of the solver constraints shows
/// that nothing was removed and added again.
@Suite struct LayoutEngineEditTests {
    /// Rows chained top to bottom, each with an icon pinned to the row's
    /// margins guide (the shape that was quadratic).
    func chain(rows: Int, in root: UIView) -> (rows: [UIView], icons: [ContentView]) {
        var made: [UIView] = [], icons: [ContentView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<rows {
            let row = autoLayoutView("row\(index)"), icon = ContentView(29, 29)
            root.addSubview(row)
            row.addSubview(icon)
            let margins = row.layoutMarginsGuide
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: made.last?.bottomAnchor ?? root.topAnchor),
                icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                icon.topAnchor.constraint(equalTo: margins.topAnchor),
                icon.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ]
            made.append(row)
            icons.append(icon)
        }
        NSLayoutConstraint.activate(constraints)
        return (made, icons)
    }

    @Test func changingARowsMarginsEditsTheConstraintsOnItsGuideInPlace() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let (rows, icons) = chain(rows: 5, in: root)
        root.layoutIfNeeded()
        // UIKit's default margins are 8 points on every side.
        #expect(rows[2].frame == CGRect(x: 0, y: 90, width: 375, height: 45))
        // The guide has no rows of its own: constraints on it are the
        // row's margin attributes, and they are edited, not replaced.
        let guide = rows[2].layoutMarginsGuide
        #expect(guide.guideConstraints.isEmpty)
        let onGuide = rows[2].installedConstraints.filter { $0.secondItem === guide }
        #expect(onGuide.count == 3)
        let before = onGuide.compactMap(\.solverConstraint).map(ObjectIdentifier.init)
        #expect(before.count == 3)
        let messages = recordingDiagnostics {
            rows[2].layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 4, right: 16)
            root.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(onGuide.compactMap(\.solverConstraint).map(ObjectIdentifier.init) == before)
        #expect(rows[2].frame == CGRect(x: 0, y: 90, width: 375, height: 53))
        #expect(icons[2].frame == CGRect(x: 16, y: 20, width: 29, height: 29))
        // The rows below follow the taller row.
        #expect(rows[3].frame.minY == 143)
        #expect(rows[4].frame.minY == 188)
    }

    @Test func anIntrinsicSizeChangeEditsTheContentConstraintsInPlace() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let label = ContentView(120, 21)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        let before = label.intrinsicSizeConstraints.map(ObjectIdentifier.init)
        #expect(before.count == 4)
        label.content = CGSize(width: 200, height: 42)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 16, width: 200, height: 42))
        #expect(label.intrinsicSizeConstraints.map(ObjectIdentifier.init) == before)
        // A priority change is an edit as well, and takes effect: a
        // required width of 300 beats compression resistance lowered to 200.
        label.setContentCompressionResistancePriority(UILayoutPriority(200), for: .horizontal)
        label.widthAnchor.constraint(lessThanOrEqualToConstant: 150).isActive = true
        root.layoutIfNeeded()
        #expect(label.frame.width == 150)
        #expect(label.intrinsicSizeConstraints.map(ObjectIdentifier.init) == before)
    }

    /// A screen built before it joins a window (as in `viewDidLoad`) has
    /// its own engine; joining a hierarchy without one keeps that solver.
    @Test func aSubtreeWithItsOwnEngineKeepsItsSolverWhenItJoins() throws {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (rows, icons) = chain(rows: 3, in: screen)
        let engine = try #require(screen.layoutEngine)
        let rowConstraint = try #require(screen.installedConstraints.first?.solverConstraint)
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let messages = recordingDiagnostics {
            window.addSubview(screen)
            screen.frame = CGRect(x: 0, y: 50, width: 390, height: 700)
            window.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(window.layoutEngine === engine)
        #expect(screen.layoutEngine == nil)
        #expect(screen.installedConstraints.first?.solverConstraint === rowConstraint)
        #expect(rows[1].frame == CGRect(x: 0, y: 45, width: 390, height: 45))
        #expect(icons[1].frame == CGRect(x: 8, y: 8, width: 29, height: 29))
        #expect(screen.frame == CGRect(x: 0, y: 50, width: 390, height: 700))
        // It still follows its new superview's size.
        screen.autoresizingMask = [.flexibleWidth]
        window.frame.size.width = 430
        window.layoutIfNeeded()
        #expect(rows[1].frame.width == 430)
    }

    /// Joining a hierarchy whose engine is the larger keeps that one; the
    /// subtree's small solver is dropped, and its constraints still hold.
    @Test func aSmallSubtreeJoinsTheLargerEngine() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let (rows, _) = chain(rows: 4, in: root)
        let engine = try #require(root.layoutEngine)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = ContentView(20, 20)
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
        ])
        #expect(card.layoutEngine != nil)
        let messages = recordingDiagnostics {
            rows[3].addSubview(card)
            card.frame = CGRect(x: 200, y: 0, width: 100, height: 40)
            root.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(root.layoutEngine === engine)
        #expect(card.layoutEngine == nil)
        #expect(badge.frame == CGRect(x: 76, y: 4, width: 20, height: 20))
        // Moving it again, then out and back, keeps it working.
        card.removeFromSuperview()
        rows[0].addSubview(card)
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 76, y: 4, width: 20, height: 20))
        #expect(card.frame == CGRect(x: 200, y: 0, width: 100, height: 40))
    }

    /// A window adopts the engine of a controller's view built before it.
    @Test func aWindowAdoptsTheEngineOfItsRootViewControllersView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        let label = ContentView(100, 20)
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 10),
        ])
        let messages = recordingDiagnostics {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(controller.view.layoutEngine == nil)
        #expect(label.frame.midX == 195)
        #expect(label.frame.minY == controller.view.safeAreaInsets.top + 10)
    }

    // MARK: - Dirty lists

    final class Counting: UIView {
        var layouts = 0, updates = 0
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            onLayout?()
        }
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }

    /// A pass lays out only the views that asked, as UIKit's does, and
    /// finds them without walking the rest of the tree.
    @Test func aPassLaysOutOnlyTheViewsThatAsked() {
        let root = Counting(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var leaves: [Counting] = []
        for _ in 0..<3 {
            let branch = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(branch)
            for _ in 0..<3 {
                let leaf = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                branch.addSubview(leaf)
                leaves.append(leaf)
            }
        }
        root.layoutIfNeeded()
        #expect(leaves.allSatisfy { $0.layouts == 1 && $0.updates == 1 })
        #expect(root.layouts == 1 && root.updates == 1)
        leaves[4].setNeedsLayout()
        leaves[7].setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(leaves.map(\.layouts) == [1, 1, 1, 1, 2, 1, 1, 1, 1])
        #expect(leaves.map(\.updates) == [1, 1, 1, 1, 1, 1, 1, 2, 1])
        #expect(root.layouts == 1 && root.updates == 1)
        #expect((root.subviews[1] as! Counting).layouts == 1)
        // A view added later gets its first updateConstraints and layout.
        let late = Counting(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        leaves[0].addSubview(late)
        root.layoutIfNeeded()
        #expect(late.layouts == 1 && late.updates == 1)
    }

    /// A layoutSubviews that asks for layout of a view the pass already
    /// went past gets it laid out before layoutIfNeeded returns.
    @Test func aViewFlaggedBehindThePassIsLaidOutInTheSameCall() {
        let root = Counting(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = Counting(frame: .zero), second = Counting(frame: .zero)
        root.addSubview(first)
        root.addSubview(second)
        root.layoutIfNeeded()
        var once = true
        second.onLayout = {
            if once { once = false; first.setNeedsLayout() }
        }
        second.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(second.layouts == 2)
        #expect(first.layouts == 2)
    }

    /// Views preserving their superview's margins are listed by the
    /// engine; their margins still follow the superview's, and stop when
    /// the property is turned off.
    @Test func preservedMarginsFollowTheSuperviewOutsideAWindow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        let row = autoLayoutView("row"), icon = ContentView(20, 20)
        root.addSubview(row)
        row.addSubview(icon)
        row.preservesSuperviewLayoutMargins = true
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
            icon.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
            icon.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(icon.frame.minX == 40)
        row.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        #expect(icon.frame.minX == 8)
        row.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        #expect(icon.frame.minX == 40)
    }

    /// UIKit's header: "The edges of this guide are constrained to equal the
    /// edges of the view inset by the layoutMargins"; Apple's page for
    /// `layoutMarginsGuide`: "Use this layout guide's anchors to create
    /// constraints with the view's margin"
    /// (developer.apple.com/documentation/uikit/uiview/layoutmarginsguide);
    /// the guide's leading anchor is NSLayoutAttributeLeadingMargin, and so
    /// on (blog.csdn.net/mardax/article/details/76168189). Trellis solves
    /// the guide as the view's margin attributes: the same frames either way.
    @Test func marginsGuideAnchorsAreTheViewsMarginAttributes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        let card = autoLayoutView("card")
        card.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.addSubview(card)
        let viaGuide = autoLayoutView("guide"), viaAttributes = autoLayoutView("attributes")
        let sized = autoLayoutView("sized"), centered = ContentView(10, 10)
        for view in [viaGuide, viaAttributes, sized, centered] { card.addSubview(view) }
        let guide = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 7),
            card.widthAnchor.constraint(equalToConstant: 300),
            card.heightAnchor.constraint(equalToConstant: 200),
            viaGuide.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            viaGuide.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            viaGuide.topAnchor.constraint(equalTo: guide.topAnchor),
            viaGuide.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(item: viaAttributes, attribute: .leading, relatedBy: .equal, toItem: card, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: viaAttributes, attribute: .trailing, relatedBy: .equal, toItem: card, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: viaAttributes, attribute: .bottom, relatedBy: .equal, toItem: card, attribute: .bottomMargin, multiplier: 1, constant: 0),
            viaAttributes.heightAnchor.constraint(equalToConstant: 10),
            sized.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5),
            sized.heightAnchor.constraint(equalTo: guide.heightAnchor),
            sized.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            sized.topAnchor.constraint(equalTo: card.topAnchor),
            centered.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            centered.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 240, height: 160))
        #expect(viaGuide.frame == CGRect(x: 20, y: 10, width: 240, height: 10))
        #expect(viaAttributes.frame == CGRect(x: 20, y: 160, width: 240, height: 10))
        #expect(sized.frame.size == CGSize(width: 120, height: 160))
        #expect(centered.frame == CGRect(x: 135, y: 85, width: 10, height: 10))
        // Right to left, the guide's leading edge is the right margin.
        card.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(viaGuide.frame == CGRect(x: 20, y: 10, width: 240, height: 10))
        #expect(viaAttributes.frame == CGRect(x: 20, y: 160, width: 240, height: 10))
        // New margins move everything tied to the guide.
        card.semanticContentAttribute = .unspecified
        card.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(viaGuide.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(sized.frame.size == CGSize(width: 150, height: 200))
        #expect(centered.frame == CGRect(x: 145, y: 95, width: 10, height: 10))
    }
}
