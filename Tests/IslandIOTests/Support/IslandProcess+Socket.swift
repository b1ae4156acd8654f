import Foundation
@testable import IslandIO
import IslandTestSupport
#if canImport(Glibc)
import Glibc
#endif

extension IslandProcess {
    /// Waits until a dashboard accepts connections at `path`: inotify says when the socket
    /// file appears (in its directory, or the nearest existing ancestor while that is still
    /// being made). Between `bind` and `listen` the file exists but refuses; only for that
    /// short moment does the wait re-try on a short timeout. Gives up early if `process` exits.
    static func waitForSocket(_ path: String, process: IslandProcess? = nil, timeout: Double) -> Bool {
        guard let inotify = try? Inotify() else { return false }
        let deadline = Monotonic.now() + timeout
        while Monotonic.now() < deadline {
            var directory = SocketPath.directory(of: path)
            while case .failure = FileStatus.of(path: directory), directory != "/" {
                directory = SocketPath.directory(of: directory)
            }
            _ = try? inotify.addWatch(directory, mask: IN_CREATE | IN_MOVED_TO | IN_ATTRIB)
            if let fd = try? UnixSocket.connect(path: path) {
                Descriptor.close(fd)
                return true
            }
            if let process, !process.isRunning { return false }
            let refusing = (try? FileStatus.ofLink(path: path).get().isSocket) == true
            let wait = min(deadline - Monotonic.now(), refusing ? 0.01 : 0.5)
            var ready = pollfd(fd: inotify.descriptor, events: Int16(POLLIN), revents: 0)
            if wait > 0, poll(&ready, 1, Int32(max(1, wait * 1000))) > 0 { _ = inotify.readEvents() }
        }
        return false
    }
}
