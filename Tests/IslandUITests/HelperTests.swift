import Foundation
import Testing
@testable import IslandUI

@Suite struct HelperTests {
    @Test func asciiFold() {
        #expect(AsciiFold.fold("Nächster Halt: Straße") == "Naechster Halt: Strasse")
        #expect(AsciiFold.fold("„RNV 5 → Heidelberg“ · 2×") == "\"RNV 5 -> Heidelberg\" | 2x")
        #expect(AsciiFold.fold("Café Koşu") == "Cafe Kosu")
        #expect(AsciiFold.fold("東京🚋") == "??????")
        #expect(AsciiFold.fold("plain") == "plain")
    }

    @Test func asciiContextFoldsAfterSanitising() {
        let context = RenderContext(glyphs: .ascii, timeZone: Fixtures.utc)
        #expect(context.asciiOnly)
        #expect(context.display("Ü\u{1B}[31mber\u{202E}") == "Ueber")
        #expect(!RenderContext(timeZone: Fixtures.utc).asciiOnly)
    }

    @Test func textWrap() {
        #expect(TextWrap.lines("update rnv5-trip from simulator", width: 16) == ["update rnv5-trip", "from simulator"])
        #expect(TextWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrap.lines("東京駅前", width: 5) == ["東京", "駅前"])
        #expect(TextWrap.lines("", width: 5) == [""])
        #expect(TextWrap.lines("x", width: 0).isEmpty)
    }

    @Test func bigText() {
        #expect(BigText.size("12:34", scale: 1) == (2 * 3 * 4 + 2 + 4, 5))
        #expect(BigText.size("7", scale: 2) == (12, 10))
        #expect(BigText.scale(for: "3", width: 18, height: 15) == 3)
        #expect(BigText.scale(for: "3", width: 5, height: 15) == 0)
        var grid = Grid(width: 8, height: 5)
        BigText.draw("1", in: &grid, x: 0, y: 0, scale: 1, style: .plain, glyphs: .ascii)
        #expect(grid.lines == ["  ##    ", "####    ", "  ##    ", "  ##    ", "######  "])
    }

    @Test func clockText() {
        let date = Fixtures.start.addingTimeInterval(3 * 3600 + 62)
        #expect(ClockText.hoursMinutes(date, in: Fixtures.utc) == "15:01")
        #expect(ClockText.hoursMinutesSeconds(date, in: Fixtures.utc) == "15:01:02")
        #expect(ClockText.hoursMinutes(date, in: TimeZone(identifier: "Europe/Berlin")!) == "16:01")
        #expect(ClockText.dateLine(date, in: Fixtures.utc, strings: Strings(.de)) == "Samstag, 29. November")
        #expect(ClockText.dateLine(date, in: Fixtures.utc, strings: Strings(.en)) == "Saturday, 29 November")
        #expect(ClockText.duration(1200) == "20:00")
        #expect(ClockText.duration(3725) == "1:02:05")
        #expect(ClockText.duration(-5) == "00:00")
        #expect(ClockText.duration(.nan) == "00:00")
    }

    @Test func progressBar() {
        #expect(ProgressBar.percent(0.604) == 60)
        #expect(ProgressBar.percent(1.7) == 100)
        #expect(ProgressBar.percent(-1) == 0)
        #expect(ProgressBar.percent(.infinity) == 0)
        #expect(ProgressBar.filledCells(0.5, width: 10) == 5)
    }

    /// The footer drops the least important hints first: the card's button and quit stay
    /// last, end all before help (`?` is always there to ask).
    @Test func footerKeepsTheImportantKeys() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        let scene = Scene(model: model, now: now, context: Fixtures.context(.en))
        let fitted = Footer.fitting(Footer.hints(Footer.Line(scene, room: 30)), width: 30, context: scene.context)
        let text = fitted.map { $0.map(\.text).joined() }
        #expect(text == ["b End", "E end all", "q quit"], "the trip's own button word, in the app's language")
        let narrow = Footer.fitting(Footer.hints(Footer.Line(scene, room: 14)), width: 14, context: scene.context).map { $0.map(\.text).joined() }
        #expect(narrow == ["b End", "q quit"])
    }
}
