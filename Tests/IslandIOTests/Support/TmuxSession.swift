import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private tmux server (`tmux -L NAME`, no config file) with one window, for running the
/// real programs in a real terminal: keys go in with `send-keys`, the screen comes out with
/// `capture-pane`. The pane stays after its command exits, so a test can read what was left
/// on the screen and the exit status.
final class TmuxSession {
    let server: String
    let width: Int
    let height: Int
    /// The server's socket file, removed by `kill()`.
    private var socketPath: String?

    /// tmux, if this machine has it.
    static var executable: String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    init(width: Int = 120, height: Int = 36) {
        server = "island-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        self.width = width
        self.height = height
    }

    /// Starts `command` (run by `sh -c`) in the pane; the pane stays when it exits.
    func start(_ command: String) throws {
        // A shell first, so remain-on-exit is set before the command can end.
        // This command forks the server: its output must not be a pipe the server would
        // inherit and keep open.
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", String(width), "-y", String(height)], output: false)
        socketPath = display("#{socket_path}")
        try tmux(["set-option", "-t", "main", "remain-on-exit", "on"])
        try tmux(["respawn-pane", "-k", "-t", "main", command])
    }

    func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// The screen's text now; with `history`, the lines scrolled off it before it too.
    func capture(history: Bool = false) -> String {
        (try? tmux(["capture-pane", "-p", "-t", "main"] + (history ? ["-S", "-"] : []))) ?? ""
    }

    /// `#{…}` formats of the pane, e.g. `#{pane_dead}`.
    func display(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", "main", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `condition` holds; false at the deadline. The short pause
    /// between captures only paces the polling: the condition decides.
    @discardableResult
    func waitForScreen(timeout: Double, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(capture()) { return true }
            usleep(50_000)
        }
        return condition(capture())
    }

    /// Ends the server and everything in it, and removes its socket file.
    func kill() {
        _ = try? tmux(["kill-server"])
        if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    }

    /// Runs one tmux command and returns its output. Spawned with an empty signal mask and
    /// default handlers: test threads block nearly every signal, and a tmux server (and the
    /// programs in its pane) would inherit that and never hear SIGTERM or SIGCHLD.
    @discardableResult
    private func tmux(_ arguments: [String], output wanted: Bool = true) throws -> String {
        let argv = [Self.executable ?? "/usr/bin/tmux", "-L", server] + arguments
        var pipeEnds: [Int32] = [-1, -1]
        if wanted { guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) } }
        defer { if wanted { close(pipeEnds[0]) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // This output must not be a pipe a forked server would inherit and keep open.
        if wanted {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

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

        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, argv[0], &actions, &attributes, &cArguments, environ)
        if wanted { close(pipeEnds[1]) }
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }

        var data: [UInt8] = []
        if wanted {
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
                if count > 0 {
                    data += chunk[0..<count]
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0, errno == EINTR {}
        return String(decoding: data, as: UTF8.self)
    }
}
