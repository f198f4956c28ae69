import Foundation
import Testing
@testable import Trellis

/// The gesture recognizers' UIKit defaults (developer.apple.com/documentation/uikit/
/// uitapgesturerecognizer, uilongpressgesturerecognizer: "The default
/// duration is 0.5 seconds", "default allowable movement is 10 points";
/// uiswipegesturerecognizer/direction: "The default direction is right";
/// uigesturerecognizer/cancelstouchesinview: "The default value … is true")
/// and `simulateRecognition`, which stands in for touches.
@Suite struct GestureRecognizerTests {
    @Test func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(tap.state == .possible && tap.isEnabled && tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
        #expect(UISwipeGestureRecognizer().direction == .right)
        #expect(UIPinchGestureRecognizer().scale == 1)
        #expect(UIScreenEdgePanGestureRecognizer().edges == [])
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test func attachingAndDetaching() {
        let view = UIView(), other = UIView()
        let tap = UITapGestureRecognizer()
        #expect(view.gestureRecognizers == nil)
        view.addGestureRecognizer(tap)
        #expect(tap.view === view && view.gestureRecognizers?.count == 1)
        other.addGestureRecognizer(tap)
        #expect(tap.view === other && view.gestureRecognizers == nil)
        other.removeGestureRecognizer(tap)
        #expect(tap.view == nil && other.gestureRecognizers == nil)
    }

    @Test func aDiscreteRecognizerEndsOnceAContinuousOneGoesThroughItsStates() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var states: [UIGestureRecognizer.State] = []
        var location = CGPoint.zero
        let tap = UITapGestureRecognizer { recognizer in
            states.append(recognizer.state)
            location = recognizer.location(in: recognizer.view)
        }
        view.addGestureRecognizer(tap)
        #expect(tap.simulateRecognition())
        #expect(states == [.ended] && location == CGPoint(x: 50, y: 20) && tap.state == .possible)
        tap.simulateRecognition(at: CGPoint(x: 3, y: 4))
        #expect(location == CGPoint(x: 3, y: 4))

        states = []
        let pan = UIPanGestureRecognizer()
        pan.addAction { states.append($0.state) }
        view.addGestureRecognizer(pan)
        pan.simulateRecognition()
        #expect(states == [.began, .changed, .ended])
    }

    final class Refusing: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test func nothingFiresWhenDisabledDetachedHiddenOrRefused() {
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        #expect(!tap.simulateRecognition())
        let view = UIView()
        view.addGestureRecognizer(tap)
        tap.isEnabled = false
        #expect(!tap.simulateRecognition())
        tap.isEnabled = true
        view.isHidden = true
        #expect(!tap.simulateRecognition())
        view.isHidden = false
        let delegate = Refusing()
        tap.delegate = delegate
        #expect(!tap.simulateRecognition())
        #expect(fired == 0)
        tap.delegate = nil
        #expect(tap.simulateRecognition() && fired == 1)
    }
}
