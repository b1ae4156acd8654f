import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process whose output a test reads as it comes: the built `island` binary
/// (`island run --headless`, `island send`) or any other program. Standard output and
/// standard error are pipes drained on threads of their own (`OutputDrain`), so a child that
/// writes more than a pipe holds never blocks on a test that reads only some of it; output is
/// read line by line with a bounded wait. Started as `ChildProcess` starts every child.
package final class IslandProcess: @unchecked Sendable {
    package let child: ChildProcess
    private let output: OutputDrain
    private let errors: OutputDrain

    package var pid: pid_t { child.pid }
    package var isRunning: Bool { child.isRunning }

    /// Starts `executable` with `arguments`; the environment is this process's plus
    /// `environment` (with crash backtraces that do not wait for a key); stdin is
    /// `standardInput`, else /dev/null.
    package init(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
                 standardInput: FileHandle? = nil) throws {
        var merged = ProcessInfo.processInfo.environment
        merged["SWIFT_BACKTRACE"] = "enable=no"
        for (key, value) in environment { merged[key] = value }
        let out = try ChildProcess.pipe()
        let err = try ChildProcess.pipe()
        let input = standardInput?.fileDescriptor ?? open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer {
            close(out.write)
            close(err.write)
            if standardInput == nil { close(input) }
        }
        do {
            child = try ChildProcess(executable.path, arguments, environment: merged, stdin: input, stdout: out.write, stderr: err.write)
        } catch {
            close(out.read)
            close(err.read)
            throw error
        }
        output = OutputDrain(descriptor: out.read)
        errors = OutputDrain(descriptor: err.read)
    }

    /// Starts the built `island` binary.
    package convenience init(island arguments: [String], environment: [String: String] = [:],
                             standardInput: FileHandle? = nil) throws {
        try self.init(try IslandBinary.url(), arguments, environment: environment, standardInput: standardInput)
    }

    /// The exit status (or 128 + signal), or nil if it is still running at the deadline.
    package func waitForExit(timeout: Double) -> Int32? {
        child.wait(timeout: timeout)
    }

    package func signal(_ number: Int32) {
        child.signal(number)
    }

    /// Stops it if it still runs (SIGTERM, then SIGKILL) and reaps it: for `defer`.
    package func stop() {
        signal(SIGTERM)
        if waitForExit(timeout: 10) == nil {
            signal(SIGKILL)
            _ = waitForExit(timeout: 10)
        }
    }

    /// The next line of standard output, or nil at the deadline or at its end.
    package func readLine(timeout: Double) -> String? {
        output.line(until: Date().addingTimeInterval(timeout))
    }

    /// Reads lines until one satisfies `condition`; nil at the deadline or the end.
    package func readLine(timeout: Double, where condition: (String) -> Bool) -> String? {
        let deadline = Monotonic.now() + timeout
        while let line = readLine(timeout: max(0, deadline - Monotonic.now())) {
            if condition(line) { return line }
        }
        return nil
    }

    /// All of standard output to its end (after the process exits).
    package func readAllOutput(timeout: Double) -> String {
        output.rest(until: Date().addingTimeInterval(timeout))
    }

    /// All of standard error to its end.
    package func readAllErrors(timeout: Double) -> String {
        errors.rest(until: Date().addingTimeInterval(timeout))
    }
}
