import Foundation
import IslandTestSupport
import Testing

/// The fuzz harness over its seed corpus, without libFuzzer: the plain build of `island-fuzz`
/// replays every demo file and payload fixture through decode → apply → render every view →
/// lint, with the fuzzer's invariants (no trap, no raw control in any output, lint --json is
/// JSON). The fuzzer itself (scripts/fuzz) is not run here.
@Suite struct FuzzSeedsEndToEndTests {
    @Test func everySeedHoldsTheFuzzersInvariants() throws {
        let binary = try IslandBinary.url().deletingLastPathComponent().appendingPathComponent("island-fuzz")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "\(binary.path) is not built")
        let root = IslandBinary.packageRoot
        let fixtures = root.appendingPathComponent("Tests/IslandCoreTests/Fixtures/payloads").path
        let demos = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("demo").path)
            .filter { $0.hasSuffix(".ndjson") }.map { root.appendingPathComponent("demo/\($0)").path }
        let result = try ProcessResult.run(binary, [fixtures] + demos)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let summary = try #require(result.output.split(separator: "\n").last)
        let count = Int(summary.prefix { $0.isNumber }) ?? 0
        #expect(count >= 40, "\(summary)")
        #expect(summary.hasSuffix("0 breaking an invariant"), "\(result.output)")
    }
}
