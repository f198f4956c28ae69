import Foundation

extension UIColor {
    /// The color for drawing now: resolved against the traits being drawn
    /// (`UITraitCollection.current` during a render), with its alpha
    /// multiplied by `alpha`.
    func drawingColor(alpha: CGFloat = 1) -> CGColor {
        let color = resolvedColor(with: UITraitCollection.current).cgColor
        guard alpha != 1 else { return color }
        return CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * alpha)
    }
}

extension CGPath {
    /// A rectangle with the given corners rounded by `radius` (clamped to
    /// half the shorter side): what controls draw their capsules with.
    static func roundedRect(_ rect: CGRect, radius: CGFloat) -> CGPath {
        CALayer.roundedRectPath(rect, radius: radius)
    }
}

extension CGContext {
    /// Fills `path` with `color`, leaving the state as it was.
    func fill(_ path: CGPath, with color: CGColor) {
        saveGState()
        setFillColor(color)
        addPath(path)
        fillPath()
        restoreGState()
    }
}
