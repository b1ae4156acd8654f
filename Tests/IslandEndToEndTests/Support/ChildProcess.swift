import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A process started with `posix_spawn`, with an empty signal mask and default signal
/// actions. Test threads block signals and `Foundation.Process` passes that mask on, so a
/// child started with it would never see SIGTERM or SIGINT.
struct ChildProcess {
    let pid: pid_t

    /// Starts `path` with stdin, stdout and stderr on the given descriptors.
    init(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
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
        let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw ChildProcessFailure(message: "cannot start \(path): \(String(cString: strerror(status)))")
        }
        pid = child
    }

    /// Waits for the end; the status as a shell reports it (128 + N for a death by signal N).
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Whether it has ended (reaps it when so); `status` gets the shell-style status.
    func hasEnded(status: inout Int32) -> Bool {
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return false }
        let signal = raw & 0x7F
        status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        return true
    }

    func signal(_ number: Int32) {
        kill(pid, number)
    }
}

struct ChildProcessFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
