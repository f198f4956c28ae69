import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: turns a preview into a registry type, as Xcode's macro does
/// (a type conforming to `PreviewRegistry` that knows its file, line and
/// column and makes the `Preview`), plus one function with a fixed linker
/// name made from that file, line and column.
///
/// The function is how `trellis preview` reaches the preview: the type's
/// own name comes from `makeUniqueName` (a freestanding macro at file scope
/// may not introduce names of its own choosing), which no other program can
/// spell, while the tool finds the same file, line and column by parsing the
/// sources, so it can declare the function by its linker name and call it.
/// Nothing runs at load time and nothing registers itself: in a release
/// build the preview is two small functions nobody calls.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self) else {
            throw PreviewMacroError.noBody
        }
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
              let fileID = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              let line = location.line.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue,
              let column = location.column.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue
        else {
            throw PreviewMacroError.noLocation
        }
        let arguments = node.arguments.filter { $0.label?.text != "body" }.map { argument in
            argument.with(\.trailingComma, nil).trimmedDescription
        }
        let call = "TrellisPreview.Preview(\(arguments.joined(separator: ", ")))"
        let registry = context.makeUniqueName("PreviewRegistry")
        let accessor = context.makeUniqueName("previewRegistry")
        let symbol = PreviewSymbol.name(fileID: fileID, line: line, column: column)
        return [
            """
            struct \(registry): TrellisPreview.PreviewRegistry {
                static let fileID: String = \(literal: fileID)
                static let line: Int = \(literal: line)
                static let column: Int = \(literal: column)

                @MainActor static func makePreview() throws -> TrellisPreview.Preview {
                    \(raw: call) \(body.trimmed)
                }
            }
            """,
            """
            @_silgen_name(\(literal: symbol))
            func \(accessor)() -> any TrellisPreview.PreviewRegistry.Type {
                \(registry).self
            }
            """,
        ]
    }
}

/// The linker name of a preview's registry function: the macro makes it
/// from the place the compiler gives, `trellis preview` from the place
/// SwiftParser finds (TrellisPreviewServer's `PreviewScanner`).
public enum PreviewSymbol {
    /// `trellis_preview_` and the file ID, line and column, with every
    /// character but ASCII letters and digits written as `_` and its
    /// UTF-8 bytes in hex, so that two different files never share a name.
    public static func name(fileID: String, line: Int, column: Int) -> String {
        var escaped = ""
        for byte in fileID.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                escaped.unicodeScalars.append(UnicodeScalar(byte))
            default:
                escaped += "_" + String(byte, radix: 16, uppercase: true)
            }
        }
        return "trellis_preview_\(escaped)_L\(line)C\(column)"
    }
}

public enum PreviewMacroError: Error, CustomStringConvertible {
    case noBody
    case noLocation

    public var description: String {
        switch self {
        case .noBody: "#Preview needs a closure that returns the UIView or UIViewController to preview"
        case .noLocation: "#Preview could not tell which file and line it is in"
        }
    }
}
