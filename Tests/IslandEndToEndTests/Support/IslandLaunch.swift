import Foundation
import IslandTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// island started from the pane's shell, so the terminal it leaves behind can be checked:
/// the shell saves `stty -g` before and after, island's pid (it is exec'd, so the pid is
/// island's own) and its exit status go to files in the test's temporary directory.
struct IslandLaunch {
    let session: TmuxSession
    let directory: TemporaryDirectory
    /// The pane's modes before island started (compared after it ends).
    let modesBefore: [String: String]

    /// Clears the pane and runs `[environment] island arguments…`.
    static func start(_ arguments: [String], in session: TmuxSession, directory: TemporaryDirectory,
                      environment: [String: String] = [:], binary: URL? = nil) throws -> IslandLaunch {
        let binary = try binary ?? IslandBinary.url()
        for name in ["pid", "status", "stty.before", "stty.after", "stty.all"] { try? FileManager.default.removeItem(atPath: directory.path(name)) }
        try session.run("clear")
        _ = session.waitForScreen(timeout: 10) { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "$" }
        let modes = try session.modes()
        let assignments = environment.sorted { $0.key < $1.key }.map { Shell.quote("\($0.key)=\($0.value)") }.joined(separator: " ")
        let exec = "echo $$ > \(Shell.quote(directory.path("pid"))); exec \(assignments.isEmpty ? "" : "env \(assignments) ")\"$0\" \"$@\""
        let line = "stty -g > \(Shell.quote(directory.path("stty.before"))); "
            + "sh -c \(Shell.quote(exec)) \(Shell.join([binary.path] + arguments)); s=$?; "
            + "stty -g > \(Shell.quote(directory.path("stty.after"))); stty -a > \(Shell.quote(directory.path("stty.all"))); "
            + "echo $s > \(Shell.quote(directory.path("status")))"
        try session.run(line)
        return IslandLaunch(session: session, directory: directory, modesBefore: modes)
    }

    /// The settings `stty -a` names that are off after island ended, of those a shell needs:
    /// `echo` and `icanon` (a terminal left in raw mode shows neither typing nor lines).
    func settingsOffAfterExit() -> [String] {
        let words = Set((directory.read("stty.all") ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        return ["echo", "icanon", "isig", "icrnl", "opost"].filter { !words.contains($0) }
    }

    /// island's process id, once it has started.
    func pid(timeout: TimeInterval = 30) -> pid_t? {
        Eventually.value(timeout: timeout) {
            directory.read("pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// The exit status once island has ended (the shell wrote it), or nil after `timeout`.
    /// A death by signal N is 128 + N, as the shell reports it.
    func waitForExit(timeout: TimeInterval = 30) -> Int32? {
        Eventually.value(timeout: timeout) {
            directory.read("status").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// Whether the process is gone (no such pid, or a zombie nobody waits for any more).
    func isGone(_ pid: pid_t) -> Bool {
        Glibc.kill(pid, 0) != 0 && errno == ESRCH
    }

    /// What island left switched on: terminal modes that differ from before, tty settings
    /// that differ, a foreground process other than the shell. Empty when all came back.
    func terminalProblems() throws -> [String] {
        var problems: [String] = []
        let after = try session.modes()
        for (name, value) in modesBefore.sorted(by: { $0.key < $1.key }) where after[name] != value {
            problems.append("\(name) is \(after[name] ?? "?"), was \(value)")
        }
        let before = directory.read("stty.before")
        let sttyAfter = directory.read("stty.after")
        if before == nil || before != sttyAfter {
            problems.append("tty settings changed: \(before ?? "none") → \(sttyAfter ?? "none")")
        }
        let foreground = try session.display("#{pane_current_command}")
        if foreground != "sh" { problems.append("the foreground process is \(foreground), not the shell") }
        return problems
    }
}
