import Foundation
import IslandSwiftSource
import IslandTypes
@testable import IslandUI
import Testing

/// Points become cells by one rule (`WidgetCells`, docs/swift.md "Points and cells"), and what
/// SwiftUI stacks over or under a view (`.overlay`, `.background`, a `ZStack` bar, a
/// `GeometryReader`) is placed as SwiftUI places it: evaluated from widget code, then laid out.
struct WidgetCellRuleTests {
    static func evaluated(_ code: String) -> (view: WidgetView, warnings: [String]) {
        let environment = WidgetEnvironment(now: WidgetEvaluatorTests.now, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
        let evaluator = WidgetEvaluator(program: WidgetEvaluatorTests.program, environment: environment, file: "Test.swift")
        var parser = SwiftExpressionParser(SwiftTokenizer.tokenize(code).tokens)
        let expression = parser.expression()
        var scope = WidgetScope()
        guard case .view(let view) = evaluator.evaluate(expression, &scope) else { return (.empty, evaluator.warnings.map(\.message)) }
        return (view, evaluator.warnings.map(\.message))
    }

    static func lines(_ code: String, width: Int) -> [String] {
        WidgetLayoutTests.lines(evaluated(code).view, width: width)
    }

    @Test func aLengthAboveZeroIsAtLeastOneColumn() {
        #expect(WidgetCells.columns(0) == 0)
        #expect(WidgetCells.columns(0.5) == 1)
        #expect(WidgetCells.columns(2) == 1)
        #expect(WidgetCells.columns(12) == 2)
        #expect(WidgetCells.columns(16) == 2)
        #expect(WidgetCells.columns(-4) == 0)
        #expect(WidgetCells.rows(6) == 1, "a drawn view's height")
        #expect(WidgetCells.rows(45) == 2)
        #expect(WidgetCells.gapRows(6) == 0, "a vertical gap")
        #expect(WidgetCells.gapRows(20) == 1)
    }

    @Test func smallSpacingKeepsTextsApartAndZeroLetsThemTouch() {
        #expect(Self.lines("HStack(spacing: 2) { Text(\"1\"); Text(\"2\"); Text(\"3\") }", width: 20) == ["1 2 3"])
        #expect(Self.lines("HStack(spacing: 1) { Text(\"Urban 7\"); Text(\"·\"); Text(\"Assist 2\") }", width: 30) == ["Urban 7 · Assist 2"])
        #expect(Self.lines("HStack(spacing: 0) { Text(\"1\"); Text(\"2\") }", width: 20) == ["12"])
        #expect(Self.lines("HStack(spacing: 2) { Text(\"a\"); Text(\"b\").padding(2) }", width: 20) == ["a  b"], "the spacing and the padding, a column each")
    }

    @Test func smallPaddingKeepsABadgesLettersOffItsEdge() {
        #expect(Self.lines("HStack(spacing: 0) { Text(\"|\"); Text(\"T4\").padding(.horizontal, 3); Text(\"|\") }", width: 20) == ["| T4 |"])
        #expect(Self.lines("VStack(spacing: 0) { Text(\"a\"); Text(\"b\").padding(.vertical, 4) }", width: 20) == ["a", "b"], "a vertical gap under a row is none")
    }

    @Test func aThinCapsuleIsARowOfBarGlyphs() {
        #expect(Self.lines("VStack(alignment: .leading, spacing: 0) { Text(\"a\"); Capsule().frame(height: 6); Text(\"b\") }", width: 6) == ["a", "━━━━━━", "b"])
        #expect(Self.lines("VStack(alignment: .leading, spacing: 0) { Text(\"a\"); RoundedRectangle(cornerRadius: 2).frame(width: 24, height: 4); Text(\"b\") }", width: 6)
            == ["a", "━━━", "b"])
        // A clear colour or a spacer of the same height is a gap: no row.
        #expect(Self.lines("VStack(spacing: 0) { Text(\"a\"); Color.clear.frame(height: 6); Text(\"b\") }", width: 6) == ["a", "b"])
    }

    @Test func aBarOfTwoCapsulesReadsAsTrackAndFill() {
        let bar = "ZStack(alignment: .leading) { Capsule().fill(.gray.opacity(0.3)).frame(width: 80, height: 6); Capsule().fill(.green).frame(width: 80 * 0.4, height: 6) }"
        #expect(Self.lines(bar, width: 20) == ["━━━━──────"])
    }

    @Test func aGeometryReadersWidthsAreSharesOfItsColumns() {
        let bar = """
            GeometryReader { geo in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.white.opacity(0.2))
                    Capsule().fill(.green).frame(width: geo.size.width * 0.3)
                }
            }
            .frame(height: 6)
            """
        #expect(Self.lines(bar, width: 10) == ["━━━───────"])
        #expect(Self.lines(bar, width: 20) == ["━━━━━━──────────────"])
        #expect(Self.evaluated(bar).warnings.isEmpty, "a reader is drawn, not a placeholder")
    }

    @Test func anOverlayIsAlignedInTheFrameOfTheViewItModifiesAndClipped() {
        let card = "VStack(alignment: .leading, spacing: 0) { Text(\"Gate B46\"); Text(\"Seat 32K\") }"
        #expect(Self.lines("\(card).overlay(alignment: .topTrailing) { Text(\"!\") }", width: 20) == ["Gate B4!", "Seat 32K"])
        #expect(Self.lines("\(card).overlay(alignment: .bottomLeading) { Text(\"!\") }", width: 20) == ["Gate B46", "!eat 32K"])
        #expect(Self.lines("\(card).overlay { Text(\"!\") }", width: 20) == ["Gat! B46", "Seat 32K"], "centred by default (the upper of two middle rows)")
        #expect(Self.lines("\(card).overlay(alignment: .bottom) { Text(\"LONGER THAN THE CARD\").lineLimit(1) }", width: 20) == ["Gate B46", "LONGER…K"],
                "offered the view's frame, truncated in it as SwiftUI truncates")
        #expect(Self.lines("Text(\"B46\").overlay { Text(\"!\") }", width: 10) == ["B!6"], "over a one-row view's centre")
    }

    @Test func aBadgeOnACornerOfAOneRowViewStandsPastThatCorner() {
        #expect(Self.lines("HStack(spacing: 0) { Text(\"B46\").overlay(alignment: .topTrailing) { Text(\"!\") }; Text(\"|\") }", width: 10) == ["B46!|"])
        #expect(Self.lines("HStack(spacing: 0) { Text(\"|\"); Text(\"B46\").overlay(alignment: .leading) { Text(\"!\") } }", width: 10) == ["|!B46"])
        #expect(Self.lines("HStack { Text(\"Gate\").overlay(alignment: .trailing) { if false { Text(\"x\") } }; Text(\"B\") }", width: 10) == ["Gate B"],
                "an empty overlay changes nothing, not even the size")
    }

    @Test func anOverlayOverAWideGlyphLeavesNoHalfGlyph() {
        let lines = Self.lines("Text(\"🚋🚋\").overlay(alignment: .center) { Text(\"2\") }", width: 10)
        #expect(lines == ["🚋 2"] || lines == [" 2🚋"] || lines == ["🚋2 "], "\(lines)")
    }

    @Test func aShapeOverAViewIsNotDrawnAndSaid() {
        let border = Self.evaluated("Text(\"ab\").overlay(RoundedRectangle(cornerRadius: 4).stroke(.white, lineWidth: 1))")
        #expect(WidgetLayoutTests.lines(border.view, width: 10) == ["ab"])
        #expect(border.warnings.contains { $0.contains(".overlay") }, "\(border.warnings)")
        let dot = Self.evaluated("Text(\"ab\").overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 6, height: 6) }")
        #expect(WidgetLayoutTests.lines(dot.view, width: 10) == ["ab●"], "a notification dot is drawn, past the corner of a one-row view")
        #expect(dot.warnings.isEmpty)
    }

    @Test func aFilledShapeBehindAViewIsItsBackgroundColour() {
        let badge = Self.evaluated("Text(\"T4\").background(Capsule().fill(.blue))").view
        #expect(badge == .modified(.text([WidgetTextRun("T4")]), .background(.named("blue"))))
        let closure = Self.evaluated("Text(\"T4\").background { RoundedRectangle(cornerRadius: 6).fill(Color(red: 0.9, green: 0.1, blue: 0.2)) }").view
        #expect(closure == .modified(.text([WidgetTextRun("T4")]), .background(.rgb(0.9, 0.1, 0.2))))
        #expect(Self.lines("Text(\"wide\").background(alignment: .leading) { Text(\"x\") }", width: 10) == ["wide"], "the view is drawn over its background")
    }
}
