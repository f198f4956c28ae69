import CoreGraphics
import QuartzCore

/// A round badge's layer and placement: Core Graphics and QuartzCore names
/// with only those two modules imported.
public enum Badge {
    /// A layer with a circular outline of the given diameter.
    public static func layer(diameter: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.cornerRadius = diameter / 2
        layer.borderWidth = 2
        layer.borderColor = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        return layer
    }

    /// Where a badge of `size` sits on the top trailing corner of `rect`:
    /// centred on the corner.
    public static func frame(of size: CGSize, onCornerOf rect: CGRect) -> CGRect {
        let centred = CGRect(origin: CGPoint(x: -size.width / 2, y: -size.height / 2), size: size)
        return centred.applying(CGAffineTransform(translationX: rect.maxX, y: rect.minY))
    }
}
