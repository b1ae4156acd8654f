import Foundation

/// A fresh directory under the system's temporary directory, removed with `remove()`.
final class TemporaryDirectory {
    let url: URL

    init(_ label: String = "island-e2e") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// The file's text, or nil when it does not exist (yet).
    func read(_ name: String) -> String? {
        try? String(contentsOfFile: path(name), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
