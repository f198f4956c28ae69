import Foundation

/// What a view's `draw(_:)` drew last, kept until `setNeedsDisplay()` (or a
/// bounds change under `contentMode = .redraw`) asks for it again, as UIKit
/// keeps a view's drawing in its layer's backing store.
struct ViewDrawingCache {
    /// The items `draw(_:)` recorded, and the bounds it drew them for.
    var content: DisplayList?
    var bounds: CGRect = .zero
    /// False after `setNeedsDisplay()`.
    var isValid = false
}

extension UIView {
    /// Draws the view's `draw(_:)` content into `context`: the cached
    /// drawing if it is still valid, or a fresh one recorded with `context`
    /// made current and the view's traits as `UITraitCollection.current`
    /// (so dynamic colors resolve for the view), as UIKit draws.
    ///
    /// When the bounds changed since the last drawing and `contentMode` is
    /// not `.redraw`, the old drawing is placed as `contentMode` says
    /// (stretched for `.scaleToFill`, the default), as UIKit stretches a
    /// layer's backing store instead of calling `draw(_:)` again.
    ///
    /// - Complexity: what `draw(_:)` costs when it runs; O(n) in the items
    ///   recorded when the cache is replayed.
    func drawContent(in context: CGContext) {
        let bounds = self.bounds
        var cache = drawingCache
        let resized = cache.bounds.size != bounds.size
        if !cache.isValid || cache.content == nil || (resized && contentMode == .redraw) {
            let recorder = CGContext(bounds: bounds)
            GraphicsContextStack.withCurrent(recorder) {
                traitCollection.performAsCurrent { draw(bounds) }
            }
            cache = ViewDrawingCache(content: Self.balanced(recorder.displayList), bounds: bounds, isValid: true)
            drawingCache = cache
        }
        guard let content = cache.content, !content.isEmpty else { return }
        if cache.bounds == bounds {
            context.record(content)
            return
        }
        // The old drawing, moved from its bounds into the place contentMode gives it.
        let old = cache.bounds
        let target = UIImageView.imageRect(imageSize: old.size, in: bounds, contentMode: contentMode)
        guard old.width > 0, old.height > 0 else { return }
        let placement = CGAffineTransform(translationX: -old.minX, y: -old.minY)
            .concatenating(CGAffineTransform(scaleX: target.width / old.width, y: target.height / old.height))
            .concatenating(CGAffineTransform(translationX: target.minX, y: target.minY))
        context.saveGState()
        context.concatenate(placement)
        context.record(content)
        context.restoreGState()
    }

    /// `list` with the saves and transparency layers `draw(_:)` left open
    /// closed at its end, so that replaying it cannot unbalance the
    /// context it is replayed into (Core Graphics restores a view's state
    /// after `draw(_:)` whatever it left).
    static func balanced(_ list: DisplayList) -> DisplayList { list.balanced }
}
