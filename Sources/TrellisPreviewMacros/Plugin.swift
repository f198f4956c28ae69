import SwiftCompilerPlugin
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
