import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A process started with `posix_spawn`, with an empty signal mask and default signal actions:
/// test threads block signals and `Foundation.Process` passes that mask on, so a child started
/// with it would never see SIGTERM or SIGINT. A thread of its own waits for its end, so its
/// exit can be awaited with a deadline (no polling) and its pid is never signalled once reaped.
package final class ChildProcess: @unchecked Sendable {
    package let pid: pid_t
    private let condition = NSCondition()
    private var status: Int32?

    /// Starts `path` with stdin, stdout and stderr on the given descriptors; the environment is
    /// `environment`, or this process's.
    package init(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                 stdin: Int32, stdout: Int32, stderr: Int32) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw ChildProcessFailure(message: "cannot start \(path): \(String(cString: strerror(spawned)))")
        }
        pid = child
        let started = child
        let reaper = Thread { [self] in
            var raw: Int32 = 0
            var reaped: pid_t
            repeat { reaped = waitpid(started, &raw, 0) } while reaped < 0 && errno == EINTR
            let signal = raw & 0x7F
            condition.lock()
            status = reaped < 0 ? -1 : signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
            condition.broadcast()
            condition.unlock()
        }
        reaper.start()
    }

    /// Waits for the end; the status as a shell reports it (128 + N for a death by signal N).
    package func wait() -> Int32 {
        condition.lock()
        defer { condition.unlock() }
        while status == nil { condition.wait() }
        return status!
    }

    /// The status, or nil if it still runs after `timeout` seconds.
    package func wait(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while status == nil, condition.wait(until: deadline) {}
        return status
    }

    /// Whether it has ended; `status` gets the shell-style status when so.
    package func hasEnded(status: inout Int32) -> Bool {
        guard let ended = wait(timeout: 0) else { return false }
        status = ended
        return true
    }

    package var isRunning: Bool { wait(timeout: 0) == nil }

    /// Sends `number`, unless it has ended (its pid may belong to another process by then).
    package func signal(_ number: Int32) {
        condition.lock()
        defer { condition.unlock() }
        if status == nil { kill(pid, number) }
    }

    /// A pipe whose ends close on exec (a child gets only the end dup2 gives it).
    package static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        // pipe2, not pipe + fcntl: tests run in parallel, and a child spawned by another test
        // in between would inherit the ends and hold this pipe open.
        guard linuxPipe2(&ends, O_CLOEXEC) == 0 else {
            throw ChildProcessFailure(message: "pipe2: \(String(cString: strerror(errno)))")
        }
        return (ends[0], ends[1])
    }
}

/// glibc's pipe2, which Swift's Glibc module does not show.
@_silgen_name("pipe2")
private func linuxPipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

package struct ChildProcessFailure: Error, CustomStringConvertible {
    package let message: String
    package init(message: String) { self.message = message }
    package var description: String { message }
}
