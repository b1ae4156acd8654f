import Foundation
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The terminal comes back whatever signal ends the dashboard — in the release build as well
/// as in the debug build `swift test` made (the release binary once restored nothing: the
/// crash guard's state had one copy per module, and the handler read the empty one). Each
/// signal is sent to the real binary running in a tmux pane; afterwards the pane's shell must
/// find its tty as it was (`stty -g`, and `stty -a` shows `echo` and `icanon`), the alternate
/// screen left, the mouse off, and the status be the death by that signal.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct CrashRestoreEndToEndTests {
    /// Faults and aborts (Swift's backtracer runs after the guard), and signals whose default
    /// action ends a process without a fault (the first real-time signal, SIGRTMIN, among them).
    static let signals: [Int32] = [
        SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS,
        SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, __libc_current_sigrtmin(),
    ]

    /// Built by scripts/test before the tests (never by them); skipped without it, outside CI.
    @Test(.enabled(if: ReleaseBinary.shouldRun, ReleaseBinary.skipReason))
    func theReleaseBuildGivesTheTerminalBackOnEverySignal() throws {
        let binary = try ReleaseBinary.url()
        let checked = try crash(binary, with: Self.signals)
        #expect(checked == Self.signals.count && checked >= 17)
    }

    @Test func theDebugBuildGivesTheTerminalBackOnEverySignal() throws {
        let checked = try crash(try IslandBinary.url(), with: Self.signals)
        #expect(checked == Self.signals.count && checked >= 17)
    }

    /// Starts `binary` once per signal, each in a new pane (one left raw must not spoil the
    /// next), kills it with the signal and checks the terminal; returns how many were checked.
    private func crash(_ binary: URL, with signals: [Int32]) throws -> Int {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        var checked = 0
        for signal in signals {
            let session = try TmuxSession(environment: ["LANG": "C.UTF-8"])
            defer { session.kill() }
            let name = String(cString: strsignal(signal))
            let launch = try IslandLaunch.start(["--seed", "7"], in: session, directory: directory, binary: binary)
            let shown = session.waitForScreen { $0.contains("RNV 5") }
            try #require(shown.matched, "\(binary.path) never drew its screen:\n\(shown.screen)")
            let pid = try #require(launch.pid())
            #expect(kill(pid, signal) == 0)
            // Below the 30 s after which Swift's backtracer would give up waiting for a key.
            let status = launch.waitForExit(timeout: 20)
            #expect(status == 128 + signal, "\(name): exit status \(status.map(String.init) ?? "none")")
            #expect(launch.settingsOffAfterExit() == [], "\(name): stty -a after the crash:\n\(directory.read("stty.all") ?? "")")
            #expect(try launch.terminalProblems() == [], "\(name)")
            checked += 1
        }
        return checked
    }
}
