import Foundation
import Testing
@testable import rainstorm

/// The rainstorm command's options: defaults, and bad values refused with the choices listed.
@Suite struct RainstormCommandTests {
    @Test func defaultsAreAnIPhone15FromTheSample() throws {
        let command = try Rainstorm.parse([])
        #expect(command.device == "iphone-15" && command.textSize == "l" && !command.live && command.format == .png && command.output == nil)
    }

    @Test func badValuesAreRefusedWithTheChoices() {
        for arguments in [["--device", "nokia"], ["--text-size", "huge"], ["--location", "atlantis"], ["--latitude", "10"],
                          ["--latitude", "95", "--longitude", "0"], ["--format", "gif"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try Rainstorm.parse(arguments) }
        }
        let message = Rainstorm.message(for: ValidationErrorProbe.error(["--device", "nokia"]))
        #expect(message.contains("iphone-se") && message.contains("nokia"), "\(message)")
    }
}

enum ValidationErrorProbe {
    static func error(_ arguments: [String]) -> Error {
        do { _ = try Rainstorm.parse(arguments); return CancellationError() } catch { return error }
    }
}
