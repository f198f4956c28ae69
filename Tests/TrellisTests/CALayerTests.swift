import Foundation
import Testing
@testable import Trellis

@Suite struct CALayerTests {
    @Test func defaultsMatchCoreAnimation() {
        let layer = CALayer()
        #expect(layer.cornerRadius == 0)
        #expect(layer.masksToBounds == false)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.backgroundColor == nil)
        #expect(layer.opacity == 1)
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.isHidden == false)
    }

    @Test func propertiesKeepWhatIsSet() {
        let layer = CALayer()
        layer.cornerRadius = 8
        layer.masksToBounds = true
        layer.borderWidth = 1
        layer.borderColor = UIColor.red.cgColor
        layer.backgroundColor = UIColor.blue.cgColor
        layer.opacity = 0.5
        layer.shadowColor = nil
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 2, height: 4)
        layer.shadowRadius = 6
        layer.isHidden = true
        #expect(layer.cornerRadius == 8)
        #expect(layer.masksToBounds)
        #expect(layer.borderWidth == 1)
        #expect(layer.borderColor == UIColor.red.cgColor)
        #expect(layer.backgroundColor?.components == [0, 0, 1, 1])
        #expect(layer.opacity == 0.5)
        #expect(layer.shadowColor == nil)
        #expect(layer.shadowOpacity == 0.3)
        #expect(layer.shadowOffset == CGSize(width: 2, height: 4))
        #expect(layer.shadowRadius == 6)
        #expect(layer.isHidden)
    }

    // MARK: - The tree

    @Test func sublayersKeepTheirOrderAndSuperlayer() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        #expect(a.superlayer === root)
        root.insertSublayer(c, above: b)
        #expect(root.sublayers?.last === c)
        root.insertSublayer(c, below: a)
        #expect(root.sublayers?.first === c)
        let d = CALayer()
        root.replaceSublayer(a, with: d)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [c, d, b].map { ObjectIdentifier($0) })
        #expect(a.superlayer == nil)
        b.removeFromSuperlayer()
        #expect(root.sublayers?.count == 2 && b.superlayer == nil)
    }

    @Test func aLayerMovesBetweenSuperlayersAndNeverUnderItself() {
        let one = CALayer(), two = CALayer(), child = CALayer()
        one.addSublayer(child)
        two.addSublayer(child)
        #expect(one.sublayers == nil && child.superlayer === two)
        child.addSublayer(two)
        #expect(child.sublayers == nil)
    }

    /// frame = position − anchorPoint × size (developer.apple.com/documentation/quartzcore/calayer/frame:
    /// "the frame rectangle is position and size of the layer specified in the superlayer's coordinate space").
    @Test func frameFollowsPositionAnchorPointAndBounds() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45) && layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
    }

    /// Under a transform the frame is the box around the transformed bounds
    /// (developer.apple.com/documentation/uikit/uiview/frame: "If the
    /// transform property is not the identity transform, the value of this
    /// property is undefined" — Core Animation answers the bounding box).
    @Test func aRotatedLayersFrameIsItsBoundingBox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let frame = layer.frame
        #expect(abs(frame.width - 40) < 1e-9 && abs(frame.height - 100) < 1e-9)
        #expect(abs(frame.midX - 50) < 1e-9 && abs(frame.midY - 20) < 1e-9)
        #expect(layer.bounds.size == CGSize(width: 100, height: 40))
    }

    @Test func siblingsDrawByZPositionThenOrder() {
        let a = CALayer(), b = CALayer(), c = CALayer()
        a.zPosition = 1
        let order = CALayer.drawingOrder([a, b, c])
        #expect(order.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
    }

    @Test func pointsConvertThroughPositionsAndTransforms() {
        let root = CALayer(), child = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        child.frame = CGRect(x: 50, y: 60, width: 20, height: 20)
        root.addSublayer(child)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 55, y: 65))
        #expect(root.convert(CGPoint(x: 55, y: 65), to: child) == CGPoint(x: 5, y: 5))
        #expect(root.hitTest(CGPoint(x: 55, y: 65)) === child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 55, y: 65)) === root)
    }

    @Test func layoutAsksTheDelegate() {
        final class Delegate: CALayerDelegate {
            var laidOut = 0
            func layoutSublayers(of layer: CALayer) { laidOut += 1 }
        }
        let layer = CALayer(), delegate = Delegate()
        layer.delegate = delegate
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        layer.layoutIfNeeded()
        #expect(delegate.laidOut == 1)
    }

    @Test func initWithLayerCopiesProperties() {
        let layer = CAShapeLayer()
        layer.cornerRadius = 4
        layer.lineWidth = 3
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let copy = CAShapeLayer(layer: layer)
        #expect(copy.cornerRadius == 4 && copy.lineWidth == 3 && copy.frame == layer.frame)
    }

    /// CAShapeLayer: fill opaque black, stroke nil, 1 point lines
    /// (developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor,
    /// …/strokecolor); CAGradientLayer from (0.5, 0) to (0.5, 1)
    /// (…/cagradientlayer/startpoint, …/endpoint).
    @Test func shapeAndGradientLayerDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1) && shape.strokeColor == nil && shape.lineWidth == 1)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.miterLimit == 10 && shape.lineCap == .butt && shape.lineJoin == .miter)
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1) && gradient.type == .axial)
        #expect(gradient.colors == nil && gradient.locations == nil)
    }

    @Test func aHalfStrokeIsHalfThePathsLength() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let half = path.trimmed(from: 0, to: 0.5)
        #expect(abs(half.currentPoint.x - 100) < 0.01 && abs(half.currentPoint.y) < 0.01)
        let middle = path.trimmed(from: 0.25, to: 0.75)
        #expect(abs(middle.boundingBoxOfPath.minX - 50) < 0.01 && abs(middle.boundingBoxOfPath.maxY - 50) < 0.01)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        // A quarter of a circle starting at its rightmost point, going clockwise on screen.
        let quarter = circle.trimmed(from: 0, to: 0.25).boundingBoxOfPath
        #expect(abs(quarter.width - 50) < 0.5 && abs(quarter.height - 50) < 0.5)
    }
}

@Suite struct CATransform3DTests {
    @Test func aZRotationIsTheAffineRotation() {
        let angle: CGFloat = 0.3
        let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: angle)
        #expect(CATransform3DIsAffine(rotation))
        let flat = CATransform3DGetAffineTransform(rotation)
        #expect(abs(flat.a - affine.a) < 1e-12 && abs(flat.b - affine.b) < 1e-12 && abs(flat.c - affine.c) < 1e-12 && abs(flat.d - affine.d) < 1e-12)
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(angle, 0, 1, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(angle, 0, 0, 0)))
    }

    @Test func concatenationAppliesTheFirstFirst() {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(CGPoint(x: 1, y: 1).applying(CATransform3DGetAffineTransform(t)) == CGPoint(x: 12, y: 2))
        let u = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(CGPoint(x: 1, y: 1).applying(CATransform3DGetAffineTransform(u)) == CGPoint(x: 22, y: 2))
        let inverse = CATransform3DInvert(t)
        #expect(CATransform3DConcat(t, inverse) == CATransform3DIdentity)
        #expect(CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4)) == CATransform3DMakeTranslation(3, 4, 0))
    }
}
