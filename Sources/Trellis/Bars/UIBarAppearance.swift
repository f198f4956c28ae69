import Foundation

/// A visual effect a view or bar shows behind its content, as in UIKit.
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}

/// A blur of what lies behind, tinted by a material, as in UIKit. A
/// `UIVisualEffectView` with this effect (and a bar whose appearance has a
/// `backgroundEffect`, drawn by one) blurs what is drawn under it and lays
/// the material's tint over it (`UIBlurEffect.material(of:)`); PDF and SVG
/// output, which cannot read back, keep the tint alone.
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's blur styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = .systemMaterial
        super.init(coder: coder)
    }
}

/// What navigation bars, toolbars and tab bars share in how they look
/// (iOS 13): the background (a blur, a colour, an image) and the shadow
/// line under or over the bar. Subclasses add titles and items.
open class UIBarAppearance: NSObject, NSCopying {
    /// The device kind the appearance is for.
    public let idiom: UIUserInterfaceIdiom

    /// The blur behind the bar; nil: none.
    open var backgroundEffect: UIBlurEffect?
    /// A colour over the blur; nil: none.
    open var backgroundColor: UIColor?
    /// An image over the colour; nil: none.
    open var backgroundImage: UIImage?
    /// How the image fills the bar. Default `.scaleToFill`.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the bar's hairline; nil or clear: no line.
    open var shadowColor: UIColor?
    /// An image drawn as the hairline instead (tinted by `shadowColor` if a template).
    open var shadowImage: UIImage?

    /// An appearance with the default background for the current device kind.
    public convenience override init() {
        self.init(idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
    }

    /// An appearance with the default background (a blur and a hairline).
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of another appearance's shared properties.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        take(from: barAppearance)
    }

    public required init?(coder: NSCoder) {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    func take(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// A copy of this appearance; subclasses copy what they add.
    open func copy(with zone: NSZone? = nil) -> Any { Self.init(barAppearance: self) }

    /// The hairline's default colour: UIKit's is a dynamic system colour
    /// (`_systemChromeShadowColor`, as printing a default appearance's
    /// `shadowColor` shows: jimmy-ios.tistory.com/32, 2023), black at 30%
    /// in light mode; in dark mode Trellis uses white at 15% (an estimate:
    /// a black line would not show on a dark bar, where iOS draws a light one).
    static let chromeShadowColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    }

    /// The system's translucent bar: the chrome material and a hairline of
    /// black at 30% opacity (light mode).
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.chromeShadowColor
        shadowImage = nil
    }

    /// An opaque bar in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.chromeShadowColor
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }
}

extension UIBarAppearance {
    /// The colour a bar that is not translucent (`isTranslucent = false`)
    /// fills its background with instead of this appearance's blur: the
    /// appearance's colour, else the bar's `barTintColor`, else the system
    /// background (UIKit's header for `translucent`: an opaque background
    /// "using the bar's barTintColor if defined", else white, for the
    /// default style; iOS 13's white is `systemBackground`). Nil when
    /// nothing changes: the bar is translucent, or the appearance has no
    /// blur to make opaque (a transparent scroll-edge look stays transparent).
    func opaqueFill(translucent: Bool, barTintColor: UIColor?, barStyle: UIBarStyle = .default) -> UIColor? {
        guard !translucent, backgroundEffect != nil else { return nil }
        return backgroundColor ?? barTintColor ?? (barStyle == .black ? .black : .systemBackground)
    }

    /// Shows this appearance's background on a bar's material and colour
    /// views, as UIKit's bar background does with a visual effect view of
    /// its own: the blur unless the bar is opaque (`opaqueFill`), hidden when
    /// there is none; over it the opaque fill, else the appearance's colour,
    /// else under a blur the bar's `barTintColor`. A `.black` bar (legacy)
    /// makes the material dark whatever the interface style: the adaptive
    /// materials resolve as in dark mode, as iOS 7's black bars were dark
    /// translucent; fixed `…Light` styles stay light. The effect is replaced
    /// only when its style changes, so laying the bar out again does not
    /// draw the backdrop again.
    func showBackground(on effectView: UIVisualEffectView, _ colorView: UIView, translucent: Bool, barTintColor: UIColor?, barStyle: UIBarStyle) {
        let opaque = opaqueFill(translucent: translucent, barTintColor: barTintColor, barStyle: barStyle)
        let effect = opaque == nil ? backgroundEffect : nil
        effectView.isHidden = effect == nil
        if let effect, (effectView.effect as? UIBlurEffect)?.style != effect.style { effectView.effect = effect }
        let dark: UIUserInterfaceStyle = barStyle == .black ? .dark : .unspecified
        if effectView.overrideUserInterfaceStyle != dark { effectView.overrideUserInterfaceStyle = dark }
        colorView.backgroundColor = opaque ?? backgroundColor ?? (backgroundEffect != nil ? barTintColor : nil)
    }
}
