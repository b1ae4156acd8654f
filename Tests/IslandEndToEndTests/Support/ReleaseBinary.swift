import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `island` executable built with `-c release`, for tests of what only the optimised build
/// can get wrong (the crash guard once had two copies of its state there). In this order:
/// `$ISLAND_RELEASE_BINARY`; `.build/release/island` when it is newer than every source file
/// and the manifest (`.ci/run` builds it before the tests); else this package built into its
/// own scratch directory, `.build/release-for-tests` — its own, because the `swift test` that
/// runs this holds the lock of `.build` — which an earlier run makes incremental. The build is
/// bounded by `buildTimeout`; a build that fails or runs out of time is an error that says
/// why, so a test that needs the binary fails loudly rather than passing without it.
enum ReleaseBinary {
    static let buildTimeout: TimeInterval = 900

    /// Found or built once per test run.
    static func url() throws -> URL {
        try located.get()
    }

    private static let located: Result<URL, ReleaseBinaryMissing> = Result { () throws(ReleaseBinaryMissing) -> URL in
        do {
            return try locate()
        } catch let error as ReleaseBinaryMissing {
            throw error
        } catch {
            throw ReleaseBinaryMissing(message: "\(error)")
        }
    }

    private static func locate() throws -> URL {
        let root = IslandBinary.packageRoot
        if let path = ProcessInfo.processInfo.environment["ISLAND_RELEASE_BINARY"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw ReleaseBinaryMissing(message: "ISLAND_RELEASE_BINARY=\(path) is not an executable")
            }
            return URL(fileURLWithPath: path)
        }
        let newestSource = newestModification(under: root.appendingPathComponent("Sources"),
                                              also: root.appendingPathComponent("Package.swift"))
        let shared = root.appendingPathComponent(".build/release/island")
        if let built = modification(of: shared), built >= newestSource {
            return shared
        }
        let scratch = root.appendingPathComponent(".build/release-for-tests")
        try build(root: root, scratch: scratch)
        let own = scratch.appendingPathComponent("release/island")
        guard FileManager.default.isExecutableFile(atPath: own.path) else {
            throw ReleaseBinaryMissing(message: "swift build -c release succeeded but \(own.path) is missing")
        }
        return own
    }

    private static func build(root: URL, scratch: URL) throws {
        let directory = try TemporaryDirectory("island-release-build")
        defer { directory.remove() }
        let log = directory.path("log")
        let output = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let input = open("/dev/null", O_RDONLY)
        defer {
            close(output)
            close(input)
        }
        let swift = executable("swift") ?? "/usr/bin/swift"
        let arguments = ["build", "-c", "release", "--product", "island", "-j", "1",
                         "--package-path", root.path, "--scratch-path", scratch.path]
        let child = try ChildProcess(swift, arguments, stdin: input, stdout: output, stderr: output)
        var status: Int32 = 0
        let finished = Eventually.wait(timeout: buildTimeout, interval: 0.5) { child.hasEnded(status: &status) }
        if !finished {
            child.signal(SIGTERM)
            _ = Eventually.wait(timeout: 10) { child.hasEnded(status: &status) }
            throw ReleaseBinaryMissing(message: "swift \(arguments.joined(separator: " ")) did not finish in \(Int(buildTimeout)) s; build it first (swift build -c release --product island) or set ISLAND_RELEASE_BINARY")
        }
        guard status == 0 else {
            let tail = (directory.read("log") ?? "").split(separator: "\n").suffix(20).joined(separator: "\n")
            throw ReleaseBinaryMissing(message: "swift \(arguments.joined(separator: " ")) failed (\(status)):\n\(tail)")
        }
    }

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func modification(of url: URL) -> Date? {
        guard FileManager.default.isExecutableFile(atPath: url.path) else { return nil }
        return (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// The newest modification time of the files under `directory` and of `also`.
    private static func newestModification(under directory: URL, also: URL) -> Date {
        var newest = (try? FileManager.default.attributesOfItem(atPath: also.path))?[.modificationDate] as? Date ?? .distantFuture
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.contentModificationDateKey])
        while let file = enumerator?.nextObject() as? URL {
            if let date = try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate, date > newest {
                newest = date
            }
        }
        return newest
    }
}

struct ReleaseBinaryMissing: Error, CustomStringConvertible {
    let message: String
    var description: String { "the release build of island is needed and missing: \(message)" }
}
