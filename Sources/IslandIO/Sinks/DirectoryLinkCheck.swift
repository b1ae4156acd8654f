#if canImport(Glibc)
import Glibc
#endif

/// The directories on the way to one of island's own files, component by component: a
/// symbolic link among them that someone else made is refused, as a link under the file's own
/// name is. Otherwise `/tmp/shared/intents.ndjson`, with `shared` planted as a link by another
/// user, would send every intent into a directory of their choosing.
enum DirectoryLinkCheck {
    /// The first directory component of `path` that is a symbolic link owned by nobody in
    /// `trusted`, and its owner; nil when every link on the way is the user's or the system's.
    /// A component that does not exist ends the walk: opening then says so.
    static func untrustedLink(in path: String, trusted: Set<UInt32>) -> (component: String, owner: UInt32)? {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty else { return nil }
        components.removeLast()
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in components {
            prefix += "/" + component
            guard case .success(let info) = FileStatus.ofLink(path: prefix) else { return nil }
            if info.isSymbolicLink, !trusted.contains(info.owner) {
                return (path.hasPrefix("/") ? prefix : String(prefix.dropFirst(2)), info.owner)
            }
        }
        return nil
    }
}
