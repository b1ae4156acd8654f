import Foundation

/// Finds the `island` executable that `swift build` / `swift test` built.
enum IslandBinary {
    /// The package root: this file is Tests/IslandEndToEndTests/Support/IslandBinary.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the running test bundle (same configuration and triple: `swift test`
    /// builds every product before it runs tests), else `.build/debug/island`.
    static func url() throws -> URL {
        var candidates: [URL] = []
        if let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("island"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/island"))
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        throw IslandBinaryMissing(looked: candidates.map(\.path))
    }
}

struct IslandBinaryMissing: Error, CustomStringConvertible {
    let looked: [String]
    var description: String {
        "the island executable is not built (looked at \(looked.joined(separator: ", "))); run `swift build` first"
    }
}
