import Foundation
import IslandUI
import Testing
import IslandSimulator

/// Whole grapheme clusters reach the screen: a family emoji (a ZWJ sequence of seven scalars,
/// more than an ncurses cell holds) and a flag (two regional indicators, which the C library
/// counts as one column each) show in tmux exactly as tmux shows the same text printed raw,
/// and the card's border stays in its column after them.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct GraphemeEndToEndTests {
    static let family = "👨‍👩‍👧‍👦"
    static let flag = "🇩🇪"

    /// What this tmux makes of the clusters when a program just prints them (tmux 3.3 keeps
    /// at most 21 bytes of a cluster, so even raw output loses the family's last member).
    static func reference(in session: TmuxSession, directory: TemporaryDirectory) throws -> (family: String, flag: String) {
        let file = directory.path("reference.txt")
        try Data("<\(family)>\n<\(flag)>\n".utf8).write(to: URL(fileURLWithPath: file))
        try session.run("clear; cat \(Shell.quote(file))")
        let shown = session.waitForScreen(timeout: 10) { $0.contains("<") && $0.components(separatedBy: "<").count >= 3 }
        #expect(shown.matched)
        let inside = shown.screen.components(separatedBy: "\n").filter { $0.hasPrefix("<") }.map { line in
            String(line.dropFirst().prefix { $0 != ">" })
        }
        try #require(inside.count == 2, "\(shown.screen)")
        return (inside[0], inside[1])
    }

    /// The display column of the `n`th `character` in `line` (0-based), in cells.
    static func column(of character: Character, occurrence n: Int, in line: String) -> Int? {
        var seen = 0
        var cells = 0
        for grapheme in line {
            if grapheme == character {
                if seen == n { return cells }
                seen += 1
            }
            cells += TextWidth.width(of: grapheme)
        }
        return nil
    }

    @Test func aFamilyEmojiAndAFlagShowWholeAndKeepTheLayout() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "C.UTF-8"])
        defer { session.kill() }
        let reference = try Self.reference(in: session, directory: directory)
        #expect(reference.family.unicodeScalars.starts(with: "👨\u{200D}👩".unicodeScalars), "tmux shows the family as \(reference.family.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(reference.flag == Self.flag)

        let now = Int(Date().timeIntervalSince1970)
        let payload = """
        {"activity-id":"family","aps":{"timestamp":\(now),"event":"start","attributes-type":"TripLiveActivityAttributes",\
        "attributes":{"tripId":"t","line":"RNV 5","destination":"Ziel \(Self.flag)\(Self.family) Ende"},\
        "content-state":{"currentStop":"Familie \(Self.family) Halt","nextStop":"Flagge \(Self.flag) Platz",\
        "nextStopTime":\(now - 978_307_200 + 600),"remainingTime":600,"delay":0,"occupancy":"low","phase":"inProgress","progress":0.5},\
        "alert":{"title":"RNV 5","body":"Abfahrt"}}}

        """
        let file = directory.path("family.ndjson")
        try Data(payload.utf8).write(to: URL(fileURLWithPath: file))
        let launch = try IslandLaunch.start(["--tail", file, "--from-start", "--lang", "en"], in: session, directory: directory)
        let shown = session.waitForScreen { screen in screen.contains("Familie") && screen.contains("Flagge") && screen.contains("Ziel") }
        #expect(shown.matched, "the trip never showed:\n\(shown.screen)")
        let lines = shown.screen.components(separatedBy: "\n")

        // Found by value, whatever the labels: the Lock Screen card and the expanded island
        // both show the stops.
        let stops = lines.filter { $0.contains("Familie") }
        #expect(!stops.isEmpty)
        for line in stops { #expect(line.contains("Familie \(reference.family) Halt"), "\(line.unicodeScalars.map { String($0.value, radix: 16) })") }
        let flags = lines.filter { $0.contains("Flagge") }
        #expect(!flags.isEmpty)
        for line in flags { #expect(line.contains("Flagge \(reference.flag) Platz"), "\(line)") }

        // Each box keeps its right border in the column of its top corner after the clusters.
        var boxed = 0
        for line in stops + flags where line.contains("│") {
            let left = Self.column(of: "│", occurrence: 0, in: line)
            let right = Self.column(of: "│", occurrence: 1, in: line)
            let top = lines.contains { Self.column(of: "╭", occurrence: 0, in: $0) == left && Self.column(of: "╮", occurrence: 0, in: $0) == right }
            #expect(top, "no box has its corners at \(String(describing: left)), \(String(describing: right)):\n\(line)\n\(shown.screen)")
            boxed += 1
        }
        #expect(boxed >= 2)

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }
}
