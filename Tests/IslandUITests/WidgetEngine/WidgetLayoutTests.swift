import IslandSwiftSource
import IslandTypes
import Foundation
@testable import IslandCore
@testable import IslandUI
import Testing

/// SwiftUI's layout rules on the cell grid: what a stack gives each child, where a spacer
/// goes, how text truncates and aligns.
struct WidgetLayoutTests {
    static func text(_ string: String) -> WidgetView { .text([WidgetTextRun(string)]) }

    static func hstack(_ children: [WidgetView], spacing: Double? = nil, alignment: String = "center") -> WidgetView {
        .stack(WidgetStack(axis: .horizontal, alignment: alignment, spacing: spacing, children: children))
    }

    static func vstack(_ children: [WidgetView], alignment: String = "center") -> WidgetView {
        .stack(WidgetStack(axis: .vertical, alignment: alignment, spacing: nil, children: children))
    }

    static func lines(_ view: WidgetView, width: Int, height: Int? = nil) -> [String] {
        var layout = WidgetLayout(asciiOnly: false, buttonTarget: nil)
        return layout.draw(view, width: width, height: height).lines()
    }

    @Test func aSpacerPushesTheRestToTheTrailingEdge() {
        #expect(Self.lines(Self.hstack([Self.text("Northgate"), .spacer(nil), Self.text("6 min")]), width: 24) == ["Northgate          6 min"])
    }

    @Test func twoSpacersShareTheRoomEqually() {
        #expect(Self.lines(Self.hstack([.spacer(nil), Self.text("ab"), .spacer(nil)]), width: 10) == ["    ab"])
    }

    @Test func theDefaultSpacingIsOneCellAndPointsBecomeCells() {
        #expect(Self.lines(Self.hstack([Self.text("a"), Self.text("b")]), width: 10) == ["a b"])
        #expect(Self.lines(Self.hstack([Self.text("a"), Self.text("b")], spacing: 0), width: 10) == ["ab"])
        #expect(Self.lines(Self.hstack([Self.text("a"), Self.text("b")], spacing: 24), width: 10) == ["a   b"])
    }

    @Test func theLeastFlexibleChildIsServedFirst() {
        // The short text keeps its width; the long one wraps in what is left, or with one
        // line is truncated there.
        let row = Self.hstack([Self.text("Harbor Square Central Station"), Self.text("6 min")])
        #expect(Self.lines(row, width: 20) == ["Harbor Square", "Central       6 min", "Station"], "centred beside the wrapped text")
        #expect(Self.lines(.modified(row, .lineLimit(1)), width: 20) == ["Harbor Square… 6 min"])
    }

    @Test func layoutPriorityWinsTheRoom() {
        let row = Self.hstack([Self.text("Departure board"), .modified(Self.text("Central Station"), .layoutPriority(1))])
        #expect(Self.lines(.modified(row, .lineLimit(1)), width: 22) == ["Depar… Central Station"])
    }

    @Test func textWrapsAtWordsAndTruncatesItsLastLine() {
        let long = Self.text("Severe thunderstorm warning: seek shelter indoors now")
        #expect(Self.lines(long, width: 20) == ["Severe thunderstorm", "warning: seek", "shelter indoors now"])
        #expect(Self.lines(.modified(long, .lineLimit(2)), width: 20) == ["Severe thunderstorm", "warning: seek shelt…"])
        #expect(Self.lines(.modified(long, .lineLimit(1)), width: 12) == ["Severe thun…"])
    }

    @Test func stacksAlignTheirChildren() {
        let column = [Self.text("Northgate"), Self.text("6 min")]
        #expect(Self.lines(Self.vstack(column, alignment: "leading"), width: 12) == ["Northgate", "6 min"])
        #expect(Self.lines(Self.vstack(column, alignment: "trailing"), width: 12) == ["Northgate", "    6 min"])
        #expect(Self.lines(Self.vstack(column), width: 12) == ["Northgate", "  6 min"])
    }

    @Test func aFrameWithInfiniteWidthAlignsItsContent() {
        let framed = WidgetView.modified(Self.text("Chelsea"), .frame(WidgetFrame(maxWidth: .infinity, alignment: "trailing")))
        #expect(Self.lines(framed, width: 12) == ["     Chelsea"])
    }

    @Test func paddingIsInCells() {
        let padded = WidgetView.modified(Self.text("T4"), .padding(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(Self.lines(Self.hstack([padded, Self.text("x")], spacing: 0), width: 12) == ["  T4  x"])
    }

    @Test func wideGlyphsAreNeverCut() {
        #expect(Self.lines(Self.hstack([.symbol("tram.fill"), Self.text("T4")], spacing: 0), width: 4) == ["🚋T4"])
        #expect(Self.lines(.modified(Self.text("東京駅まで"), .lineLimit(1)), width: 5) == ["東京…"])
        #expect(Self.lines(Self.text("東京駅まで"), width: 5) == ["東京", "駅ま", "で"])
    }

    @Test func aDividerSpansTheColumn() {
        #expect(Self.lines(Self.vstack([Self.text("a"), .divider, Self.text("b")]), width: 5) == ["  a", "─────", "  b"])
    }

    @Test func unknownSymbolsAreAPlaceholderOfTheirWidthAndNamed() {
        var layout = WidgetLayout(asciiOnly: false, buttonTarget: nil)
        let canvas = layout.draw(Self.hstack([.symbol("no.such.symbol"), Self.text("x")], spacing: 0), width: 5, height: 1)
        #expect(canvas.lines() == ["□x"])
        #expect(layout.unknownSymbols == ["no.such.symbol"])
    }

    @Test func viewThatFitsTakesTheFirstThatFits() {
        let fits = WidgetView.fitting([Self.text("Arriving in 6 minutes"), Self.text("6 min")])
        #expect(Self.lines(fits, width: 30) == ["Arriving in 6 minutes"])
        #expect(Self.lines(fits, width: 8) == ["6 min"])
    }
}
