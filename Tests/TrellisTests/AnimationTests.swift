import Foundation
import Testing
@testable import Trellis

/// Serialized: one test turns animations off for every view.
@Suite(.serialized) struct AnimationTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))

    init() {
        root.addSubview(box)
    }

    /// The block runs at once and the completion follows with true, both
    /// before `animate` returns (UIKit calls the completion later; there is
    /// no screen or run loop to wait for here).
    @Test func changesApplyAtOnceAndCompletionFollowsSynchronously() {
        var log: [String] = []
        UIView.animate(withDuration: 0.3, animations: {
            self.box.alpha = 0
            self.box.center = CGPoint(x: 200, y: 300)
            log.append("animations")
        }, completion: { finished in
            log.append("completion \(finished) alpha \(self.box.alpha)")
        })
        log.append("returned")
        #expect(log == ["animations", "completion true alpha 0.0", "returned"])
        #expect(box.frame == CGRect(x: 175, y: 275, width: 50, height: 50))

        UIView.animate(withDuration: 0.3) { self.box.backgroundColor = .red }
        #expect(box.backgroundColor == .red)
    }

    /// A delay delays only what UIKit shows; the new values are set when
    /// `animate` is called, as in UIKit.
    @Test func aDelayDoesNotPostponeTheChanges() {
        var finished: Bool?
        UIView.animate(withDuration: 0.25, delay: 2, options: [.curveEaseOut, .allowUserInteraction],
                       animations: { self.box.alpha = 0.5 }, completion: { finished = $0 })
        #expect(box.alpha == 0.5)
        #expect(finished == true)
    }

    /// Nested animations run where they are called; each completion runs as
    /// its animation returns, inner before outer.
    @Test func nestedAnimationsRunInOrder() {
        var log: [String] = []
        UIView.animate(withDuration: 0.5, animations: {
            log.append("outer begins")
            UIView.animate(withDuration: 0.2, animations: {
                self.box.alpha = 0.25
                log.append("inner")
            }, completion: { log.append("inner done \($0)") })
            log.append("outer ends, alpha \(self.box.alpha)")
        }, completion: { log.append("outer done \($0)") })
        #expect(log == ["outer begins", "inner", "inner done true", "outer ends, alpha 0.25", "outer done true"])
    }

    /// A nested animation inherits the enclosing one's duration, unless it
    /// passes `.overrideInheritedDuration`, as in UIKit.
    @Test func nestedAnimationsInheritTheDuration() {
        var durations: [TimeInterval] = []
        durations.append(UIView.inheritedAnimationDuration)
        UIView.animate(withDuration: 0.5) {
            durations.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 2) { durations.append(UIView.inheritedAnimationDuration) }
            UIView.animate(withDuration: 2, delay: 0, options: .overrideInheritedDuration,
                           animations: { durations.append(UIView.inheritedAnimationDuration) })
        }
        #expect(durations == [0, 0.5, 0.5, 2])
    }

    /// UIKit: "If you specify a negative value or 0, the changes are made
    /// without animating them"; the completion still runs with true.
    @Test(arguments: [0, -1, TimeInterval.nan, -TimeInterval.infinity])
    func nonPositiveDurationsDoNotAnimate(duration: TimeInterval) {
        var inside: TimeInterval?
        var finished: Bool?
        UIView.animate(withDuration: duration, animations: {
            self.box.alpha = 0.1
            inside = UIView.inheritedAnimationDuration
        }, completion: { finished = $0 })
        #expect(box.alpha == 0.1)
        #expect(inside == 0)
        #expect(finished == true)
    }

    /// `layoutIfNeeded()` in the block lays out as anywhere: the frames are
    /// final when it returns (what UIKit animates to).
    @Test func layoutIfNeededInsideTheBlockLaysOut() {
        let card = autoLayoutView("card")
        root.addSubview(card)
        let height = card.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            height,
        ])
        root.layoutIfNeeded()
        height.constant = 300
        var frameInBlock = CGRect.zero
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
                       options: [.beginFromCurrentState], animations: {
            self.root.layoutIfNeeded()
            frameInBlock = card.frame
        })
        #expect(frameInBlock == CGRect(x: 0, y: 20, width: 375, height: 300))
        #expect(card.frame == CGRect(x: 0, y: 20, width: 375, height: 300))
    }

    /// A repeating animation never ends, so UIKit never calls its
    /// completion with true; one that does not animate completes at once.
    @Test func aRepeatingAnimationNeverCompletes() {
        var calls = 0
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse],
                       animations: { self.box.alpha = 0 }, completion: { _ in calls += 1 })
        #expect(box.alpha == 0)
        #expect(calls == 0)
        UIView.animate(withDuration: 0, delay: 0, options: .repeat,
                       animations: { self.box.alpha = 1 }, completion: { _ in calls += 1 })
        #expect(calls == 1)
    }

    /// Keyframe blocks run as they are added, in order: the last one's
    /// values are the final ones, as UIKit's model values are.
    @Test func keyframesRunInTheOrderAdded() {
        var log: [String] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.box.alpha = 0.2
                log.append("second half")
            }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                self.box.alpha = 0.6
                log.append("first half")
            }
        }, completion: { log.append("done \($0)") })
        #expect(log == ["second half", "first half", "done true"])
        #expect(box.alpha == 0.6)
    }

    /// performWithoutAnimation turns animations off inside its block only.
    @Test func performWithoutAnimationDisablesAnimationsInside() {
        var enabledInside: Bool?
        var duration: TimeInterval?
        var finished: Bool?
        #expect(UIView.areAnimationsEnabled)
        UIView.performWithoutAnimation {
            enabledInside = UIView.areAnimationsEnabled
            UIView.animate(withDuration: 0.3, animations: {
                self.box.alpha = 0.3
                duration = UIView.inheritedAnimationDuration
            }, completion: { finished = $0 })
        }
        #expect(enabledInside == false)
        #expect(duration == 0)
        #expect(finished == true)
        #expect(box.alpha == 0.3)
        #expect(UIView.areAnimationsEnabled)
    }

    /// setAnimationsEnabled(false): blocks still run, completions still come.
    @Test func disabledAnimationsStillRunBlocks() {
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        var duration: TimeInterval?
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {
            self.box.alpha = 0.4
            duration = UIView.inheritedAnimationDuration
        }, completion: { finished = $0 })
        #expect(!UIView.areAnimationsEnabled)
        #expect(box.alpha == 0.4)
        #expect(duration == 0)
        #expect(finished == true)
    }

    /// transition(with:) runs its changes; transition(from:to:) puts toView
    /// in fromView's place, or, with .showHideTransitionViews, swaps which
    /// is hidden (UIKit's documented behaviour).
    @Test func transitionsReplaceOrSwapViews() {
        let front = UIView(), back = UIView(), toView = UIView()
        root.addSubview(front)
        root.addSubview(back)
        var finished: [Bool] = []
        UIView.transition(with: root, duration: 0.4, options: .transitionCrossDissolve,
                          animations: { front.backgroundColor = .blue }, completion: { finished.append($0) })
        #expect(front.backgroundColor == .blue)

        UIView.transition(from: front, to: toView, duration: 0.4, options: .transitionFlipFromLeft,
                          completion: { finished.append($0) })
        #expect(front.superview == nil)
        #expect(root.subviews.map(ObjectIdentifier.init) == [box, toView, back].map(ObjectIdentifier.init))

        back.isHidden = true
        UIView.transition(from: toView, to: back, duration: 0.4, options: [.transitionCurlUp, .showHideTransitionViews],
                          completion: { finished.append($0) })
        #expect(toView.isHidden && !back.isHidden)
        #expect(toView.superview === root)
        #expect(finished == [true, true, true])
    }

    /// The options keep UIKit's raw values.
    @Test func optionsHaveUIKitsRawValues() {
        #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
        #expect(UIView.AnimationOptions.repeat.rawValue == 8)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
        #expect(UIView.KeyframeAnimationOptions.calculationModePaced.rawValue == 2 << 10)
        let options: UIView.AnimationOptions = [.curveEaseIn, .autoreverse, .repeat]
        #expect(options.contains(.repeat) && !options.contains(.layoutSubviews))
    }
}
