import CoreGraphics
import Foundation
import Testing
@testable import Trellis

/// A view that draws a circle in `draw(_:)` and counts its calls.
private final class CircleView: UIView {
    var draws = 0
    var color: UIColor = .systemRed
    var contextWasCurrent = false
    var style: UIUserInterfaceStyle?

    override func draw(_ rect: CGRect) {
        draws += 1
        contextWasCurrent = UIGraphicsGetCurrentContext() != nil
        style = UITraitCollection.current.userInterfaceStyle
        color.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

@Suite struct DrawRectTests {
    private func fills(_ list: DisplayList) -> [(CGPath, CGColor)] {
        list.items.compactMap {
            if case let .fill(path, .color(color), _, _) = $0 { return (path, color) }
            return nil
        }
    }

    @Test func theLayerHookRunsDrawWithTheContextCurrent() {
        let view = CircleView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let context = CGContext(bounds: view.bounds)
        view.draw(view.layer, in: context)
        #expect(view.draws == 1 && view.contextWasCurrent)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let drawn = fills(context.displayList)
        #expect(drawn.count == 1)
        #expect(drawn.first?.0 == UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath)
    }

    @Test func aPlainViewDrawsNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let context = CGContext(bounds: view.bounds)
        view.draw(view.layer, in: context)
        #expect(context.displayList.isEmpty)
    }

    /// UIKit calls `draw(_:)` again only after `setNeedsDisplay()`; the
    /// drawing is kept in between.
    @Test func drawRunsAgainOnlyAfterSetNeedsDisplay() {
        let view = CircleView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.draw(view.layer, in: CGContext(bounds: view.bounds))
        let again = CGContext(bounds: view.bounds)
        view.draw(view.layer, in: again)
        #expect(view.draws == 1)
        #expect(fills(again.displayList).count == 1)
        view.color = .systemBlue
        view.setNeedsDisplay()
        let redrawn = CGContext(bounds: view.bounds)
        view.draw(view.layer, in: redrawn)
        #expect(view.draws == 2)
        #expect(fills(redrawn.displayList).first?.1 == UIColor.systemBlue.cgColor)
    }

    /// "`UIView.ContentMode.redraw`: The option to redisplay the view when
    /// the bounds change by invoking the setNeedsDisplay() method"
    /// (developer.apple.com/documentation/uikit/uiview/contentmode/redraw);
    /// other modes reuse the drawing, stretched for `.scaleToFill`.
    @Test func boundsChangesRedrawOnlyUnderRedraw() {
        let stretched = CircleView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        stretched.draw(stretched.layer, in: CGContext(bounds: stretched.bounds))
        stretched.frame.size = CGSize(width: 80, height: 40)
        let context = CGContext(bounds: stretched.bounds)
        stretched.draw(stretched.layer, in: context)
        #expect(stretched.draws == 1)
        #expect(context.displayList.items.contains(.concatenate(CGAffineTransform(scaleX: 2, y: 1))))

        let redrawn = CircleView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        redrawn.contentMode = .redraw
        redrawn.draw(redrawn.layer, in: CGContext(bounds: redrawn.bounds))
        redrawn.frame.size = CGSize(width: 80, height: 40)
        let fresh = CGContext(bounds: redrawn.bounds)
        redrawn.draw(redrawn.layer, in: fresh)
        #expect(redrawn.draws == 2)
        #expect(fills(fresh.displayList).first?.0 == UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 40)).cgPath)
    }

    /// Dynamic colors set in `draw(_:)` resolve for the view's traits, as
    /// UIKit makes them current while drawing.
    @Test func drawSeesTheViewsTraits() {
        let view = CircleView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.traitOverrides.userInterfaceStyle = .dark
        let context = CGContext(bounds: view.bounds)
        view.draw(view.layer, in: context)
        #expect(view.style == .dark)
        let dark = UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
        #expect(fills(context.displayList).first?.1 == dark)
    }

    @Test func unbalancedSavesInDrawAreClosed() {
        final class Leaky: UIView {
            override func draw(_ rect: CGRect) {
                UIGraphicsGetCurrentContext()?.saveGState()
                UIRectFill(bounds)
            }
        }
        let view = Leaky(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let context = CGContext(bounds: view.bounds)
        view.draw(view.layer, in: context)
        let saves = context.displayList.items.filter { $0 == .save }.count
        let restores = context.displayList.items.filter { $0 == .restore }.count
        #expect(saves == restores)
    }

    @Test func rectFillAndFrameUseTheFillColorAndCopy() {
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: 20, height: 20))
        UIGraphicsPushContext(context)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        UIRectFrame(CGRect(x: 0, y: 0, width: 20, height: 20))
        UIGraphicsPopContext()
        let drawn = context.displayList.items.compactMap { item -> (CGPath, CGPathFillRule, DrawStyle)? in
            if case let .fill(path, .color(color), rule, style) = item, color == UIColor.green.cgColor { return (path, rule, style) }
            return nil
        }
        #expect(drawn.count == 2)
        #expect(drawn.allSatisfy { $0.2.blendMode == .copy })
        // The frame is the one-point band inside the rectangle.
        if drawn.count == 2 {
            #expect(drawn[1].1 == .evenOdd)
            #expect(drawn[1].0.contains(CGPoint(x: 0.5, y: 10), using: .evenOdd))
            #expect(!drawn[1].0.contains(CGPoint(x: 1.5, y: 10), using: .evenOdd))
        }
    }
}
