import Foundation
import IslandTestSupport
import Testing

/// The real binary in tmux at 60×20, as a new user meets it: the island row names its
/// presentations and `e` moves the live mark to the expanded one (once it changed only a
/// footer word); the help, longer than the terminal, scrolls with the key table's keys.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct NarrowDashboardEndToEndTests {
    @Test func sixtyByTwentyNamesTheLiveIslandAndScrollsTheHelp() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(width: 60, height: 20, environment: ["LANG": "C.UTF-8"])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--seed", "1", "--lang", "en"], in: session, directory: directory)
        let shown = session.waitForScreen { $0.contains("• Compact") && $0.contains("─ Expanded ─") }
        #expect(shown.matched, "the island row does not name the compact one live:\n\(shown.screen)")

        try session.press("e")
        let expanded = session.waitForScreen { $0.contains("• Expanded") && !$0.contains("• Compact") }
        #expect(expanded.matched, "e did not mark the expanded island live:\n\(expanded.screen)")
        try session.press("e")
        #expect(session.waitForScreen { $0.contains("• Compact") }.matched)

        try session.press("?")
        let help = session.waitForScreen { $0.contains("↑↓ scroll 1–") }
        #expect(help.matched, "the help does not say it scrolls:\n\(help.screen)")
        #expect(!help.screen.contains("Esc / Enter / q"), "the help's last rows are below at first")
        try session.press("End")
        let end = session.waitForScreen { $0.contains("Esc / Enter / q") }
        #expect(end.matched, "End did not scroll the help to its last rows:\n\(end.screen)")
        try session.press("q")
        #expect(session.waitForScreen { !$0.contains("↑↓ scroll") && $0.contains("Lock Screen") }.matched)

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }
}
