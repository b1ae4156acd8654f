import IslandText
import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// `--tail FILE`: follows a file by name, like `tail -F`, and hands over each complete line
/// exactly once, in order.
///
/// It never polls: inotify watches the open file (writes, truncation, rename, unlink) and its
/// directory (the name appearing again), or while the directory does not exist, the nearest
/// existing ancestor. Whatever inotify says, the follower re-checks the same facts: read the
/// open file up to its end (truncated → on from its start), then ask whether the name still
/// means that file. When the name means a new file, the old one is read to its end first and
/// then closed, and the new one is read from its start. While the name means nothing, the old
/// file stays open, so lines a writer still appends to it are not lost.
///
/// A rewrite island could not see happen (truncated and written longer while it was not
/// reading) is caught by a fingerprint: the last bytes read, checked just before the offset on
/// every change and every wake; when they are gone, the file is read again from its start,
/// like a truncation, and the events pane says so.
///
/// Line numbers are the current file's own (what `lint` says): following from the end, the
/// lines already there are counted first; after a rotation or truncation they are the new
/// file's, from 1.
package final class FileFollower: EventSource {
    /// The path as the user gave it, as it is shown: a byte of it that is not UTF-8 as `\xFF`
    /// (`PathBytes`; the file is opened by the path's own bytes).
    package let path: String
    /// The status line's name, `tail <path>`.
    package let name: String
    package private(set) var status: SourceStatus

    /// Bytes read per `handle` at most, so a large backlog does not hold up keys and frames;
    /// the rest follows on the next turn of the loop.
    let readBudget: Int
    private let absolutePath: String
    private let components: [String]
    private let inotify: Inotify
    private var file: FollowedFile?
    private var directoryWatch: DirectoryWatch?
    private var queued: [AppEvent] = []
    /// Something may have changed (an inotify event, a backlog, the start).
    private var needsCheck = true
    private var lastProblem: Sentence?
    private var closed = false

    static let chunkSize = 64 * 1024

    /// Starts following `path`. By default reading starts after the last complete line
    /// already there (a line being written when island starts is read once it is finished);
    /// `fromStart` plays the whole file first. A file that appears later (created, or
    /// rotated in) is always read from its start.
    package init(path: String, fromStart: Bool = false, readBudget: Int = 1 << 20) throws(SystemError) {
        self.path = PathBytes.display(path)
        self.name = "tail \(self.path)"
        self.readBudget = max(readBudget, 1)
        absolutePath = Self.absolute(path)
        components = absolutePath.split(separator: "/", omittingEmptySubsequences: true)
            .map(String.init).filter { $0 != "." }
        inotify = try Inotify()
        status = SourceStatus(name: name, state: .waitingForFile)
        updateDirectoryWatch()
        if case .success(let info) = FileStatus.of(path: absolutePath), info.isRegularFile {
            open(startAtEnd: !fromStart)
        }
        if file != nil { status.state = .following }
        // One status event for the start, first, whatever opening said on the way.
        queued.removeAll { if case .sourceStatus = $0 { true } else { false } }
        queued.insert(.sourceStatus(status), at: 0)
    }

    package var pollRequests: [PollRequest] {
        guard !closed else { return [] }
        return [PollRequest(descriptor: inotify.descriptor, events: Int16(POLLIN))]
    }

    /// A backlog beyond one turn's budget, the start, or events said on the way.
    package var hasPendingEvents: Bool { !closed && (needsCheck || !queued.isEmpty) }

    package func handlePending(now: Date) -> [AppEvent] {
        guard !closed else { return [] }
        if needsCheck { check() }
        defer { queued = [] }
        return queued
    }

    package func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        guard !closed else { return [] }
        if descriptor == inotify.descriptor, inotify.readEvents().contains(where: isRelevant) {
            needsCheck = true
        }
        if needsCheck { check() }
        defer { queued = [] }
        return queued
    }

    package func close() {
        guard !closed else { return }
        closed = true
        if let file { Descriptor.close(file.descriptor) }
        file = nil
        directoryWatch = nil
        inotify.close()
    }

    // MARK: Checking

    private func isRelevant(_ event: InotifyEvent) -> Bool {
        if event.isOverflow { return true }
        if let watch = file?.watch, event.watch == watch { return true }
        guard let directory = directoryWatch, event.watch == directory.watch else { return false }
        return event.name.isEmpty || event.name == directory.awaitedName
    }

    /// Reads what the open file has, then settles what the name means now.
    private func check() {
        needsCheck = false
        updateDirectoryWatch()
        var budget = readBudget
        if file != nil, !readAvailable(budget: &budget) { return }
        switch FileStatus.of(path: absolutePath) {
        case .success(let info) where info.isRegularFile:
            if let file, file.identity == info.identity {
                setState(.following, problem: nil)
                return
            }
            // A new file under the name: the old one has been read to its end above.
            if let old = file { retire(old) }
            open(startAtEnd: false)
            if file != nil {
                _ = readAvailable(budget: &budget)
                setState(.following, problem: nil)
            }
        case .success:
            setState(.failed("not a regular file"), problem: Sentence(.sourceNotRegularFile, ["path": path]))
        case .failure(let error) where error.code == ENOENT || error.code == ENOTDIR:
            // Deleted or renamed away: keep the old file open, a writer may still append.
            setState(.waitingForFile, problem: nil)
        case .failure(let error):
            setState(.failed(error.reason), problem: Sentence(.sourcePathProblem, ["path": path, "reason": error.reason]))
        }
    }

    /// Reads the open file from its offset to its end, at most `budget` bytes; false when the
    /// budget ran out first (`hasPendingEvents` brings the loop back for the rest).
    private func readAvailable(budget: inout Int) -> Bool {
        guard var current = file else { return true }
        defer { file = current }
        if case .success(let info) = FileStatus.of(descriptor: current.descriptor) {
            var replaced: StringKey?
            if info.size < current.offset {
                replaced = .sourceTruncated
            } else if (info.size, info.modified) != (current.checkedSize, current.checkedModification) {
                // Changed since the last look: are the bytes before the offset still there?
                // Truncated and written longer while island was not reading, they are not.
                if !Self.holds(current.fingerprint, before: current.offset, in: current.descriptor) {
                    replaced = .sourceRewritten
                }
                current.checkedSize = info.size
                current.checkedModification = info.modified
            }
            if let replaced {
                let dropped = current.splitter.reset()
                current.offset = 0
                current.lineNumber = 0
                current.fingerprint = []
                let what = Sentence(replaced, ["path": path])
                let message = dropped > 0
                    ? Sentence(.sourceReadingOnDropped, ["bytes": String(dropped)], sentences: ["what": what])
                    : Sentence(.sourceReadingOn, sentences: ["what": what])
                queued.append(.sourceError(name: name, message: message))
            }
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        while budget > 0 {
            switch Descriptor.read(current.descriptor, into: buffer, at: current.offset) {
            case .bytes(let count):
                current.offset += count
                budget -= count
                current.remember(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                for body in current.splitter.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
                    current.lineNumber += 1
                    queued.append(.line(IncomingLine(body: body, source: .file(path), number: current.lineNumber)))
                }
            case .endOfFile, .wouldBlock:
                return true
            case .failed(let code):
                report(problem: Sentence(.sourceReadFailed, ["path": path, "reason": SystemError("read", code: code).reason]))
                return true
            }
        }
        needsCheck = true
        return false
    }

    /// Opens the file under the name and watches it. At the start, without `--from-start`,
    /// reading begins after the last complete line.
    private func open(startAtEnd: Bool) {
        let fd = PathBytes.withCString(absolutePath) { Glibc.open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else {
            let error = SystemError("open \(path)")
            if error.code == ENOENT || error.code == ENOTDIR {
                setState(.waitingForFile, problem: nil)
            } else {
                setState(.failed(error.reason), problem: Sentence(.sourcePathProblem, ["path": path, "reason": error.reason]))
            }
            return
        }
        guard case .success(let info) = FileStatus.of(descriptor: fd), info.isRegularFile else {
            Descriptor.close(fd)
            setState(.failed("not a regular file"), problem: Sentence(.sourceNotRegularFile, ["path": path]))
            return
        }
        var opened = FollowedFile(descriptor: fd, identity: info.identity, watch: nil, offset: 0)
        if startAtEnd {
            let (offset, skipped) = Self.startOfLastLine(fd, size: info.size)
            opened.offset = offset
            opened.lineNumber = Self.lineCount(before: offset, in: fd)
            if offset > 0 { opened.splitter = LineSplitter(atStreamStart: false) }
            opened.fingerprint = Self.bytes(before: offset, count: FollowedFile.fingerprintLength, in: fd)
            if let skipped { opened.splitter.beginSkipping(alreadyCounted: skipped) }
        }
        // Watch the open inode itself, so the watch cannot land on a file that replaced the
        // name in between; the name is the fallback without /proc.
        opened.watch = (try? inotify.addWatch(openDescriptor: fd, mask: Inotify.fileChanges))
            ?? (try? inotify.addWatch(absolutePath, mask: Inotify.fileChanges))
        file = opened
    }

    /// Closes a file the name no longer means, after it has been read to its end.
    private func retire(_ old: FollowedFile) {
        if let watch = old.watch { inotify.removeWatch(watch) }
        Descriptor.close(old.descriptor)
        file = nil
        if old.splitter.hasPartialLine {
            queued.append(.sourceError(name: name, message: Sentence(.sourceReplacedPartialDropped, ["path": path, "bytes": String(old.splitter.partialByteCount)])))
        }
    }

    /// Whether the file still has `fingerprint` just before `offset`.
    static func holds(_ fingerprint: [UInt8], before offset: Int, in fd: Int32) -> Bool {
        fingerprint.isEmpty || bytes(before: offset, count: fingerprint.count, in: fd) == fingerprint
    }

    /// Up to `count` bytes that end at `offset` (fewer when the file holds fewer).
    static func bytes(before offset: Int, count: Int, in fd: Int32) -> [UInt8] {
        let start = max(0, offset - count)
        var result = [UInt8](repeating: 0, count: offset - start)
        var filled = 0
        while filled < result.count {
            let read = result.withUnsafeMutableBytes { raw in
                Descriptor.read(fd, into: UnsafeMutableRawBufferPointer(rebasing: raw[filled...]), at: start + filled)
            }
            guard case .bytes(let count) = read else { break }
            filled += count
        }
        return Array(result[0..<filled])
    }

    /// Where following at the end starts: after the last newline. A last line that is already
    /// over the limit is skipped from the end on, counting what is known of it.
    static func startOfLastLine(_ fd: Int32, size: Int) -> (offset: Int, skipped: Int?) {
        guard size > 0 else { return (0, nil) }
        let window = min(size, IncomingLine.maximumLength + 1)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: window, alignment: 1)
        defer { buffer.deallocate() }
        var filled = 0
        while filled < window {
            let slice = UnsafeMutableRawBufferPointer(rebasing: buffer[filled...])
            guard case .bytes(let count) = Descriptor.read(fd, into: slice, at: size - window + filled) else { break }
            filled += count
        }
        if let newline = buffer[0..<filled].lastIndex(of: 0x0A) {
            return (size - window + newline + 1, nil)
        }
        if window == size { return (0, nil) }
        return (size, window)
    }

    // MARK: The directory

    /// Watches the file's directory, or the nearest ancestor that exists, and moves the watch
    /// when directories appear or vanish.
    private func updateDirectoryWatch() {
        var depth = components.count - 1
        while depth >= 0 {
            let directory = "/" + components[0..<depth].joined(separator: "/")
            if case .success(let info) = FileStatus.of(path: directory), info.isDirectory {
                if let current = directoryWatch, current.path == directory, current.identity == info.identity { return }
                do {
                    let watch = try inotify.addWatch(directory, mask: Inotify.directoryChanges)
                    if let old = directoryWatch, old.watch != watch { inotify.removeWatch(old.watch) }
                    directoryWatch = DirectoryWatch(watch: watch, path: directory, identity: info.identity,
                                                    awaitedName: components[depth])
                } catch {
                    report(problem: Sentence(.sourceCannotWatch, ["path": directory, "reason": error.reason]))
                }
                return
            }
            depth -= 1
        }
    }

    // MARK: Status

    private func setState(_ state: SourceStatus.State, problem: Sentence?) {
        report(problem: problem)
        guard status.state != state else { return }
        status.state = state
        queued.append(.sourceStatus(status))
    }

    /// Says each problem once, not on every event while it lasts.
    private func report(problem: Sentence?) {
        defer { lastProblem = problem }
        guard let problem, problem != lastProblem else { return }
        queued.append(.sourceError(name: name, message: problem))
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }
}
