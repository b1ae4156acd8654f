import IslandJSON
import Foundation
import IslandCore
import IslandJSON

/// The device surfaces of one activity as `island render --json` prints them: for each, the
/// rows of text as drawn and the SF Symbols drawn on them (`P = {"rows": [...], "symbols":
/// [...]}`, the shape of every presentation's entry). The keys are "watch", "carplay",
/// "menubar" and "landscape" (its "compactLeading", "compactTrailing" and "minimal").
package enum SurfaceFrames {
    /// The Watch tile's inside and CarPlay's (`WatchSmartStack`, `CarPlayHome`).
    static let watchWidth = WatchSmartStack.naturalSize.width - 6
    static let carPlayWidth = CarPlayHome.tileWidth - 4

    package static func members(activity: Activity, now: Date, context: RenderContext) -> [(String, JSONValue)] {
        let portrait = ActivityViewBuilder.make(activity, now: now, context: context)
        let small = SmallFamily.rows(portrait)
        // The landscape island's own drawing where the widget reads `isDynamicIslandLimitedInWidth`.
        let view = portrait.landscapeIsland
        let pill = Presentations.compact(activity: activity, now: now, context: context)
        let landscape = JSONObject([
            ("compactLeading", entry(spans: SpanWriter.fitting(view.compactLeading, width: LandscapeIsland.leadingLimit, context: context),
                                     width: LandscapeIsland.leadingLimit, context: context)),
            ("compactTrailing", entry(spans: SpanWriter.fitting(view.compactTrailing, width: LandscapeIsland.trailingLimit, context: context),
                                      width: LandscapeIsland.trailingLimit, context: context)),
            ("minimal", entry(spans: view.minimal, width: LandscapeIsland.minimalLimit, context: context)),
        ])
        return [
            ("watch", entry(rows: small, width: watchWidth, context: context)),
            ("carplay", entry(rows: small, width: carPlayWidth, context: context)),
            ("menubar", p(rows: pill.lines, symbols: symbols(portrait.compactLeading + portrait.compactTrailing))),
            ("landscape", .object(landscape)),
        ]
    }

    static func entry(rows: [Row], width: Int, context: RenderContext) -> JSONValue {
        var grid = Grid(width: width, height: rows.count, fill: Cell(.space, style: Surface.card.plain))
        for (index, row) in rows.enumerated() {
            RowWriter.draw(row, in: &grid, x: 0, y: index, width: width, on: .card, context: context)
        }
        return p(rows: grid.lines, symbols: symbols(rows.flatMap(\.allSpans)))
    }

    static func entry(spans: [Span], width: Int, context: RenderContext) -> JSONValue {
        guard !spans.isEmpty else { return p(rows: [], symbols: []) }
        return entry(rows: [.line(spans, trailing: [])], width: width, context: context)
    }

    /// Rows with their trailing blanks trimmed, empty ones dropped at the end.
    static func p(rows: [String], symbols: [String]) -> JSONValue {
        var trimmed = rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while trimmed.last?.isEmpty == true { trimmed.removeLast() }
        return .object(JSONObject([("rows", .array(trimmed.map(JSONValue.string))), ("symbols", .array(symbols.map(JSONValue.string)))]))
    }

    /// The symbols of the spans, each once, in order.
    static func symbols(_ spans: [Span]) -> [String] {
        var seen: Set<String> = []
        return spans.compactMap(\.symbol).filter { seen.insert($0).inserted }
    }
}
