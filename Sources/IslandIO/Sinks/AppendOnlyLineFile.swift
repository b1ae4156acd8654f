import IslandText
#if canImport(Glibc)
import Glibc
#endif
import IslandCore

/// A file that NDJSON lines are appended to, whole lines with one `write(2)` each on an O_APPEND
/// descriptor, so a reader following the file sees whole lines, and sees them before the
/// screen shows what they describe. No fsync: the line is in the kernel, visible to every
/// reader; surviving a power cut is not the point. A failure is reported once (as an event for
/// the events pane), not once per line, until writing works again.
///
/// The one writer of island's own files (`--intents`, `--record`, `--log`), and what it writes is
/// private: a new file is made 0600; a symbolic link under the name is refused unless the
/// user (or root, for `/dev/stdout` and friends) made it — one planted by someone else would
/// send every intent to where they chose — and so is an existing regular file that belongs to
/// another user.
final class AppendOnlyLineFile {
    let path: String
    /// How the events pane names the file, e.g. "intents FILE".
    let name: String
    private var descriptor: Int32
    private var pending: [AppEvent] = []
    private var lastFailure: String?

    /// Opens (creating) the file, or throws why not, in words for the user.
    /// - Parameter trusted: whose links and files are the user's own: the user and root
    ///   (tests pass others to see a refusal whatever uid runs them).
    init(path: String, name: String, trusted: Set<UInt32> = [getuid(), 0]) throws(LineFileRefusal) {
        self.path = path
        self.name = name
        descriptor = try Self.open(path, trusted: trusted)
    }

    private static func open(_ path: String, trusted: Set<UInt32>) throws(LineFileRefusal) -> Int32 {
        let flags = O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC
        if let link = DirectoryLinkCheck.untrustedLink(in: path, trusted: trusted) {
            throw LineFileRefusal(Sentence(.fileDirectoryLink, ["directory": link.component, "owner": String(link.owner)]))
        }
        var fd = Glibc.open(path, flags | O_NOFOLLOW, 0o600)
        if fd < 0, errno == ELOOP {
            // A symbolic link: followed only when it is the user's own or the system's.
            let loop = SystemError("open")
            guard case .success(let link) = FileStatus.ofLink(path: path), link.isSymbolicLink else {
                throw LineFileRefusal(system: loop)
            }
            guard trusted.contains(link.owner) else {
                throw LineFileRefusal(Sentence(.fileLinkNotYours, ["owner": String(link.owner)]))
            }
            fd = Glibc.open(path, flags, 0o600)
        }
        guard fd >= 0 else { throw LineFileRefusal(system: SystemError("open")) }
        if case .success(let info) = FileStatus.of(descriptor: fd), info.isRegularFile, !trusted.contains(info.owner) {
            Glibc.close(fd)
            throw LineFileRefusal(Sentence(.fileNotYours, ["owner": String(info.owner)]))
        }
        return fd
    }

    deinit { close() }

    /// Appends one line (the newline is added); false when it could not be written.
    @discardableResult
    func append(_ line: String) -> Bool {
        append(lines: CollectionOfOne(line))
    }

    /// Appends lines (each with its newline) with one write; false when they could not be written.
    @discardableResult
    func append(lines: some Collection<String>) -> Bool {
        guard descriptor >= 0 else { return false }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            bytes.append(contentsOf: line.utf8)
            bytes.append(0x0A)
        }
        return append(lineBytes: bytes)
    }

    /// Appends bytes that are whole lines, each with its newline, with one write; false when
    /// they could not be written.
    @discardableResult
    func append(lineBytes bytes: [UInt8]) -> Bool {
        guard descriptor >= 0 else { return false }
        if let failure = writeAll(bytes) {
            if failure != lastFailure {
                pending.append(.sourceError(name: name, message: Sentence(.sinkWriteFailed, ["reason": failure])))
            }
            lastFailure = failure
            return false
        }
        lastFailure = nil
        return true
    }

    /// Failures since the last call, as events.
    func takeEvents() -> [AppEvent] {
        defer { pending = [] }
        return pending
    }

    func close() {
        if descriptor >= 0, ownsDescriptor { Glibc.close(descriptor) }
        descriptor = -1
    }

    /// False for a descriptor island did not open (standard output): closing leaves it open.
    private var ownsDescriptor = true

    /// Lines on a descriptor that is already open (standard output for `--headless`).
    init(descriptor: Int32, name: String) {
        path = "-"
        self.name = name
        self.descriptor = descriptor
        ownsDescriptor = false
    }

    /// Writes the whole line; a short write (a full disk mid-line) continues where it
    /// stopped. Returns the error text on failure.
    private func writeAll(_ bytes: [UInt8]) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }
}
