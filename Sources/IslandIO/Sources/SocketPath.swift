import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the dashboard's socket lives unless `--socket PATH` says otherwise; `island send`
/// looks in the same place.
package enum SocketPath {
    package static let fileName = "island.sock"

    /// `$XDG_RUNTIME_DIR/island/island.sock` (a per-user directory the system cleans up),
    /// else `/tmp/island-<uid>/island.sock`.
    package static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment,
                                   uid: UInt32 = getuid()) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            let trimmed = runtime.hasSuffix("/") && runtime.count > 1 ? String(runtime.dropLast()) : runtime
            return "\(trimmed)/island/\(fileName)"
        }
        return "/tmp/island-\(uid)/\(fileName)"
    }

    /// The directory part of `path` ("." for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }
}
