// A command-line program of the package, written as a script: its
// top-level code is the program. `trellis preview` shows the `#Preview`
// below from a copy of this file that keeps its declarations and blanks
// the statements (docs/previews.md, "Executable targets").
import Foundation
import UIKit

let toolTitle = "Made in main.swift"
var lastRun: Date?

/// A label the program's preview shows, declared in main.swift itself.
final class ToolBanner: UILabel {
    convenience init(title: String) {
        self.init(frame: .zero)
        text = title
        font = .preferredFont(forTextStyle: .headline)
        textAlignment = .center
    }
}

lastRun = Date()
if CommandLine.arguments.count > 1 {
    print(CommandLine.arguments.dropFirst().joined(separator: " "))
}
print(toolTitle)

// The body runs on the main actor, where a script's globals live.
#Preview("Tool banner", traits: .sizeThatFitsLayout) {
    ToolBanner(title: toolTitle)
}
