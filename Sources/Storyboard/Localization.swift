import Foundation
import Trellis

/// Base Internationalization: a storyboard or xib in `Base.lproj` is
/// translated by the `<Name>.strings` file of the user's language, whose
/// keys Xcode writes as "<object id>.<property>" (`"Day-Lb-001.text" =
/// "Dienstag";`, `"Bt-001.normalTitle" = "Senden";`). UIKit applies them
/// when it loads the file; so does this.
extension IBDocument {
    /// The file at `url`, translated when it is a base file (in `Base.lproj`)
    /// and the first localized folder of `bundle` in search order
    /// (`ResourceBundles.resourceDirectories`) has its `.strings` file.
    /// A `.strings` file that cannot be read is reported and the base text kept.
    static func localized(contentsOf url: URL, in bundle: Bundle,
                          preferredLanguages: [String] = Locale.preferredLanguages) throws -> IBDocument {
        let document = try IBDocument(contentsOf: url)
        guard url.deletingLastPathComponent().lastPathComponent == "Base.lproj" else { return document }
        let stringsName = url.deletingPathExtension().lastPathComponent + ".strings"
        let folders = ResourceBundles.resourceDirectories(of: bundle, preferredLanguages: preferredLanguages).filter { $0.pathExtension == "lproj" && $0.lastPathComponent != "Base.lproj" }
        guard let file = folders.lazy.map({ $0.appendingPathComponent(stringsName) }).first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            return document
        }
        guard let data = try? Data(contentsOf: file), isFlatStringsText(data),
              let table = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {
            StoryboardDiagnostics.report(.invalidValue, "\(file.path): not a strings file; \(document.fileName) keeps its base text")
            return document
        }
        document.translate(table.compactMapValues { $0 as? String }, from: file.lastPathComponent)
        return document
    }

    /// Whether `data` looks like the text strings files Xcode writes: at
    /// most 16 MB, and no nesting of `{` or `(` outside quotes deeper than
    /// a few levels. The file comes from outside the program, and
    /// Foundation's property list parser recurses on nesting, so deep
    /// nesting could exhaust the stack instead of failing.
    static func isFlatStringsText(_ data: Data) -> Bool {
        guard data.count <= 16 << 20 else { return false }
        var depth = 0, quoted = false, escaped = false
        for byte in data {
            if quoted {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { quoted = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): quoted = true
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                if depth > 8 { return false }
            case UInt8(ascii: "}"), UInt8(ascii: ")"): depth -= 1
            default: break
            }
        }
        return true
    }

    /// Sets each "<id>.<property>" of `strings` on the element with that id.
    /// A button's `normalTitle` (and the other states' titles) is the title
    /// of its `<state key="normal">`; any other property is the element's
    /// attribute of that name, which is where Xcode keeps `text`, `title`
    /// and `placeholder`. Keys naming no element are skipped, as UIKit skips them.
    func translate(_ strings: [String: String], from file: String) {
        var elements: [String: IBNode] = [:]
        func walk(_ node: IBNode) {
            if let id = node["id"], elements[id] == nil { elements[id] = node }
            node.children.forEach(walk)
        }
        walk(root)
        for (key, value) in strings {
            guard let dot = key.firstIndex(of: "."), let node = elements[String(key[..<dot])] else { continue }
            let property = String(key[key.index(after: dot)...])
            if property.hasSuffix("Title"), property != "title",
               let state = node.children("state").first(where: { $0["key"] == String(property.dropLast("Title".count)) }) {
                state.attributes["title"] = value
            } else if !property.isEmpty {
                node.attributes[property] = value
            }
        }
    }
}
