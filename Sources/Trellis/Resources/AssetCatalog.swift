import Foundation

/// Xcode asset catalogs (`*.xcassets` folders) read at run time.
///
/// On iOS `actool` compiles a catalog into `Assets.car`; on Linux SwiftPM
/// copies the folder as it is, so Trellis reads its `Contents.json` files
/// the way actool would. The format is Apple's "Asset Catalog Format
/// Reference" (developer.apple.com/library/archive/documentation/Xcode/
/// Reference/xcode_ref-Asset_Catalog_Format): an image set `name.imageset`
/// lists its files in `images` (each with `idiom`, `scale` "1x"/"2x"/"3x",
/// `filename` and optional `appearances`), its `properties` may give
/// `template-rendering-intent` ("template" or "original"); a color set
/// `name.colorset` lists `colors`, each `color` with `color-space` and
/// `components`. Folders inside a catalog group sets; one whose own
/// Contents.json has `"provides-namespace": true` adds its name and a `/`
/// in front of its sets' names, as in Xcode.
///
/// A Contents.json that cannot be read as that format means no asset
/// (`nil`) and one warning naming the file, never a trap.
public enum AssetCatalog {
    /// One image file of an image set.
    public struct ImageVariant: Equatable, Sendable {
        public var file: URL
        /// 1, 2 or 3; a vector with no scale is 0 (fits any).
        public var scale: Int
        public var idiom: String
        public var isDark: Bool
    }

    /// What an image set says.
    public struct ImageSet: Equatable, Sendable {
        public var variants: [ImageVariant]
        /// From `template-rendering-intent`: `.alwaysTemplate`, `.alwaysOriginal`, or `.automatic` when absent.
        public var renderingMode: UIImage.RenderingMode

        /// The file best for `scale`, `idiom` and `dark`: the wanted
        /// appearance (falling back to the any-appearance files), the device
        /// idiom before `universal`, and the scale as UIKit picks it for
        /// files (the scale, then larger, then smaller ones).
        public func bestVariant(scale: Int, idiom: UIUserInterfaceIdiom, dark: Bool) -> ImageVariant? {
            let idiomName: String? = switch idiom {
            case .phone: "iphone"
            case .pad: "ipad"
            case .tv: "tv"
            case .carPlay: "car"
            case .mac: "mac"
            default: nil
            }
            let scales = [scale] + (1...3).filter { $0 > scale } + (1...3).filter { $0 < scale }.reversed() + [0]
            for appearance in dark ? [true, false] : [false] {
                for idiom in [idiomName, "universal"].compactMap({ $0 }) {
                    for wanted in scales {
                        if let found = variants.first(where: { $0.isDark == appearance && $0.idiom == idiom && $0.scale == wanted }) {
                            return found
                        }
                    }
                }
            }
            return nil
        }
    }

    /// The first image set named `name` in the catalogs of `bundles`.
    public static func imageSet(named name: String, in bundles: [Bundle]) -> ImageSet? {
        for bundle in bundles {
            guard let folder = setFolder(name, kind: "imageset", in: bundle) else { continue }
            return readImageSet(folder)
        }
        return nil
    }

    /// What a color set says: its color for any (light) appearance and, when it has one, for dark.
    public struct ColorSet: Sendable {
        public var any: UIColor
        public var dark: UIColor?
    }

    /// The first color set named `name` in the catalogs of `bundles`.
    public static func colorSet(named name: String, in bundles: [Bundle]) -> ColorSet? {
        for bundle in bundles {
            guard let folder = setFolder(name, kind: "colorset", in: bundle) else { continue }
            return readColorSet(folder)
        }
        return nil
    }

    // MARK: - Finding sets

    /// `<name>.<kind>` in the bundle's catalogs: catalogs in each resource
    /// folder (see `ResourceBundles.resourceDirectories`) sorted by name,
    /// and inside one, groups searched in name order.
    static func setFolder(_ name: String, kind: String, in bundle: Bundle) -> URL? {
        guard !name.isEmpty, !name.contains("\0") else { return nil }
        for directory in ResourceBundles.resourceDirectories(of: bundle) {
            for catalog in contents(of: directory).filter({ $0.hasSuffix(".xcassets") }) {
                if let found = find(name, kind: kind, in: directory.appendingPathComponent(catalog, isDirectory: true), namespace: "", depth: 0) {
                    return found
                }
            }
        }
        return nil
    }

    /// Groups nest only a few deep in real catalogs; the bound keeps a
    /// symbolic-link loop from recursing forever.
    private static let maximumGroupDepth = 16

    private static func find(_ name: String, kind: String, in folder: URL, namespace: String, depth: Int) -> URL? {
        guard depth < maximumGroupDepth else { return nil }
        let entries = contents(of: folder)
        let setSuffix = "." + kind
        for entry in entries where entry.hasSuffix(setSuffix) && namespace + entry.dropLast(setSuffix.count) == name {
            return folder.appendingPathComponent(entry, isDirectory: true)
        }
        for entry in entries where !entry.contains(".") {
            let group = folder.appendingPathComponent(entry, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: group.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let properties = readJSON(group.appendingPathComponent("Contents.json"), quietIfMissing: true)?["properties"] as? [String: Any]
            let inner = (properties?["provides-namespace"] as? Bool) == true ? namespace + entry + "/" : namespace
            guard name.hasPrefix(inner) else { continue }
            if let found = find(name, kind: kind, in: group, namespace: inner, depth: depth + 1) { return found }
        }
        return nil
    }

    private static func contents(of directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    // MARK: - Reading Contents.json

    /// The object in a Contents.json; nil and a warning naming the file when it is not a JSON object.
    private static func readJSON(_ url: URL, quietIfMissing: Bool = false) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else {
            if !quietIfMissing { warn(url, "cannot be read") }
            return nil
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            warn(url, "is not a JSON object")
            return nil
        }
        return object
    }

    static func warn(_ url: URL, _ problem: String) {
        LayoutDiagnostics.report(.invalidValue, "Asset catalog: \(url.path) \(problem); the asset is not loaded")
    }

    /// The dark appearance an entry's `appearances` asks for; entries for
    /// other appearances (high contrast) are left out by returning nil.
    private static func appearance(of entry: [String: Any]) -> Bool? {
        guard let appearances = entry["appearances"] as? [[String: Any]] else { return false }
        var dark = false
        for appearance in appearances {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): dark = true
            case ("luminosity", "light"), ("luminosity", "any"): break
            default: return nil
            }
        }
        return dark
    }

    static func readImageSet(_ folder: URL) -> ImageSet? {
        let url = folder.appendingPathComponent("Contents.json")
        guard let json = readJSON(url) else { return nil }
        guard let images = json["images"] as? [[String: Any]] else {
            warn(url, "has no \"images\" array")
            return nil
        }
        var variants: [ImageVariant] = []
        for entry in images {
            // Slots Xcode lists without a file are empty wells, not errors.
            guard let filename = entry["filename"] as? String else { continue }
            guard !filename.contains("/"), !filename.contains("\0"), let dark = appearance(of: entry) else { continue }
            let scale: Int
            switch entry["scale"] as? String {
            case nil: scale = 0
            case "1x": scale = 1
            case "2x": scale = 2
            case "3x": scale = 3
            case let other?:
                warn(url, "gives scale \"\(other)\" for \(filename)")
                return nil
            }
            variants.append(ImageVariant(file: folder.appendingPathComponent(filename), scale: scale,
                                         idiom: entry["idiom"] as? String ?? "universal", isDark: dark))
        }
        let intent = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        let mode: UIImage.RenderingMode = switch intent {
        case "template": .alwaysTemplate
        case "original": .alwaysOriginal
        default: .automatic
        }
        return ImageSet(variants: variants, renderingMode: mode)
    }

    static func readColorSet(_ folder: URL) -> ColorSet? {
        let url = folder.appendingPathComponent("Contents.json")
        guard let json = readJSON(url) else { return nil }
        guard let colors = json["colors"] as? [[String: Any]] else {
            warn(url, "has no \"colors\" array")
            return nil
        }
        var light: UIColor?
        var dark: UIColor?
        for entry in colors {
            guard let isDark = appearance(of: entry) else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" || idiom == "ipad" else { continue }
            guard let color = entry["color"] as? [String: Any] else {
                warn(url, "has a color entry without \"color\"")
                return nil
            }
            guard let parsed = parseColor(color) else {
                warn(url, "has a color that is not sRGB, Display P3 or gray components")
                return nil
            }
            if isDark { dark = dark ?? parsed } else { light = light ?? parsed }
        }
        guard let any = light ?? dark else {
            warn(url, "lists no color")
            return nil
        }
        return ColorSet(any: any, dark: dark == any ? nil : dark)
    }

    /// A `color` object: `components` red/green/blue/alpha (or white/alpha)
    /// in the forms Xcode writes, floats "0.500", 8-bit integers "128" and
    /// hex "0x80".
    static func parseColor(_ color: [String: Any]) -> UIColor? {
        if let reference = color["reference"] as? String {
            return systemColorReferences[reference]
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        let space = color["color-space"] as? String ?? "srgb"
        let alpha = components["alpha"].map(component) ?? 1
        if let white = components["white"].map(component) {
            guard let white, let alpha else { return nil }
            return UIColor(white: white, alpha: alpha)
        }
        guard let red = components["red"].map(component) ?? nil, let green = components["green"].map(component) ?? nil,
              let blue = components["blue"].map(component) ?? nil, let alpha else { return nil }
        switch space {
        case "srgb", "extended-srgb", "extended-linear-srgb":
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case "display-p3":
            return displayP3(red: red, green: green, blue: blue, alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            return UIColor(white: red, alpha: alpha)
        default:
            return nil
        }
    }

    /// One component: a string with a decimal point is 0...1, an integer string 0...255, "0x.." hex 0...255.
    static func component(_ value: Any) -> CGFloat? {
        if let number = value as? Double { return number.isFinite ? CGFloat(number) : nil }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        if !text.contains("."), let byte = Int(text) {
            return (0...255).contains(byte) ? CGFloat(byte) / 255 : nil
        }
        guard let number = Double(text), number.isFinite else { return nil }
        return CGFloat(number)
    }

    /// Display P3 components as the sRGB color they stand for (Trellis holds
    /// colors in sRGB): undo the sRGB transfer curve P3 shares, convert
    /// with the linear P3→sRGB matrix (from the primaries of both spaces and
    /// their common D65 white point), apply the curve again. Colors outside
    /// sRGB are clamped by `UIColor`.
    static func displayP3(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> UIColor {
        func linear(_ v: CGFloat) -> CGFloat { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: CGFloat) -> CGFloat { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(max(v, 0), 1 / 2.4) - 0.055 }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        return UIColor(red: encoded(1.2249 * r - 0.2247 * g),
                       green: encoded(-0.0420 * r + 1.0419 * g),
                       blue: encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b),
                       alpha: alpha)
    }

    /// Color sets may point at a system color instead of giving components.
    private static let systemColorReferences: [String: UIColor] = [
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "systemBackgroundColor": .systemBackground,
        "secondarySystemBackgroundColor": .secondarySystemBackground, "separatorColor": .separator,
        "systemBlueColor": .systemBlue, "systemGreenColor": .systemGreen, "systemRedColor": .systemRed,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
        "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
        "systemGrayColor": .systemGray, "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
    ]
}
