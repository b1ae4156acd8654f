import Testing
@testable import IslandTerminal

@Suite struct DirectColorTerminalTests {
    let truecolor = ["COLORTERM": "truecolor"]

    @Test func onlyWhenTheTerminalSaysSo() {
        let known: (String) -> Bool = { _ in true }
        #expect(DirectColorTerminal.name(for: "xterm-256color", environment: [:], isKnown: known) == "xterm-256color")
        #expect(DirectColorTerminal.name(for: "xterm-256color", environment: ["COLORTERM": "yes"], isKnown: known) == "xterm-256color")
        #expect(DirectColorTerminal.name(for: "xterm-256color", environment: truecolor, isKnown: known) == "xterm-direct")
        #expect(DirectColorTerminal.name(for: "xterm-256color", environment: ["COLORTERM": "24BIT"], isKnown: known) == "xterm-direct")
    }

    @Test func theFamilysOwnDescriptionOrNone() {
        #expect(DirectColorTerminal.candidates(for: "tmux-256color") == ["tmux-direct"])
        #expect(DirectColorTerminal.candidates(for: "xterm-kitty") == ["xterm-kitty-direct", "xterm-direct"])
        #expect(DirectColorTerminal.candidates(for: "xterm-direct") == [])
        #expect(DirectColorTerminal.candidates(for: "") == [])
        // screen has no direct-colour description: it stays at its 256 colours.
        let onlyXterm: (String) -> Bool = { $0 == "xterm-direct" }
        #expect(DirectColorTerminal.name(for: "screen-256color", environment: truecolor, isKnown: onlyXterm) == "screen-256color")
        #expect(DirectColorTerminal.name(for: "xterm-kitty", environment: truecolor, isKnown: onlyXterm) == "xterm-direct")
    }

    @Test func thisMachinesTerminfoHasTheDirectDescriptions() {
        // scripts/setup installs ncurses-term for these; the screen starts with them under COLORTERM.
        let known = DirectColorTerminal.isScreenTerminal
        #expect(DirectColorTerminal.name(for: "xterm-256color", environment: truecolor, isKnown: known) == "xterm-direct")
        #expect(DirectColorTerminal.name(for: "tmux-256color", environment: truecolor, isKnown: known) == "tmux-direct")
        #expect(!known("no-such-terminal"))
    }
}
