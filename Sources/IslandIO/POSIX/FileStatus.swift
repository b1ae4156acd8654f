import IslandText
#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// The few `stat` fields the sources need.
package struct FileStatus: Sendable {
    package let identity: FileIdentity
    package let size: Int
    package let mode: UInt32
    package let owner: UInt32
    /// The last modification, in nanoseconds since 1970.
    package let modified: Int64

    init(_ info: stat) {
        identity = FileIdentity(info)
        size = Int(info.st_size)
        mode = UInt32(info.st_mode)
        owner = UInt32(info.st_uid)
        modified = Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec)
    }

    package var isRegularFile: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
    package var isDirectory: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }
    package var isSocket: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFSOCK) }
    package var isSymbolicLink: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFLNK) }
    /// The permission bits, e.g. `0o600`.
    package var permissions: UInt32 { mode & 0o7777 }

    /// `stat` of a path (following symbolic links), or the error.
    package static func of(path: String) -> Result<FileStatus, SystemError> {
        var info = stat()
        guard PathBytes.withCString(path, { stat($0, &info) }) == 0 else { return .failure(SystemError("stat \(PathBytes.display(path))")) }
        return .success(FileStatus(info))
    }

    /// `lstat` of a path: the link itself, not what it points to.
    package static func ofLink(path: String) -> Result<FileStatus, SystemError> {
        var info = stat()
        guard PathBytes.withCString(path, { lstat($0, &info) }) == 0 else { return .failure(SystemError("lstat \(PathBytes.display(path))")) }
        return .success(FileStatus(info))
    }

    package static func of(descriptor fd: Int32) -> Result<FileStatus, SystemError> {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(SystemError("fstat")) }
        return .success(FileStatus(info))
    }
}
