import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros
import TrellisPreviewExpansion

/// The compiler plugin that provides `#Preview`. The expansion lives in
/// TrellisPreviewExpansion, a plain library, so that tests and
/// `trellis preview` use it without depending on a macro target (a test
/// target that does makes SwiftPM build every test target for the host).
@main
struct TrellisPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}

/// `#externalMacro` names a type of the plugin's own module: this one
/// hands the expansion to TrellisPreviewExpansion's.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try TrellisPreviewExpansion.PreviewMacro.expansion(of: node, in: context)
    }
}
