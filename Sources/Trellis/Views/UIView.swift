import Cassowary
import Foundation
import Synchronization

/// A rectangle on screen that can hold other views, as in UIKit.
///
/// Views made in code translate their frame into constraints
/// (`translatesAutoresizingMaskIntoConstraints` is true); views positioned by
/// Auto Layout set it to false and are placed by their constraints when the
/// hierarchy is laid out (`layoutIfNeeded()`).
///
/// As in UIKit, a view is used from one thread (the main one). The stored
/// properties that layout reads for every view on every pass are marked
/// `@exclusivity(unchecked)`: no method here holds an access to one of them
/// while running code that could touch it again, and the runtime check cost
/// a tenth of a layout pass (measured with callgrind on 10,000 views).
open class UIView: UIResponder {
    // MARK: - Creating

    public override convenience init() {
        self.init(frame: .zero)
    }

    /// A view with `frame`; a frame the `frame` setter would refuse (NaN,
    /// infinite or beyond `LayoutLimits`) is reported and the view starts
    /// at `.zero`.
    public init(frame: CGRect) {
        let refused = !LayoutLimits.isValidRect(frame)
        storedFrame = refused ? .zero : frame
        layer = UIView.makeLayer(Self.layerClass)
        super.init()
        layer.host = self
        if refused, let problem = geometryProblem(frame: frame) {
            LayoutDiagnostics.report(problem.kind, "Ignored frame \(frame) for \(constraintDescriptionName): \(problem.text). It starts at \(CGRect.zero).")
        }
    }

    /// Views are not read from archives; storyboards and nibs are read by
    /// `UIStoryboard` and `UINib`, which build views in code.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        layer = UIView.makeLayer(Self.layerClass)
        super.init()
        layer.host = self
    }

    // MARK: - Geometry

    @exclusivity(unchecked) private var storedFrame: CGRect
    @exclusivity(unchecked) private var boundsOrigin: CGPoint = .zero

    /// The view's rectangle in its superview's coordinates. Setting it on a
    /// view that translates its autoresizing mask moves its constraints too.
    ///
    /// A frame with NaN in it is reported with Core Animation's words
    /// ("CALayer position contains NaN: [nan 50]": UIKit raises
    /// `CALayerInvalidGeometry`) and ignored, as is one with an infinity or
    /// a number beyond `LayoutLimits.maximumLength`: the view keeps its frame.
    open var frame: CGRect {
        get { hasTransform ? transformedFrame : storedFrame }
        set {
            if hasTransform {
                // Apple documents the frame as undefined under a transform;
                // like Core Animation, setting it moves the centre there.
                center = CGPoint(x: newValue.midX, y: newValue.midY)
                return
            }
            guard newValue != storedFrame else { return }
            if !LayoutLimits.isValidRect(newValue), let problem = geometryProblem(frame: newValue) {
                LayoutDiagnostics.report(problem.kind, "Ignored frame \(newValue) for \(constraintDescriptionName): \(problem.text). It keeps \(storedFrame).")
                return
            }
            let oldSize = storedFrame.size
            storedFrame = newValue
            if translatesAutoresizingMaskIntoConstraints { rootView.layoutEngine?.frameChanged(self) }
            if oldSize != newValue.size { sizeDidChange(from: oldSize) }
        }
    }

    /// The view's own coordinate space: its size, at an origin that scrolling moves.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            if !LayoutLimits.isValidRect(newValue), let problem = geometryProblem(bounds: newValue) {
                LayoutDiagnostics.report(problem.kind, "Ignored bounds \(newValue) for \(constraintDescriptionName): \(problem.text). It keeps \(bounds).")
                return
            }
            let originMoved = newValue.origin != boundsOrigin
            boundsOrigin = newValue.origin
            // Subviews' frames are in the bounds' coordinates: their autoresizing
            // constraints move with the origin (see LayoutEngine.boundsOriginChanged).
            if originMoved { rootView.layoutEngine?.boundsOriginChanged(self) }
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }

    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            if newValue.x.isNaN || newValue.y.isNaN {
                LayoutDiagnostics.report(.invalidOperation, "Ignored center \(newValue) for \(constraintDescriptionName): CALayer position contains NaN: [\(newValue.x) \(newValue.y)]. It keeps \(center).")
                return
            }
            frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    /// Why a frame cannot be taken, in Core Animation's words where UIKit
    /// raises (`CALayerInvalidGeometry`); `invalidOperation` for NaN and
    /// infinities, `invalidValue` for finite numbers beyond `LayoutLimits`.
    private func geometryProblem(frame: CGRect) -> (kind: LayoutDiagnostics.Message.Kind, text: String)? {
        if frame.origin.x.isNaN || frame.origin.y.isNaN || frame.width.isNaN || frame.height.isNaN {
            return (.invalidOperation, "CALayer position contains NaN: [\(frame.origin.x + frame.width / 2) \(frame.origin.y + frame.height / 2)]")
        }
        return rangeProblem(frame)
    }

    private func geometryProblem(bounds: CGRect) -> (kind: LayoutDiagnostics.Message.Kind, text: String)? {
        if bounds.origin.x.isNaN || bounds.origin.y.isNaN || bounds.width.isNaN || bounds.height.isNaN {
            return (.invalidOperation, "CALayer bounds contains NaN: [\(bounds.origin.x) \(bounds.origin.y); \(bounds.width) \(bounds.height)]")
        }
        return rangeProblem(bounds)
    }

    private func rangeProblem(_ rect: CGRect) -> (kind: LayoutDiagnostics.Message.Kind, text: String)? {
        guard let problem = LayoutLimits.problem(withRect: rect) else { return nil }
        let finite = rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
        return (finite ? .invalidValue : .invalidOperation, problem)
    }

    /// The frame before the transform: the rectangle Auto Layout and
    /// autoresizing place (its centre is `center`, its size `bounds`').
    var untransformedFrame: CGRect { storedFrame }

    /// The box around the bounds turned by `transform` about the centre
    /// (about the layer's anchor point, which is the centre unless changed).
    private var transformedFrame: CGRect {
        let size = storedFrame.size, anchor = layer.anchorPoint
        let local = CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
        let center = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
        return local.applying(layer.transform.flattenedAffine).offsetBy(dx: center.x, dy: center.y)
    }

    /// Sets the frame from a layout pass, without regenerating the
    /// autoresizing constraints the frame itself came from.
    func applyLayoutFrame(_ frame: CGRect) {
        guard frame != storedFrame else { return }
        let oldSize = storedFrame.size
        storedFrame = frame
        if oldSize != frame.size { setNeedsLayout() }
    }

    private func sizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        if autoresizesSubviews && rootView.layoutEngine == nil {
            for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
                subview.frame = subview.autoresizingMask.frame(for: subview.frame, in: oldSize, resizedTo: storedFrame.size)
            }
        }
    }

    deinit {
        layer.host = nil
        storedItemReference?.item = nil
        for subview in subviews { subview.superview = nil }
        for constraint in installedConstraints { constraint.installedOn = nil }
        for guide in ownedLayoutGuides { guide.owningView = nil }
        if storedTraitOverrides != nil { UIView.viewsWithTraitOverrides.subtract(1, ordering: .relaxed) }
    }

    // MARK: - Hierarchy

    /// The superview. Not `weak`: a weakly referenced object carries a
    /// side table that slows every retain and release of every view
    /// (measured at a quarter of layout time). The superview owns this view
    /// through `subviews` and clears this pointer before it goes away
    /// (`deinit`, `removeFromSuperview`), so it never dangles.
    @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: UIView?
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []

    /// A controller's root view answers to its controller, other views to their superview, as in UIKit.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// The root of the view's hierarchy (the view itself if it has no superview).
    var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        if view === self || isDescendant(of: view) {
            let what = view === self ? "itself" : "its own ancestor \(view.constraintDescriptionName)"
            LayoutDiagnostics.report(.invalidOperation, "Can't add \(constraintDescriptionName) to \(what) as a subview; the hierarchy is unchanged.")
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            placeSublayer(of: view)
            return
        }
        let traitsBefore = UIView.traitsMayChange(moving: view, to: self) ? UIView.traitSnapshot(of: view) : nil
        let appearance = UIViewController.appearanceMove(of: view, to: self)
        let windowMove = UIView.windowMove(of: view, to: self)
        view.willMove(toSuperview: self)
        view.isMovingBetweenSuperviews = true
        view.removeFromSuperview()
        view.isMovingBetweenSuperviews = false
        let position = min(max(0, index), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        placeSublayer(of: view, at: position)
        attachSubtree(view)
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if let windowMove { view.announceWindowMove(to: windowMove.new) }
        if let traitsBefore { UIView.notifyTraitChanges(since: traitsBefore, moved: true) }
        appearance?.finish()
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard view !== sibling else { return }
        guard let index = siblingIndex(of: sibling, afterTaking: view) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard view !== sibling else { return }
        guard let index = siblingIndex(of: sibling, afterTaking: view) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: index)
    }

    /// Where `sibling` is once `view` has been taken out of the subviews:
    /// `insertSubview(_:at:)` takes a subview out before inserting it, so a
    /// view moved from below its sibling would otherwise land one place
    /// too high.
    private func siblingIndex(of sibling: UIView, afterTaking view: UIView) -> Int? {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return nil }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }), current < index { return index - 1 }
        return index
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        placeSublayer(of: view)
    }

    /// Swaps two subviews' places in the drawing order, as in UIKit. An
    /// index out of range (UIKit raises) is reported and changes nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            LayoutDiagnostics.report(.invalidOperation, "Can't exchange subviews \(index1) and \(index2) of \(constraintDescriptionName), which has \(subviews.count); the order is unchanged.")
            return
        }
        subviews.swapAt(index1, index2)
        placeSublayer(of: subviews[index1])
        placeSublayer(of: subviews[index2])
    }

    /// Moves `view` to the back, its layer to index 0 of the sublayers:
    /// under layers the app inserted too, as on iOS, where a view sent to
    /// the back goes behind a gradient inserted at index 0
    /// (ios.dokry.com/cagradientlayer-enviar-a-la-parte-posterior.html).
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Puts `view`'s layer among this view's sublayers where its place in
    /// `subviews` says: just above the layer of the subview before it, or
    /// just below the layer of the subview after it when it is the first.
    /// Layers the app inserted itself keep their places among the views'
    /// (a gradient inserted at 0 stays under every subview).
    ///
    /// `index` is the view's index in `subviews` when the caller knows it.
    /// Adding a subview at the end appends its layer directly: finding the
    /// index, then the sibling's layer, by searching made building a view
    /// with 10,000 subviews quadratic (issue 22, the flat chain).
    private func placeSublayer(of view: UIView, at knownIndex: Int? = nil) {
        guard let index = knownIndex ?? subviews.firstIndex(where: { $0 === view }) else { return }
        if index > 0 {
            let below = subviews[index - 1].layer
            if layer.sublayers?.last === below {
                layer.addSublayer(view.layer)
            } else {
                layer.insertSublayer(view.layer, above: below)
            }
        } else if subviews.count > 1 {
            layer.insertSublayer(view.layer, below: subviews[1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    /// Removes the view from its superview. Constraints that tie the view or
    /// its subviews to views outside them are deactivated, as in UIKit;
    /// constraints inside the removed subtree stay active.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let traitsBefore = UIView.traitsMayChange(moving: self, to: nil) ? UIView.traitSnapshot(of: self) : nil
        let leavesWindow = UIWindow.liveWindows.load(ordering: .relaxed) > 0 && parent.window != nil
        let appearance = isMovingBetweenSuperviews ? nil : UIViewController.appearanceMove(of: self, to: nil)
        let windowMove = isMovingBetweenSuperviews ? nil : UIView.windowMove(of: self, to: nil)
        // A move between superviews is one move: `insertSubview` tells the
        // view where it goes, and that it arrived.
        if !isMovingBetweenSuperviews { willMove(toSuperview: nil) }
        if windowMove != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        parent.willRemoveSubview(self)
        detachSubtree()
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        parent.setNeedsLayout()
        if leavesWindow { resetSafeAreaInsets() }
        if windowMove != nil { forEachInSubtree { $0.didMoveToWindow() } }
        if !isMovingBetweenSuperviews { didMoveToSuperview() }
        if let traitsBefore { UIView.notifyTraitChanges(since: traitsBefore, moved: true) }
        appearance?.finish()
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The deepest view that is an ancestor of (or is) both views. Walks
    /// up from equal depths, with no set: activation asks once per constraint.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        if other === self || other.superview === self { return self }
        if let parent = superview, parent === other || parent === other.superview { return parent }
        func depth(_ view: UIView) -> Int {
            var depth = 0, current = view
            while let parent = current.superview { depth += 1; current = parent }
            return depth
        }
        var (a, b) = (self, other)
        var (depthA, depthB) = (depth(a), depth(b))
        while depthA > depthB { a = a.superview!; depthA -= 1 }
        while depthB > depthA { b = b.superview!; depthB -= 1 }
        while a !== b {
            guard let parentA = a.superview, let parentB = b.superview else { return nil }
            (a, b) = (parentA, parentB)
        }
        return a
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// A subview was hidden or shown; a stack view re-arranges its views.
    func subviewHiddenDidChange(_ subview: UIView) {}

    /// A subview's intrinsic content size changed; a stack view that fills
    /// proportionally recomputes its proportions.
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}

    /// Called on the view and each of its subviews, parents first, when
    /// the window they are in is about to change (nil: they leave it).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called on the view and each of its subviews once their window changed.
    open func didMoveToWindow() {}

    /// The windows a move of `view` under `newSuperview` (nil: out of its
    /// hierarchy) goes between, if they differ. Free while no window exists;
    /// otherwise it walks up both hierarchies.
    static func windowMove(of view: UIView, to newSuperview: UIView?) -> (old: UIWindow?, new: UIWindow?)? {
        guard UIWindow.liveWindows.load(ordering: .relaxed) > 0 else { return nil }
        let old = view.window, new = newSuperview?.window
        return old === new ? nil : (old, new)
    }

    /// UIKit's order on joining a hierarchy: after `didMoveToSuperview()`,
    /// `willMove(toWindow:)` then `didMoveToWindow()` down the subtree
    /// (logged on iOS: e-com-net.com/article/5357521.htm). On leaving one,
    /// `removeFromSuperview()` calls both between `willMove(toSuperview:)`
    /// and `didMoveToSuperview()`.
    private func announceWindowMove(to newWindow: UIWindow?) {
        forEachInSubtree { $0.willMove(toWindow: newWindow) }
        forEachInSubtree { $0.didMoveToWindow() }
    }

    // MARK: - Identity and appearance

    /// The gesture recognizers attached with `addGestureRecognizer(_:)` (Gestures/).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    open var tag: Int = 0

    /// The view itself or the first descendant (depth first) with this tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    open var accessibilityIdentifier: String?

    /// The name state restoration saves and restores this view under
    /// (UIKit's `UIView.restorationIdentifier`, nil by default). Trellis
    /// keeps it (storyboards set it) but restores no state. UIKit's debug
    /// output names views by `accessibilityIdentifier`, not by this: an
    /// unsatisfiable-constraints log shows `profileImageView:0x…` for a view
    /// whose accessibilityIdentifier is "profileImageView", and a
    /// restoration identifier changes nothing there
    /// (stackoverflow.com/questions/12965014), so the layout checks' view
    /// paths use the accessibility identifier too.
    open var restorationIdentifier: String?

    /// A view's accessibility frame is its bounds on screen, following it as it moves.
    override var defaultAccessibilityFrame: CGRect { rectInScreenCoordinates(bounds) }

    /// The appearance (light or dark) this view and its subviews use
    /// whatever the system's (iOS 13); `.unspecified` follows the
    /// superview. The same override as `traitOverrides.userInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// For `systemLayoutSizeFitting`: a view whose intrinsic height follows
    /// its layout width (a wrapping label, a text view that does not
    /// scroll) takes `width` as that width; true when its intrinsic size
    /// changed, so the fitting solves again. Other views: false.
    func adoptFittingWidth(_ width: CGFloat) -> Bool { false }

    /// The layer's `isHidden`, as in UIKit.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            superview?.subviewHiddenDidChange(self)
        }
    }

    /// The layer's `opacity`, as in UIKit; kept exactly as set while the
    /// layer's `Float` opacity still agrees with it.
    open var alpha: CGFloat {
        get { Float(storedAlpha) == layer.opacity ? storedAlpha : CGFloat(layer.opacity) }
        set {
            storedAlpha = newValue
            layer.opacity = Float(newValue)
        }
    }

    @exclusivity(unchecked) private var storedAlpha: CGFloat = 1
    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true
    @exclusivity(unchecked) open var autoresizesSubviews: Bool = true
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if translatesAutoresizingMaskIntoConstraints { rootView.layoutEngine?.frameChanged(self) } }
    }

    /// A hint for drawing that the view fills its bounds with opaque
    /// content; true by default, as in UIKit. Trellis composites every view
    /// the same way, so it changes nothing on screen.
    open var isOpaque: Bool = true

    /// The view's transform about its center, applied when it is drawn:
    /// the layer's `transform`, as in UIKit; `.identity` by default. Auto
    /// Layout places the untransformed view (its `center` and `bounds`), and
    /// `frame` answers the box around the transformed view, as on iOS.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// Whether the layer has a transform, so that `frame` must be computed.
    @exclusivity(unchecked) var hasTransform = false

    /// Resigns the first responder in this view's subtree, if there is one;
    /// true if there was none or it resigned. There are no delegates that
    /// could refuse yet, so `force` changes nothing.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        var current: UIView?
        forEachInSubtree { if current == nil, $0.storedIsFirstResponder { current = $0 } }
        return current?.resignFirstResponder() ?? true
    }

    /// The layer that describes the view's look, of `layerClass`; the view
    /// is its delegate and its geometry, and `backgroundColor`,
    /// `clipsToBounds`, `alpha`, `isHidden` and `transform` are the view's
    /// names for its properties. Subviews' layers are its sublayers.
    public let layer: CALayer

    /// The class of `layer`: `CALayer`; override it to back a view with a
    /// gradient or shape layer. Core Animation's own classes are made as
    /// asked; an app's own `CALayer` subclass cannot be instantiated from its
    /// class without the Objective-C runtime, so the view gets the nearest
    /// Core Animation class it inherits from, and a warning says so.
    open class var layerClass: AnyClass { CALayer.self }

    private static func makeLayer(_ cls: AnyClass) -> CALayer {
        let made = CALayer.make(ofClass: cls)
        if !made.isExactClass {
            LayoutDiagnostics.report(.invalidValue, "layerClass \(cls) cannot be instantiated without the Objective-C runtime; the view gets a \(type(of: made.layer)) instead.")
        }
        return made.layer
    }

    /// What the view draws in its layer between the background and the
    /// subviews, through `CALayerDelegate.draw(_:in:)`: `draw(_:)`, and for
    /// Trellis's own views their content (`drawIntrinsicContent(in:)`).
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        drawIntrinsicContent(in: ctx)
        // `draw(_:)`, run with `ctx` current when its drawing is out of date
        // (UIView+Drawing.swift).
        drawContent(in: ctx)
    }

    /// Lays the view out when its layer is asked to (`layer.layoutIfNeeded()`).
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviews()
    }

    /// What a Trellis view class draws of its own (a label's text, an image
    /// view's image, a switch's track and knob), in its bounds' coordinates.
    /// In the class body so that those classes override it.
    func drawIntrinsicContent(in ctx: CGContext) {}

    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The tint the view and its subviews use for accents; inherited from
    /// the superview when not set, UIKit's system blue at the root.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? UIView.defaultTintColor }
        set { ownTintColor = newValue }
    }

    private var ownTintColor: UIColor?

    /// See `traitOverrides` (UIView+Traits.swift).
    var storedTraitOverrides: UITraitOverrides?
    /// iOS 17's trait change registrations (UITraitChangeObservable.swift).
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// Called when the view's traits change: its `traitOverrides` or an
    /// ancestor's changed, or it moved under views with other traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits a root view starts from: `UITraitCollection.current`, or
    /// for a window, the traits of its device and settings (`UIWindow`).
    var baseTraitCollection: UITraitCollection { UITraitCollection.current }

    /// How the view places its content (an image view's image, for one) in
    /// its bounds; `.scaleToFill` by default, as in UIKit.
    open var contentMode: ContentMode = .scaleToFill

    // MARK: - Drawing (UIView+Drawing.swift)

    /// Draws the view's own content into the current context
    /// (`UIGraphicsGetCurrentContext()`), in the view's bounds coordinates;
    /// `rect` is the part to draw, the whole bounds here. The default draws
    /// nothing. Called when the view is first drawn and again after
    /// `setNeedsDisplay()`, or after a bounds change when `contentMode` is
    /// `.redraw`; otherwise the last drawing is reused.
    open func draw(_ rect: CGRect) {}

    /// Marks the view's drawing out of date: `draw(_:)` runs again the next
    /// time the view is drawn.
    open func setNeedsDisplay() {
        drawingCache.isValid = false
        layer.setNeedsDisplay()
    }

    /// Marks the drawing in `invalidRect` out of date; the whole view is
    /// drawn again, which UIKit allows ("the view may redraw more").
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        setNeedsDisplay()
    }

    /// Whether the drawing starts from transparent pixels; true by default,
    /// as in UIKit. A recorded drawing always starts empty, so this changes
    /// nothing.
    open var clearsContextBeforeDrawing: Bool = true

    /// The last `draw(_:)` drawing (UIView+Drawing.swift).
    var drawingCache = ViewDrawingCache()

    /// UIKit's system blue in the light appearance, the default tint.
    static var defaultTintColor: UIColor { .systemBlue }

    // MARK: - Layout direction

    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { rootView.layoutEngine?.layoutDirectionChanged(below: self) }
    }

    /// The direction leading and trailing follow: forced by the semantic
    /// content attribute, or inherited from the superview (left to right at the root).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return superview?.effectiveUserInterfaceLayoutDirection ?? rootLayoutDirection
        }
    }

    /// The direction at the root: left to right, or a window's layout direction.
    var rootLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: - Layout (the members UIKit code overrides live in the class
    // body: on Linux, without the Objective-C runtime, members declared in
    // extensions cannot be overridden)

    /// Insets from the edges that the margin attributes and the
    /// `layoutMarginsGuide` use; 8 points on every side by default. In a
    /// window, the view's safe-area insets are added to them while
    /// `insetsLayoutMarginsFromSafeArea` is true, as in UIKit: reading them
    /// gives the margins in effect, setting them sets the view's own.
    /// Margins with an edge that is NaN, infinite or beyond `LayoutLimits`
    /// are reported and ignored.
    open var layoutMargins: UIEdgeInsets {
        get { preservedLayoutMargins ?? ownEffectiveLayoutMargins }
        set {
            guard newValue != storedLayoutMargins else { return }
            if let problem = LayoutLimits.problem(withInsets: newValue) {
                LayoutDiagnostics.report(.invalidValue, "Ignored layoutMargins \(newValue) for \(constraintDescriptionName): \(problem). They stay \(storedLayoutMargins).")
                return
            }
            storedLayoutMargins = newValue
            preservedLayoutMargins = nil
            rootView.layoutEngine?.marginsChanged(self)
            layoutMarginsDidChange()
        }
    }

    /// Whether the superview's margins also count where this view comes
    /// closer to the superview's edges than its own margins allow: each
    /// margin grows by the least amount that keeps content inside the
    /// superview's margins too. Applied after each solve, from the frames.
    @exclusivity(unchecked) open var preservesSuperviewLayoutMargins = false {
        didSet {
            guard preservesSuperviewLayoutMargins != oldValue else { return }
            if isInLayoutEngine { rootView.layoutEngine?.preservingMarginsChanged(self) }
            if !preservesSuperviewLayoutMargins, preservedLayoutMargins != nil {
                preservedLayoutMargins = nil
                rootView.layoutEngine?.marginsChanged(self)
            }
            setNeedsLayout()
        }
    }

    /// The margins after taking the superview's into account; nil when
    /// they are the view's own.
    @exclusivity(unchecked) var preservedLayoutMargins: UIEdgeInsets?

    /// The view's own margins, plus its safe-area insets where they count.
    var ownEffectiveLayoutMargins: UIEdgeInsets {
        let own = ownLayoutMarginsRespectingMinimum, safe = storedSafeAreaInsets
        guard insetsLayoutMarginsFromSafeArea, safe != .zero else { return own }
        return UIEdgeInsets(top: own.top + safe.top, left: own.left + safe.left,
                            bottom: own.bottom + safe.bottom, right: own.right + safe.right)
    }

    /// Whether the view's layout margins include its safe-area insets: any
    /// margin that would reach into the unsafe area moves inside the safe
    /// area, by the inset (UIKit's documentation: "any margins that are
    /// outside the safe area are automatically modified to fall within the
    /// safe area boundary"). True by default, as in UIKit.
    @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea = true {
        didSet {
            guard insetsLayoutMarginsFromSafeArea != oldValue, storedSafeAreaInsets != .zero else { return }
            rootView.layoutEngine?.marginsChanged(self)
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }

    /// Recomputes the margins preserved from the superview; returns whether
    /// they changed (and so whether the layout must be solved again).
    func refreshPreservedLayoutMargins() -> Bool {
        guard preservesSuperviewLayoutMargins, let parent = superview else { return false }
        let own = ownEffectiveLayoutMargins, outer = parent.layoutMargins, f = storedFrame, size = parent.bounds.size
        let margins = UIEdgeInsets(top: max(own.top, outer.top - f.minY),
                                   left: max(own.left, outer.left - f.minX),
                                   bottom: max(own.bottom, outer.bottom - (size.height - f.maxY)),
                                   right: max(own.right, outer.right - (size.width - f.maxX)))
        let effective = margins == own ? nil : margins
        guard effective != preservedLayoutMargins else { return false }
        preservedLayoutMargins = effective
        rootView.layoutEngine?.marginsChanged(self)
        layoutMarginsDidChange()
        return true
    }

    open func layoutMarginsDidChange() {}

    /// The insets that keep content clear of the status bar, sensor housing
    /// and home indicator. A window takes its device's; every view in it
    /// has the part of its superview's insets that it overlaps, in its own
    /// coordinates, never negative nor more than the superview's, as of the
    /// last layout pass (UIKit: "for other views in the view hierarchy, the
    /// insets reflect only the portion of the view that is covered"). Zero
    /// outside a window, as in UIKit.
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

    open func safeAreaInsetsDidChange() {}

    /// The size the view's content wants; none by default. Views with
    /// content (labels, buttons, switches) override it.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Call when the content changed, so that layout asks for the size again.
    open func invalidateIntrinsicContentSize() {
        rootView.layoutEngine?.intrinsicSizeChanged(self)
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// How strongly the view resists growing beyond its intrinsic size (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        rootView.layoutEngine?.intrinsicSizeChanged(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        rootView.layoutEngine?.intrinsicSizeChanged(self)
    }

    /// Distances of the first and last baselines above the bottom edge. A
    /// view without text has its baselines at its bottom, as in UIKit;
    /// text views override this.
    var baselineOffsetsFromBottom: (first: CGFloat, last: CGFloat) { (0, 0) }

    /// Marks the view for `layoutSubviews` in the next layout pass.
    open func setNeedsLayout() {
        needsLayout = true
        flagAncestorsForLayout()
    }

    /// Runs a layout pass now if anything in the hierarchy needs one.
    open func layoutIfNeeded() { performLayoutPass() }

    /// Called in a layout pass after the view's subviews have their solved
    /// frames; override to adjust them further.
    open func layoutSubviews() {}

    open func setNeedsUpdateConstraints() {
        constraintsNeedUpdate = true
        flagAncestorsForConstraintsUpdate()
    }
    open func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// Called before solving when the view asked for it; override to change
    /// constraints in one place. Call `super.updateConstraints()` last, as in UIKit.
    open func updateConstraints() {}

    open func updateConstraintsIfNeeded() { updateConstraintsInSubtree() }

    /// The size the view would like within `size`; its current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The smallest (or, with `layoutFittingExpandedSize`, largest) size the
    /// view's constraints and its subviews' content allow, nearest `targetSize`.
    /// A target length beyond `LayoutLimits.maximumLength` (such as
    /// `CGFloat.greatestFiniteMagnitude`) counts as that maximum; a NaN
    /// one leaves its axis to the constraints alone.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        updateConstraintsIfNeeded()
        return fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// Like `systemLayoutSizeFitting(_:)`, holding each axis to the target at
    /// the given priority: required on an axis fixes that dimension.
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        return fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether `point` (in the view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant containing `point`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestSubtree(point, with: event)
    }

    // MARK: - Engine state

    /// The solver of this hierarchy; only a root view has one.
    @exclusivity(unchecked) var layoutEngine: LayoutEngine?
    /// Constraints installed on this view (their items' nearest common ancestor).
    @exclusivity(unchecked) var installedConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) private var storedItemReference: LayoutItemReference?
    var itemReference: LayoutItemReference {
        if let reference = storedItemReference { return reference }
        let reference = LayoutItemReference(self)
        storedItemReference = reference
        return reference
    }
    @exclusivity(unchecked) private var storedLayoutVariables: LayoutVariables?
    /// The view's solver variables, made when first constrained.
    var layoutVariables: LayoutVariables {
        if let variables = storedLayoutVariables { return variables }
        let variables = LayoutVariables()
        storedLayoutVariables = variables
        return variables
    }
    /// Whether the view is registered in its root's engine.
    @exclusivity(unchecked) var isInLayoutEngine = false
    /// The solver constraints the engine made from this view's frame,
    /// intrinsic size, and layout guides.
    @exclusivity(unchecked) var autoresizingConstraints: [Cassowary.Constraint] = []
    @exclusivity(unchecked) var intrinsicSizeConstraints: [Cassowary.Constraint] = []
    @exclusivity(unchecked) var needsLayout = true
    @exclusivity(unchecked) var constraintsNeedUpdate = true
    /// Whether a view below this one needs layout or a constraints update:
    /// layout passes descend only into flagged subtrees.
    @exclusivity(unchecked) var subtreeNeedsLayout = false
    @exclusivity(unchecked) var subtreeNeedsConstraintsUpdate = false
    @exclusivity(unchecked) var ownedLayoutGuides: [UILayoutGuide] = []
    @exclusivity(unchecked) var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked) var compressionPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    @exclusivity(unchecked) var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    @exclusivity(unchecked) var storedSafeAreaInsets: UIEdgeInsets = .zero
    /// The controller whose root view this is (UIViewController.swift). Not
    /// `weak`, for the reason `superview` is not: the controller owns the
    /// view and clears this before it goes away or lets the view go.
    @exclusivity(unchecked) unowned(unsafe) var owningViewController: UIViewController?
    /// The least margins the owning controller asks for (its
    /// `systemMinimumLayoutMargins`); nil for other views.
    @exclusivity(unchecked) var minimumLayoutMargins: UIEdgeInsets?
    /// Set while `insertSubview` takes the view from its old superview, so
    /// that the move is one appearance change, not a removal and an addition.
    @exclusivity(unchecked) var isMovingBetweenSuperviews = false
    /// Whether a constraint has used the view's margin attributes, so that a
    /// change of safe area must re-state constraints on them.
    @exclusivity(unchecked) var marginsUsedByConstraints = false
    /// Whether a constraint has used the view's baselines, so that a stack
    /// view whose baselines move looks for constraints to re-state only
    /// then (the look walks every ancestor's constraints: for each row of a
    /// stack of stacks, the outer stack's thousands, issue 22).
    @exclusivity(unchecked) var baselinesUsedByConstraints = false
    /// Whether the engine calls `layoutSolutionDidApply()` after each solve
    /// (a scroll view reads its content size from its content layout guide there).
    @exclusivity(unchecked) var readsLayoutSolution = false

    /// Called after each solve, once the view's frame is applied, on views
    /// that set `readsLayoutSolution`. In the class body so that subclasses
    /// of this module can override it.
    func layoutSolutionDidApply() {}

    /// Whether the view's frame becomes constraints. True for views made in
    /// code; views placed by Auto Layout set it to false.
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            rootView.layoutEngine?.translatesAutoresizingMaskChanged(self)
        }
    }

    func ensureLayoutEngine() -> LayoutEngine {
        let root = rootView
        if let engine = root.layoutEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutEngine = engine
        engine.register(subtree: root)
        return engine
    }

    /// Joins a newly added subtree to this hierarchy's engine, bringing any
    /// engine the subtree had as a root.
    ///
    /// When both have an engine, the larger is kept and the smaller's views
    /// register in it; the smaller solver is dropped whole. A screen built
    /// in `viewDidLoad` (its own engine) joining a window keeps its solver
    /// instead of being taken out of it constraint by constraint and added
    /// again (issue 22).
    private func attachSubtree(_ view: UIView) {
        let carried = view.layoutEngine
        view.layoutEngine = nil
        let root = rootView
        if let carried {
            if let engine = root.layoutEngine, engine.registeredViews >= carried.registeredViews {
                carried.discard(subtree: view)
                engine.register(subtree: view)
            } else {
                root.layoutEngine?.discard(subtree: root, skipping: view)
                root.layoutEngine = carried
                carried.adopt(root: root, joining: view)
            }
        } else if let engine = root.layoutEngine, !view.isInLayoutEngine {
            engine.register(subtree: view)
        }
        view.didChangeHierarchy()
    }

    /// Takes this subtree out of its engine before it leaves its superview:
    /// constraints reaching outside it are deactivated, the rest move with it.
    private func detachSubtree() {
        guard let engine = rootView.layoutEngine else { return }
        var inside = Set<ObjectIdentifier>()
        forEachInSubtree { inside.insert(ObjectIdentifier($0)) }
        var ancestor = superview
        while let view = ancestor {
            let reaching = view.installedConstraints.filter { constraint in
                constraint.referencedViews.contains { inside.contains(ObjectIdentifier($0)) }
            }
            NSLayoutConstraint.deactivate(reaching)
            ancestor = view.superview
        }
        engine.unregister(subtree: self)
    }

    /// Called once the view joined a hierarchy: its subtree lays out again there.
    func didChangeHierarchy() {
        forEachInSubtree { view in
            view.setNeedsLayout()
            // A view that has not had its first `updateConstraints` yet
            // (views start out asking) is found by the next pass.
            if view.constraintsNeedUpdate { view.flagAncestorsForConstraintsUpdate() }
        }
    }

    /// Visits the view and its descendants, parents before children.
    /// A view's subviews are read after `body` has seen it, so views it
    /// adds are visited too. Each level of the walk keeps the subviews array
    /// it started with: pushing each view's reversed subviews onto one
    /// stack instead reallocated the stack for most views.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        guard !subviews.isEmpty else { return }
        var levels: [(views: [UIView], next: Int)] = [(subviews, 0)]
        while let last = levels.indices.last {
            let index = levels[last].next
            guard index < levels[last].views.count else {
                levels.removeLast()
                continue
            }
            levels[last].next = index + 1
            let view = levels[last].views[index]
            body(view)
            if !view.subviews.isEmpty { levels.append((view.subviews, 0)) }
        }
    }
}

extension UIView {
    /// Which edges and sizes follow the superview when it resizes, as in UIKit.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView: LayoutItem, LayoutAnchors {
    var hostView: UIView? { self }
    var marginsGuideOwner: UIView? { nil }
    var attributeMargins: UIEdgeInsets {
        marginsUsedByConstraints = true
        return layoutMargins
    }
    var layoutDirection: UIUserInterfaceLayoutDirection { effectiveUserInterfaceLayoutDirection }

    /// `UIView:0x…'identifier'`, as UIKit names views in constraint logs.
    var constraintDescriptionName: String {
        let type = String(describing: Swift.type(of: self))
        let name = accessibilityIdentifier.map { "'\($0)'" } ?? ""
        return "\(type):\(NSLayoutConstraint.address(of: self))\(name)"
    }
}

extension UIView {
    /// How a view places its content in its bounds, as in UIKit.
    /// Modes are not mirrored for right-to-left layouts: `.left` is always
    /// the left edge, as in UIKit.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds, ignoring the aspect ratio.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds keeping its aspect ratio, centered.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds keeping its aspect ratio, centered; the excess overflows.
        case scaleAspectFill = 2
        /// Redrawn when the bounds change; images stretch as with `scaleToFill`.
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}
