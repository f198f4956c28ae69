import ConstraintSystems
import Foundation
import Testing

/// What `trellis solve` prints for each kind of input.
@Suite struct SolveReportTests {
    func report(_ json: String, skipUnsatisfiable: Bool = false) -> String {
        do {
            let system = try ConstraintSystem(json: Data(json.utf8))
            return SolveReport.outcome(try system.solve(skipUnsatisfiable: skipUnsatisfiable)).json
        } catch {
            return SolveReport.error("\(error)").json
        }
    }

    @Test func aSatisfiableSystemPrintsValuesInVariableOrder() {
        let json = """
        {"variables": ["width", "left"],
         "constraints": [{"id": "c0", "terms": [{"var": "left", "coef": 1}], "constant": -10, "op": "==", "priority": 1000},
                         {"terms": [{"var": "right"}, {"var": "left", "coef": -1}, {"var": "width", "coef": -1}], "op": "=="},
                         {"terms": [{"var": "width", "coef": 1}], "constant": -500, "op": "<="}],
         "edits": [{"var": "width", "priority": 750, "value": 640}]}
        """
        #expect(report(json) == #"{"status":"ok","values":{"width":500,"left":10,"right":510}}"#)
    }

    @Test func conflictingRequiredConstraintsPrintAMinimalConflict() {
        let json = """
        {"constraints": [{"id": "wide", "terms": [{"var": "w"}], "constant": -100, "op": ">="},
                         {"id": "other", "terms": [{"var": "h"}], "constant": -5, "op": "=="},
                         {"id": "narrow", "terms": [{"var": "w"}], "constant": -50, "op": "<="},
                         {"id": "later", "terms": [{"var": "h"}], "op": ">="}]}
        """
        #expect(report(json) == #"{"status":"unsatisfiable","conflict":["wide","narrow"]}"#)
    }

    @Test func skippingUnsatisfiableConstraintsSolvesTheRestAndNamesTheSkipped() {
        let json = """
        {"constraints": [{"id": "wide", "terms": [{"var": "w"}], "constant": -100, "op": ">="},
                         {"id": "narrow", "terms": [{"var": "w"}], "constant": -50, "op": "<="},
                         {"id": "exact", "terms": [{"var": "w"}], "constant": -120, "op": "=="},
                         {"id": "small", "terms": [{"var": "w"}], "constant": -10, "op": "=="}]}
        """
        #expect(report(json, skipUnsatisfiable: true) == #"{"status":"ok","values":{"w":120},"skipped":["narrow","small"]}"#)
    }

    @Test(arguments: [
        ("[1, 2]", "the document must be a JSON object with a \\\"constraints\\\" list"),
        ("{\"constraints\": 3}", "constraints: must be a list"),
        ("{}", "missing \\\"constraints\\\" list"),
        ("{\"constraints\": [{\"id\": \"c7\", \"terms\": [{\"var\": \"x\", \"coef\": \"2\"}], \"op\": \"==\"}]}",
         "constraints[0] (id \\\"c7\\\").terms[0].coef: must be a number, not the string \\\"2\\\""),
        ("{\"constraints\": [{\"terms\": [{\"var\": \"x\", \"coef\": true}], \"op\": \"==\"}]}",
         "constraints[0].terms[0].coef: must be a number, not true or false"),
        ("{\"constraints\": [{\"terms\": [{\"var\": \"x\"}], \"op\": \"=<\"}]}",
         "constraints[0].op: must be \\\"==\\\", \\\"<=\\\" or \\\">=\\\", not \\\"=<\\\""),
        ("{\"constraints\": [{\"terms\": [{\"var\": \"x\"}], \"op\": \"==\", \"priority\": 0}]}",
         "constraints[0].priority: must be from 1 to 1000, not 0.0"),
        ("{\"constraints\": [{\"terms\": [{\"coef\": 1}], \"op\": \"==\"}]}",
         "constraints[0].terms[0].var: must be a variable name"),
        ("{\"constraints\": [{\"terms\": [{\"var\": \"x\"}], \"constant\": 1e999, \"op\": \"==\"}]}",
         "not valid JSON"),
        ("{\"constraints\": [], , }", "not valid JSON: Invalid value around character 20."),
        ("{\"constraints\": [{\"id\": \"a\", \"terms\": [], \"op\": \"==\"}, {\"id\": \"a\", \"terms\": [], \"op\": \"==\"}]}",
         "constraints (id \\\"a\\\"): the id is used twice"),
        ("{\"constraints\": [], \"edits\": [{\"var\": \"w\", \"priority\": 1000}]}",
         "edits[0].priority: an edit cannot be required; use a priority below 1000"),
        ("{\"constraints\": [{\"terms\": [{\"var\": \"x\"}]}]}",
         "constraints[0].op: missing; must be \\\"==\\\", \\\"<=\\\" or \\\">=\\\""),
    ])
    func malformedInputNamesWhatAndWhere(json: String, message: String) {
        let printed = report(json)
        #expect(printed.hasPrefix(#"{"status":"error","message":""#))
        #expect(printed.contains(message), "\(printed)")
    }

    @Test func stringsAreEscapedAndNumbersPrintedShort() {
        let json = #"{"constraints": [{"terms": [{"var": "a \"b\"\n"}], "constant": -0.1, "op": "=="}]}"#
        #expect(report(json) == #"{"status":"ok","values":{"a \"b\"\n":0.1}}"#)
    }
}

@Suite struct ConstraintSystemInputTests {
    @Test func aVariableListedTwiceIsAnErrorThatNamesIt() {
        let json = #"{"variables": ["x", "y", "x"], "constraints": []}"#
        let error = #expect(throws: FormatError.self) { try ConstraintSystem(json: Data(json.utf8)) }
        #expect(error?.description == "variables[2]: \"x\" is listed twice")
    }
}
