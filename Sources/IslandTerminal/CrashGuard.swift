import CTerminalGuard
import Foundation

/// Restores the terminal when island dies of a signal: handlers in C (CTerminalGuard, so they
/// run no Swift) put the saved terminal modes back, leave the alternate screen, show the cursor
/// and stop mouse reporting. A fault or abort (SIGSEGV, SIGBUS, SIGILL — a Swift trap —, SIGFPE,
/// SIGABRT, SIGTRAP, SIGSYS) is then handed to the previous handler (Swift's backtracer); any
/// other signal whose default action ends the process (SIGUSR1, SIGALRM, SIGXCPU, a real-time
/// signal, …) ends it as it would have, now with the terminal given back. Signals island
/// handles itself (the signal pipe's) or ignores (SIGPIPE) are left alone.
enum CrashGuard {
    /// Remembers the terminal's modes before curses changes them: a crash puts these back.
    static func saveModes(descriptor: Int32) {
        island_terminal_guard_save_modes(descriptor)
    }

    /// Arms the guard for the terminal on `descriptor` with the bytes that undo curses mode.
    /// Unless the user asked for `SWIFT_BACKTRACE=…interactive=yes…`, the backtracer's stdin
    /// becomes /dev/null so it prints its report and exits instead of waiting for a key.
    static func install(descriptor: Int32, restore: String) {
        let setting = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? ""
        let keepInteractive = setting.contains("interactive=yes") || setting.contains("interactive=true")
        _ = island_terminal_guard_install(descriptor, restore, keepInteractive ? 0 : 1)
    }

    static func uninstall() {
        island_terminal_guard_uninstall()
    }

    /// Whether the guard is armed for `signal` now.
    static func handles(_ signal: Int32) -> Bool {
        island_terminal_guard_handles(signal) != 0
    }
}
