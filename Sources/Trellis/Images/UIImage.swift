import CPangoCairo
import Foundation

/// An image, as in UIKit: a PNG bitmap or an SVG drawing, with a size in
/// points and the scale that maps those points to the image's pixels.
///
/// PNGs are decoded by Cairo into an ARGB32 image surface; SVGs are parsed
/// by librsvg and stay vectors, drawn at whatever size they are drawn into.
/// An SVG's size is its intrinsic size in CSS pixels at 96 dpi (its
/// `width` and `height`, or its `viewBox` when it has neither), one pixel
/// to a point.
///
/// Loading fails with `nil`, as in UIKit, for a missing file or data that is
/// not a readable PNG or SVG. The throwing `UIImage.load(contentsOfFile:)`,
/// `load(data:scale:)` and `load(named:in:compatibleWith:)` do the same
/// work and say what was wrong instead, in a `UIImage.LoadError`.
///
/// A PNG is checked whole when loaded (every chunk and CRC, the header's
/// numbers, and that its image data inflates to exactly the pixels the
/// header declares) but decoded only when first drawn, as iOS decodes on
/// first draw. Images larger than `UIImage.limits` (16,384 pixels a side,
/// 2^26 pixels in all) are refused before anything is decoded; the failable
/// initializers then report the file and its declared size to
/// `LayoutDiagnostics`, as they do for files that are broken.
///
/// `@unchecked Sendable`: an image is immutable after init. Its storage
/// (a PNG's bytes, then its decoded surface; an SVG handle) is shared by
/// derived images (`withRenderingMode(_:)`, `withTintColor(_:)`), decoded
/// and drawn only under the storage's lock, because a librsvg handle may
/// not be used from two threads at once.
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image uses its colors when drawn, as in UIKit.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: image views draw the original image,
        /// buttons and bars draw a template.
        case automatic = 0
        /// Always the image's own colors.
        case alwaysOriginal = 1
        /// Always a template: only the image's alpha counts, filled with the tint color.
        case alwaysTemplate = 2
    }

    /// How the pixels are turned to show the image upright, as in UIKit
    /// (and EXIF): `.up` is as stored; UIKit's raw values.
    public enum Orientation: Int, Sendable {
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counterclockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// `.up`, flipped horizontally.
        case upMirrored = 4
        /// `.down`, flipped horizontally.
        case downMirrored = 5
        /// `.left`, flipped horizontally.
        case leftMirrored = 6
        /// `.right`, flipped horizontally.
        case rightMirrored = 7

        /// Whether the stored pixels' width is the image's height.
        var swapsSides: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            case .up, .down, .upMirrored, .downMirrored: false
            }
        }
    }

    /// Why an image could not be loaded, naming the file (or data) and the reason.
    public struct LoadError: Error, CustomStringConvertible, Equatable, Sendable {
        public enum Reason: Equatable, Sendable {
            /// No file at the path.
            case notFound
            /// No file for the name in the bundle; lists the file names looked for.
            case notInBundle(candidates: [String])
            /// The file exists but could not be read (a directory, no permission).
            case unreadable(String)
            /// The bytes are neither a PNG nor an SVG; says what they start with.
            case notPNGOrSVG(String)
            /// A PNG signature followed by data Cairo could not decode; Cairo's message.
            case corruptPNG(String)
            /// The data was taken for SVG and librsvg rejected it (its parse
            /// error message), or it has no size to draw it at.
            case invalidSVG(String)
            /// The image declares more pixels than Trellis decodes: its
            /// width and height in pixels, and the limits it went beyond.
            case tooLarge(width: Double, height: Double, maximumPixelDimension: Int, maximumPixelCount: Int)
        }

        /// The file, or the bundle directory for a name looked up in a
        /// bundle, or `nil` for image data.
        public var path: String?
        public var reason: Reason

        public init(path: String?, reason: Reason) {
            self.path = path
            self.reason = reason
        }

        public var description: String {
            let subject = path.map { "Can't load image '\($0)'" } ?? "Can't load image data"
            switch reason {
            case .notFound:
                return "\(subject): no such file."
            case .notInBundle(let candidates):
                return "\(subject): none of \(candidates.joined(separator: ", ")) is in the bundle."
            case .unreadable(let why):
                return "\(subject): \(why)."
            case .notPNGOrSVG(let what):
                return "\(subject): not a PNG or SVG image (\(what))."
            case .corruptPNG(let why):
                return "\(subject): corrupt PNG (\(why))."
            case .invalidSVG(let why):
                return "\(subject): invalid SVG: \(why)."
            case let .tooLarge(width, height, side, count):
                return "\(subject): it declares \(Self.number(width)) × \(Self.number(height)) pixels, beyond the \(side) pixels a side and \(count) pixels in all that images may have; it was not decoded."
            }
        }

        private static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
        }
    }

    // MARK: - Creating

    /// An empty image, of size zero, as `UIImage()` is in UIKit.
    public override init() {
        storage = ImageStorage(content: .empty)
        storedScale = 1
        storedRenderingMode = .automatic
        imageTintColor = nil
        symbol = nil
        super.init()
    }

    init(storage: ImageStorage, scale: CGFloat, renderingMode: RenderingMode, tintColor: UIColor?, symbol: Symbol? = nil) {
        self.storage = storage
        storedScale = scale
        storedRenderingMode = renderingMode
        imageTintColor = tintColor
        self.symbol = symbol
        super.init()
    }

    /// The image in the PNG or SVG file at `path` (chosen by content, not by
    /// extension), or `nil` if it is missing or unreadable; see
    /// `load(contentsOfFile:)` for why. A file name ending in `@2x` or `@3x`
    /// gives the image that scale, as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        guard let image = UIImage.reportingFailure({ () throws(LoadError) in try UIImage.load(contentsOfFile: path) }) else { return nil }
        self.init(storage: image.storage, scale: image.storedScale, renderingMode: .automatic, tintColor: nil)
    }

    /// The image in PNG or SVG `data`, at scale 1; `nil` if it is neither.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG or SVG `data`, whose pixels are `scale` to a point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = UIImage.reportingFailure({ () throws(LoadError) in try UIImage.load(data: data, scale: scale) }) else { return nil }
        self.init(storage: image.storage, scale: image.storedScale, renderingMode: .automatic, tintColor: nil)
    }

    /// The image file named `name` in the main bundle, in the variant for
    /// the current display scale; see `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (if nil, the bundles of
    /// `ResourceBundles.search`), in the variant that best suits
    /// `traitCollection`.
    ///
    /// In each bundle an asset catalog image set of that name comes first
    /// (its file for the display scale, idiom and light or dark appearance,
    /// and its template rendering intent; see `AssetCatalog`), then files.
    /// As in UIKit, the name may leave out the extension (`.png` is tried,
    /// then `.svg`), and files named `name@2x.png` and `name@3x.png` are
    /// the variants for 2x and 3x displays: the one matching the display
    /// scale is preferred, otherwise the nearest larger one, otherwise the
    /// largest smaller one. A variant's scale comes from its suffix, so a
    /// 40×40-pixel `icon@2x.png` is a 20×20-point image. Variants for the
    /// device idiom (`name~ipad.png`, `name@2x~iphone.png`) come before
    /// plain ones. Files in the bundle's `.lproj` folders for the preferred
    /// languages and in `Base.lproj` are found too. Without a trait
    /// collection (or a display scale in it), `UITraitCollection.current`
    /// decides, and if that has none either, the key window's screen (see
    /// `lookupScale`). Returns `nil` when no file fits; see `load(named:in:compatibleWith:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let image = UIImage.reportingFailure({ () throws(LoadError) in
            try UIImage.load(named: name, in: bundle, compatibleWith: traitCollection)
        }) else { return nil }
        self.init(storage: image.storage, scale: image.storedScale, renderingMode: image.storedRenderingMode, tintColor: nil)
    }

    /// An image of `cgImage`'s pixels at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels, `scale` pixels to a point, shown
    /// turned as `orientation` says. A scale that is not a positive finite
    /// number is taken as 1.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(storage: ImageStorage(cgImage: cgImage), scale: scale.isFinite && scale > 0 ? scale : 1,
                  renderingMode: .automatic, tintColor: nil)
        storedOrientation = orientation
    }

    // MARK: - Loading with a reason for failure

    /// The largest images that are decoded; `withValue` sets others for a scope.
    @TaskLocal package static var limits = ImageLimits()

    /// The loaded image, or nil; a file that exists but is broken or too
    /// large is reported, as ImageIO logs such files on iOS. Missing files
    /// and data that is no image at all give nil quietly, as in UIKit.
    private static func reportingFailure(_ load: () throws(LoadError) -> UIImage) -> UIImage? {
        do {
            return try load()
        } catch {
            switch error.reason {
            case .corruptPNG, .invalidSVG, .tooLarge:
                LayoutDiagnostics.report(.invalidValue, error.description)
            case .notFound, .notInBundle, .unreadable, .notPNGOrSVG:
                break
            }
            return nil
        }
    }

    /// Loads the PNG or SVG file at `path`, or says why it could not.
    ///
    /// The format is chosen by content: a PNG signature means PNG, text
    /// starting with `<` (or gzip data, for `.svgz`) means SVG, and a file
    /// named `.svg` is given to librsvg whatever it starts with, so that its
    /// error explains the problem. When `UITraitCollection.current` has a
    /// display scale of 2 or more and `path` has no scale suffix, the file
    /// next to it with that scale's suffix (`name@2x.png` on a 2x display)
    /// is loaded instead if it exists, as UIKit does on Retina screens.
    ///
    /// - Complexity: O(n) in the file's size: every chunk of a PNG is
    ///   checked and its image data inflated once through a small buffer;
    ///   its pixels are decoded when it is first drawn.
    public static func load(contentsOfFile path: String) throws(LoadError) -> UIImage {
        var path = path
        let displayScale = UITraitCollection.current.displayScale
        if displayScale >= 2, fileNameScale(path) == nil {
            let variant = scaleVariant(of: path, scale: Int(displayScale.rounded()))
            if FileManager.default.fileExists(atPath: variant) { path = variant }
        }
        let data = try readFile(path)
        let scale = fileNameScale(path) ?? 1
        let ext = (path as NSString).pathExtension.lowercased()
        let storage = try decode(data, path: path, treatAsSVG: ext == "svg" || ext == "svgz")
        return UIImage(storage: storage, scale: scale, renderingMode: .automatic, tintColor: nil)
    }

    /// Loads an image from PNG or SVG `data` whose pixels are `scale` to a
    /// point, or says why it could not.
    ///
    /// - Complexity: O(n) in the size of `data`, as `load(contentsOfFile:)`.
    public static func load(data: Data, scale: CGFloat = 1) throws(LoadError) -> UIImage {
        let storage = try decode(data, path: nil, treatAsSVG: false)
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return UIImage(storage: storage, scale: scale, renderingMode: .automatic, tintColor: nil)
    }

    /// Finds and loads the image file named `name` in `bundle` as
    /// `init(named:in:compatibleWith:)` does, or says why it could not:
    /// the files looked for when none is there, or what is wrong with the
    /// one found.
    public static func load(named name: String, in bundle: Bundle? = nil,
                            compatibleWith traitCollection: UITraitCollection? = nil) throws(LoadError) -> UIImage {
        let bundles = ResourceBundles.bundles(for: bundle)
        let candidates = candidateFileNames(for: name, traits: traitCollection)
        for bundle in bundles {
            if let set = AssetCatalog.imageSet(named: name, in: [bundle]) {
                return try load(set, name: name, traits: traitCollection)
            }
            for candidate in candidates {
                guard let url = ResourceBundles.url(forResource: candidate, withExtension: "", in: bundle) else { continue }
                let data = try readFile(url.path)
                let ext = (candidate as NSString).pathExtension.lowercased()
                let storage = try decode(data, path: url.path, treatAsSVG: ext == "svg")
                return UIImage(storage: storage, scale: fileNameScale(candidate) ?? 1, renderingMode: .automatic, tintColor: nil)
            }
        }
        throw LoadError(path: bundles.first?.bundlePath ?? Bundle.main.bundlePath, reason: .notInBundle(candidates: candidates))
    }

    /// The file of an asset catalog image set that suits `traits`, with the
    /// set's rendering mode. A set whose files are all missing is not found.
    private static func load(_ set: AssetCatalog.ImageSet, name: String, traits: UITraitCollection?) throws(LoadError) -> UIImage {
        let style = traits.map { $0.userInterfaceStyle } ?? .unspecified
        let dark = (style == .unspecified ? UITraitCollection.current.userInterfaceStyle : style) == .dark
        let idiom = traits?.userInterfaceIdiom ?? UITraitCollection.current.userInterfaceIdiom
        guard let variant = set.bestVariant(scale: lookupScale(traits), idiom: idiom, dark: dark) else {
            throw LoadError(path: name, reason: .notInBundle(candidates: [name + ".imageset"]))
        }
        let data = try readFile(variant.file.path)
        let ext = variant.file.pathExtension.lowercased()
        let storage = try decode(data, path: variant.file.path, treatAsSVG: ext == "svg" || ext == "svgz")
        return UIImage(storage: storage, scale: CGFloat(max(variant.scale, 1)), renderingMode: set.renderingMode, tintColor: nil)
    }

    /// The display scale images are looked up for: the trait collection's,
    /// else `UITraitCollection.current`'s, else (no trait collection in
    /// scope, as in code run outside a view) the key window's screen's, as
    /// UIKit uses the main screen's scale there (`UIScreen.main` is the key
    /// window's screen). Rounded into 1...3, the scales image files come in.
    static func lookupScale(_ traits: UITraitCollection?) -> Int {
        var displayScale = traits?.displayScale ?? 0
        if displayScale <= 0 { displayScale = UITraitCollection.current.displayScale }
        if displayScale <= 0 { displayScale = UIScreen.main.scale }
        return displayScale.isFinite ? max(1, min(3, Int(displayScale.rounded()))) : 1
    }

    // MARK: - Size and appearance

    let storage: ImageStorage
    private let storedScale: CGFloat
    private let storedRenderingMode: RenderingMode
    /// The color set by `withTintColor(_:)`.
    let imageTintColor: UIColor?
    /// What makes a symbol image one (`UIImage(systemName:)`): its name, its
    /// configuration and the size that gives; nil for other images.
    let symbol: Symbol?

    /// How the pixels are turned for showing; `.up` except for images made
    /// with `init(cgImage:scale:orientation:)`.
    private var storedOrientation: Orientation = .up

    /// A baseline set by `withBaselineOffset(fromBottom:)` or taken away by
    /// `imageWithoutBaseline()`; nil keeps the image's own (a symbol's).
    private var baselineOverride: Baseline?

    private enum Baseline {
        case offset(CGFloat)
        case removed
    }

    /// Gives `image`, a variant of this one, what variants keep: the
    /// orientation and a baseline set or removed.
    private func carryingOver(to image: UIImage) -> UIImage {
        image.storedOrientation = storedOrientation
        image.baselineOverride = baselineOverride
        return image
    }

    // MARK: - Baseline

    /// How far above the image's bottom the baseline of text it sits with
    /// lies, nil when the image has no baseline: set for symbol images
    /// (which are drawn centred on their point size's cap height) and by
    /// `withBaselineOffset(fromBottom:)`, nil for other images. An image
    /// view aligns its first and last baseline on it.
    open var baselineOffsetFromBottom: CGFloat? {
        switch baselineOverride {
        case let .offset(value): value
        case .removed: nil
        case nil: symbol?.baselineOffsetFromBottom
        }
    }

    /// Whether the image has a baseline (`baselineOffsetFromBottom`).
    open var hasBaseline: Bool { baselineOffsetFromBottom != nil }

    /// The same image with its baseline `baselineOffset` points above its bottom.
    open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        let image = carryingOver(to: UIImage(storage: storage, scale: storedScale, renderingMode: storedRenderingMode, tintColor: imageTintColor, symbol: symbol))
        image.baselineOverride = baselineOffset.isFinite ? .offset(baselineOffset) : .removed
        return image
    }

    /// The same image without a baseline.
    open func imageWithoutBaseline() -> UIImage {
        let image = carryingOver(to: UIImage(storage: storage, scale: storedScale, renderingMode: storedRenderingMode, tintColor: imageTintColor, symbol: symbol))
        image.baselineOverride = .removed
        return image
    }

    /// How the image is turned when shown (`init(cgImage:scale:orientation:)`).
    open var imageOrientation: Orientation { storedOrientation }

    /// The size in points: the size in pixels divided by the scale (its
    /// sides swapped for an image turned a quarter); for a symbol image,
    /// the size its configuration gives.
    open var size: CGSize {
        if let symbol { return symbol.size }
        let pixels = storage.pixelSize
        let size = CGSize(width: pixels.width / storedScale, height: pixels.height / storedScale)
        return storedOrientation.swapsSides ? CGSize(width: size.height, height: size.width) : size
    }

    /// Pixels per point: 2 for an `@2x` file, 1 for an SVG.
    open var scale: CGFloat { storedScale }

    open var renderingMode: RenderingMode { storedRenderingMode }

    /// Whether the image is a symbol image, made by `init(systemName:)`.
    open var isSymbolImage: Bool { symbol != nil }

    /// A symbol image's configuration (the one it was made with, merged
    /// with those applied since); nil for other images.
    open var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The configuration the image was made for: a symbol image's symbol
    /// configuration; nil for other images.
    open var configuration: Configuration? { symbol?.configuration }

    /// The same image for `configuration`: a symbol image with the values
    /// it specifies applied (resized for its size, traits and scale); other
    /// images unchanged, as UIKit's bitmaps from files are.
    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol else { return self }
        let merged = symbol.configuration.applying(configuration)
        return carryingOver(to: UIImage(storage: storage, scale: storedScale, renderingMode: storedRenderingMode, tintColor: imageTintColor,
                                        symbol: Symbol(name: symbol.name, configuration: merged, pixelSize: storage.pixelSize)))
    }

    /// A symbol image with `configuration` applied; nil for an image that
    /// is not a symbol, as in UIKit.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        symbol == nil ? nil : withConfiguration(configuration)
    }

    /// Whether the image is an SVG, drawn as a vector at any size.
    public var isVector: Bool {
        if case .vector = storage.content { return true }
        return false
    }

    /// The same image with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        carryingOver(to: UIImage(storage: storage, scale: storedScale, renderingMode: renderingMode, tintColor: imageTintColor, symbol: symbol))
    }

    /// The same image drawn in `color` wherever it is opaque, keeping the
    /// rendering mode, as in UIKit.
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: storedRenderingMode)
    }

    /// The same image drawn in `color` wherever it is opaque, with `renderingMode`.
    ///
    /// A template image in a view is drawn in the view's tint color, as in
    /// UIKit; this color is used when the image is drawn outside a view, or
    /// is not a template (`.automatic`, `.alwaysOriginal`). A symbol image
    /// is always drawn in this color ("For symbol images, this method
    /// returns an image that always uses the specified tint color",
    /// developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:renderingmode:)).
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        carryingOver(to: UIImage(storage: storage, scale: storedScale, renderingMode: renderingMode, tintColor: color, symbol: symbol))
    }

    open override var description: String {
        let kind: String
        switch storage.content {
        case .empty: kind = "empty"
        case .bitmap: kind = "PNG"
        case .vector: kind = "SVG"
        }
        let size = self.size
        if let symbol {
            return "<UIImage:\(NSLayoutConstraint.address(of: self)) symbol(system: \(symbol.name)) {\(format(size.width)), \(format(size.height))} renderingMode=\(storedRenderingMode)>"
        }
        return "<UIImage:\(NSLayoutConstraint.address(of: self)) \(kind) {\(format(size.width)), \(format(size.height))} scale=\(format(storedScale)) renderingMode=\(storedRenderingMode)>"
    }

    private func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    // MARK: - Drawing in the current context (UIImage+Drawing.swift)

    /// Draws the image at its size with its top-left corner at `point` in
    /// the current context (`UIGraphicsGetCurrentContext()`).
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// `draw(at:)` in `blendMode`, with the context's alpha set to `alpha`.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the whole image scaled into `rect` in the current context, the
    /// right way up (turned as `imageOrientation` says), in the color of
    /// its tint if it has one (`withTintColor(_:)`, a symbol's
    /// configuration colors). Does nothing without a current context.
    open func draw(in rect: CGRect) {
        drawInCurrentContext(rect, blendMode: nil, alpha: nil)
    }

    /// `draw(in:)` in `blendMode`, with the context's alpha set to `alpha`.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        drawInCurrentContext(rect, blendMode: blendMode, alpha: alpha)
    }

    /// Tiles the image over `rect` from its top-left corner, clipped to `rect`.
    open func drawAsPattern(in rect: CGRect) {
        drawTiles(in: rect)
    }

    /// The image's pixels: a bitmap's own (decoded once and shared); an
    /// SVG or a symbol drawn at its size and scale, in its tint. Nil for
    /// an empty image.
    open var cgImage: CGImage? { makeCGImage() }

    // MARK: - Drawing

    /// Draws the image stretched into `rect` on the Cairo context `cairo`.
    ///
    /// Bitmaps are drawn with Cairo's good filter; SVGs are rendered by
    /// librsvg at the rect's size. A template image (`.alwaysTemplate`) is
    /// drawn as a mask filled with `tintColor` (a view's tint), or with the
    /// image's own tint from `withTintColor(_:)` if `tintColor` is nil; an
    /// image that is not a template but has its own tint is filled with
    /// that. Dynamic colors resolve against `UITraitCollection.current`.
    /// The context's state is restored afterwards.
    package func draw(in rect: CGRect, context cairo: OpaquePointer, tintColor: UIColor?) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.minX.isFinite, rect.minY.isFinite else { return }
        var fill = storedRenderingMode == .alwaysTemplate ? (tintColor ?? imageTintColor) : imageTintColor
        if let symbol {
            // A symbol's own tint, then its configuration's color, win over the view's.
            fill = imageTintColor ?? symbol.configuration.layerColor ?? fill
        }
        storage.lock.withLock {
            cairo_save(cairo)
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cairo)
            switch storage.content {
            case .empty:
                break
            case .bitmap:
                let pixels = storage.pixelSize
                let sx = Double(pixels.width / rect.width), sy = Double(pixels.height / rect.height)
                // A matrix Cairo cannot invert puts the whole context in an
                // error state, ending every later drawing on it.
                guard Self.isInvertible(sx, sy), let surface = storage.bitmapSurface() else { break }
                let pattern = cairo_pattern_create_for_surface(surface)
                var matrix = cairo_matrix_t()
                cairo_matrix_init(&matrix, sx, 0, 0, sy, -Double(rect.minX) * sx, -Double(rect.minY) * sy)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                if let fill {
                    setSource(fill, on: cairo)
                    cairo_mask(cairo, pattern)
                } else {
                    cairo_set_source(cairo, pattern)
                    cairo_paint(cairo)
                }
                cairo_pattern_destroy(pattern)
            case .vector(let handle):
                if let fill {
                    cairo_push_group(cairo)
                    renderSVG(handle, in: rect, on: cairo)
                    let group = cairo_pop_group(cairo)
                    setSource(fill, on: cairo)
                    cairo_mask(cairo, group)
                    cairo_pattern_destroy(group)
                } else {
                    renderSVG(handle, in: rect, on: cairo)
                }
            }
            cairo_restore(cairo)
        }
    }

    /// The image as PNG data at its pixel size (an SVG at its intrinsic
    /// size, rounded up), with its own tint applied; `nil` for an empty image.
    open func pngData() -> Data? {
        let pixels = symbol?.size ?? storage.pixelSize
        guard pixels.width > 0, pixels.height > 0,
              UIImage.limits.allows(width: Double(pixels.width.rounded(.up)), height: Double(pixels.height.rounded(.up))) else { return nil }
        let width = Int32(pixels.width.rounded(.up)), height = Int32(pixels.height.rounded(.up))
        if case .bitmap = storage.content, imageTintColor == nil {
            return storage.lock.withLock { storage.bitmapSurface().flatMap(Self.writePNG) }
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        draw(in: CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height), context: cairo, tintColor: nil)
        cairo_destroy(cairo)
        return Self.writePNG(surface)
    }

    private func setSource(_ color: UIColor, on cairo: OpaquePointer) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        cairo_set_source_rgba(cairo, Double(red), Double(green), Double(blue), Double(alpha))
    }

    /// Renders the SVG stretched to `rect`: librsvg fits a document to its
    /// viewport keeping the aspect ratio, so the viewport is the document's
    /// own size and the stretch is in the transformation.
    private func renderSVG(_ handle: OpaquePointer, in rect: CGRect, on cairo: OpaquePointer) {
        let size = storage.pixelSize
        let sx = Double(rect.width / size.width), sy = Double(rect.height / size.height)
        guard size.width > 0, size.height > 0, Self.isInvertible(sx, sy) else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(cairo, sx, sy)
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        var error: UnsafeMutablePointer<GError>?
        _ = rsvg_handle_render_document(handle, cairo, &viewport, &error)
        if let error { g_error_free(error) }
        cairo_restore(cairo)
    }

    /// Whether scaling by `sx`, `sy` keeps a matrix Cairo accepts: both
    /// finite, and their product (the determinant) neither 0 nor infinite.
    private static func isInvertible(_ sx: Double, _ sy: Double) -> Bool {
        let determinant = sx * sy
        return sx.isFinite && sy.isFinite && determinant.isFinite && determinant != 0
    }

    private static func writePNG(_ surface: OpaquePointer) -> Data? {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return withExtendedLifetime(sink) { status == CAIRO_STATUS_SUCCESS ? sink.data : nil }
    }

    // MARK: - Decoding

    private static func readFile(_ path: String) throws(LoadError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LoadError(path: path, reason: .notFound)
        }
        if isDirectory.boolValue { throw LoadError(path: path, reason: .unreadable("it is a directory")) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw LoadError(path: path, reason: .unreadable(error.localizedDescription))
        }
    }

    /// Decodes PNG or SVG bytes; `treatAsSVG` sends anything that is not a
    /// PNG to librsvg (for files named `.svg`).
    static func decode(_ data: Data, path: String?, treatAsSVG: Bool) throws(LoadError) -> ImageStorage {
        if data.starts(with: PNGHeader.signature) { return try inspectPNG(data, path: path) }
        var text = data.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        let isGzip = data.starts(with: [0x1F, 0x8B])
        if treatAsSVG || text.first == UInt8(ascii: "<") || isGzip { return try decodeSVG(data, path: path) }
        let what: String
        if data.isEmpty {
            what = "the data is empty"
        } else {
            let head = data.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
            what = "it starts with bytes \(head)"
        }
        throw LoadError(path: path, reason: .notPNGOrSVG(what))
    }

    /// Checks a PNG from end to end and keeps its bytes to decode on first draw.
    private static func inspectPNG(_ data: Data, path: String?) throws(LoadError) -> ImageStorage {
        let limits = UIImage.limits
        do throws(PNGHeader.Problem) {
            let header = try PNGHeader.inspect(data, limits: limits)
            return ImageStorage(png: data, header: header, path: path)
        } catch {
            switch error {
            case .corrupt(let why):
                throw LoadError(path: path, reason: .corruptPNG(why))
            case let .tooLarge(width, height):
                throw LoadError(path: path, reason: .tooLarge(width: Double(width), height: Double(height), maximumPixelDimension: limits.maximumPixelDimension, maximumPixelCount: limits.maximumPixelCount))
            }
        }
    }

    /// Decodes a PNG's pixels with Cairo into an ARGB32 surface.
    static func decodePNG(_ data: Data, path: String?) throws(LoadError) -> OpaquePointer {
        struct Cursor {
            var bytes: UnsafeRawBufferPointer
            var offset: Int
        }
        let decoded: OpaquePointer? = data.withUnsafeBytes { bytes in
            var cursor = Cursor(bytes: bytes, offset: 0)
            return withUnsafeMutablePointer(to: &cursor) { pointer in
                cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let cursor = closure.assumingMemoryBound(to: Cursor.self)
                    let count = Int(length)
                    guard cursor.pointee.offset + count <= cursor.pointee.bytes.count,
                          let base = cursor.pointee.bytes.baseAddress else { return CAIRO_STATUS_READ_ERROR }
                    UnsafeMutableRawPointer(buffer).copyMemory(from: base + cursor.pointee.offset, byteCount: count)
                    cursor.pointee.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, pointer)
            }
        }
        guard let decoded else { throw LoadError(path: path, reason: .corruptPNG("Cairo returned no surface")) }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(status))
            cairo_surface_destroy(decoded)
            throw LoadError(path: path, reason: .corruptPNG(message))
        }
        // Cairo reads opaque PNGs as RGB24; keep every bitmap as ARGB32.
        var surface = decoded
        let width = cairo_image_surface_get_width(decoded), height = cairo_image_surface_get_height(decoded)
        if cairo_image_surface_get_format(decoded) != CAIRO_FORMAT_ARGB32 {
            guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
                  cairo_surface_status(converted) == CAIRO_STATUS_SUCCESS,
                  let cairo = cairo_create(converted) else {
                cairo_surface_destroy(decoded)
                throw LoadError(path: path, reason: .corruptPNG("out of memory converting to ARGB32"))
            }
            cairo_set_source_surface(cairo, decoded, 0, 0)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cairo)
            cairo_destroy(cairo)
            cairo_surface_destroy(decoded)
            surface = converted
        }
        cairo_surface_flush(surface)
        return surface
    }

    private static func decodeSVG(_ data: Data, path: String?) throws(LoadError) -> ImageStorage {
        guard !data.isEmpty else { throw LoadError(path: path, reason: .invalidSVG("the data is empty")) }
        var error: UnsafeMutablePointer<GError>?
        let handle: OpaquePointer? = data.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
        }
        guard let handle else {
            var message = "librsvg could not read it"
            if let error {
                if let text = error.pointee.message {
                    message = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
                }
                g_error_free(error)
            }
            throw LoadError(path: path, reason: .invalidSVG(message))
        }
        if let error { g_error_free(error) }
        rsvg_handle_set_dpi(handle, 96)
        var width: Double = 0, height: Double = 0
        var size: CGSize?
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            size = CGSize(width: width, height: height)
        } else {
            size = viewBoxSize(data)
        }
        guard let size, size.width.isFinite, size.height.isFinite else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw LoadError(path: path, reason: .invalidSVG("the <svg> element has no width and height in absolute units, and no viewBox to size it by"))
        }
        // Drawn at its own size (`pngData()`, an image view at its intrinsic
        // size), an SVG is as many pixels as it says: held to the same limits.
        let limits = UIImage.limits
        guard limits.allows(width: Double(size.width), height: Double(size.height)) else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw LoadError(path: path, reason: .tooLarge(width: Double(size.width), height: Double(size.height), maximumPixelDimension: limits.maximumPixelDimension, maximumPixelCount: limits.maximumPixelCount))
        }
        // Before librsvg measures anything: text too large for Pango makes
        // it abort the process (SVGTextSizeCheck).
        if let reason = SVGTextSizeCheck.problem(in: data) {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw LoadError(path: path, reason: .invalidSVG(reason))
        }
        if let reason = farReachingInk(handle, size: size) {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw LoadError(path: path, reason: .invalidSVG(reason))
        }
        let storage = ImageStorage(content: .vector(handle), pixelSize: size)
        storage.vectorImage = VectorImage(svg: data, size: size)
        return storage
    }

    /// How far, in sizes of the document, its drawing may reach beyond it.
    /// An image is drawn at most `limits.maximumPixelDimension` (16,384)
    /// pixels a side, so ink within 100 document sizes stays within
    /// 1.6 million device pixels, inside the ±8.4 million (24.8 fixed
    /// point) that Cairo rasterizes; beyond that Cairo's fill can crash (a
    /// circle of radius 5e16 in a 60-unit document did, found by the image
    /// fuzz target, `Fuzz/Corpus/image/`). Nothing that far off the page
    /// shows anyway.
    static let maximumInkReach: Double = 100

    /// Why the document cannot be drawn safely: the bounds librsvg computes
    /// for everything it draws (shapes, strokes, text, CSS included) are
    /// not finite or reach more than `maximumInkReach` sizes beyond the
    /// document; nil when they do not.
    private static func farReachingInk(_ handle: OpaquePointer, size: CGSize) -> String? {
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        let measured = rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &ink, &logical, &error) != 0
        if let error { g_error_free(error) }
        guard measured else { return nil }
        // The ink rectangle can come out empty where Cairo's fixed point
        // overflowed; the logical one then holds the clamped extents.
        for rect in [ink, logical] {
            guard [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) else { return "its drawing has no finite bounds" }
            let reachX = maximumInkReach * viewport.width, reachY = maximumInkReach * viewport.height
            guard rect.x >= -reachX, rect.y >= -reachY, rect.x + rect.width <= viewport.width + reachX,
                  rect.y + rect.height <= viewport.height + reachY else {
                return "its drawing reaches (\(rect.x), \(rect.y), \(rect.width) × \(rect.height)), more than \(Int(maximumInkReach)) times its size (\(viewport.width) × \(viewport.height)) beyond it, where Cairo cannot draw"
            }
        }
        return nil
    }

    /// The width and height of the root `<svg>` element's `viewBox`, the
    /// size librsvg's own dimension query uses for a document whose
    /// `width` and `height` are missing or percentages.
    private static func viewBoxSize(_ data: Data) -> CGSize? {
        guard let text = String(data: data.prefix(65_536), encoding: .utf8) ?? String(data: data.prefix(65_536), encoding: .isoLatin1),
              let open = text.range(of: "<svg"),
              let close = text.range(of: ">", range: open.upperBound..<text.endIndex) else { return nil }
        let tag = text[open.upperBound..<close.lowerBound]
        guard let attribute = tag.range(of: #"\bviewBox\s*=\s*("[^"]*"|'[^']*')"#, options: .regularExpression) else { return nil }
        let value = tag[attribute].drop { $0 != "\"" && $0 != "'" }.dropFirst().dropLast()
        let numbers = value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return CGSize(width: numbers[2], height: numbers[3])
    }

    // MARK: - File names

    /// The scale a file name's `@2x`/`@3x` suffix gives (before the
    /// extension and any `~ipad`/`~iphone`), or nil without one.
    static func fileNameScale(_ path: String) -> CGFloat? {
        var stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if let tilde = stem.lastIndex(of: "~") { stem = String(stem[..<tilde]) }
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return nil }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let scale = Double(digits), scale > 0, scale.isFinite else { return nil }
        return CGFloat(scale)
    }

    /// `dir/name@Nx.ext` for `dir/name.ext`.
    private static func scaleVariant(of path: String, scale: Int) -> String {
        let ns = path as NSString
        let ext = ns.pathExtension
        let stem = ns.deletingPathExtension + "@\(scale)x"
        return ext.isEmpty ? stem : stem + "." + ext
    }

    /// The file names `init(named:)` tries, best first.
    static func candidateFileNames(for name: String, traits: UITraitCollection?) -> [String] {
        let ext = (name as NSString).pathExtension.lowercased()
        let (stem, extensions): (String, [String])
        if ext == "png" || ext == "svg" {
            stem = (name as NSString).deletingPathExtension
            extensions = [(name as NSString).pathExtension]
        } else {
            stem = name
            extensions = ["png", "svg"]
        }
        let wanted = lookupScale(traits)
        // The wanted scale, then larger ones (downscaling looks better),
        // then smaller ones from the largest down.
        let scales = [wanted] + (1...3).filter { $0 > wanted } + (1...3).filter { $0 < wanted }.reversed()
        let idiom = traits?.userInterfaceIdiom ?? UITraitCollection.current.userInterfaceIdiom
        let devices: [String]
        switch idiom {
        case .pad: devices = ["~ipad", ""]
        case .phone: devices = ["~iphone", ""]
        default: devices = [""]
        }
        // A name that already carries a scale suffix is looked up as given.
        let suffixes: [String] = fileNameScale(stem) != nil ? [""] : scales.flatMap { $0 == 1 ? ["", "@1x"] : ["@\($0)x"] }
        var names: [String] = []
        for suffix in suffixes {
            for device in devices {
                for ext in extensions where !names.contains(stem + suffix + device + "." + ext) {
                    names.append(stem + suffix + device + "." + ext)
                }
            }
        }
        return names
    }
}

/// The PNG or parsed SVG that an image and the images derived from it
/// share; frees them when the last of those images goes away.
///
/// A PNG keeps its checked bytes until first drawn, then its decoded
/// surface instead (`bitmapSurface()`, under `lock`).
///
/// `@unchecked Sendable`: the content never changes after init, and the
/// PNG's decoding state is read and written only under `lock`, which
/// `UIImage` also takes while Cairo or librsvg use the content.
final class ImageStorage: @unchecked Sendable {
    enum Content {
        case empty
        /// A PNG, decoded on first use into a Cairo ARGB32 image surface
        /// (premultiplied).
        case bitmap
        /// An `RsvgHandle`.
        case vector(OpaquePointer)
    }

    /// Where a PNG is in its life: checked bytes, pixels, or a decode that failed.
    private enum Pixels {
        case encoded(Data)
        case decoded(OpaquePointer)
        case failed
    }

    let content: Content
    /// Pixels for a bitmap; CSS pixels at 96 dpi for an SVG.
    let pixelSize: CGSize
    let lock = NSLock()
    /// A decoded bitmap's pixels as a `CGImage`, made on first draw (UIImageView+Drawing.swift).
    var cachedBitmap: CGImage?
    /// An SVG's data and size, as display lists carry vector images.
    var vectorImage: VectorImage?
    /// The file a PNG came from, for the message if decoding fails.
    private let path: String?
    private var pixels: Pixels?

    init(content: Content, pixelSize: CGSize = .zero) {
        self.content = content
        self.pixelSize = pixelSize
        path = nil
    }

    /// A bitmap of `cgImage`'s pixels, drawn from a Cairo surface holding a
    /// copy of them, as decoded PNGs are.
    init(cgImage: CGImage) {
        content = .bitmap
        pixelSize = CGSize(width: cgImage.width, height: cgImage.height)
        path = nil
        cachedBitmap = cgImage
        let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(cgImage.width), Int32(cgImage.height))
        if let surface = made, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface)), rowBytes = cgImage.width * 4
            cgImage.pixels.withUnsafeBytes { bytes in
                for row in 0..<cgImage.height {
                    (data + row * stride).update(from: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * cgImage.bytesPerRow,
                                                 count: rowBytes)
                }
            }
            cairo_surface_mark_dirty(surface)
            pixels = .decoded(surface)
        } else {
            if let made { cairo_surface_destroy(made) }
            pixels = .failed
        }
    }

    /// A PNG that `PNGHeader.inspect` accepted, decoded on first use.
    init(png: Data, header: PNGHeader, path: String?) {
        content = .bitmap
        pixelSize = CGSize(width: header.width, height: header.height)
        self.path = path
        pixels = .encoded(png)
    }

    /// Whether a PNG has been decoded.
    var isDecoded: Bool {
        lock.withLock {
            if case .decoded = pixels { return true }
            return false
        }
    }

    /// The PNG's pixels, decoded now if they were not yet; nil if decoding
    /// failed (reported once). Call with `lock` held.
    func bitmapSurface() -> OpaquePointer? {
        switch pixels {
        case .decoded(let surface):
            return surface
        case .encoded(let data):
            do {
                let surface = try UIImage.decodePNG(data, path: path)
                pixels = .decoded(surface)
                return surface
            } catch {
                pixels = .failed
                LayoutDiagnostics.report(.invalidValue, "\(error.description) It draws nothing.")
                return nil
            }
        case .failed, nil:
            return nil
        }
    }

    deinit {
        if case .decoded(let surface) = pixels { cairo_surface_destroy(surface) }
        if case .vector(let handle) = content { g_object_unref(UnsafeMutableRawPointer(handle)) }
    }
}
