import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fresh directory under /tmp (short, so socket paths stay under the 107-byte limit),
/// removed with everything in it by `remove()`.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array("/tmp/island-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
        guard let made else { preconditionFailure("mkdtemp failed: \(String(cString: strerror(errno)))") }
        path = made
    }

    func file(_ name: String) -> String { "\(path)/\(name)" }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
