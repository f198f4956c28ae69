import Foundation

/// A wrong command line, told in one line that says what to type instead.
///
/// The `trellis` and `rainstorm` commands throw it from `validate()` and
/// `run()`: argument-parser prints an error that is not a `ValidationError`
/// as "Error: " and its description, with no usage after it.
package struct CommandLineError: Error, CustomStringConvertible, Equatable {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}

/// A format a command writes, and the file extension that names it.
package protocol OutputFormat: RawRepresentable, CaseIterable, Equatable where RawValue == String {
    /// The extension of files in this format, without the dot.
    var fileExtension: String { get }
}

/// The file a command writes and its format, from `--format` and `--output`.
///
/// The rule: without `--format`, the output's extension names the format;
/// an explicit `--format` must agree with the extension when there is one;
/// an output without an extension needs `--format`. Without `--output`, the
/// file is `<defaultName>.<extension>` in the current folder.
package struct OutputFile<Format: OutputFormat>: Equatable {
    package var format: Format
    package var path: String
    /// The name the file takes without `--output`, without its extension.
    package var defaultName: String

    package init(format: Format?, output: String?, defaultName: String) throws(CommandLineError) {
        guard let output else {
            let format = format ?? Format.allCases.first!
            self.init(format: format, path: "\(defaultName).\(format.fileExtension)", defaultName: defaultName)
            return
        }
        guard !output.isEmpty else { throw CommandLineError("--output is empty; give a file name such as \(defaultName).\(Self.extensions.first!)") }
        let fileExtension = (output as NSString).pathExtension
        let stem = (output as NSString).deletingPathExtension
        let named = Format.allCases.first { $0.fileExtension == fileExtension.lowercased() }
        switch (format, named) {
        case let (format?, named) where fileExtension.isEmpty || named == format:
            self.init(format: format, path: output, defaultName: defaultName)
        case let (format?, _):
            throw CommandLineError("--format \(format.rawValue) does not match \(output); use --output \(stem).\(format.fileExtension) or drop --format")
        case let (nil, named?):
            self.init(format: named, path: output, defaultName: defaultName)
        case (nil, nil) where fileExtension.isEmpty:
            throw CommandLineError("\(output) has no extension to choose the format; use --output \(output).\(Self.extensions.first!) "
                + "(or \(Self.extensions.dropFirst().map { "." + $0 }.joined(separator: ", "))) or give --format \(Self.formatNames)")
        case (nil, nil):
            throw CommandLineError("\(output) has an unknown extension .\(fileExtension); name it \(Self.list(Self.extensions.map { "." + $0 })), "
                + "or give --format \(Self.formatNames)")
        }
    }

    package init(format: Format, path: String, defaultName: String) {
        self.format = format
        self.path = path
        self.defaultName = defaultName
    }

    /// Throws when the file cannot be written: its folder is missing, is not
    /// a folder or is read-only, or the path is a folder or a read-only file.
    /// Checked before any work, so a long render never ends in a lost result.
    package func checkWritable(fileManager: FileManager = .default) throws(CommandLineError) {
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { throw CommandLineError("--output \(path) is a folder; give a file name such as \((path as NSString).appendingPathComponent(defaultName)).\(format.fileExtension)") }
            if !fileManager.isWritableFile(atPath: path) { throw CommandLineError("--output \(path) is read-only; choose another file name") }
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        let shownFolder = folder.isEmpty ? "." : folder
        guard fileManager.fileExists(atPath: shownFolder, isDirectory: &isFolder) else {
            throw CommandLineError("--output \(path): folder \(shownFolder) does not exist; create it or choose another folder")
        }
        guard isFolder.boolValue else { throw CommandLineError("--output \(path): \(shownFolder) is not a folder") }
        guard fileManager.isWritableFile(atPath: shownFolder) else {
            throw CommandLineError("--output \(path): folder \(shownFolder) is read-only; choose another folder")
        }
    }

    /// Writes `data` to the file; a failure the checks could not foresee
    /// (a full disk) is told in one line.
    package func write(_ data: Data) throws(CommandLineError) {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandLineError("could not write \(path): \(Self.reason(error))")
        }
    }

    /// The system's reason ("Permission denied"), which Foundation keeps
    /// under a generic "The operation could not be completed".
    private static func reason(_ error: Error) -> String {
        // On Linux the underlying error is a Swift `Error`, not an `NSError`, until bridged.
        let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
        guard let underlying, underlying.domain == NSPOSIXErrorDomain else { return error.localizedDescription }
        return String(cString: strerror(Int32(underlying.code)))
    }

    private static var extensions: [String] { Format.allCases.map(\.fileExtension) }

    private static var formatNames: String { list(Format.allCases.map(\.rawValue)) }

    /// "a, b or c".
    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}
