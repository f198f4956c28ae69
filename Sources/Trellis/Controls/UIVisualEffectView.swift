import Foundation

/// A view that shows a visual effect behind its content, as in UIKit: a
/// blur of what lies behind it, tinted by a material, or vibrancy over a
/// blur. Add subviews to `contentView`, as in UIKit.
///
/// A blur effect draws what is already drawn behind the view blurred (a
/// display list's backdrop-blur item, which PNG output carries out; PDF and
/// SVG cannot read back and keep what is behind sharp), its saturation
/// raised, then the material's translucent tint over it
/// (`UIBlurEffect.material(of:)`). A vibrancy effect draws its content
/// unchanged, with no backdrop of its own.
open class UIVisualEffectView: UIView {
    /// The effect; nil draws nothing behind the content.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// The view that holds the content, as large as the effect view.
    public let contentView = UIView()

    private let backdrop = BlurBackdropView()

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
        (effect as? UIBlurEffect).map { UIBlurEffect.material(of: $0.style).tint }
    }

    private func applyEffect() {
        backdrop.material = (effect as? UIBlurEffect).map { UIBlurEffect.material(of: $0.style) }
        backdrop.setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backdrop.frame = bounds
        contentView.frame = bounds
    }
}

/// The backdrop of a blur: what is behind blurred, then the tint.
private final class BlurBackdropView: UIView {
    var material: UIBlurEffect.Material?

    override func drawIntrinsicContent(in ctx: CGContext) {
        guard let material else { return }
        let path = CGPath(rect: bounds, transform: nil)
        ctx.blurBackdrop(in: path, radius: material.radius, saturation: material.saturation)
        ctx.setFillColor(material.tint.resolvedColor(with: UITraitCollection.current).cgColor)
        ctx.fill(bounds)
    }
}

extension UIBlurEffect {
    /// How a blur style looks: the blur's radius (a Gaussian's standard
    /// deviation, in points), the saturation factor of what is behind, and
    /// the tint over it.
    struct Material {
        var radius: CGFloat
        var saturation: CGFloat
        var tint: UIColor
    }

    /// Approximations of UIKit's materials, the one table for effect views
    /// and bars (a bar's default appearance is `.systemChromeMaterial`).
    /// Core Animation's backdrops blur and then raise saturation
    /// (iphonedev.wiki, "UIBackdropView": a `gaussianBlur` filter on a
    /// `CABackdropLayer`; its light settings use a blur radius of 30 and a
    /// saturation delta of 1.8). The tints are near-white (249/255) at 50,
    /// 70, 94 and 97% for ultra-thin, thin, regular (and chrome) and thick
    /// materials in light mode, near-black (29/255) in dark (Trellis's
    /// approximation of iOS 17's bars over white and black content; Apple
    /// publishes no figures), fixed to light or dark for the `…Light` and
    /// `…Dark` styles; the iOS 8 styles are white (`extraLight`, `light`),
    /// dark gray (`dark`) or follow the appearance (`regular`, `prominent`).
    static func material(of style: Style) -> Material {
        @Sendable func fixed(_ dark: Bool, _ alpha: CGFloat) -> UIColor {
            dark ? UIColor(red: 29 / 255, green: 29 / 255, blue: 29 / 255, alpha: alpha)
                 : UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: alpha)
        }
        func adaptive(_ alpha: CGFloat) -> UIColor {
            UIColor { traits in fixed(traits.userInterfaceStyle == .dark, alpha) }
        }
        let tint: UIColor
        switch style {
        case .systemUltraThinMaterial: tint = adaptive(0.5)
        case .systemThinMaterial: tint = adaptive(0.7)
        case .systemMaterial, .systemChromeMaterial: tint = adaptive(0.94)
        case .systemThickMaterial: tint = adaptive(0.97)
        case .systemUltraThinMaterialLight: tint = fixed(false, 0.5)
        case .systemThinMaterialLight: tint = fixed(false, 0.7)
        case .systemMaterialLight, .systemChromeMaterialLight: tint = fixed(false, 0.94)
        case .systemThickMaterialLight: tint = fixed(false, 0.97)
        case .systemUltraThinMaterialDark: tint = fixed(true, 0.5)
        case .systemThinMaterialDark: tint = fixed(true, 0.7)
        case .systemMaterialDark, .systemChromeMaterialDark: tint = fixed(true, 0.94)
        case .systemThickMaterialDark: tint = fixed(true, 0.97)
        case .extraLight: tint = UIColor(white: 0.97, alpha: 0.8)
        case .light: tint = UIColor(white: 0.97, alpha: 0.6)
        case .dark: tint = UIColor(white: 0.11, alpha: 0.73)
        case .regular: tint = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.73) : UIColor(white: 0.97, alpha: 0.6) }
        case .prominent: tint = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.73) : UIColor(white: 0.97, alpha: 0.8) }
        }
        return Material(radius: 30, saturation: 1.8, tint: tint)
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
