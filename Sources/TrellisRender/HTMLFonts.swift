import Foundation
import TextEngine

/// The fonts an HTML page needs to set its text as the PNG does: the very
/// files the text engine reads (fonts-inter's OpenType files), as
/// `@font-face` rules, so that the page renders alike offline and on a
/// machine without Inter.
public enum HTMLFonts {
    /// Where `@font-face` rules find the files.
    public enum Source: Sendable, Equatable {
        /// Inside the page, as base64 data URLs (about 350 KB a face): a
        /// page that works on its own, from a file or an e-mail.
        case embedded
        /// At `prefix` + the file's name (`Inter-SemiBold.otf`), for a page
        /// served with its fonts (`HTMLFonts.file(named:)` reads them).
        case url(prefix: String)
    }

    /// The weight CSS is given: the engine's, held to 100…900 and rounded
    /// to a hundred, the weights fonts-inter ships.
    static func weight(_ weight: Int) -> Int { min(900, max(100, Int((Double(weight) / 100).rounded()) * 100)) }

    /// `font-family` for an engine family, with the engine's own family
    /// (Inter) behind it, as the engine falls back.
    /// In single quotes: it goes in a double-quoted `style` attribute.
    static func cssFamily(_ family: String) -> String {
        let quoted = "'\(family.filter { $0 != "'" && $0 != "\"" && $0 != "\\" && $0 != "<" && $0 != "&" })'"
        return family.lowercased() == "inter" ? quoted + ",sans-serif" : quoted + ",'Inter',sans-serif"
    }

    /// The file fonts-inter names a face by: `Inter-Bold.otf`,
    /// `InterDisplay-SemiBoldItalic.otf`, `Inter-Italic.otf`.
    public static func fileName(family: String, weight: Int, italic: Bool) -> String {
        let names = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                     600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]
        var style = names[Self.weight(weight)] ?? "Regular"
        if italic { style = style == "Regular" ? "Italic" : style + "Italic" }
        return family.replacingOccurrences(of: " ", with: "") + "-" + style + ".otf"
    }

    /// The bytes of a font file the text engine reads, by its name
    /// (`Inter-Bold.otf`); nil for any other name, so that a server can
    /// hand out fonts without serving the file system.
    public static func file(named name: String) -> Data? {
        guard !name.contains("/"), !name.hasPrefix("."), name.hasSuffix(".otf") || name.hasSuffix(".ttf") else { return nil }
        for directory in TextEngine.shared.fontDirectories {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if let data = try? Data(contentsOf: url) { return data }
        }
        return nil
    }

    /// `@font-face` rules for the faces used; a face whose file is not
    /// found is left to the browser's own fonts.
    static func css(for faces: Set<HTMLDisplayListWriter.FontFace>, source: Source) -> String {
        var css = ""
        for face in faces.sorted() {
            let name = fileName(family: face.family, weight: face.weight, italic: face.italic)
            let url: String
            switch source {
            case .embedded:
                guard let data = file(named: name) else { continue }
                url = "data:font/otf;base64," + data.base64EncodedString()
            case let .url(prefix):
                url = prefix + name
            }
            css += "@font-face{font-family:\"\(face.family)\";font-weight:\(face.weight);font-style:\(face.italic ? "italic" : "normal");"
                + "src:url(\(url)) format(\"opentype\");font-display:block}\n"
        }
        return css
    }
}
