import IslandText
#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// A non-blocking inotify instance: the way to follow files without polling them
/// (`poll(2)` on a regular file is always ready).
package final class Inotify {
    /// -1 once closed.
    package private(set) var descriptor: Int32

    package init() throws(SystemError) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw SystemError("inotify_init1") }
        descriptor = fd
    }

    /// Adds (or, for an inode already watched, replaces) a watch; returns its descriptor.
    package func addWatch(_ path: String, mask: Int32) throws(SystemError) -> Int32 {
        let watch = PathBytes.withCString(path) { inotify_add_watch(descriptor, $0, UInt32(bitPattern: mask)) }
        guard watch >= 0 else { throw SystemError("inotify_add_watch \(PathBytes.display(path))") }
        return watch
    }

    /// What a follower watches on its open file: writes, truncation, rename, unlink, metadata.
    package static let fileChanges = IN_MODIFY | IN_CLOSE_WRITE | IN_MOVE_SELF | IN_DELETE_SELF | IN_ATTRIB
    /// What it watches on a directory: entries appearing, going, renamed; the directory itself
    /// going (and nothing that is not a directory).
    package static let directoryChanges = IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ATTRIB
        | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR

    /// Watches the file open on `fd` itself, through `/proc/self/fd`, so the watch cannot land
    /// on a file that replaced the name in between.
    package func addWatch(openDescriptor fd: Int32, mask: Int32) throws(SystemError) -> Int32 {
        try addWatch("/proc/self/fd/\(fd)", mask: mask)
    }

    /// Removes a watch. The kernel may have removed it already (its inode is gone): no error.
    package func removeWatch(_ watch: Int32) {
        _ = inotify_rm_watch(descriptor, watch)
    }

    /// Every event queued now; empty when none (never blocks).
    package func readEvents() -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        // Room for many events with names of up to NAME_MAX bytes.
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while case .bytes(let count) = Descriptor.read(descriptor, into: buffer) {
            events += Self.parse(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        return events
    }

    /// Parses `struct inotify_event` records: wd, mask, cookie, len, then `len` bytes of
    /// NUL-padded name (Swift does not import the flexible array member).
    static func parse(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        let header = 16
        var offset = 0
        while offset + header <= bytes.count {
            let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let cookie = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameStart = offset + header
            let nameEnd = min(nameStart + length, bytes.count)
            let raw = bytes[nameStart..<nameEnd]
            let name = PathBytes.string(raw.prefix { $0 != 0 })
            events.append(InotifyEvent(watch: watch, mask: mask, cookie: cookie, name: name))
            offset = nameStart + length
        }
        return events
    }

    /// Closes the instance (and with it every watch); safe to call twice.
    package func close() {
        if descriptor >= 0 { Descriptor.close(descriptor) }
        descriptor = -1
    }

    deinit { close() }
}
