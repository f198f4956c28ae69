import TrellisConstraintSystems
import Foundation
import Testing
@testable import trellis

/// `trellis solve`: where the system comes from and what a bad one prints.
@Suite struct SolveCommandTests {
    func solve(_ arguments: [String], standardInput: String = "") throws -> SolveReport {
        let command = try #require(try TrellisCommand.parseAsRoot(["solve"] + arguments) as? Solve)
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(standardInput.utf8))
        try pipe.fileHandleForWriting.close()
        return command.report(standardInput: pipe.fileHandleForReading)
    }

    static let system = #"{"constraints": [{"terms": [{"var": "w"}], "constant": -0.1, "op": "=="}]}"#

    @Test func aDashReadsStandardInput() throws {
        #expect(try solve(["-"], standardInput: Self.system).json == #"{"status":"ok","values":{"w":0.1}}"#)
        #expect(try solve([], standardInput: Self.system).json == #"{"status":"ok","values":{"w":0.1}}"#)
    }

    @Test func aFileIsRead() throws {
        let folder = try temporaryFolder()
        try Self.system.write(toFile: "\(folder)/s.json", atomically: true, encoding: .utf8)
        #expect(try solve(["\(folder)/s.json"], standardInput: "not read").json == #"{"status":"ok","values":{"w":0.1}}"#)
    }

    @Test func aMisspeltKeyFailsTheCommandWithThePathAndTheKnownKey() throws {
        let output = try solve(["-"], standardInput: #"{"constraints": [{"terms": [], "op": "==", "priorty": 10}]}"#)
        #expect(output.isError)
        #expect(output.json == #"{"status":"error","message":"constraints[0].priorty: unknown key; did you mean \"priority\"?"}"#)
    }

    @Test func aMissingFileOrAFolderIsAnError() throws {
        let folder = try temporaryFolder()
        #expect(try solve(["\(folder)/none.json"]).json == #"{"status":"error","message":"cannot read file '\#(folder)/none.json': it does not exist"}"#)
        #expect(try solve([folder]).json == #"{"status":"error","message":"cannot read file '\#(folder)': it is a folder"}"#)
    }

    /// /dev/zero never ends: it used to be read until memory ran out.
    @Test func anEndlessInputIsRefusedAfterTheLargestSize() throws {
        let output = try solve(["/dev/zero"])
        #expect(output.json == #"{"status":"error","message":"file '/dev/zero' is over 64 MiB, more than a constraint system this command solves"}"#)
    }
}
