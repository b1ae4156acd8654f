/// libFuzzer's entry point (built with `-sanitize=fuzzer`, see scripts/fuzz): one input per
/// call; a broken invariant traps, which libFuzzer reports with the input that did it.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let broken = FuzzHarness.violations(bytes)
    if !broken.isEmpty { fatalError("island-fuzz invariant broken: \(broken.joined(separator: "; "))") }
    return 0
}
