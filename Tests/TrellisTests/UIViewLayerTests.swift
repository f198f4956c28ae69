import Foundation
import Testing
@testable import Trellis
import TrellisCairo

/// A view and its layer, as on iOS: the view is the layer's delegate, its
/// subviews' layers are the layer's sublayers, and geometry, alpha, hidden
/// and transform are one set of values seen from both sides.
@Suite struct UIViewLayerTests {
    @Test func subviewsLayersAreSublayersInTheSameOrder() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.layer.sublayers?.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0.layer) })
        root.bringSubviewToFront(c)
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(root.layer.sublayers?.map { ObjectIdentifier($0) } == root.subviews.map { ObjectIdentifier($0.layer) })
        a.removeFromSuperview()
        #expect(a.layer.superlayer == nil && root.layer.sublayers?.count == 2)
        #expect(root.layer.delegate === root)
    }

    /// /work/shared/uikit-samples/03-profile-header.swift inserts a
    /// gradient at index 0 of a view's layer: it stays under every subview
    /// added before and after.
    @Test func aLayerInsertedAtZeroStaysUnderTheSubviews() {
        let root = UIView(), before = UIView(), after = UIView()
        root.addSubview(before)
        let gradient = CAGradientLayer()
        root.layer.insertSublayer(gradient, at: 0)
        root.addSubview(after)
        root.sendSubviewToBack(after)
        #expect(root.layer.sublayers?.first === gradient)
        #expect(root.layer.sublayers?.map { ObjectIdentifier($0) } == [gradient, after.layer, before.layer].map { ObjectIdentifier($0) })
    }

    @Test func theLayersGeometryIsTheViews() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.frame == view.frame)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
    }

    @Test func alphaHiddenAndClippingAreTheLayers() {
        let view = UIView()
        view.alpha = 0.3
        #expect(view.alpha == 0.3 && view.layer.opacity == Float(0.3))
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.isHidden = true
        #expect(view.layer.isHidden)
        view.layer.isHidden = false
        #expect(!view.isHidden)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
    }

    /// A transformed view's frame is the box around it
    /// (developer.apple.com/documentation/uikit/uiview/transform: "the
    /// frame … reflects the transform"), its center and bounds unchanged.
    @Test func aTransformedViewsFrameIsItsBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CATransform3DIsAffine(view.layer.transform) && view.layer.affineTransform() == view.transform)
        #expect(abs(view.frame.width - 40) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
        #expect(view.center == CGPoint(x: 50, y: 20) && view.bounds.size == CGSize(width: 100, height: 40))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    /// A transformed view made in code keeps its autoresizing constraints
    /// on its untransformed frame: layout does not grow it.
    @Test func layoutIgnoresTheTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        root.addSubview(badge)
        badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(badge.bounds.size == CGSize(width: 100, height: 20) && badge.center == CGPoint(x: 60, y: 20))
    }

    @Test func layerClassMakesTheLayer() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        #expect(GradientView().layer is CAGradientLayer)
        #expect(ShapeView().layer is CAShapeLayer)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @Test func laidOutThroughTheLayer() {
        final class Counting: UIView {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let view = Counting()
        view.layer.setNeedsLayout()
        view.layer.layoutIfNeeded()
        #expect(view.passes == 1)
    }
}

extension Canvas {
    /// Draws `view` as a render would: its layer's display list, by the Cairo backend.
    func draw(_ view: UIView) {
        let ctx = CGContext(bounds: view.bounds)
        view.layer.render(in: ctx)
        CairoBackend.draw(ctx.displayList, in: context)
    }
}
