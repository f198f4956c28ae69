import FuzzTargets
import Foundation

#if LIBFUZZER
/// libFuzzer's entry point; libFuzzer supplies `main` (Fuzz/fuzz.sh builds this).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.storyboard.run(Data(UnsafeBufferPointer(start: bytes, count: count)))
    return 0
}
#else
/// Without libFuzzer: runs the files named (a crash input, a corpus folder).
@main enum Replay {
    static func main() {
        exit(FuzzTarget.storyboard.replay(paths: Array(CommandLine.arguments.dropFirst())))
    }
}
#endif
