import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import TrellisPreviewExpansion
import TrellisPreviewServer
import XCTest

/// `#Preview` expands as Xcode's does, to a `PreviewRegistry` type with the
/// preview's file ID, line and column, plus the registry function
/// `trellis preview` reaches by its linker name. assertMacroExpansion's
/// file is "TestModule/test.swift".
final class PreviewMacroTests: XCTestCase {
    let macros: [String: Macro.Type] = ["Preview": PreviewMacro.self]

    func testANamedViewControllerPreviewBecomesARegistry() throws {
        assertMacroExpansion(
            """
            #Preview("Settings") {
                SettingsViewController()
            }
            """,
            expandedSource: """
                struct __macro_local_15PreviewRegistryfMu_: TrellisPreview.PreviewRegistry {
                    static let fileID: String = "TestModule/test.swift"
                    static let line: Int = 1
                    static let column: Int = 1

                    @MainActor static func makePreview() throws -> TrellisPreview.Preview {
                        TrellisPreview.Preview("Settings") {
                     SettingsViewController()
                 }
                    }
                }
                @_silgen_name("trellis_preview_TestModule_2Ftest_2Eswift_L1C1")
                func __macro_local_15previewRegistryfMu_() -> any TrellisPreview.PreviewRegistry.Type {
                    __macro_local_15PreviewRegistryfMu_.self
                }
                """,
            macros: macros
        )
    }

    func testTraitsAndAnUnnamedPreviewKeepTheirArguments() throws {
        assertMacroExpansion(
            """
            let x = 1

              #Preview(traits: .landscapeLeft, .sizeThatFitsLayout) { BadgeView() }
            """,
            expandedSource: """
                let x = 1

                  struct __macro_local_15PreviewRegistryfMu_: TrellisPreview.PreviewRegistry {
                      static let fileID: String = "TestModule/test.swift"
                      static let line: Int = 3
                      static let column: Int = 3

                      @MainActor static func makePreview() throws -> TrellisPreview.Preview {
                          TrellisPreview.Preview(traits: .landscapeLeft, .sizeThatFitsLayout) {
                              BadgeView()
                          }
                      }
                  }
                  @_silgen_name("trellis_preview_TestModule_2Ftest_2Eswift_L3C3")
                  func __macro_local_15previewRegistryfMu_() -> any TrellisPreview.PreviewRegistry.Type {
                      __macro_local_15PreviewRegistryfMu_.self
                  }
                """,
            macros: macros
        )
    }

    func testAPreviewWithoutABodyIsAnError() throws {
        assertMacroExpansion(
            "#Preview(\"Empty\")",
            // A macro that throws is left in place, with its error.
            expandedSource: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a closure that returns the UIView or UIViewController to preview", line: 1, column: 1)],
            macros: macros
        )
    }

    /// The macro takes the place from the compiler, the tool from
    /// SwiftParser; the linker names agree only if the places do.
    func testTheMacroAndTheScannerNameTheSameSymbol() {
        let scanned = PreviewScanner.previews(in: "\n\n  #Preview(traits: .landscapeLeft, .sizeThatFitsLayout) { BadgeView() }\n",
                                              module: "TestModule", path: "/tmp/test.swift")
        XCTAssertEqual(scanned.map(\.symbol), ["trellis_preview_TestModule_2Ftest_2Eswift_L3C3"])
        // "_" is escaped too, so "A_B/C" and "A/B_C" stay apart.
        XCTAssertNotEqual(PreviewSymbol.name(fileID: "A_B/C.swift", line: 1, column: 1),
                          PreviewSymbol.name(fileID: "A/B_C.swift", line: 1, column: 1))
        XCTAssertEqual(PreviewSymbol.name(fileID: "Ünï/A b.swift", line: 2, column: 3), "trellis_preview__C3_9Cn_C3_AF_2FA_20b_2Eswift_L2C3")
    }
}
