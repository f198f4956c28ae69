import Foundation

/// A view is its layer's delegate and keeps its geometry (`CALayerHost`):
/// the layer's `bounds` are the view's, its `position` the view's `center`.
extension UIView: CALayerHost {
    package var hostedLayerBounds: CGRect {
        get { bounds }
        set { bounds = newValue }
    }

    package var hostedLayerPosition: CGPoint {
        get { center }
        set { center = newValue }
    }

    package func hostedLayerTransformDidChange() {
        let transformed = layer.transform != CATransform3DIdentity
        guard transformed != hasTransform else { return }
        hasTransform = transformed
    }

    /// The view's dynamic background color resolved for the traits being
    /// drawn (`UITraitCollection.current` during a render), as UIKit
    /// resolves it into the layer's `CGColor` when traits change.
    package func hostedLayerWillRender(_ layer: CALayer) {
        if let backgroundColor { layer.backgroundColor = backgroundColor.resolvedColor(with: UITraitCollection.current).cgColor }
    }

    package var implementsDisplayLayer: Bool { false }

    package var hostedLayerOpacity: CGFloat { alpha }

    /// A view that overrides its interface style (`overrideUserInterfaceStyle`)
    /// draws its subtree with its own traits current, so its backgrounds,
    /// text and `draw(_:)` resolve dynamic colors in that style; every other
    /// view draws with the traits the renderer made current for the whole
    /// picture.
    package func renderHostedLayer(_ body: () -> Void) {
        guard traitOverrides.userInterfaceStyle != .unspecified else { return body() }
        traitCollection.performAsCurrent(body)
    }
}
