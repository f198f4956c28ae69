import Foundation
import Testing
@testable import Trellis

/// Hit testing as UIKit's `hitTest(_:with:)` documents it: "This method
/// ignores view objects that are hidden, that have disabled user
/// interactions, or have an alpha level less than 0.01", and "points that
/// lie outside the receiver's bounds are never reported as hits, even if
/// they actually lie within one of the receiver's subviews"; subviews are
/// asked front to back (the last subview first).
@Suite struct HitTestTests {
    /// A window on an iPhone 15 showing a card with a button, and a badge
    /// overlapping the card's corner above it.
    struct Screen {
        let window = UIWindow(device: .iPhone15)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        let badge = UIView(frame: CGRect(x: 300, y: 90, width: 40, height: 40))

        init() {
            window.isHidden = false
            window.addSubview(card)
            card.addSubview(button)
            window.addSubview(badge)
        }
    }

    @Test func findsTheDeepestInteractiveView() {
        let screen = Screen()
        #expect(screen.window.hitTest(CGPoint(x: 40, y: 120), with: nil) === screen.button)
        #expect(screen.window.hitTest(CGPoint(x: 200, y: 250), with: nil) === screen.card)
        #expect(screen.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === screen.window)
        // The badge is in front of the card where they overlap.
        #expect(screen.window.hitTest(CGPoint(x: 310, y: 105), with: nil) === screen.badge)
        // Outside the window: nothing.
        #expect(screen.window.hitTest(CGPoint(x: 500, y: 10), with: nil) == nil)
        #expect(screen.window.hitTest(CGPoint(x: -1, y: 10), with: nil) == nil)
    }

    @Test func skipsHiddenTransparentAndDisabledViews() {
        let screen = Screen()
        let point = CGPoint(x: 40, y: 120)
        screen.button.isHidden = true
        #expect(screen.window.hitTest(point, with: nil) === screen.card)
        screen.button.isHidden = false
        // Below 0.01 is transparent to touches; 0.01 itself is not.
        screen.button.alpha = 0.009
        #expect(screen.window.hitTest(point, with: nil) === screen.card)
        screen.button.alpha = 0.01
        #expect(screen.window.hitTest(point, with: nil) === screen.button)
        // A view that ignores touches takes its subviews with it.
        screen.card.isUserInteractionEnabled = false
        #expect(screen.window.hitTest(point, with: nil) === screen.window)
        #expect(screen.window.hitTest(CGPoint(x: 310, y: 105), with: nil) === screen.badge)
        screen.card.isUserInteractionEnabled = true
        screen.badge.isUserInteractionEnabled = false
        #expect(screen.window.hitTest(CGPoint(x: 310, y: 105), with: nil) === screen.card)
    }

    @Test func aHiddenWindowReceivesNothing() {
        // A new window is hidden, as in UIKit, until shown.
        let window = UIWindow(device: .iPhone15)
        #expect(window.isHidden)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
        window.isHidden = false
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }

    @Test func subviewsOutsideTheirSuperviewsBoundsAreNotHit() {
        let screen = Screen()
        let overflow = UIView(frame: CGRect(x: 250, y: 150, width: 100, height: 100))
        screen.card.addSubview(overflow)
        // (20 + 250 + 10, 100 + 150 + 10) is inside `overflow` and the card.
        #expect(screen.window.hitTest(CGPoint(x: 280, y: 260), with: nil) === overflow)
        // (20 + 250 + 60) lies outside the card (which ends at x = 320): not hit, clipping or not.
        #expect(screen.window.hitTest(CGPoint(x: 330, y: 260), with: nil) === screen.window)
    }

    @Test func followsTheBoundsOrigin() {
        let screen = Screen()
        // The button spans y 10...54 of the card's bounds, at 110...154 in the window.
        #expect(screen.window.hitTest(CGPoint(x: 40, y: 108), with: nil) === screen.card)
        // Scrolling the card's content up by 5 points shows it at 105...149.
        screen.card.bounds.origin = CGPoint(x: 0, y: 5)
        #expect(screen.window.hitTest(CGPoint(x: 40, y: 108), with: nil) === screen.button)
        #expect(screen.window.hitTest(CGPoint(x: 40, y: 151), with: nil) === screen.card)
        // The card's own coordinates start at its bounds origin: y 5...205.
        #expect(screen.card.hitTest(CGPoint(x: 20, y: 13), with: nil) === screen.button)
        #expect(!screen.card.point(inside: CGPoint(x: 20, y: 4), with: nil))
        #expect(screen.card.point(inside: CGPoint(x: 20, y: 204), with: nil))
    }

    @Test func pointInsideCanBeOverridden() {
        /// A small control that takes touches 20 points around it, as
        /// UIKit code widens a hit area.
        final class WideTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let screen = Screen()
        let target = WideTarget(frame: CGRect(x: 200, y: 10, width: 20, height: 20))
        screen.card.addSubview(target)
        #expect(screen.window.hitTest(CGPoint(x: 20 + 190, y: 100 + 5), with: nil) === target)
        #expect(screen.window.hitTest(CGPoint(x: 20 + 170, y: 100 + 5), with: nil) === screen.card)
    }
}
