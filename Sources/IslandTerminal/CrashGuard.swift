import CNcursesw
import Foundation

/// Restores the terminal when island crashes: fatal-signal handlers (in the C shim, so they run
/// no Swift) put the saved terminal modes back, leave the alternate screen, show the cursor and
/// stop mouse reporting, then chain to the previous handler (Swift's backtracer). All calls to
/// the shim's crash-guard functions stay in this file: their state is per calling file.
enum CrashGuard {
    /// Remembers the terminal's modes before curses changes them: a crash puts these back.
    static func saveModes(descriptor: Int32) {
        island_crash_guard_save_modes(descriptor)
    }

    /// Arms the guard for the terminal on `descriptor` with the bytes that undo curses mode.
    /// Unless the user asked for `SWIFT_BACKTRACE=…interactive=yes…`, the backtracer's stdin
    /// becomes /dev/null so it prints its report and exits instead of waiting for a key.
    static func install(descriptor: Int32, restore: String) {
        let setting = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? ""
        let keepInteractive = setting.contains("interactive=yes") || setting.contains("interactive=true")
        _ = island_crash_guard_install(descriptor, restore, keepInteractive ? 0 : 1)
    }

    static func uninstall() {
        island_crash_guard_uninstall()
    }
}
