import Foundation
import IslandInput
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandTypes

/// The events pane through the reducer: who has the keys, the cursor over entry numbers,
/// the filters, the query as it is typed, the opened entry — on the demo's faulty backend.
@Suite struct EventsPaneReducerTests {
    func press(_ keys: KeyPress..., in model: inout AppModel, at now: Date) {
        for key in keys { _ = AppReducer.update(&model, .key(key), now: now) }
    }

    func cursorEntry(_ model: AppModel) -> LogEntry? {
        AppReducer.cursorNumber(model).flatMap(model.log.entry(number:))
    }

    @Test func enterIsTheCardsButtonUntilThePaneHasTheKeys() {
        var (model, now) = FaultyBackendSession.model(lines: 2)
        model.locked = false
        press(.enter, in: &model, at: now)
        #expect(model.eventsPane.opened == nil)
        let intent = model.log.entries.last { if case .intent = $0.message { return true } else { return false } }
        #expect(intent != nil, "Enter pressed the button")
    }

    @Test func scrollingBackGivesThePaneTheKeysAndEscGivesThemBack() {
        var (model, now) = FaultyBackendSession.model()
        #expect(!model.eventsPane.focused && model.keyScope == .dashboard)
        press(.pageUp, in: &model, at: now)
        #expect(model.eventsPane.focused && model.keyScope == .eventsPane)
        let numbers = AppReducer.shownNumbers(model)
        #expect(model.eventsPane.cursor == numbers[numbers.count - 1 - AppReducer.eventsPage])
        // ↑ now moves the cursor, not the selection.
        let selected = model.selectedID
        press(.up, in: &model, at: now)
        #expect(model.eventsPane.cursor == numbers[numbers.count - 2 - AppReducer.eventsPage])
        #expect(model.selectedID == selected)
        press(.escape, in: &model, at: now)
        #expect(!model.eventsPane.focused && model.eventsPane.cursor == nil && model.keyScope == .dashboard)
    }

    @Test func theCursorStaysOnItsEntryWhileNewOnesArrive() {
        var (model, now) = FaultyBackendSession.model(lines: 10)
        press(.pageUp, in: &model, at: now)
        let before = cursorEntry(model)
        for line in FaultyBackendSession.lines.dropFirst(10) {
            now = FaultyBackendSession.time(ofLine: line.number)
            _ = AppReducer.update(&model, .line(line), now: now)
        }
        #expect(before != nil && cursorEntry(model) == before)
    }

    @Test func homeEndAndTheEdges() {
        var (model, now) = FaultyBackendSession.model()
        press(.home, in: &model, at: now)
        #expect(model.eventsPane.focused && model.eventsPane.cursor == model.log.firstNumber)
        press(.up, in: &model, at: now)
        #expect(model.eventsPane.cursor == model.log.firstNumber, "nothing before the first entry")
        press(.end, in: &model, at: now)
        #expect(model.eventsPane.cursor == nil && model.eventsPane.focused, "End follows the log again, keys stay")
        press(.down, in: &model, at: now)
        #expect(model.eventsPane.cursor == nil)
        press(.wheelUp, in: &model, at: now)
        let numbers = AppReducer.shownNumbers(model)
        #expect(model.eventsPane.cursor == numbers[numbers.count - 1 - AppReducer.eventsWheelStep])
        press(.pageDown, in: &model, at: now)
        #expect(model.eventsPane.cursor == nil)
    }

    @Test func fCyclesAllProblemsAndEachActivity() {
        var (model, now) = FaultyBackendSession.model()
        var seen: [EventsPaneState.Filter] = []
        for _ in 0..<6 {
            press(.character("f"), in: &model, at: now)
            seen.append(model.eventsPane.filter)
            if model.eventsPane.filter == .all { break }
        }
        // The selected activity (the parking garage's, started last) first, then every other one
        // the log has entries about, in order — the mistyped and never started ones too.
        #expect(seen == [.problems, .activity("parking-q6"), .activity("rnv5-trip"), .activity("rnv5-tirp"), .activity("rnv5-return"), .all])
        press(.character("f"), in: &model, at: now)
        let shown = AppReducer.shownNumbers(model).compactMap(model.log.entry(number:))
        #expect(shown.count >= 15 && shown.allSatisfy(\.isProblem))
        #expect(shown.count < model.log.entries.count)
    }

    @Test func slashTypesAQueryThatFiltersAsItIsTyped() {
        var (model, now) = FaultyBackendSession.model()
        press(.character("/"), in: &model, at: now)
        #expect(model.eventsPane.isEditingQuery && model.keyScope == .eventsPane)
        // Every key is the query's now: q does not quit, b does not end anything.
        press(.character("t"), .character("y"), .character("p"), .character("e"), .character("q"), .backspace, in: &model, at: now)
        #expect(model.eventsPane.query == "type" && !model.quitting)
        press(.character("_"), .character("m"), .character("i"), .character("s"), in: &model, at: now)
        let shown = AppReducer.shownNumbers(model).compactMap(model.log.entry(number:))
        #expect(!shown.isEmpty && shown.allSatisfy { $0.text.localizedCaseInsensitiveContains("type_mis") })
        press(.enter, in: &model, at: now)
        #expect(!model.eventsPane.isEditingQuery && model.eventsPane.query == "type_mis")
        // Esc while typing puts the query back as it was.
        press(.character("/"), .character("x"), .character("y"), .escape, in: &model, at: now)
        #expect(model.eventsPane.query == "type_mis" && !model.eventsPane.isEditingQuery)
    }

    @Test func theQueryMatchesCodesOriginsActivitiesAndProblems() {
        var pane = EventsPaneState()
        let (model, _) = FaultyBackendSession.model()
        func count(_ query: String) -> Int {
            pane.query = query
            return model.log.entries.filter(pane.shows).count
        }
        #expect(count("REJECTED_TOO_LARGE") >= 1)
        #expect(count("faulty-backend.ndjson:13") >= 1)
        #expect(count("parking-q6") >= 3)
        #expect(count("routeShape") >= 1, "a problem beside the verdict")
        #expect(count("no such text at all") == 0)
    }

    @Test func enterOpensTheCursorsEntryAndTheEntryIsModal() {
        var (model, now) = FaultyBackendSession.model()
        press(.character("f"), in: &model, at: now)
        // Back to the rejection of line 6 (REJECTED_TYPE_MISMATCH).
        while let entry = cursorEntry(model), entry.message.code != ReasonCode.rejectedTypeMismatch.rawValue {
            let before = model.eventsPane.cursor
            press(.up, in: &model, at: now)
            if model.eventsPane.cursor == before { break }
        }
        press(.enter, in: &model, at: now)
        let opened = model.eventsPane.opened.flatMap(model.log.entry(number:))
        #expect(opened?.message.code == "REJECTED_TYPE_MISMATCH" && opened?.origin?.line == 6)
        #expect(model.keyScope == .openedEntry)
        // Modal: b, Tab and q do what the entry says (q closes it), not what the card says.
        let selected = model.selectedID
        press(.character("b"), .tab, .down, .down, .pageDown, in: &model, at: now)
        #expect(model.pending == nil && model.selectedID == selected && model.eventsPane.detailScroll == .top(12))
        press(.end, .up, in: &model, at: now)
        #expect(model.eventsPane.detailScroll == .bottom(1))
        press(.right, in: &model, at: now)
        #expect(model.eventsPane.opened.flatMap(model.log.entry(number:))?.origin?.line ?? 0 > 6, "→ opens the next shown entry")
        #expect(model.eventsPane.detailScroll == .top(0))
        press(.character("q"), in: &model, at: now)
        #expect(model.eventsPane.opened == nil && !model.quitting && model.keyScope == .eventsPane)
    }

    @Test func elsewhereThanTheDashboardThePaneTakesNoKeys() {
        var (model, now) = FaultyBackendSession.model()
        press(.character("v"), .pageUp, .character("f"), in: &model, at: now)
        #expect(model.viewMode == .phone && !model.eventsPane.focused && model.eventsPane.filter == .all)
    }

    @Test func entriesKeepTheirNumbersWhenOldOnesAreDropped() {
        var log = EventLog(capacity: 3)
        for second in 0..<5 { log.append(LogEntry(time: Date(timeIntervalSince1970: Double(second)), level: .info, text: "\(second)")) }
        #expect(log.firstNumber == 2 && log.number(at: 0) == 2)
        #expect(log.entry(number: 4)?.text == "4" && log.entry(number: 1) == nil && log.entry(number: 5) == nil)
    }

    @Test func everyKeyTableScopeMapsEachKeyOnce() {
        var checked = 0
        for scope in KeyScope.allCases {
            let keys = KeyBindings.all.filter { $0.scope == scope }.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "a key twice in \(scope)")
            checked += keys.count
        }
        #expect(checked >= 40)
        for command in KeyCommand.allCases {
            #expect(KeyBindings.all.contains { $0.command == command }, "\(command) has no key")
        }
    }
}
