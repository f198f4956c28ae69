import Foundation

// UIKit's current graphics context: a stack per thread, which
// `draw(_:)`, image renderers and `UIGraphicsBeginImageContextWithOptions`
// push a recording `CGContext` onto, and which `UIColor.setFill()`,
// `UIBezierPath.fill()`, `UIImage.draw(in:)` and string drawing draw into.

/// The contexts pushed on this thread, innermost last. A class kept in the
/// thread's dictionary: UIKit's stack is per thread ("This function may be
/// called from any thread of your app", Apple's documentation of
/// `UIGraphicsGetCurrentContext()`), and one window is drawn on one thread.
final class GraphicsContextStack {
    struct Entry {
        let context: CGContext
        /// Set for contexts made by `UIGraphicsBeginImageContextWithOptions`.
        let image: ImageContext?
    }

    /// What `UIGraphicsGetImageFromCurrentImageContext()` needs to make the image.
    struct ImageContext {
        let size: CGSize
        let scale: CGFloat
        let opaque: Bool
    }

    var entries: [Entry] = []

    private static let key = "TrellisUIGraphicsContextStack"

    /// This thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` current, and pops it afterwards even if
    /// `body` pushed contexts it did not pop.
    static func withCurrent<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        let stack = current
        let depth = stack.entries.count
        stack.entries.append(Entry(context: context, image: nil))
        defer { stack.entries.removeSubrange(min(depth, stack.entries.count)...) }
        return try body()
    }
}

/// The context drawing goes to: the one `draw(_:)`, an image renderer or
/// `UIGraphicsBeginImageContextWithOptions` made current, or the last one
/// pushed with `UIGraphicsPushContext(_:)`; nil outside of those, as in UIKit.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.entries.last?.context
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(.init(context: context, image: nil))
}

/// Makes the context before the last pushed one current again; does nothing
/// when nothing was pushed.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.entries.popLast()
}

/// Starts a bitmap context of `size` points and makes it current: opaque or
/// not, with `scale` pixels a point (0: the main screen's scale, as UIKit
/// says: "If you specify a value of 0.0, the scale factor is set to the
/// scale factor of the device's main screen"). iOS 17 deprecates it for
/// `UIGraphicsImageRenderer`, which it shares its drawing with.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let size = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    let context = CGContext(bounds: CGRect(origin: .zero, size: size))
    GraphicsContextStack.current.entries.append(.init(context: context, image: .init(size: size, scale: scale, opaque: opaque)))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What has been drawn into the current image context so far, as an image
/// of its size and scale; nil when the current context is not an image
/// context, or is empty, as in UIKit.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.entries.last, let image = entry.image,
          image.size.width > 0, image.size.height > 0 else { return nil }
    return DisplayListRasterizer.image(of: entry.context.displayList, size: image.size, scale: image.scale, opaque: image.opaque)
}

/// Ends the image context `UIGraphicsBeginImageContextWithOptions` began.
/// The current context is popped only if it is an image context, so an
/// unbalanced call cannot pop a view's context.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard stack.entries.last?.image != nil else { return }
    stack.entries.removeLast()
}

/// Fills `rect` with the current context's fill color, replacing what is
/// there (Core Graphics' copy blend mode, as UIKit's documentation says).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current fill color in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` in the copy blend mode.
///
/// In the fill color: Apple's page for `UIRectFrame` says "stroke color"
/// but the one for `UIRectFrameUsingBlendMode` explains that a frame drawn
/// inside the line "uses the current fill color (not stroke color)", as
/// AppKit's `NSFrameRect` does; the two functions draw the same frame.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// `UIRectFrame` in `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let outer = rect.standardized
    let frame = CGMutablePath()
    frame.addRect(outer)
    if outer.width > 2, outer.height > 2 { frame.addRect(outer.insetBy(dx: 1, dy: 1)) }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.addPath(frame)
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

extension UIColor {
    /// Makes this the fill color of the current context (`UIGraphicsGetCurrentContext()`).
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke color of the current context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes this both the fill and the stroke color of the current context.
    public func set() {
        setFill()
        setStroke()
    }
}
