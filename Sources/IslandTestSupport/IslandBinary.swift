import Foundation

/// Finds the `island` executable that `swift build` / `swift test` built, and the checkout.
package enum IslandBinary {
    /// The package root: this file is Sources/IslandTestSupport/IslandBinary.swift.
    package static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `$ISLAND_BINARY`; else the binary beside the running test bundle (same configuration
    /// and triple: `swift build --build-tests` builds every product); else `.build/debug/island`.
    package static func url() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["ISLAND_BINARY"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else { throw IslandBinaryMissing(looked: [path]) }
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = []
        if let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var directory = URL(fileURLWithPath: me).deletingLastPathComponent()
            // The test bundle may sit a level or two below the products (…/debug/xyz.xctest/…).
            for _ in 0..<3 {
                candidates.append(directory.appendingPathComponent("island"))
                directory = directory.deletingLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/island"))
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        throw IslandBinaryMissing(looked: candidates.map(\.path))
    }

    /// Whether `url()` finds one (for `.enabled(if:)`).
    package static var isBuilt: Bool { (try? url()) != nil }
}

package struct IslandBinaryMissing: Error, CustomStringConvertible {
    package let looked: [String]
    package var description: String {
        "the island executable is not built (looked at \(looked.joined(separator: ", "))); run `swift build` first"
    }
}
