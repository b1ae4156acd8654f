import IslandText
import Foundation
import IslandCore
import IslandInput
import IslandTestSupport
import Testing
@testable import IslandUI
import IslandJSON
import IslandTypes

/// The events pane as a log on the demo's faulty backend: following, scrolled back, filtered,
/// searched, and an entry opened — in English and German, with clock times in Berlin.
@Suite struct EventsPaneSnapshotTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    static func context(_ language: Language) -> RenderContext {
        RenderContext(language: language, themeNames: ["default"], timeZone: berlin)
    }

    /// The whole session, then `keys`.
    static func model(_ language: Language = .en, keys: [KeyPress] = []) -> (AppModel, Date) {
        var (model, now) = FaultyBackendSession.model(languages: LanguagePreferences([language.rawValue]))
        for key in keys { _ = AppReducer.update(&model, .key(key), now: now) }
        return (model, now)
    }

    static func render(_ model: AppModel, _ now: Date, _ language: Language = .en, width: Int = 100, height: Int = 30) -> Grid {
        Renderer.render(model, width: width, height: height, now: now, context: context(language))
    }

    /// The events pane's rows of a 100-column dashboard (its right half, below the island row).
    static func paneText(_ grid: Grid) -> String {
        grid.lines.map { String($0.dropFirst(51)) }.joined(separator: "\n")
    }

    /// The events pane's title row.
    static func title(_ grid: Grid) -> String {
        grid.lines.first { $0.contains(" Events") || $0.contains(" Ereignisse") } ?? ""
    }

    @Test(arguments: Language.allCases)
    func following(language: Language) {
        let (model, now) = Self.model(language)
        let grid = Self.render(model, now, language)
        SnapshotCheck.grid(grid, "events-following-\(language.rawValue)-100x30")
        let pane = Self.paneText(grid)
        #expect(pane.contains("faulty-backend.ndjson:27"), "origins as FILE:LINE")
        #expect(!pane.contains("demo/faulty-backend.ndjson"), "paths shortened")
    }

    @Test func scrolledBackTheCursorIsMarkedAndTheTitleSaysWhere() {
        let (model, now) = Self.model(keys: [.pageUp, .pageUp, .up])
        let grid = Self.render(model, now)
        SnapshotCheck.grid(grid, "events-scrolled-100x30", styles: true)
        let numbers = AppReducer.shownNumbers(model)
        let position = numbers.firstIndex(of: AppReducer.cursorNumber(model)!)! + 1
        #expect(Self.title(grid).contains("Events · \(position)/\(numbers.count) · \(numbers.count - position) newer"))
        // The cursor's entry is drawn reversed, nothing else is.
        let reversed = (0..<grid.height).filter { y in (0..<grid.width).contains { grid[$0, y].style.attributes.contains(.reverse) } }
        #expect(!reversed.isEmpty && reversed.last == grid.height - 3, "the cursor's entry ends at the pane's bottom")
    }

    @Test func homeShowsTheFirstEntriesFromTheTop() {
        let (model, now) = Self.model(keys: [.home])
        let grid = Self.render(model, now)
        SnapshotCheck.grid(grid, "events-home-100x30")
        #expect(Self.paneText(grid).contains("faulty-backend.ndjson:1 start rnv5-trip"))
    }

    @Test(arguments: Language.allCases)
    func problemsOnly(language: Language) {
        let (model, now) = Self.model(language, keys: [.character("f")])
        let grid = Self.render(model, now, language)
        SnapshotCheck.grid(grid, "events-problems-\(language.rawValue)-100x30")
        #expect(Self.title(grid).contains(language == .de ? "Ereignisse · Probleme" : "Events · problems"))
    }

    @Test func oneActivity() {
        let (model, now) = Self.model(keys: [.character("f"), .character("f"), .character("f")])
        #expect(model.eventsPane.filter == .activity("rnv5-trip"))
        let grid = Self.render(model, now)
        SnapshotCheck.grid(grid, "events-activity-100x30")
        #expect(!Self.paneText(grid).contains("parking-q6"))
    }

    @Test func aQueryAsItIsTypedAndKept() {
        let typing: [KeyPress] = [.character("/")] + "mismatch".map { .character($0) }
        let (typed, now) = Self.model(keys: typing)
        let grid = Self.render(typed, now)
        SnapshotCheck.grid(grid, "events-query-typing-100x30")
        #expect(grid.lines[29].hasPrefix(" /mismatch▏"), "the footer is the query line")
        let (kept, _) = Self.model(keys: typing + [.enter])
        let keptGrid = Self.render(kept, now)
        SnapshotCheck.grid(keptGrid, "events-query-100x30")
        #expect(Self.title(keptGrid).contains("“mismatch”"))
    }

    @Test func nothingMatches() {
        let (model, now) = Self.model(keys: [.character("/"), .character("#"), .enter])
        #expect(Self.paneText(Self.render(model, now)).contains("no matching events"))
    }

    /// The rejection of line 6 (an ISO date where iOS wants a number), opened.
    static func openedRejection(_ language: Language) -> (AppModel, Date) {
        var (model, now) = Self.model(language, keys: [.character("f")])
        while let number = AppReducer.cursorNumber(model), model.log.entry(number: number)?.origin?.line != 6 {
            _ = AppReducer.update(&model, .key(.up), now: now)
        }
        _ = AppReducer.update(&model, .key(.enter), now: now)
        return (model, now)
    }

    @Test(arguments: Language.allCases)
    func anOpenedRejection(language: Language) {
        let (model, now) = Self.openedRejection(language)
        let grid = Self.render(model, now, language)
        SnapshotCheck.grid(grid, "events-opened-\(language.rawValue)-100x30")
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains("REJECTED_TYPE_MISMATCH"))
        #expect(text.contains("demo/faulty-backend.ndjson:6"), "the whole path when opened")
        #expect(text.contains(#""nextStopTime": "2025-11-29T13:06:00Z","#), "the payload pretty-printed")
        #expect(text.contains(language == .de ? "ein Wert hat den falschen JSON-Typ" : "a value has the wrong JSON type"))
    }

    @Test func theOneLineFormCopiesAsTheSameJSON() throws {
        var (model, now) = Self.openedRejection(.en)
        _ = AppReducer.update(&model, .key(.end), now: now)
        let grid = Self.render(model, now, width: 80, height: 24)
        SnapshotCheck.grid(grid, "events-opened-end-80x24")
        // The rows after the heading, as a terminal selection copies them (each row's text,
        // joined by newlines), parse as the line that arrived.
        let rows = grid.lines.map { String($0.dropFirst()).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        let heading = try #require(rows.firstIndex { $0.hasPrefix("On one line") })
        let copied = rows[(heading + 1)..<(grid.height - 1)].joined(separator: "\n")
        let line = FaultyBackendSession.lines[5]
        guard case .bytes(let bytes) = line.body else { return }
        #expect(try JSONParser.parse(copied) == JSONParser.parse(bytes))
    }

    @Test func aWarningOpensWithThePayloadOfItsLine() {
        var (model, now) = Self.model()
        let warning = model.log.entries.indices.last { model.log.entries[$0].message.code == "WARN_UNVALIDATED_TYPE" }!
        model.eventsPane.focused = true
        model.eventsPane.cursor = model.log.number(at: warning)
        _ = AppReducer.update(&model, .key(.enter), now: now)
        let text = Self.render(model, now).lines.joined(separator: "\n")
        #expect(text.contains("WARN_UNVALIDATED_TYPE") && text.contains(#""garage": "Parkhaus Q6 Q7","#))
    }

    @Test func datesAreClockTimesAndWordsFollowTheLanguage() {
        let context = Self.context(.de)
        let words = LogWords(context)
        func value(_ value: ContentValue, _ words: LogWords, at time: Date) -> String {
            words.value(value, at: time).replacingOccurrences(of: "\u{00A0}", with: " ")
        }
        let time = FaultyBackendSession.start
        #expect(words.value(.date(time.addingTimeInterval(6 * 60)), at: time) == "14:06")
        #expect(words.value(.date(time.addingTimeInterval(6 * 60 + 5)), at: time) == "14:06:05")
        #expect(value(.date(time.addingTimeInterval(86_400)), words, at: time) == "30.11. 14:00")
        // A Unix timestamp where iOS wants seconds since 2001: the year gives it away.
        #expect(value(.date(Date(timeIntervalSinceReferenceDate: 1_764_421_560)), words, at: time) == "29.11.2056 14:06")
        #expect(value(.date(Date(timeIntervalSinceReferenceDate: 1_764_421_560)), LogWords(Self.context(.en)), at: time)
                == "Nov 29 2056, 14:06")
        #expect(words.value(.double(0.25), at: time) == "0,25")
        #expect(LogWords(Self.context(.en)).value(.double(0.25), at: time) == "0.25")
        // The update of line 5 sent Unix seconds for a Date: the pane shows the year 2056, not
        // raw reference seconds.
        let (model, now) = Self.model(.de, keys: [.character("/")] + "update rnv5-trip: nextStopTime".map { .character($0) } + [.enter])
        let pane = Self.paneText(Self.render(model, now, .de)).replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(pane.contains("29.11.2056 14:06"), "\(pane)")
        #expect(!pane.contains("→ 786114") && !pane.contains("→ 1764421"))
    }

    @Test func everyMessageIsWordedInBothLanguages() {
        let time = FaultyBackendSession.start
        let messages: [LogMessage] = [
            .applied(.update, activityID: "a", changes: [FieldChange(key: "k", value: nil)]),
            .notApplied(Rejection(.rejectedInvalidJSON, .pushBlankLine), activityID: nil),
            .warning(Warning(.missingTimestamp, .checkMissingTimestamp, ["event": "update"])),
            .alert(activityID: "a", ActivityAlert(title: "t")),
            .lifecycle(.ended(activityID: "a", reason: .userStoppedUnheard), app: "com.example.app"),
            .lifecycle(.dismissed(activityID: "a", reason: .user), app: "com.example.app"),
            .intent(Intent.endAll(app: "x.y", activityIDs: ["a"]), audience: .nobody),
            .source(SourceStatus(name: "socket", state: .clients(2))),
            .simulationRestarted(seed: 7),
            .quitting(reason: "SIGTERM"),
            .pushToken(TokenAnnouncement(kind: .activity, token: "80f1c2", activityID: "a")),
        ]
        var differing = 0
        for message in messages {
            let de = LogWords(Self.context(.de)).message(message, at: time)
            let en = LogWords(Self.context(.en)).message(message, at: time)
            #expect(!de.isEmpty && !en.isEmpty)
            if de != en { differing += 1 }
        }
        // Every one, the warning too: its code is the same in both, its message is worded.
        #expect(differing == messages.count)
    }

    @Test func thePaneWordsOnlyNewEntriesFromFrameToFrame() {
        let context = Self.context(.en)
        var (model, now) = FaultyBackendSession.model(lines: 20)
        _ = Renderer.render(model, width: 100, height: 30, now: now, context: context)
        let before = context.eventsCache.count
        _ = Renderer.render(model, width: 100, height: 30, now: now, context: context)
        #expect(context.eventsCache.count == before, "an unchanged log is not worded again")
        let line = FaultyBackendSession.lines[20]
        now = FaultyBackendSession.time(ofLine: line.number)
        let added = { () -> Int in
            let total = model.log.total
            _ = AppReducer.update(&model, .line(line), now: now)
            return model.log.total - total
        }()
        _ = Renderer.render(model, width: 100, height: 30, now: now, context: context)
        #expect(added > 0 && context.eventsCache.count == before + added, "each new entry worded once")
    }
}
