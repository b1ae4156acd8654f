#if !FUZZING
import Foundation
import IslandCore
import IslandText

/// Without libFuzzer (a plain `swift build`), `island-fuzz FILE|DIR …` runs each file (each
/// file in a directory) through the same harness once: how a crash input or a corpus is
/// replayed, in a debugger too. Exit status 0 when every invariant held, 1 when one broke.
@main
enum ReplayMain {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        if paths.isEmpty || paths.contains("--help") {
            print("usage: island-fuzz FILE|DIR…  (the fuzzer itself: scripts/fuzz SECONDS)")
            exit(paths.isEmpty ? 2 : 0)
        }
        var inputs = 0
        var failed = 0
        for path in paths {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("island-fuzz: cannot read \(UntrustedText.quoted(file, limit: 200))\n".utf8))
                    exit(2)
                }
                inputs += 1
                let broken = FuzzHarness.violations(Array(data))
                if !broken.isEmpty {
                    failed += 1
                    print("\(UntrustedText.line(file)): \(broken.map(UntrustedText.line).joined(separator: "; "))")
                }
            }
        }
        print("\(inputs) input\(inputs == 1 ? "" : "s"), \(failed) breaking an invariant")
        exit(failed == 0 ? 0 : 1)
    }

    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { "\(path)/\($0)" }
    }
}
#endif
