import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Layers draw what they describe, read back from PNGs: a gradient
/// layer's end colours, a shape layer's stroke and its partial stroke, a
/// transformed view, sublayer order, masks and shadows.
@Suite struct LayerRenderTests {
    func render(width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1, _ build: (UIView) -> Void) throws -> Bitmap {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .white
        build(root)
        return try Bitmap(png: Renderer(scale: scale).render(root, as: .png))
    }

    /// An axial gradient from red at the top to blue at the bottom, the
    /// default direction (developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint:
    /// default (0.5, 0.0); …/endpoint: default (0.5, 1.0)).
    @Test func aGradientLayerRunsFromItsFirstColorToItsLast() throws {
        let bitmap = try render { root in
            let gradient = CAGradientLayer()
            gradient.frame = root.bounds
            gradient.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
            root.layer.addSublayer(gradient)
        }
        let top = bitmap.pixel(50, 0), bottom = bitmap.pixel(50, 99), middle = bitmap.pixel(50, 50)
        #expect(top.r > 245 && top.b < 10, "top \(top)")
        #expect(bottom.b > 245 && bottom.r < 10, "bottom \(bottom)")
        #expect(abs(middle.r - middle.b) < 10 && middle.r > 100, "middle \(middle)")
    }

    @Test func aHorizontalGradientWithLocations() throws {
        let bitmap = try render { root in
            let gradient = CAGradientLayer()
            gradient.frame = root.bounds
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
            gradient.locations = [0.5, 1]
            root.layer.addSublayer(gradient)
        }
        #expect(bitmap.pixel(25, 50).r < 5)  // before the first location: the first color
        #expect(bitmap.pixel(99, 50).r > 245)
        #expect((100...155).contains(bitmap.pixel(75, 50).r))
    }

    /// A stroked circle: the stroke colour on the line, nothing off it;
    /// `strokeEnd` 0.5 draws half of it. The fill is nil here, as apps
    /// set it for rings (CAShapeLayer fills opaque black by default).
    @Test func aShapeLayerStrokesItsPathAndStrokeEndCutsIt() throws {
        func ring(strokeEnd: CGFloat) throws -> Bitmap {
            try render { root in
                let shape = CAShapeLayer()
                shape.frame = root.bounds
                shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
                shape.fillColor = nil
                shape.strokeColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
                shape.lineWidth = 6
                shape.strokeEnd = strokeEnd
                root.layer.addSublayer(shape)
            }
        }
        let full = try ring(strokeEnd: 1)
        for (x, y) in [(90, 50), (10, 50), (50, 10), (50, 90)] {
            let p = full.pixel(x, y)
            #expect(p.r > 245 && p.g < 10, "on the ring at \(x),\(y): \(p)")
        }
        #expect(full.pixel(50, 50) == (255, 255, 255, 255))
        #expect(full.pixel(2, 2) == (255, 255, 255, 255))
        // Half of an ellipse path starts at its rightmost point: one side is drawn, the other not.
        let half = try ring(strokeEnd: 0.5)
        let drawn = [(90, 50), (10, 50)].map { half.pixel($0.0, $0.1).g < 10 }
        let sides = [(50, 10), (50, 90)].map { half.pixel($0.0, $0.1).g < 10 }
        #expect(drawn == [true, true], "both ends of the half ring")
        #expect(sides.filter { $0 }.count == 1, "one of top and bottom: \(sides)")
    }

    @Test func aShapeLayerFillsBlackByDefault() throws {
        let bitmap = try render { root in
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 20, y: 20, width: 30, height: 30), transform: nil)
            root.layer.addSublayer(shape)
        }
        #expect(bitmap.pixel(35, 35) == (0, 0, 0, 255))
        #expect(bitmap.pixel(60, 60) == (255, 255, 255, 255))
    }

    /// A view rotated a quarter turn about its centre draws in its
    /// bounding box, which is its frame (developer.apple.com/documentation/uikit/uiview/transform).
    @Test func aRotatedViewDrawsInItsNewFrame() throws {
        var frame = CGRect.zero
        let bitmap = try render { root in
            let bar = UIView(frame: CGRect(x: 10, y: 40, width: 80, height: 20))
            bar.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
            root.addSubview(bar)
            frame = bar.frame
        }
        #expect(abs(frame.minX - 40) < 1e-9 && abs(frame.minY - 10) < 1e-9 && abs(frame.width - 20) < 1e-9 && abs(frame.height - 80) < 1e-9)
        #expect(bitmap.pixel(50, 15).b > 245 && bitmap.pixel(50, 15).r < 10)   // inside the rotated bar
        #expect(bitmap.pixel(15, 50) == (255, 255, 255, 255))                  // where it was before turning
    }

    /// A gradient inserted at index 0 of a view's layer draws under its
    /// subviews (/work/shared/uikit-samples/03-profile-header.swift).
    @Test func anInsertedLayerDrawsUnderSubviews() throws {
        let bitmap = try render { root in
            let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
            child.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            root.addSubview(child)
            let under = CALayer()
            under.frame = root.bounds
            under.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
            root.layer.insertSublayer(under, at: 0)
        }
        #expect(bitmap.pixel(50, 50) == (0, 255, 0, 255))
        #expect(bitmap.pixel(10, 10) == (255, 0, 0, 255))
    }

    @Test func aMaskCutsTheLayerToItsAlpha() throws {
        let bitmap = try render { root in
            let square = UIView(frame: root.bounds)
            square.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
            let mask = CAShapeLayer()
            mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
            square.layer.mask = mask
            root.addSubview(square)
        }
        #expect(bitmap.pixel(25, 50) == (0, 0, 0, 255))
        #expect(bitmap.pixel(75, 50) == (255, 255, 255, 255))
    }

    /// `shadowPath` casts a shadow of that shape without a background.
    @Test func aShadowPathCastsItsShape() throws {
        let bitmap = try render { root in
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            card.layer.shadowPath = CGPath(rect: card.bounds, transform: nil)
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 0
            card.layer.shadowOffset = CGSize(width: 20, height: 20)
            root.addSubview(card)
        }
        #expect(bitmap.pixel(70, 70) == (0, 0, 0, 255))   // the shadow, moved 20 points
        #expect(bitmap.pixel(30, 30) == (255, 255, 255, 255))  // the card itself draws nothing
    }

    /// A layer's contents image, placed by `contentsGravity`.
    @Test func contentsDrawByGravity() throws {
        let red = CairoImages.solid(width: 10, height: 10, argb: 0xFFFF_0000)
        let bitmap = try render { root in
            let layer = CALayer()
            layer.frame = root.bounds
            layer.contents = red
            layer.contentsGravity = .topLeft
            root.layer.addSublayer(layer)
        }
        #expect(bitmap.pixel(5, 5) == (255, 0, 0, 255))
        #expect(bitmap.pixel(50, 50) == (255, 255, 255, 255))
    }
}

/// Bitmaps made for tests.
enum CairoImages {
    static func solid(width: Int, height: Int, argb: UInt32) -> CGImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { bytes in
            for index in 0..<(width * height) { bytes.storeBytes(of: argb, toByteOffset: index * 4, as: UInt32.self) }
        }
        return CGImage(width: width, height: height, bytesPerRow: width * 4, pixels: pixels, isOpaque: true)!
    }
}
