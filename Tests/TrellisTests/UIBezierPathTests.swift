import CoreGraphics
import Foundation
import Testing
@testable import Trellis

@Suite struct UIBezierPathTests {
    /// "The smallest rectangle that completely encloses all points in the
    /// path, including any control points for Bézier and quadratic curves"
    /// (developer.apple.com/documentation/uikit/uibezierpath/bounds): a
    /// curve's control points count, unlike `CGPath.boundingBoxOfPath`.
    @Test func boundsIncludeControlPoints() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve itself only reaches halfway to its control point.
        let tight = path.cgPath.boundingBoxOfPath
        #expect(abs(tight.height - 50) < 0.001)
    }

    @Test func defaultsAreUIKits() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.isEmpty && path.bounds.isNull && path.currentPoint == .zero)
    }

    @Test func ovalContainsItsCenterButNotItsCorners() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(oval.contains(CGPoint(x: 98, y: 25)))
        #expect(!oval.contains(CGPoint(x: 3, y: 3)))
        #expect(!oval.contains(CGPoint(x: 101, y: 25)))
    }

    /// Two nested squares drawn the same way: the inner one is filled by
    /// the nonzero winding rule and is a hole by the even-odd rule.
    @Test func containsHonoursTheFillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        // Reversed inner square: a hole by winding too.
        let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
    }

    /// In UIKit's flipped coordinates `clockwise: true` turns clockwise on
    /// screen: from 0 (3 o'clock) to π/2 it passes through the bottom right
    /// (Apple's figure in "Drawing shapes using Bézier paths").
    @Test func clockwiseArcsTurnClockwiseOnScreen() {
        let center = CGPoint(x: 50, y: 50)
        let clockwise = UIBezierPath(arcCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(clockwise.currentPoint.x - 50) < 0.001 && abs(clockwise.currentPoint.y - 90) < 0.001)
        let box = clockwise.cgPath.boundingBoxOfPath
        #expect(box.minX >= 49.99 && box.minY >= 49.99)
        let counter = UIBezierPath(arcCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Three quarters of the circle, through the top and the left.
        let big = counter.cgPath.boundingBoxOfPath
        #expect(abs(big.minX - 10) < 0.01 && abs(big.minY - 10) < 0.01)
    }

    @Test func roundedRectRadiiAreClampedToHalfTheShorterSide() {
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 100)
        #expect(capsule.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(capsule.contains(CGPoint(x: 20, y: 20)))
        #expect(!capsule.contains(CGPoint(x: 2, y: 2)))
        #expect(!capsule.contains(CGPoint(x: 4, y: 8)))

        let top = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft, .topRight],
                               cornerRadii: CGSize(width: 20, height: 20))
        #expect(!top.contains(CGPoint(x: 1, y: 1)) && !top.contains(CGPoint(x: 99, y: 1)))
        #expect(top.contains(CGPoint(x: 1, y: 99)) && top.contains(CGPoint(x: 99, y: 99)))
        #expect(UIRectCorner.allCorners.contains([.topLeft, .bottomRight]))
    }

    @Test func applyTransformsEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        path.apply(CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 5)))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 20, height: 60))
    }

    @Test func reversingTracesEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        let reversed = path.reversing()
        #expect(reversed.currentPoint == CGPoint(x: 0, y: 0))
        #expect(reversed.cgPath.elements == [
            .move(CGPoint(x: 20, y: 10)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 5), control2: CGPoint(x: 15, y: 0)),
            .line(CGPoint(x: 0, y: 0)),
        ])
        #expect(reversed.bounds == path.bounds)
    }

    @Test func lineDashRoundTrips() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: 3, phase: 1.5)
        var out = [CGFloat](repeating: 0, count: 3)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&out, count: &count, phase: &phase)
        #expect(out == pattern && count == 3 && phase == 1.5)
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 0)
    }

    @Test func cgPathIsACopyBothWays() {
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let path = UIBezierPath(cgPath: mutable)
        mutable.addRect(CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        path.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    // MARK: - Drawing into the current context

    @Test func fillAndStrokeRecordIntoTheCurrentContextWithThePathsAttributes() {
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        oval.lineWidth = 4
        oval.lineCapStyle = .round
        oval.usesEvenOddFillRule = true
        UIColor.red.setFill()
        UIColor.blue.setStroke()
        oval.fill()
        oval.stroke(with: .multiply, alpha: 0.5)
        let drawn = context.displayList.items.filter {
            switch $0 {
            case .fill, .stroke: return true
            default: return false
            }
        }
        guard drawn.count == 2, case let .fill(fillPath, .color(fillColor), rule, _) = drawn[0],
              case let .stroke(strokePath, .color(strokeColor), stroke, style) = drawn[1] else {
            Issue.record("expected a fill and a stroke, got \(context.displayList.items)")
            return
        }
        #expect(fillPath == oval.cgPath && strokePath == oval.cgPath)
        #expect(fillColor == UIColor.red.cgColor && strokeColor == UIColor.blue.cgColor && rule == .evenOdd)
        #expect(stroke.lineWidth == 4 && stroke.lineCap == .round)
        #expect(style.blendMode == .multiply && style.alpha == 0.5)
        // The path's attributes did not stay in the context.
        #expect(context.currentStrokeStyle.lineWidth == 1 && context.currentStyle.alpha == 1)
    }

    @Test func drawingWithNoCurrentContextDoesNothing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIColor.red.set()
    }
}
