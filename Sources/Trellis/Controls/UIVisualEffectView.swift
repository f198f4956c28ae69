import Foundation

/// A view that shows a visual effect behind its content, as in UIKit: a
/// blur of what lies behind it, tinted by a material, or vibrancy over a
/// blur. Add subviews to `contentView`, as in UIKit.
///
/// Trellis draws a blur effect as its material's translucent tint over
/// what is behind (the same colour the bars use, `UIBlurEffect.tint(of:)`);
/// what is behind is not blurred. Blurring needs what lies behind the view
/// as pixels, which the display list of issue 19 will give the renderers;
/// until then the tint is what a blur looks like here. A vibrancy effect
/// draws its content unchanged, with no backdrop of its own.
open class UIVisualEffectView: UIView {
    /// The effect; nil draws nothing behind the content.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// The view that holds the content, as large as the effect view.
    public let contentView = UIView()

    private let backdrop = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        backdrop.isUserInteractionEnabled = false
        backdrop.frame = bounds
        contentView.frame = bounds
        addSubview(backdrop)
        addSubview(contentView)
        applyEffect()
    }

    /// The colour drawn behind the content for the current effect.
    var backdropColor: UIColor? {
        switch effect {
        case is UIVibrancyEffect: return nil
        case let blur as UIBlurEffect: return UIBlurEffect.tint(of: blur.style)
        default: return nil
        }
    }

    private func applyEffect() {
        backdrop.backgroundColor = backdropColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backdrop.frame = bounds
        contentView.frame = bounds
    }
}

/// Vibrancy (iOS 13 styles): content drawn over a blur takes a colour that
/// stays legible on the material. Trellis keeps the effect; its content is
/// drawn in its own colours (see `UIVisualEffectView`).
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// The label style's vibrancy for a blur (iOS 8).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: .systemMaterial)
        style = .label
        super.init(coder: coder)
    }
}

/// The vibrancy styles, with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}
