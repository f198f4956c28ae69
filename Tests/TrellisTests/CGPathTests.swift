import CoreGraphics
import Foundation
import Testing
@testable import Trellis

/// Core Graphics paths and the recording context: the foundation the
/// display list, `UIBezierPath` and `draw(_:)` stand on.
@Suite struct CGPathTests {
    @Test func aRectangleIsAClosedSubpathFromItsOrigin() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [.move(CGPoint(x: 10, y: 20)), .line(CGPoint(x: 40, y: 20)), .line(CGPoint(x: 40, y: 60)),
                                  .line(CGPoint(x: 10, y: 60)), .close])
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20), "after a close the current point is the subpath's start")
    }

    /// `boundingBox` includes control points, `boundingBoxOfPath` does not
    /// (Apple, CGPath.boundingBoxOfPath: "does not include control points
    /// for Bézier and quadratic curves").
    @Test func theBoundingBoxOfACurveExcludesItsControlPoints() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 75) < 1e-9, "the curve peaks at 3/4 of its control points' height")
        #expect(tight.width == 100)
    }

    @Test func anEllipseIsFourCurvesThroughItsExtremes() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 4)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 100) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 50) < 1e-9)
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)), "a corner of the box is outside the ellipse")
    }

    @Test func evenOddLeavesAHoleWhereWindingDoesNot() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
    }

    /// Core Graphics' `clockwise` is decreasing angle in its y-up space, so
    /// an arc from 0 to π/2 with `clockwise: false` passes through angle
    /// π/4, which is below the center on a y-down screen.
    @Test func arcsSweepInCoreGraphicsDirection() {
        let quarter = CGMutablePath()
        quarter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let box = quarter.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 10) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let longBox = long.boundingBoxOfPath
        #expect(abs(longBox.minX + 10) < 1e-9 && abs(longBox.minY + 10) < 1e-9, "three quarters the other way")
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(circle.contains(CGPoint(x: 50, y: 50)) && !circle.contains(CGPoint(x: 3, y: 3)))
    }

    @Test func roundedRectanglesClampTheirCorners() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 30, cornerHeight: 30)
        #expect(path.contains(CGPoint(x: 20, y: 10)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "corners clamp to half the height: 10")
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 40) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 20) < 1e-9)
    }

    @Test func applyWithBlockHandsOutCoreGraphicsPointOrder() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = element.pointee.type == .moveToPoint ? 1 : 2
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(seen.count == 2)
        #expect(seen[1].0 == .addQuadCurveToPoint && seen[1].1 == [CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6)])
    }

    @Test func aContextRecordsFillsStrokesAndState() {
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.translateBy(x: 10, y: 0)
        context.setAlpha(0.5)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.restoreGState()
        context.setLineWidth(3)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 10, y: 10))
        context.strokePath()
        #expect(context.isPathEmpty, "drawing consumes the path")
        let items = context.displayList.items
        #expect(items.count == 5)
        guard items.count == 5 else { return }
        #expect(items[0] == .save && items[1] == .concatenate(CGAffineTransform(translationX: 10, y: 0)) && items[3] == .restore)
        if case let .fill(_, paint, _, style) = items[2] {
            #expect(paint == .color(CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
            #expect(style.alpha == 0.5)
        } else { Issue.record("expected a fill, got \(items[2])") }
        if case let .stroke(_, _, stroke, style) = items[4] {
            #expect(stroke.lineWidth == 3)
            #expect(style.alpha == 1, "restore brought alpha back")
        } else { Issue.record("expected a stroke, got \(items[4])") }
        #expect(context.ctm == .identity)
    }

    @Test func gradientsSpreadColorsEvenlyWithoutLocations() {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 0.5, alpha: 1), CGColor(gray: 1, alpha: 1)] as [Any],
                                  locations: nil)
        #expect(gradient?.stops.map(\.location) == [0, 0.5, 1])
        #expect(CGGradient(colorsSpace: nil, colors: ["not a color"] as [Any], locations: nil) == nil)
    }
}
