import Foundation

extension UIImage {
    /// A square symbol's height in points per point of its configuration's
    /// point size, at the medium scale. UIKit sizes a symbol so that it
    /// sits with text of that size ("the image next to the Medium text
    /// matches the size of the text", SwiftUI's `Image.Scale`); its symbol
    /// images carry padding around the glyph for optical alignment (Apple's
    /// forum thread 716773: a 64-point `chevron.compact.down` is a
    /// 70.33 × 25.67-point image around a smaller bitmap). Bootstrap's
    /// icons fill a 16-point box with about a point of padding; drawn at
    /// 1.2 × the point size (20.4 points for 17-point body text) the glyph
    /// is about as tall as the text's line and its capitals. An estimate
    /// from those sources, not a measured UIKit constant.
    static let symbolHeightPerPoint: CGFloat = 1.2

    /// The point size of a symbol whose configuration gives none: UIKit's
    /// symbols default to the body text style's size at the default
    /// (large) content size category, 17 points.
    static let defaultSymbolPointSize: CGFloat = 17

    /// What makes an image a symbol image.
    struct Symbol {
        let name: String
        let configuration: SymbolConfiguration
        let size: CGSize
        /// Where text the symbol sits with has its baseline, from the
        /// image's bottom: symbols are drawn centred on the cap height of
        /// the system font at their point size (Apple's Human Interface
        /// Guidelines, SF Symbols: symbols "align with text"; the forum
        /// thread above reads a 64-point `chevron.compact.down` at 25.67
        /// points tall with `baselineOffsetFromBottom` -10.33, which
        /// (25.67 − 0.72 × 64) / 2 gives), so the baseline lies
        /// (height − cap height) / 2 above the bottom.
        let baselineOffsetFromBottom: CGFloat

        /// The symbol `name` drawn from an SVG of `pixelSize`, sized for
        /// `configuration`.
        init(name: String, configuration: SymbolConfiguration, pixelSize: CGSize) {
            self.name = name
            self.configuration = configuration
            let pointSize = configuration.resolvedPointSize(traits: configuration.traitCollection)
            let height = UIImage.pixelAligned(pointSize * UIImage.symbolHeightPerPoint * configuration.scale.factor)
            let aspect = pixelSize.height > 0 ? pixelSize.width / pixelSize.height : 1
            size = CGSize(width: UIImage.pixelAligned(height * aspect), height: height)
            let capHeight = UIFont.systemFont(ofSize: pointSize).capHeight
            baselineOffsetFromBottom = UIImage.pixelAligned((height - capHeight) / 2)
        }
    }

    /// `value` rounded to a third of a point, the pixel grid of a 3x
    /// screen, as UIKit's symbol sizes are (20.333…, 25.667…).
    static func pixelAligned(_ value: CGFloat) -> CGFloat {
        (value * 3).rounded() / 3
    }

    // MARK: - Symbol images

    /// The system symbol image named `name` (an SF Symbols name such as
    /// `"house.fill"`), a template image 17-point text would sit with; nil
    /// for a name Trellis does not know, as UIKit gives nil for an unknown
    /// name. See `SymbolCatalog` for where the drawings come from.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol image named `name`, sized and weighted as
    /// `configuration` says (nil: the default 17-point medium symbol).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let storage = SymbolCatalog.storage(forSymbol: name) else { return nil }
        var symbolConfiguration = SymbolConfiguration.unspecified
        if let configuration { symbolConfiguration = symbolConfiguration.applying(configuration) }
        self.init(storage: storage, scale: 1, renderingMode: .alwaysTemplate, tintColor: nil,
                  symbol: Symbol(name: name, configuration: symbolConfiguration, pixelSize: storage.pixelSize))
    }

    /// The system symbol image named `name` for `traitCollection` (its
    /// content size category sizes symbols configured with a text style).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// This symbol image as a view with `preferred` configuration and
    /// `traits` shows it: the preferred values applied, a text style sized
    /// for the view's content size category. Other images are returned as
    /// they are.
    func resolvedSymbol(preferred: SymbolConfiguration?, traits: UITraitCollection) -> UIImage {
        guard let symbol else { return self }
        var configuration = symbol.configuration
        if let preferred { configuration = configuration.applying(preferred) }
        let needsTraits = configuration.textStyle != nil && configuration.pointSize == 0 && configuration.font == nil
        if needsTraits, configuration.traitCollection == nil { configuration = configuration.withTraitCollection(traits) }
        if configuration === symbol.configuration { return self }
        return withConfiguration(configuration)
    }
}
