import Foundation
import TextEngine

/// What a view, a layer or a `draw(_:)` override looks like, as values: the
/// drawing boundary between Trellis and its backends (DESIGN.md, "Drawing
/// boundary").
///
/// Coordinates are UIKit's: points, y growing downwards, in the user space
/// the preceding `concatenate` items set up. Every backend (Cairo for PNG,
/// PDF and SVG; the text dump; an HTML backend) reads the same list, so
/// they cannot disagree, and nothing in it needs Cairo to be understood:
/// paths are lines and Bézier curves, colors are sRGB, bitmaps are plain
/// pixels, vector images are SVG data, text is a `TextBlock` the text engine
/// lays out at a given width.
///
/// State that Core Graphics keeps in its graphics state is split in two:
/// transforms and clips are items scoped by `save`/`restore`, as a backend
/// keeps them; alpha, blend mode and shadow travel with each drawing item in
/// its `DrawStyle`, so a backend draws an item without replaying state.
package struct DisplayList: Hashable, Sendable {
    package var items: [DisplayItem]

    package init(items: [DisplayItem] = []) { self.items = items }

    package mutating func append(_ item: DisplayItem) { items.append(item) }
    package mutating func append(contentsOf other: DisplayList) { items.append(contentsOf: other.items) }

    package var isEmpty: Bool { items.isEmpty }

    /// The list with the saves and transparency layers it leaves open
    /// closed at its end, so that replaying it cannot unbalance the context
    /// it is replayed into (Core Graphics restores the state after a
    /// `draw(_:)` or `draw(in:)` whatever it left).
    package var balanced: DisplayList {
        var open: [DisplayItem] = []
        for item in items {
            switch item {
            case .save, .beginTransparencyLayer: open.append(item)
            case .restore, .endTransparencyLayer: _ = open.popLast()
            default: break
            }
        }
        guard !open.isEmpty else { return self }
        var result = self
        for item in open.reversed() {
            if case .save = item { result.append(.restore) } else { result.append(.endTransparencyLayer) }
        }
        return result
    }
}

/// One instruction of a display list.
package enum DisplayItem: Hashable, Sendable {
    /// Remembers the transform and clip; `restore` goes back to them.
    case save
    case restore
    /// Multiplies the current transform by this one (applied first).
    case concatenate(CGAffineTransform)
    /// Intersects the clip with the inside of the path.
    case clip(CGPath, CGPathFillRule)
    /// Fills the inside of the path.
    case fill(CGPath, DisplayPaint, CGPathFillRule, DrawStyle)
    /// Strokes the path.
    case stroke(CGPath, DisplayPaint, StrokeStyle, DrawStyle)
    /// Casts the shadow the inside of the path would cast, without filling
    /// the path (a layer's `shadowPath`).
    case shadow(CGPath, CGPathFillRule, DisplayShadow)
    /// Paints the whole current clip (what `drawLinearGradient` does).
    case paint(DisplayPaint, DrawStyle)
    /// Makes the rectangle transparent (`CGContext.clear`).
    case clear(CGRect)
    /// Draws an image scaled into the rectangle. With a tint, only the
    /// image's alpha is used, filled with the tint (template images).
    case image(DisplayImage, CGRect, tint: CGColor?, DrawStyle)
    /// Lays the text out at `width` (unconstrained when nil) and draws it
    /// with its first line's top-left corner at `origin`.
    case text(TextBlock, origin: CGPoint, width: CGFloat?, DrawStyle)
    /// Starts drawing into a transparent group; `endTransparencyLayer`
    /// composites the group with this style (a layer's opacity, a shadow
    /// cast by everything in it).
    case beginTransparencyLayer(DrawStyle)
    case endTransparencyLayer
    /// Blurs what is already drawn under the inside of the path with a
    /// Gaussian of standard deviation `radius` (points) and scales its
    /// saturation by `saturation` (1: unchanged), as a `UIVisualEffectView`'s
    /// backdrop does. Backends that cannot read back
    /// what they drew (PDF, SVG) leave it as it is; the material's tint,
    /// drawn after this item, still shows.
    case backdropBlur(CGPath, radius: CGFloat, saturation: CGFloat)
}

/// How an item is composited: opacity, blend mode and the shadow it casts.
package struct DrawStyle: Hashable, Sendable {
    package var alpha: CGFloat
    package var blendMode: CGBlendMode
    package var shadow: DisplayShadow?

    package init(alpha: CGFloat = 1, blendMode: CGBlendMode = .normal, shadow: DisplayShadow? = nil) {
        self.alpha = alpha
        self.blendMode = blendMode
        self.shadow = shadow
    }

    package static let normal = DrawStyle()
}

/// A shadow as Core Graphics casts it: offset in user space, a Gaussian
/// blur whose `blur` is Core Graphics' blur parameter (a layer's
/// `shadowRadius`), and a color including its opacity.
package struct DisplayShadow: Hashable, Sendable {
    package var offset: CGSize
    package var blur: CGFloat
    package var color: CGColor

    package init(offset: CGSize, blur: CGFloat, color: CGColor) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}

/// What fills or strokes: a color or a gradient in user space.
package enum DisplayPaint: Hashable, Sendable {
    case color(CGColor)
    case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
    case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions)
    /// Colors swept around `center`, starting at `angle` radians (a conic
    /// `CAGradientLayer`).
    case conicGradient(CGGradient, center: CGPoint, angle: CGFloat)
}

/// How a stroke is drawn.
package struct StrokeStyle: Hashable, Sendable {
    package var lineWidth: CGFloat
    package var lineCap: CGLineCap
    package var lineJoin: CGLineJoin
    package var miterLimit: CGFloat
    package var dashPhase: CGFloat
    package var dashLengths: [CGFloat]

    /// Core Graphics' defaults: 1 point, butt caps, miter joins, limit 10, solid.
    package init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                 dashPhase: CGFloat = 0, dashLengths: [CGFloat] = []) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPhase = dashPhase
        self.dashLengths = dashLengths
    }
}

/// An image a display list draws: pixels, or a vector image kept as SVG so
/// that PDF and SVG output stay vectors.
package enum DisplayImage: Hashable, Sendable {
    case bitmap(CGImage)
    case vector(VectorImage)
}

/// An SVG document and its intrinsic size in points. A class so that a
/// backend can cache its parsed form by identity.
package final class VectorImage: Hashable, Sendable {
    package let svg: Data
    package let size: CGSize

    package init(svg: Data, size: CGSize) {
        self.svg = svg
        self.size = size
    }

    package static func == (lhs: VectorImage, rhs: VectorImage) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
