import Foundation
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// A child process for end-to-end tests: the built `island` binary (`island run --headless`,
/// `island send`) or any other program. Standard output is a pipe drained as it comes
/// (`OutputDrain`) and read line by line with a
/// bounded wait; standard error is collected whole.
final class IslandProcess {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let exited = DispatchSemaphore(value: 0)
    private var drain: OutputDrain?
    private var collectedErrors: [UInt8] = []

    /// The `island` executable next to the test bundle (`swift build` puts both in the same
    /// directory), or `$ISLAND_BINARY`.
    static var islandBinary: URL? {
        if let path = ProcessInfo.processInfo.environment["ISLAND_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        let candidates = [CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }, Bundle.main.executableURL]
        for candidate in candidates.compactMap({ $0 }) {
            var directory = candidate.deletingLastPathComponent()
            for _ in 0..<3 {
                let binary = directory.appendingPathComponent("island")
                if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Starts `executable` with `arguments`; the environment is island's plus `environment`
    /// (with crash backtraces that do not wait for a key).
    init(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
         standardInput: FileHandle? = nil) throws {
        process.executableURL = executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["SWIFT_BACKTRACE"] = "enable=no"
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput ?? FileHandle.nullDevice
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        // A child inherits the spawning thread's signal mask, and test threads block nearly
        // every signal: a dashboard started from here would never see SIGTERM or SIGINT.
        var unblocked = sigset_t()
        var saved = sigset_t()
        sigemptyset(&unblocked)
        pthread_sigmask(SIG_SETMASK, &unblocked, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try process.run()
        drain = OutputDrain(descriptor: output.fileHandleForReading.fileDescriptor)
    }

    /// Starts the built `island` binary.
    convenience init(island arguments: [String], environment: [String: String] = [:],
                     standardInput: FileHandle? = nil) throws {
        guard let binary = Self.islandBinary else { throw SystemError("find the island binary", code: ENOENT) }
        try self.init(binary, arguments, environment: environment, standardInput: standardInput)
    }

    /// The exit status (or 128 + signal), or nil if it is still running at the deadline.
    func waitForExit(timeout: Double) -> Int32? {
        guard exited.wait(timeout: .now() + timeout) == .success else { return nil }
        exited.signal()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    func signal(_ number: Int32) {
        if process.isRunning { kill(process.processIdentifier, number) }
    }

    /// Stops it if it still runs (SIGTERM, then SIGKILL) and reaps it: for `defer`.
    func stop() {
        signal(SIGTERM)
        if waitForExit(timeout: 10) == nil {
            signal(SIGKILL)
            _ = waitForExit(timeout: 10)
        }
    }

    /// The next line of standard output, or nil at the deadline or at its end.
    func readLine(timeout: Double) -> String? {
        drain?.line(until: Date().addingTimeInterval(timeout))
    }

    /// Reads lines until one satisfies `condition`; nil at the deadline or the end.
    func readLine(timeout: Double, where condition: (String) -> Bool) -> String? {
        let deadline = Pump.monotonic() + timeout
        while let line = readLine(timeout: max(0, deadline - Pump.monotonic())) {
            if condition(line) { return line }
        }
        return nil
    }

    /// All of standard output to its end (after the process exits).
    func readAllOutput(timeout: Double) -> String {
        drain?.rest(until: Date().addingTimeInterval(timeout)) ?? ""
    }

    /// All of standard error to its end.
    func readAllErrors(timeout: Double) -> String {
        let deadline = Pump.monotonic() + timeout
        var closed = false
        while !closed {
            let before = collectedErrors.count
            guard fill(errors.fileHandleForReading.fileDescriptor, into: &collectedErrors, until: deadline) else { break }
            closed = collectedErrors.count == before
        }
        return String(decoding: collectedErrors, as: UTF8.self)
    }

    /// One read with a bounded wait; false at the deadline or the end of the stream.
    private func fill(_ fd: Int32, into buffer: inout [UInt8], until deadline: Double) -> Bool {
        let remaining = deadline - Pump.monotonic()
        guard remaining > 0 else { return false }
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, Int32(remaining * 1000)) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count <= 0 { return false }
        buffer += chunk[0..<count]
        return true
    }

    /// Waits until a dashboard accepts connections at `path`: inotify says when the socket
    /// file appears (in its directory, or the nearest existing ancestor while that is still
    /// being made). Between `bind` and `listen` the file exists but refuses; only for that
    /// short moment does the wait re-try on a short timeout. Gives up early if `process` exits.
    static func waitForSocket(_ path: String, process: IslandProcess? = nil, timeout: Double) -> Bool {
        guard let inotify = try? Inotify() else { return false }
        let deadline = Pump.monotonic() + timeout
        while Pump.monotonic() < deadline {
            var directory = SocketPath.directory(of: path)
            while case .failure = FileStatus.of(path: directory), directory != "/" {
                directory = SocketPath.directory(of: directory)
            }
            _ = try? inotify.addWatch(directory, mask: IN_CREATE | IN_MOVED_TO | IN_ATTRIB)
            if let fd = try? UnixSocket.connect(path: path) {
                Descriptor.close(fd)
                return true
            }
            if let process, !process.process.isRunning { return false }
            let refusing = (try? FileStatus.ofLink(path: path).get().isSocket) == true
            let wait = min(deadline - Pump.monotonic(), refusing ? 0.01 : 0.5)
            var ready = pollfd(fd: inotify.descriptor, events: Int16(POLLIN), revents: 0)
            if wait > 0, poll(&ready, 1, Int32(max(1, wait * 1000))) > 0 { _ = inotify.readEvents() }
        }
        return false
    }
}
