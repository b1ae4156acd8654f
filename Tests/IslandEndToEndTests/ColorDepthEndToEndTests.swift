import Foundation
import IslandTestSupport
import Testing

/// 24-bit colour when the terminal says so: with `COLORTERM=truecolor` the dashboard starts
/// ncurses with the family's direct-colour description and tmux receives RGB; without it, the
/// 256-colour palette.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct ColorDepthEndToEndTests {
    func colors(colorTerm: String?) throws -> String {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "C.UTF-8"])
        defer { session.kill() }
        var environment: [String: String] = [:]
        if let colorTerm { environment["COLORTERM"] = colorTerm }
        let launch = try IslandLaunch.start(["--seed", "3", "--lang", "en", "--theme", "default"], in: session, directory: directory,
                                            environment: environment)
        #expect(session.waitForScreen { $0.contains("RNV 5") }.matched)
        let screen = try session.tmux(["capture-pane", "-e", "-p", "-t", "0"])
        try session.press("q")
        #expect(launch.waitForExit() == 0)
        return screen
    }

    @Test func truecolorWhenTheTerminalSaysSo() throws {
        // The default theme's card (236 = #303030) as RGB.
        let direct = try colors(colorTerm: "truecolor")
        #expect(direct.contains("48;2;48;48;48"), "no 24-bit card background")
        #expect(!direct.contains("48;5;236"))
        let palette = try colors(colorTerm: nil)
        #expect(palette.contains("48;5;236"), "no 256-colour card background")
        #expect(!palette.contains(";2;48;48;48"))
    }
}
