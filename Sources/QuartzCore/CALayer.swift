import Foundation

/// Which corners `cornerRadius` rounds, as in Core Animation (iOS 11).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The shape of rounded corners (iOS 13): `.circular` quarter circles, the
/// default, or `.continuous`, Apple's smoother curve. A string-backed type
/// as in Core Animation (`CALayerCornerCurve(rawValue: "circular")`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Where `contents` goes in the bounds when their sizes differ. The names
/// are Core Animation's; `top` and `bottom` mean the top and bottom of the
/// screen, as they do for a view's layer on iOS.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds, the default.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// What a layer asks the object that draws and lays it out for; a view is
/// its layer's delegate. Every method has a default that does nothing, as
/// the Objective-C protocol's methods are optional.
public protocol CALayerDelegate: AnyObject {
    /// Fills the layer's `contents` itself; when implemented (by a class
    /// that says so through `implementsDisplayLayer`), `draw(_:in:)` is not called.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's bounds' coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
}

/// The view a layer belongs to. A view keeps its geometry itself (Auto
/// Layout writes frames on every pass and must not pay for a second copy),
/// so its layer reads and writes `bounds` and `position` through it and the
/// two can never disagree; the view also refreshes the layer's colors from
/// its dynamic ones before each render.
package protocol CALayerHost: CALayerDelegate {
    var hostedLayerBounds: CGRect { get set }
    var hostedLayerPosition: CGPoint { get set }
    /// The layer's transform changed (a view answers its `frame` from it).
    func hostedLayerTransformDidChange()
    /// Called by `render(in:)` before the layer draws: colors that follow
    /// the traits are resolved into the layer's `CGColor`s here.
    func hostedLayerWillRender(_ layer: CALayer)
    /// Whether `display(_:)` takes over drawing (the view's `draw(_:)` is
    /// not called through `draw(_:in:)` then).
    var implementsDisplayLayer: Bool { get }
    /// The opacity drawn: the view's `alpha`, which `opacity` mirrors in a `Float`.
    var hostedLayerOpacity: CGFloat { get }
    /// Runs the drawing of the layer and its sublayers in the host's
    /// drawing environment (a view that overrides its interface style
    /// makes its traits current for its subtree).
    func renderHostedLayer(_ body: () -> Void)
}

/// A rectangle that draws: background, border, shadow, contents and
/// sublayers, in a tree, as in Core Animation. Views are layers' delegates;
/// `render(in:)` describes what the tree looks like into a `CGContext`
/// (CALayer+Rendering.swift), which backends draw.
///
/// Layers are not animated: every change takes effect at once, as with
/// actions disabled.
open class CALayer {
    // MARK: - Creating

    public init() {}

    /// A copy of `layer`'s properties (not its sublayers), as Core Animation
    /// makes presentation layers; subclasses copy their own properties.
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        storedBounds = other.bounds
        storedPosition = other.position
        anchorPoint = other.anchorPoint
        zPosition = other.zPosition
        storedTransform = other.transform
        sublayerTransform = other.sublayerTransform
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        backgroundColor = other.backgroundColor
        opacity = other.opacity
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        isHidden = other.isHidden
        isOpaque = other.isOpaque
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        name = other.name
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
    }

    /// Layers are not read from archives.
    public required init?(coder: NSCoder) {}

    // MARK: - Appearance

    /// The radius of the rounded corners of the background and border; 0
    /// gives square corners.
    open var cornerRadius: CGFloat = 0

    /// The corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The curve of the rounded corners; `.circular` by default, as in Core
    /// Animation. `.continuous` corners are drawn as circular ones of the
    /// same radius.
    open var cornerCurve: CALayerCornerCurve = .circular

    /// Whether sublayers and contents are clipped to the bounds, rounded by
    /// `cornerRadius`.
    open var masksToBounds: Bool = false

    /// The width of the border drawn inside the bounds, over the sublayers; 0 draws none.
    open var borderWidth: CGFloat = 0

    /// The color of the border: opaque black until set.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// The color filling the bounds; `nil`, the default, fills nothing.
    open var backgroundColor: CGColor?

    /// The opacity of the layer and everything in it, from 0 to 1.
    open var opacity: Float = 1

    /// The color of the shadow: opaque black until set.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// The opacity of the shadow; the default 0 hides it.
    open var shadowOpacity: Float = 0

    /// How far the shadow is moved from the layer. The default, (0, -3),
    /// puts it 3 points above the layer on screen, since y grows downwards.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)

    /// The blur radius of the shadow.
    open var shadowRadius: CGFloat = 3

    /// The shape of the shadow, in the layer's coordinates; nil, the
    /// default, derives it from what the layer draws.
    open var shadowPath: CGPath?

    /// Whether the layer, and everything in it, is left undrawn.
    open var isHidden: Bool = false

    /// A hint that the layer's content is opaque; false by default, as in
    /// Core Animation. Trellis composites every layer the same way.
    open var isOpaque: Bool = false

    /// A name to find the layer by; Core Animation does not use it.
    open var name: String?

    /// A layer whose alpha clips this one: where it is transparent this
    /// layer is not drawn. It is laid out in this layer's coordinates and
    /// has no superlayer.
    open var mask: CALayer? {
        didSet {
            oldValue?.isMaskOfLayer = false
            mask?.removeFromSuperlayer()
            mask?.isMaskOfLayer = true
        }
    }

    var isMaskOfLayer = false

    // MARK: - Contents

    /// What the layer shows under its sublayers: a `CGImage`. Anything else
    /// is ignored, as Core Animation ignores what it cannot show.
    open var contents: Any?

    /// Where `contents` goes in the bounds; `.resize` by default.
    open var contentsGravity: CALayerContentsGravity = .resize

    /// Pixels of `contents` per point: a 2× image shown with `.center`
    /// takes half its pixel size. 1 by default, as in Core Animation.
    open var contentsScale: CGFloat = 1

    /// The part of `contents` shown, in unit coordinates; all of it by default.
    open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    // MARK: - Geometry

    private var storedBounds: CGRect = .zero
    private var storedPosition: CGPoint = .zero
    private var storedTransform: CATransform3D = CATransform3DIdentity

    /// The view this layer belongs to, if any (see `CALayerHost`). Not
    /// `weak`, for the reason `UIView.superview` is not: the view owns the
    /// layer and clears this before it goes away.
    package unowned(unsafe) var host: (any CALayerHost)?

    /// The layer's own coordinate space: its size, at an origin its
    /// sublayers are placed from.
    open var bounds: CGRect {
        get { host?.hostedLayerBounds ?? storedBounds }
        set {
            let oldSize = bounds.size
            if let host { host.hostedLayerBounds = newValue } else { storedBounds = newValue }
            if oldSize != newValue.size { boundsSizeDidChange() }
        }
    }

    /// Where `anchorPoint` is in the superlayer's coordinates.
    open var position: CGPoint {
        get { host?.hostedLayerPosition ?? storedPosition }
        set { if let host { host.hostedLayerPosition = newValue } else { storedPosition = newValue } }
    }

    /// The point of the bounds, in unit coordinates, that sits at
    /// `position` and that `transform` turns about; the centre by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The layer's place along the z axis: siblings draw in increasing
    /// `zPosition`, in `sublayers` order among equals.
    open var zPosition: CGFloat = 0

    open var anchorPointZ: CGFloat = 0

    /// The layer's transform, about its anchor point.
    open var transform: CATransform3D {
        get { storedTransform }
        set {
            storedTransform = newValue
            host?.hostedLayerTransformDidChange()
        }
    }

    /// A transform applied to the sublayers, about the layer's anchor point.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity

    public func affineTransform() -> CGAffineTransform { transform.flattenedAffine }

    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's rectangle in its superlayer's coordinates, derived from
    /// `position`, `anchorPoint`, `bounds` and `transform` as in Core
    /// Animation: under a transform, the box around the transformed bounds.
    /// Setting it sets `position` and the bounds' size.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            let placed = transform == CATransform3DIdentity ? local : local.applying(transform.flattenedAffine)
            return placed.offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let standard = newValue.standardized
            position = CGPoint(x: standard.minX + anchorPoint.x * standard.width, y: standard.minY + anchorPoint.y * standard.height)
            bounds.size = standard.size
        }
    }

    /// The transform from this layer's bounds coordinates to its
    /// superlayer's: the bounds' origin, the anchor point, the layer's
    /// transform, its position, and the superlayer's `sublayerTransform`.
    package var transformToSuperlayer: CGAffineTransform {
        let size = bounds.size, origin = bounds.origin
        let anchor = CGPoint(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
        var t = CGAffineTransform(translationX: -origin.x - anchor.x, y: -origin.y - anchor.y)
        if transform != CATransform3DIdentity { t = t.concatenating(transform.flattenedAffine) }
        t = t.concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        if let parent = superlayer, parent.sublayerTransform != CATransform3DIdentity {
            // About the superlayer's anchor point, in its bounds' coordinates.
            let b = parent.bounds
            let pivot = CGPoint(x: b.minX + parent.anchorPoint.x * b.width, y: b.minY + parent.anchorPoint.y * b.height)
            t = t.concatenating(CGAffineTransform(translationX: -pivot.x, y: -pivot.y))
                .concatenating(parent.sublayerTransform.flattenedAffine)
                .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        }
        return t
    }

    private func boundsSizeDidChange() {
        setNeedsLayout()
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
    }

    // MARK: - The tree

    /// The layer this one is a sublayer of. Not `weak`: the superlayer owns
    /// this layer through `sublayers` and clears the pointer when it lets go.
    public private(set) unowned(unsafe) var superlayer: CALayer?

    private var storedSublayers: [CALayer] = []

    /// The layers drawn over this one's contents, back to front (then
    /// sorted by `zPosition`). Setting it takes the new ones from their
    /// old superlayers.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(storedSublayers.count)) }
        }
    }

    /// The sublayers without the copy-on-read `sublayers` makes optional.
    package var sublayerList: [CALayer] { storedSublayers }

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: storedSublayers.count))
    }

    /// Inserts `layer` at `idx` in `sublayers`, taking it from its old
    /// superlayer first. An index past the end appends (Core Animation
    /// raises); a layer cannot be its own ancestor.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        if layer.isMaskOfLayer { return }
        storedSublayers.insert(layer, at: min(Int(idx), storedSublayers.count))
        layer.superlayer = self
        setNeedsLayout()
    }

    /// Inserts `layer` just below `sibling`; at the bottom when `sibling` is
    /// nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling else { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling`; at the top when `sibling` is
    /// nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling else { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` where `oldLayer` is; nothing happens when `oldLayer`
    /// is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(min(index, storedSublayers.count)))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        superlayer = nil
        parent.setNeedsLayout()
    }

    private func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = superlayer
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    deinit {
        for layer in storedSublayers { layer.superlayer = nil }
    }

    // MARK: - Display

    /// Whether `display()` runs at the next `displayIfNeeded()` or render.
    public private(set) var needsDisplay = false

    /// Whether a change of the bounds' size marks the layer for display;
    /// false by default, as in Core Animation.
    open var needsDisplayOnBoundsChange = false

    open func setNeedsDisplay() {
        needsDisplay = true
        drawnContent = nil
    }

    open func setNeedsDisplay(_ r: CGRect) {
        needsDisplay = true
        drawnContent = nil
    }

    /// What `draw(in:)` recorded the last time it ran, and the bounds it
    /// drew for: Core Animation keeps a layer's drawing as its backing
    /// store and calls `draw(in:)` again only after `setNeedsDisplay()`
    /// (or a size change under `needsDisplayOnBoundsChange`). Layers that
    /// views host are not kept here: the view keeps its own `draw(_:)`.
    var drawnContent: (list: DisplayList, bounds: CGRect)?

    open func needsDisplay(forKey key: String) -> Bool { false }

    open func displayIfNeeded() {
        guard needsDisplay else { return }
        display()
    }

    /// Lets the delegate fill `contents` when it implements `display(_:)`;
    /// otherwise drawing happens as the layer renders (`draw(in:)`), so
    /// there is no bitmap to keep up to date.
    open func display() {
        needsDisplay = false
        if let host, host.implementsDisplayLayer { host.display(self) }
    }

    /// Draws the layer's own content, between its background and its
    /// sublayers, in its bounds' coordinates. The default asks the
    /// delegate (`draw(_:in:)`); subclasses override it.
    open func draw(in ctx: CGContext) {
        if let host {
            host.draw(self, in: ctx)
        } else {
            delegate?.draw(self, in: ctx)
        }
    }

    /// What the layer itself draws between its contents and `draw(in:)`:
    /// a shape layer's path, a gradient layer's colors. In the class body so
    /// that those subclasses override it; apps override `draw(in:)`.
    func drawLayerContent(in ctx: CGContext) {}

    /// The object that draws and lays out the layer: its view, for a view's
    /// layer. Held weakly, as in Core Animation, except a view's own layer
    /// (see `host`).
    open var delegate: (any CALayerDelegate)? {
        get { host ?? weakDelegate }
        set {
            if let host, newValue === host { return }
            host = nil
            weakDelegate = newValue
        }
    }

    private weak var weakDelegate: (any CALayerDelegate)?

    // MARK: - Layout

    private var needsLayoutFlag = false

    open func setNeedsLayout() { needsLayoutFlag = true }

    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays the layer's sublayers out now if it asked for it, then theirs.
    open func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for layer in storedSublayers { layer.layoutIfNeeded() }
    }

    /// Places the sublayers; the default asks the delegate
    /// (`layoutSublayers(of:)`), so a view's layer lays out its view.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: - Hit testing and coordinates

    /// Whether `p`, in the layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or this layer) containing `p`, a point in
    /// the superlayer's coordinates; hidden layers are skipped.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(transformToSuperlayer.inverted())
        if masksToBounds, !contains(local) { return nil }
        for layer in Self.drawingOrder(storedSublayers).reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// The transform from this layer's coordinates to its root's.
    private var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            t = t.concatenating(current.transformToSuperlayer)
            layer = current.superlayer
        }
        return t
    }

    private func transform(to layer: CALayer?) -> CGAffineTransform {
        let theirs = layer?.transformToRoot ?? .identity
        return transformToRoot.concatenating(theirs.inverted())
    }

    /// `p`, in this layer's coordinates, in `l`'s (in the root's when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { p.applying(transform(to: l)) }

    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { l?.convert(p, to: self) ?? p.applying(transform(to: nil).inverted()) }

    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { r.applying(transform(to: l)) }

    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { l?.convert(r, to: self) ?? r.applying(transform(to: nil).inverted()) }

    /// `layers` in the order they draw: by `zPosition`, keeping `sublayers`
    /// order among equals (the sort is stable).
    package static func drawingOrder(_ layers: [CALayer]) -> [CALayer] {
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    // MARK: - Defaults

    /// The value a property has until it is set, for the keys Core
    /// Animation documents defaults for; nil for others.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "anchorPoint": CGPoint(x: 0.5, y: 0.5)
        case "opacity": Float(1)
        case "shadowOffset": CGSize(width: 0, height: -3)
        case "shadowRadius": CGFloat(3)
        case "contentsScale": CGFloat(1)
        default: nil
        }
    }
}
