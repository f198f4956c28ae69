import Foundation

/// A refused command line in one line that says what to type instead.
///
/// argument-parser prints a parse error (an unknown enum value, a missing
/// value, an unknown subcommand) followed by the usage and a help hint, and
/// lists more than four choices one a line. `trellis` and `rainstorm` print
/// `Error: ` and this one line instead, as they do for their own checks
/// (`CommandLineError`), and exit with argument-parser's code.
package enum CommandLineMessage {
    /// `message` (argument-parser's `message(for:)`) joined into one line:
    /// a bullet list of choices ("Please provide one of the following:" and
    /// "  - value" lines) becomes "one of 'a', 'b' or 'c'", other line
    /// breaks become spaces. When the command reached has `subcommands`
    /// (`trellis bench nosuch`), they are named, since the usage that
    /// listed them is not printed.
    package static func oneLine(_ message: String, subcommands: [String] = []) -> String {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let bullets = lines.dropFirst().filter { $0.hasPrefix("  - ") }.map { String($0.dropFirst(4)) }
        if !bullets.isEmpty, lines[0].hasSuffix(" one of the following:") {
            lines = [String(lines[0].dropLast(" the following:".count)) + " " + quotedList(bullets) + "."]
                + lines.dropFirst().filter { !$0.hasPrefix("  - ") }
        }
        var text = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        if !subcommands.isEmpty {
            text += (text.isEmpty ? "" : "; ") + "choose one of: " + subcommands.joined(separator: ", ")
        }
        return text
    }

    /// 'a', 'b' or 'c', as argument-parser lists up to four values.
    static func quotedList(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}
