import Testing
@testable import trellis

/// `trellis bench`: counts and budgets that would trap, hang or mislabel a figure are refused.
@Suite struct BenchCommandTests {
    @Test func aBudgetOutsideOneMillisecondToTenMinutesIsRefused() {
        let message = "--budget 0 is not a number of milliseconds from 1 to 600000 (ten minutes)"
        for command in ["solver", "layout", "text", "controls", "stack", "rotation", "adaptive", "storyboard", "bars"] {
            #expect(refusal(["bench", command, "--budget", "0"]) == message, "\(command)")
        }
        #expect(refusal(["bench", "layout", "--budget", "9223372036854775807"])
            == "--budget 9223372036854775807 is not a number of milliseconds from 1 to 600000 (ten minutes)")
    }

    @Test func anUnknownWorkloadIsRefusedEvenBesideAKnownOne() {
        #expect(refusal(["bench", "solver", "--workload", "enaml", "--workload", "enmal"]).hasPrefix("--workload enmal is not a workload; choose from enaml, "))
    }

    @Test func aListScreenIsWholeRowsOfFourViews() {
        #expect(refusal(["bench", "layout", "--views", "10"]) == "--views 10 is not a multiple of 4 (each list row is 4 views); use --views 8 or 12")
        #expect(refusal(["bench", "layout", "--views", "0"]) == "--views 0 is not from 4 to 100000")
        #expect(refusal(["bench", "layout", "--views", "100", "--views", "1000000"]) == "--views 1000000 is not from 4 to 100000")
    }

    @Test func negativeOrHugeRowAndLabelCountsAreRefused() {
        #expect(refusal(["bench", "table", "--rows=-5"]) == "--rows -5 is not from 1 to 10000000")
        #expect(refusal(["bench", "table", "--rows", "100000000"]) == "--rows 100000000 is not from 1 to 10000000")
        #expect(refusal(["bench", "stack", "--labels", "0"]) == "--labels 0 is not from 1 to 100000")
    }

    @Test func measureOnlyAndRenderOnlyTogetherAreRefused() {
        #expect(refusal(["bench", "text", "--measure-only", "--render-only"])
            == "--measure-only and --render-only together leave nothing to time; give one of them")
    }

    @Test func theDefaultsAreAccepted() {
        for command in ["solver", "layout", "text", "controls", "stack", "table", "rotation", "adaptive", "storyboard", "bars"] {
            #expect(refusal(["bench", command]) == "accepted", "\(command)")
        }
    }
}
