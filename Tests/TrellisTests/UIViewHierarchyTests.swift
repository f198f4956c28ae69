import Foundation
import Testing
@testable import Trellis

@Suite struct UIViewHierarchyTests {
    @Test func insertingOrdersSubviewsBackToFront() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(c)
        parent.insertSubview(b, belowSubview: c)
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews == [a, b, c, d])
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(d)
        #expect(parent.subviews == [d, b, c, a])
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, d, b, a])
    }

    /// Moving a subview above or below a sibling it is already beside lands
    /// it right next to the sibling, wherever it was (it was one place too
    /// high when it started below).
    @Test func movingASubviewAboveOrBelowASiblingLandsNextToIt() {
        let root = UIView()
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        for view in [a, b, c, d] { root.addSubview(view) }
        root.insertSubview(a, aboveSubview: c)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [b, c, a, d].map { ObjectIdentifier($0) })
        root.insertSubview(d, belowSubview: c)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [b, d, c, a].map { ObjectIdentifier($0) })
        root.insertSubview(b, belowSubview: a)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [d, c, b, a].map { ObjectIdentifier($0) })
        root.insertSubview(a, aboveSubview: d)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [d, a, c, b].map { ObjectIdentifier($0) })
        root.insertSubview(a, aboveSubview: a)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [d, a, c, b].map { ObjectIdentifier($0) })
    }

    @Test func addingAViewElsewhereMovesIt() {
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
        child.removeFromSuperview()
        #expect(child.superview == nil && second.subviews.isEmpty)
    }

    @Test func descendantsAndTagsAreFoundDepthFirst() {
        let root = UIView(), branch = UIView(), leaf = UIView()
        root.addSubview(branch)
        branch.addSubview(leaf)
        leaf.tag = 7
        #expect(leaf.isDescendant(of: root))
        #expect(!root.isDescendant(of: leaf))
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test func tintColorIsInheritedUntilSet() {
        let root = UIView(), child = UIView()
        root.addSubview(child)
        #expect(child.tintColor == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        root.tintColor = .orange
        #expect(child.tintColor == .orange)
        child.tintColor = .purple
        #expect(child.tintColor == .purple && root.tintColor == .orange)
    }

    @Test func backgroundColorAndClippingAreTheLayersProperties() {
        let view = UIView()
        view.backgroundColor = .red
        view.clipsToBounds = true
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        #expect(view.layer.masksToBounds)
    }

    @Test func boundsAndCenterFollowTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
    }

    @Test func nonFiniteFramesAreRefused() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let messages = recordingDiagnostics { view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1) }
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(messages.first?.kind == .invalidOperation)
    }
}

@Suite struct HitTestingTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let button = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))

    init() {
        root.addSubview(card)
        card.addSubview(button)
    }

    @Test func theDeepestViewUnderThePointIsHit() {
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 310, y: 10), with: nil) == nil)
    }

    @Test(arguments: ["hidden", "transparent", "noninteractive"])
    func hiddenTransparentAndNonInteractiveViewsGetNoTouches(state: String) {
        switch state {
        case "hidden": button.isHidden = true
        case "transparent": button.alpha = 0.009
        default: button.isUserInteractionEnabled = false
        }
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === card)
    }

    @Test func aSubviewOutsideItsSuperviewsBoundsGetsNoTouches() {
        button.frame = CGRect(x: 120, y: 10, width: 40, height: 40)
        #expect(root.hitTest(CGPoint(x: 180, y: 70), with: nil) === root)
    }

    @Test func pointsConvertBetweenCoordinateSpaces() {
        #expect(button.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 65, y: 65))
        #expect(button.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 65, y: 65))
        #expect(root.convert(CGPoint(x: 65, y: 65), to: button) == CGPoint(x: 5, y: 5))
        #expect(card.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: root) == CGRect(x: -50, y: -50, width: 10, height: 10))
        card.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(button.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 30))
    }
}

@Suite struct LayoutPassTests {
    final class RecordingView: UIView {
        var log: [String]
        let name: String

        init(_ name: String, log: [String] = []) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { nil }

        var journal: ((String) -> Void)?

        override func layoutSubviews() {
            super.layoutSubviews()
            journal?("layout \(name) \(bounds.size.width)")
        }

        override func updateConstraints() {
            journal?("update \(name)")
            super.updateConstraints()
        }
    }

    @Test func layoutSubviewsRunsTopDownAfterFramesAreSolvedAndUpdateConstraintsBottomUp() {
        var log: [String] = []
        let root = RecordingView("root"), child = RecordingView("child")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        child.translatesAutoresizingMaskIntoConstraints = false
        for view in [root, child] { view.journal = { log.append($0) } }
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(log == ["update child", "update root", "layout root 200.0", "layout child 160.0"])
        log.removeAll()
        root.layoutIfNeeded()
        #expect(log.isEmpty)
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(log == ["layout root 300.0", "layout child 260.0"])
    }

    @Test func manualFramesSetInLayoutSubviewsAreKept() {
        final class Manual: UIView {
            let inner = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(inner)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                inner.frame = bounds.insetBy(dx: 10, dy: 10)
            }
        }
        let view = Manual(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.layoutIfNeeded()
        #expect(view.inner.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
    }

    /// The classic mistake: constraining a view without turning off its
    /// autoresizing translation. UIKit logs the conflict, naming the
    /// autoresizing constraint; so does Trellis.
    @Test func forgettingToTurnOffAutoresizingTranslationIsReportedAsAConflict() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(child)
        let messages = recordingDiagnostics {
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30).isActive = true
            root.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.text.contains("NSAutoresizingMaskLayoutConstraint") == true)
        #expect(child.frame.minX == 0)
    }
}
