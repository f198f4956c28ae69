import Foundation

extension CALayer {
    /// Describes the layer and its sublayers into `ctx`, in the layer's own
    /// coordinates (its `bounds`; its position and transform are its
    /// superlayer's business), as Core Animation composites them:
    ///
    /// 1. the shadow (of `shadowPath`, else of the background's shape when
    ///    there is a background, else of everything the layer draws),
    /// 2. the background, rounded by `cornerRadius` on `maskedCorners`,
    /// 3. `contents`, placed by `contentsGravity`,
    /// 4. what the layer draws itself (a shape or gradient layer) and what
    ///    `draw(in:)` (its delegate, for a view's layer) draws,
    /// 5. the sublayers by `zPosition`, clipped to the rounded bounds when
    ///    `masksToBounds`,
    /// 6. the border, on top of the sublayers;
    ///
    /// all of it at `opacity`, and cut by `mask`'s alpha. A hidden layer
    /// draws nothing.
    /// - Complexity: O(layers in the tree).
    public func render(in ctx: CGContext) {
        guard let host else { return renderTree(in: ctx) }
        host.renderHostedLayer { renderTree(in: ctx) }
    }

    private func renderTree(in ctx: CGContext) {
        host?.hostedLayerWillRender(self)
        guard !isHidden else { return }
        let alpha = renderedOpacity
        guard alpha > 0 else { return }
        displayIfNeeded()
        CALayer.renderObserver?(self, ctx.recordedItemCount)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if alpha < 1 {
            ctx.setAlpha(alpha)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        if let mask {
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            renderLayerItself(in: ctx)
            ctx.setBlendMode(.destinationIn)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            mask.renderPlaced(in: ctx)
            ctx.endTransparencyLayer()
            ctx.endTransparencyLayer()
        } else {
            renderLayerItself(in: ctx)
        }
        if alpha < 1 { ctx.endTransparencyLayer() }
    }

    /// Told, for each layer drawn, the index in the context's display list
    /// of the `save` that opens the layer's items (closed by the matching
    /// `restore`): how a backend that keeps one element per layer (the HTML
    /// renderer) finds each layer's items in the flat list.
    @TaskLocal package static var renderObserver: (@Sendable (CALayer, Int) -> Void)?

    /// The opacity drawn: the view's alpha for a view's layer (exact, where
    /// `opacity` is a `Float`), else `opacity`, clamped to 0...1.
    var renderedOpacity: CGFloat {
        let value = host?.hostedLayerOpacity ?? CGFloat(opacity)
        return value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// Draws a sublayer (or the mask) where it sits in this layer's coordinates.
    func renderPlaced(in ctx: CGContext) {
        guard !isHidden else { return }
        ctx.saveGState()
        ctx.concatenate(transformToSuperlayer)
        render(in: ctx)
        ctx.restoreGState()
    }

    private var shadowStyle: DisplayShadow? {
        guard shadowOpacity > 0, let color = shadowColor, color.alpha > 0 else { return nil }
        let alpha = color.alpha * CGFloat(min(1, shadowOpacity))
        return DisplayShadow(offset: shadowOffset, blur: shadowRadius.isFinite ? max(0, shadowRadius) : 0,
                             color: CGColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha))
    }

    private func renderLayerItself(in ctx: CGContext) {
        let box = bounds
        let radius = min(max(0, cornerRadius), min(box.width, box.height) / 2)
        let shape = radius > 0 ? CALayer.roundedRectPath(box, radius: radius, corners: maskedCorners) : nil
        func boundsPath() -> CGPath { shape ?? CGPath(rect: box, transform: nil) }
        let background = backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        var shadow = shadowStyle
        if let path = shadowPath, let cast = shadow {
            ctx.record(.shadow(path, .winding, cast))
            shadow = nil
        }
        // A shadow with no path and no background is the shadow of whatever
        // the layer draws: everything goes into a group that casts it.
        let contentShadow = background == nil ? shadow : nil
        if let contentShadow {
            ctx.saveGState()
            ctx.setShadow(offset: contentShadow.offset, blur: contentShadow.blur, color: contentShadow.color)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        if let background {
            ctx.saveGState()
            if let shadow { ctx.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color) }
            ctx.setFillColor(background)
            ctx.addPath(boundsPath())
            ctx.fillPath()
            ctx.restoreGState()
        }
        ctx.saveGState()
        if masksToBounds {
            ctx.addPath(boundsPath())
            ctx.clip()
        }
        renderContents(in: ctx, bounds: box)
        drawLayerContent(in: ctx)
        drawKept(in: ctx, bounds: box)
        for layer in CALayer.drawingOrder(sublayerList) where !(layer.host != nil && CALayer.skipsHostedSublayers) {
            layer.renderPlaced(in: ctx)
        }
        if borderWidth > 0, let border = borderColor, border.alpha > 0 {
            let inset = borderWidth / 2
            let rect = box.insetBy(dx: inset, dy: inset)
            let innerRadius = max(0, radius - inset)
            ctx.saveGState()
            ctx.setStrokeColor(border)
            ctx.setLineWidth(borderWidth)
            ctx.addPath(innerRadius > 0 ? CALayer.roundedRectPath(rect, radius: innerRadius, corners: maskedCorners) : CGPath(rect: rect, transform: nil))
            ctx.strokePath()
            ctx.restoreGState()
        }
        // Closes the clip of `masksToBounds`, which the border is drawn
        // inside too (it lies within the rounded bounds anyway).
        ctx.restoreGState()
        if contentShadow != nil {
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        }
    }

    /// `draw(in:)`'s drawing: for a layer of its own, recorded once and
    /// replayed until `setNeedsDisplay()` (placed by `contentsGravity`
    /// when the bounds changed since, as Core Animation stretches a backing
    /// store); for a view's layer, the view's drawing, which the view keeps.
    private func drawKept(in ctx: CGContext, bounds box: CGRect) {
        guard host == nil else {
            ctx.saveGState()
            draw(in: ctx)
            ctx.restoreGState()
            return
        }
        if drawnContent == nil {
            let recorder = CGContext(bounds: box)
            draw(in: recorder)
            drawnContent = (recorder.displayList.balanced, box)
        }
        guard let (list, old) = drawnContent, !list.isEmpty else { return }
        ctx.saveGState()
        if old != box, old.width > 0, old.height > 0 {
            let target = CALayer.place(old.size, in: box, gravity: contentsGravity)
            ctx.concatenate(CGAffineTransform(translationX: -old.minX, y: -old.minY)
                .concatenating(CGAffineTransform(scaleX: target.width / old.width, y: target.height / old.height))
                .concatenating(CGAffineTransform(translationX: target.minX, y: target.minY)))
        }
        ctx.record(list)
        ctx.restoreGState()
    }

    /// While true, a layer renders without the sublayers that views host:
    /// what one view draws itself (the text dump asks this of each view).
    /// Task-local (per thread outside tasks), so that renders elsewhere,
    /// such as tests running in parallel, are not affected.
    @TaskLocal package static var skipsHostedSublayers = false

    /// `contents`, if it is a `CGImage`, placed by `contentsGravity` at
    /// `contentsScale` and cut to `contentsRect`.
    private func renderContents(in ctx: CGContext, bounds box: CGRect) {
        guard let image = contents.flatMap({ $0 as? CGImage }) else { return }
        let part = contentsRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !part.isNull, part.width > 0, part.height > 0 else { return }
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) * part.width / scale, height: CGFloat(image.height) * part.height / scale)
        let target = CALayer.place(size, in: box, gravity: contentsGravity)
        guard target.width > 0, target.height > 0, target.width.isFinite, target.height.isFinite else { return }
        // The whole image drawn so that `part` lands on `target`.
        let whole = CGRect(x: target.minX - part.minX / part.width * target.width, y: target.minY - part.minY / part.height * target.height,
                           width: target.width / part.width, height: target.height / part.height)
        ctx.saveGState()
        if part != CGRect(x: 0, y: 0, width: 1, height: 1) { ctx.clip(to: target) }
        ctx.drawImage(.bitmap(image), in: whole)
        ctx.restoreGState()
    }

    /// Where content of `size` goes in `box` under `gravity`.
    package static func place(_ size: CGSize, in box: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize: return box
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return box }
            let sx = box.width / size.width, sy = box.height / size.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: box.midX - w / 2, y: box.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat, y: CGFloat
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = box.minX
            case .right, .topRight, .bottomRight: x = box.maxX - size.width
            default: x = box.midX - size.width / 2
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = box.minY
            case .bottom, .bottomLeft, .bottomRight: y = box.maxY - size.height
            default: y = box.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// A rectangle with the corners in `corners` rounded by `radius`
    /// (clamped to half the shorter side), clockwise on screen from the top
    /// right corner, as Trellis has always drawn layer backgrounds.
    package static func roundedRectPath(_ rect: CGRect, radius: CGFloat, corners: CACornerMask = .all) -> CGPath {
        let path = CGMutablePath()
        let radius = max(0, min(radius, min(rect.width, rect.height) / 2))
        guard radius > 0, !corners.isEmpty else {
            path.addRect(rect)
            return path
        }
        func r(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let topRight = r(.layerMaxXMinYCorner), bottomRight = r(.layerMaxXMaxYCorner)
        let bottomLeft = r(.layerMinXMaxYCorner), topLeft = r(.layerMinXMinYCorner)
        func corner(_ center: CGPoint, _ radius: CGFloat, from angle: CGFloat) {
            if radius > 0 {
                path.addRelativeArc(center: center, radius: radius, startAngle: angle, delta: .pi / 2)
            } else if path.isEmpty {
                path.move(to: center)
            } else {
                path.addLine(to: center)
            }
        }
        corner(CGPoint(x: rect.maxX - topRight, y: rect.minY + topRight), topRight, from: -.pi / 2)
        corner(CGPoint(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), bottomRight, from: 0)
        corner(CGPoint(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), bottomLeft, from: .pi / 2)
        corner(CGPoint(x: rect.minX + topLeft, y: rect.minY + topLeft), topLeft, from: .pi)
        path.closeSubpath()
        return path
    }
}

extension CALayer {
    /// A new layer for a view whose `layerClass` is `cls`, and whether it is
    /// of that very class. Without the Objective-C runtime a class cannot
    /// be instantiated from its metatype unless its initializer is
    /// `required`, which `init()` cannot be (subclasses override it), so
    /// Core Animation's own classes are made by name and an app's subclass
    /// gets the nearest of them it inherits from.
    package static func make(ofClass cls: AnyClass) -> (layer: CALayer, isExactClass: Bool) {
        let layer: CALayer
        if cls is CAGradientLayer.Type {
            layer = CAGradientLayer()
        } else if cls is CAShapeLayer.Type {
            layer = CAShapeLayer()
        } else if cls is CATextLayer.Type {
            layer = CATextLayer()
        } else {
            layer = CALayer()
        }
        return (layer, type(of: layer) == cls)
    }
}
