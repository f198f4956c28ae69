import Foundation

extension UIView {
    /// Draws the view and its subviews, as they look now, scaled into
    /// `rect` of the current context (`UIGraphicsGetCurrentContext()`);
    /// false when there is no current context. Layout that is pending is
    /// done first when `afterUpdates` is true, as UIKit's screen update
    /// would do it.
    ///
    /// - Complexity: O(views in the hierarchy) plus what their `draw(_:)` costs.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.minX.isFinite, rect.minY.isFinite else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        traitCollection.performAsCurrent { layer.render(in: context) }
        context.restoreGState()
        return true
    }

    /// A new view, of the view's bounds' size, showing a picture of the view
    /// and its subviews as they look now (at the main screen's scale), as
    /// UIKit's snapshot views do; later changes to the view do not show in it.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let size = bounds.size
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.isOpaque = isOpaque
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        let context = CGContext(bounds: CGRect(origin: .zero, size: size))
        GraphicsContextStack.withCurrent(context) {
            _ = drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: false)
        }
        if let image = DisplayListRasterizer.image(of: context.displayList, size: size, scale: scale, opaque: false) {
            snapshot.layer.contents = image.cgImage
            snapshot.layer.contentsScale = scale
        }
        return snapshot
    }
}
