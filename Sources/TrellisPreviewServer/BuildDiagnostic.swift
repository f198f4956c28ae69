import Foundation

/// One error from a build, as swiftc writes it
/// (`/path/File.swift:12:5: error: cannot find 'x' in scope`), or a line
/// of the log when the build failed without one (a linker error).
public struct BuildDiagnostic: Codable, Equatable, Sendable {
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The errors in a build's output, each once (swiftc repeats an error
    /// for every file of a module that it compiles in the same batch).
    /// - Complexity: O(output length).
    public static func errors(in output: String) -> [BuildDiagnostic] {
        var found: [BuildDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parse(String(line)), !found.contains(diagnostic) else { continue }
            found.append(diagnostic)
        }
        return found
    }

    /// `file:line:col: error: message`; nil for any other line.
    static func parse(_ line: String) -> BuildDiagnostic? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let message = String(line[marker.upperBound...])
        let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let lineNumber = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else {
            // "error: link command failed…", "ld: error: undefined symbol…"
            return BuildDiagnostic(message: line.trimmingCharacters(in: .whitespaces))
        }
        let file = location.dropLast(2).joined(separator: ":")
        return BuildDiagnostic(file: file, line: lineNumber, column: column, message: message)
    }
}
