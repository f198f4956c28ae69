import Foundation
import Testing
import TrellisRender
@testable import rainstorm

/// The rainstorm command's options: defaults, the rule between `--format`
/// and `--output`, and every refusal told in one line.
@Suite struct RainstormCommandTests {
    /// What `rainstorm` prints after "Error: " for `arguments`, or "accepted".
    func refusal(_ arguments: [String]) -> String {
        do {
            _ = try Rainstorm.parse(arguments)
            return "accepted"
        } catch {
            return Rainstorm.message(for: error)
        }
    }

    /// What `rainstorm`'s `main()` prints after "Error: " for `arguments`.
    func oneLine(_ arguments: [String]) -> String {
        CommandLineMessage.oneLine(refusal(arguments))
    }

    /// The built `rainstorm` (beside the test bundle) refuses `arguments` in
    /// one line on standard error with a non-zero status.
    @Test(arguments: [["--device", "nokia"], ["--text-size", "huge"], ["--format", "bmp"], ["--width", "-1"], ["--scale", "0"]])
    func theBuiltCommandRefusesInOneLine(arguments: [String]) throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("rainstorm") }
        let executable = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                                      "rainstorm is not built beside \(folder.path); run swift build first")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(text.hasPrefix("Error: ") && text.filter { $0 == "\n" }.count == 1 && text.hasSuffix("\n"), "\(text)")
    }

    func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rainstorm-command-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func defaultsAreAnIPhone15InCupertinoWrittenToRainstormPNG() throws {
        let command = try Rainstorm.parse([])
        #expect(command.device == .iPhone15 && command.textSize == .l && !command.live)
        #expect(command.coordinates.latitude == 37.32 && command.coordinates.longitude == -122.03)
        #expect(try command.outputFile == OutputFile(format: .png, path: "rainstorm.png", defaultName: "rainstorm"))
    }

    @Test func formatTextWithoutOutputWritesRainstormTxt() throws {
        #expect(try Rainstorm.parse(["--format", "text"]).outputFile.path == "rainstorm.txt")
    }

    @Test func theOutputsExtensionChoosesTheFormat() throws {
        let folder = try temporaryFolder()
        #expect(try Rainstorm.parse(["--output", "\(folder)/weather.txt"]).outputFile.format == .text)
        #expect(try Rainstorm.parse(["--output", "\(folder)/weather.Svg"]).outputFile.format == .svg)
    }

    @Test func anExplicitFormatNamesAnOutputWithoutExtension() throws {
        let folder = try temporaryFolder()
        #expect(try Rainstorm.parse(["--output", "\(folder)/weather", "--format", "pdf"]).outputFile.format == .pdf)
    }

    @Test func aFormatThatContradictsTheExtensionIsRefused() {
        #expect(refusal(["--format", "text", "--output", "foo.png"]) == "--format text does not match foo.png; use --output foo.txt or drop --format")
    }

    @Test func anOutputWithoutExtensionOrFormatListsTheFormats() {
        #expect(refusal(["--output", "foo"])
            == "foo has no extension to choose the format; use --output foo.png (or .pdf, .svg, .txt) or give --format png, pdf, svg or text")
    }

    @Test func anEmptyOutputIsRefused() {
        #expect(refusal(["--output", ""]) == "--output is empty; give a file name such as rainstorm.png")
    }

    @Test func anUnknownExtensionListsTheKnownOnes() {
        #expect(refusal(["--output", "foo.gif"]) == "foo.gif has an unknown extension .gif; name it .png, .pdf, .svg or .txt, or give --format png, pdf, svg or text")
    }

    @Test func anOutputInAMissingFolderIsRefused() throws {
        let folder = try temporaryFolder()
        #expect(refusal(["--output", "\(folder)/nowhere/rainstorm.png"])
            == "--output \(folder)/nowhere/rainstorm.png: folder \(folder)/nowhere does not exist; create it or choose another folder")
    }

    @Test func anOutputUnderAFileIsRefused() throws {
        let folder = try temporaryFolder()
        try Data("notes".utf8).write(to: URL(fileURLWithPath: "\(folder)/notes.txt"))
        #expect(refusal(["--output", "\(folder)/notes.txt/rainstorm.png"]) == "--output \(folder)/notes.txt/rainstorm.png: \(folder)/notes.txt is not a folder")
    }

    /// The folder can vanish between the check and the write; the system's reason is told, not Foundation's generic one.
    @Test func aWriteThatFailsAfterTheChecksSaysWhyInOneLine() throws {
        let file = OutputFile<Rainstorm.Format>(format: .png, path: "\(try temporaryFolder())/gone/rainstorm.png", defaultName: "rainstorm")
        #expect(throws: CommandLineError("could not write \(file.path): No such file or directory")) { try file.write(Data([1])) }
    }

    @Test func locationAndCoordinatesTogetherAreRefused() {
        #expect(refusal(["--location", "tokyo", "--latitude", "10", "--longitude", "20"])
            == "--location tokyo and --latitude/--longitude both name a place; give only one of them")
    }

    @Test func halfACoordinateIsRefused() {
        #expect(refusal(["--latitude", "10"]) == "--latitude needs --longitude too")
        #expect(refusal(["--longitude", "10"]) == "--longitude needs --latitude too")
    }

    @Test func coordinatesOffTheGlobeOrNaNAreRefused() {
        #expect(refusal(["--latitude", "95", "--longitude", "0"]) == "--latitude 95.0 is not between -90 and 90")
        #expect(refusal(["--latitude", "0", "--longitude", "nan"]) == "--longitude nan is not between -180 and 180")
    }

    @Test func coordinatesChooseThePlace() throws {
        let place = try Rainstorm.parse(["--latitude", "48.86", "--longitude", "2.35"]).coordinates
        #expect(place.latitude == 48.86 && place.longitude == 2.35)
    }

    @Test func aKnownPlaceIsMatchedInAnyCase() throws {
        let place = try Rainstorm.parse(["--location", "New-York"]).coordinates
        #expect(place.latitude == 40.71 && place.longitude == -74.01)
    }

    /// argument-parser's message for a value outside a `CaseIterable` enum
    /// lists more than four values one a line; `rainstorm` prints it in one
    /// line (`CommandLineMessage`).
    @Test func anUnknownChoiceIsRefusedInOneLineWithTheValidValues() {
        #expect(oneLine(["--device", "nokia"]) == "The value 'nokia' is invalid for '--device <device>'. Please provide one of "
            + "'iphone-se', 'iphone-15', 'iphone-15-pro', 'iphone-15-pro-max', 'ipad' or 'ipad-pro'.")
        #expect(oneLine(["--text-size", "huge"]).hasSuffix("'ax4' or 'ax5'."))
        #expect(oneLine(["--location", "atlantis"]).hasSuffix("'tokyo' or 'sydney'."))
        #expect(oneLine(["--format", "gif"]) == "The value 'gif' is invalid for '--format <format>'. Please provide one of 'png', 'pdf', 'svg' or 'text'.")
        for arguments in [["--device", "nokia"], ["--text-size", "huge"], ["--location", "atlantis"], ["--format", "gif"], ["--width", "3"], ["--latitude"]] {
            #expect(!oneLine(arguments).contains("\n") && !oneLine(arguments).isEmpty, "\(arguments)")
        }
    }

    @Test func helpListsTheValuesOfEveryChoice() {
        let help = Rainstorm.helpMessage(columns: 1000)
        #expect(help.contains("(values: iphone-se, iphone-15, iphone-15-pro, iphone-15-pro-max, ipad, ipad-pro; default: iphone-15)"), "\(help)")
        #expect(help.contains("(values: xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5; default: l)"), "\(help)")
        #expect(help.contains("(values: png, pdf, svg, text)"), "\(help)")
    }

    @Test func aBatchOutsideOneToTenThousandIsRefused() {
        #expect(refusal(["--benchmark-batch", "0"]) == "--benchmark-batch 0 is not from 1 to 10000")
        #expect(refusal(["--benchmark-batch=-3"]) == "--benchmark-batch -3 is not from 1 to 10000")
        #expect(refusal(["--benchmark-batch", "10001"]) == "--benchmark-batch 10001 is not from 1 to 10000")
    }

    @Test func aBatchWritesNoFile() {
        #expect(refusal(["--benchmark-batch", "6", "--output", "x.png"]) == "--benchmark-batch renders in memory and writes no file; drop --output and --format")
    }

    @Test func formatTextWritesTheFramesIntoTheTextFile() async throws {
        let folder = try temporaryFolder()
        let command = try Rainstorm.parse(["--format", "text", "--output", "\(folder)/weather.txt"])
        try await command.run()
        let text = try String(contentsOfFile: "\(folder)/weather.txt", encoding: .utf8)
        #expect(text.hasPrefix("UIWindow"), "\(text.prefix(80))")
    }

    @Test func aPNGNamedOutputHoldsAPNG() async throws {
        let folder = try temporaryFolder()
        let command = try Rainstorm.parse(["--output", "\(folder)/weather.png", "--device", "iphone-se"])
        try await command.run()
        let png = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/weather.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
}
