import Foundation

/// What a graphics renderer draws into: its bounds (`UIGraphicsRendererFormat`, iOS 10).
///
/// `@unchecked Sendable`: a format is set up on one thread before drawing,
/// as in UIKit; its values are plain numbers.
open class UIGraphicsRendererFormat: NSObject, NSCopying, @unchecked Sendable {
    /// The area drawn, in the renderer's coordinates.
    open internal(set) var bounds: CGRect = .zero

    public required override init() {
        super.init()
    }

    /// A format with the default values.
    open class func `default`() -> Self {
        Self()
    }

    /// A format for the device's best output (iOS 11): the default values here.
    open class func preferred() -> Self {
        Self()
    }

    /// Copies a subclass's own values into `copy`, a new format of its class.
    func copyValues(to copy: UIGraphicsRendererFormat) {}

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.bounds = bounds
        copyValues(to: copy)
        return copy
    }
}

/// The drawing environment a renderer hands its actions (`UIGraphicsRendererContext`).
open class UIGraphicsRendererContext: NSObject {
    private let initialContext: CGContext

    /// The context the actions draw into; `UIGraphicsGetCurrentContext()` returns it too.
    open var cgContext: CGContext { initialContext }
    let storedFormat: UIGraphicsRendererFormat

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { storedFormat }

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        initialContext = cgContext
        storedFormat = format
        super.init()
    }

    /// Fills `rect` with the current fill color, in the current blend mode.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill color in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke color and line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect` in `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// Draws with a recording `CGContext` made current for the actions, then
/// hands what was drawn to a backend (`UIGraphicsRenderer`, iOS 10).
open class UIGraphicsRenderer: NSObject {
    let storedFormat: UIGraphicsRendererFormat

    /// A copy of the format the renderer was made with, its bounds set.
    open var format: UIGraphicsRendererFormat { storedFormat }

    /// Whether the renderer makes images: true for image renderers.
    open var allowsImageOutput: Bool { false }

    /// A renderer of `bounds` with the default format of its kind.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, formatOrNil: nil)
    }

    init(bounds: CGRect, formatOrNil format: UIGraphicsRendererFormat?) {
        let copy = (format ?? Self.defaultFormat()).copy() as? UIGraphicsRendererFormat ?? Self.defaultFormat()
        copy.bounds = Self.validBounds(bounds)
        storedFormat = copy
        super.init()
    }

    /// The format a renderer gets when none is given.
    class func defaultFormat() -> UIGraphicsRendererFormat { .default() }

    /// `bounds` with NaN, infinite or negative sizes made empty, so that
    /// numbers from outside cannot make a drawing of impossible size.
    static func validBounds(_ bounds: CGRect) -> CGRect {
        let r = bounds.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return .zero }
        return r
    }

    /// A recording context for the renderer's bounds: user space is the
    /// renderer's coordinates, the bounds' origin at the top-left corner.
    func makeContext(bounds: CGRect) -> CGContext {
        let context = CGContext(bounds: CGRect(origin: .zero, size: bounds.size))
        if bounds.origin != .zero { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
        return context
    }
}
