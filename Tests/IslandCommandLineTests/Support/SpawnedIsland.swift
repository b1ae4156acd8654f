import Foundation
@testable import island
#if canImport(Glibc)
import Glibc
#endif

/// The built `island` run with its standard output as a test needs it: on a pipe whose
/// reader is gone, or closed outright (`>&-`). Started with `posix_spawn` and default signal
/// actions (a test thread's blocked signals would otherwise be inherited).
struct SpawnedIsland {
    enum Output {
        /// A pipe whose read end is already closed.
        case readerGone
        /// No descriptor 1 at all.
        case closed
    }

    struct Ended {
        /// As a shell shows it: 128 + N after a death by signal N.
        let status: Int32
        let errors: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the running test bundle, else `.build/debug/island`.
    static func binary() throws -> String {
        var candidates: [String] = []
        if let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("island").path)
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/island").path)
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw CommandLineError("the island executable is not built (looked at \(candidates.joined(separator: ", ")))")
        }
        return found
    }

    /// Runs `island arguments…` to its end (stdin /dev/null, stderr into `errorFile`); a run
    /// longer than a minute is killed (and shows as 137).
    /// `terminateAfter`: a run that would go on (a headless dashboard) gets SIGTERM then.
    static func run(_ arguments: [String], output: Output, environment extra: [String: String] = [:],
                    errorFile: String, terminateAfter: Double? = nil) throws -> Ended {
        let path = try binary()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var ends: [Int32] = [-1, -1]
        switch output {
        case .readerGone:
            guard pipe(&ends) == 0 else { throw CommandLineError("pipe failed") }
            close(ends[0])
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[1])
        case .closed:
            posix_spawn_file_actions_addclose(&actions, 1)
        }
        defer { if ends[1] >= 0 { close(ends[1]) } }
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

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

        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment.removeValue(forKey: "SWIFT_BACKTRACE")
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let started = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard started == 0 else { throw CommandLineError("cannot start \(path): \(String(cString: strerror(started)))") }
        // A watchdog, not a poll: the wait blocks until the child ends or is killed.
        let watchdog = DispatchWorkItem { kill(child, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let terminate = DispatchWorkItem { kill(child, SIGTERM) }
        if let terminateAfter { DispatchQueue.global().asyncAfter(deadline: .now() + terminateAfter, execute: terminate) }
        var raw: Int32 = 0
        while waitpid(child, &raw, 0) < 0, errno == EINTR {}
        watchdog.cancel()
        terminate.cancel()
        let signal = raw & 0x7F
        let errors = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        return Ended(status: signal == 0 ? (raw >> 8) & 0xFF : 128 + signal, errors: errors)
    }
}
