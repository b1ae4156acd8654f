import Foundation
import IslandTestSupport
import Testing

/// The `island` executable built with `-c release`, for tests of what only the optimised build
/// can get wrong (the crash guard once had two copies of its state there). `swift test` never
/// builds it — a release build inside the tests held the machine for minutes: `scripts/test`
/// (which `.ci/run` runs) builds it first and names it in `$ISLAND_RELEASE_BINARY`. Without
/// that, `.build/release/island` when it is newer than every source file and the manifest.
/// Missing, a test that needs it is skipped with the reason — except under CI (`$CI` set),
/// where it fails: there the binary must have been built.
enum ReleaseBinary {
    /// The binary, or why there is none.
    static func url() throws -> URL {
        try located.get()
    }

    /// For `.enabled(if:)`: run when the binary is there, and always under CI (to fail there).
    static var shouldRun: Bool {
        (try? located.get()) != nil || isCI
    }

    static let skipReason: Comment = "the release build of island is not built: scripts/test builds it (swift build -c release --product island), or set ISLAND_RELEASE_BINARY"

    static var isCI: Bool {
        let value = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !value.isEmpty && value != "0" && value != "false"
    }

    private static let located: Result<URL, ReleaseBinaryMissing> = Result { () throws(ReleaseBinaryMissing) -> URL in
        let root = IslandBinary.packageRoot
        if let path = ProcessInfo.processInfo.environment["ISLAND_RELEASE_BINARY"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw ReleaseBinaryMissing(message: "ISLAND_RELEASE_BINARY=\(path) is not an executable")
            }
            return URL(fileURLWithPath: path)
        }
        let shared = root.appendingPathComponent(".build/release/island")
        guard let built = modification(of: shared) else {
            throw ReleaseBinaryMissing(message: "\(shared.path) is not built; scripts/test builds it (swift build -c release --product island)")
        }
        let newestSource = newestModification(under: root.appendingPathComponent("Sources"),
                                              also: root.appendingPathComponent("Package.swift"))
        guard built >= newestSource else {
            throw ReleaseBinaryMissing(message: "\(shared.path) is older than the sources; build it again (swift build -c release --product island)")
        }
        return shared
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
