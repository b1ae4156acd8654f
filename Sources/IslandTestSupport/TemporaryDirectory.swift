import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fresh directory of its own for one test, removed with everything in it by `remove()`.
/// Made under the system's temporary directory when its path is short, else under the root
/// temporary directory: a Unix socket's path must stay under 108 bytes.
package final class TemporaryDirectory: @unchecked Sendable {
    /// The directory's path.
    package let path: String

    package init(_ label: String = "island-test") {
        let system = NSTemporaryDirectory()
        let base = system.utf8.count <= 40 ? system : "/tmp/"
        var template = Array((base.hasSuffix("/") ? base : base + "/").appending("\(label)-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
        guard let made else { preconditionFailure("mkdtemp under \(base) failed: \(String(cString: strerror(errno)))") }
        path = made
    }

    package var url: URL { URL(fileURLWithPath: path) }

    /// The path of `name` inside it.
    package func path(_ name: String) -> String { "\(path)/\(name)" }

    /// The file's text, or nil when it does not exist (yet).
    package func read(_ name: String) -> String? {
        try? String(contentsOfFile: path(name), encoding: .utf8)
    }

    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
