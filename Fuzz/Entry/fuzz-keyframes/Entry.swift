// A libFuzzer target when built with `Fuzz/run` (`-DFUZZING`, `--sanitize fuzzer`); otherwise a
// program that replays inputs: `swift run fuzz-keyframes Fuzz/Corpus/keyframes`.
import KinemaFuzzing

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzKeyframes.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
@main
struct Replay {
    static func main() {
        FuzzReplay.run(CommandLine.arguments, FuzzKeyframes.check)
    }
}
#endif
