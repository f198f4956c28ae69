import Foundation
import Testing
import TrellisRender
@testable import trellis

/// What `trellis` prints after "Error: " for `arguments`, or "accepted".
func refusal(_ arguments: [String]) -> String {
    do {
        _ = try TrellisCommand.parseAsRoot(arguments)
        return "accepted"
    } catch {
        return TrellisCommand.message(for: error)
    }
}

/// A fresh empty folder for files the commands write.
func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-command-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// `trellis demo`: sizes, scales and output names from the command line.
@Suite struct DemoCommandTests {
    func demo(_ arguments: [String]) throws -> Demo {
        try #require(try TrellisCommand.parseAsRoot(["demo"] + arguments) as? Demo)
    }

    @Test func theDefaultOutputIsNamedAfterTheScreen() throws {
        #expect(try demo([]).outputFile.path == "forecast.png")
        #expect(try demo(["--screen", "signup"]).outputFile.path == "signup.png")
        #expect(try demo(["--screen", "flightcard", "--format", "svg"]).outputFile.path == "flightcard.svg")
    }

    @Test func theOutputsExtensionChoosesTheFormat() throws {
        let folder = try temporaryFolder()
        #expect(try demo(["--output", "\(folder)/card.PDF"]).outputFile.format == .pdf)
    }

    @Test func aFormatThatContradictsTheExtensionIsRefused() {
        #expect(refusal(["demo", "--format", "svg", "--output", "card.png"]) == "--format svg does not match card.png; use --output card.svg or drop --format")
    }

    @Test func aWidthWhosePixelsOverflowIsRefusedBeforeRendering() {
        #expect(refusal(["demo", "--width", "1e9"])
            == "--width 1000000000 at --scale 3 makes a 3000000000×2532 px image, over the 16384 px limit a side; use --width 5461 or less")
    }

    @Test func aWideScreenOverTheLimitListsWhatFits() {
        #expect(refusal(["demo", "--width", "6000"])
            == "--width 6000 at --scale 3 makes a 18000×2532 px image, over the 16384 px limit a side; "
            + "use --width 5461 or less, or --scale 2.73 or less, or --max-pixel-size 18000, or --format pdf")
    }

    @Test func maxPixelSizeRaisesTheLimit() throws {
        #expect(try demo(["--width", "6000", "--max-pixel-size", "18000"]).renderer.maximumPixelSize == 18_000)
    }

    @Test func maxPixelSizeBeyondCairosLimitIsRefused() {
        #expect(refusal(["demo", "--max-pixel-size", "40000"]) == "--max-pixel-size 40000 is not from 1 to 32767")
        #expect(refusal(["demo", "--max-pixel-size", "0"]) == "--max-pixel-size 0 is not from 1 to 32767")
    }

    @Test func widthsThatAreNotFiniteOrUnderAPointAreRefused() {
        #expect(refusal(["demo", "--width", "nan"]) == "--width nan is not a number of points from 1 up; use e.g. --width 390")
        #expect(refusal(["demo", "--width", "inf"]) == "--width inf is not a number of points from 1 up; use e.g. --width 390")
        #expect(refusal(["demo", "--width=-390"]) == "--width -390 is not a number of points from 1 up; use e.g. --width 390")
        #expect(refusal(["demo", "--width", "0"]) == "--width 0 is not a number of points from 1 up; use e.g. --width 390")
    }

    @Test func scalesOutsideTheRendererRangeAreRefused() {
        for scale in ["0", "nan", "1e9", "-1"] {
            #expect(refusal(["demo", "--scale=\(scale)"]) == "--scale \(scale == "1e9" ? "1000000000" : scale) is not a number from 0.1 to 16; use --scale 1, 2 or 3")
        }
    }

    /// PDF Reference 1.7, appendix C: 14,400 units of 1/72 inch is the largest page Acrobat opens.
    @Test func aPDFWiderThanTheLargestPageIsRefused() {
        #expect(refusal(["demo", "--width", "20000", "--format", "pdf"])
            == "--width 20000 makes a 20000×844 pt page, over the 14400 pt limit of PDF pages; use --width 14400 or less")
    }

    @Test func anOutputInAMissingFolderIsRefused() throws {
        let folder = try temporaryFolder()
        #expect(refusal(["demo", "--output", "\(folder)/missing/forecast.png"])
            == "--output \(folder)/missing/forecast.png: folder \(folder)/missing does not exist; create it or choose another folder")
    }

    @Test func anOutputThatIsAFolderIsRefused() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: "\(folder)/shots.png", withIntermediateDirectories: false)
        #expect(refusal(["demo", "--output", "\(folder)/shots.png"])
            == "--output \(folder)/shots.png is a folder; give a file name such as \(folder)/shots.png/forecast.png")
    }

    @Test func theSignUpScreenIsWrittenToTheFileAsked() throws {
        let folder = try temporaryFolder()
        let command = try demo(["--screen", "signup", "--output", "\(folder)/form.svg"])
        try command.run()
        let svg = try String(contentsOfFile: "\(folder)/form.svg", encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("width=\"390\""))
    }
}
