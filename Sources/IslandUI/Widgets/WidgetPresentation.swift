import IslandText
import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore
import IslandInput

/// An activity whose type has a widget, drawn by the widget: evaluated for the frame, each
/// presentation laid out in the shape iOS gives it (island's cells from Apple's points):
/// minimal in the small circle, compact leading and trailing either side of the sensor
/// housing, the expanded island's leading and trailing columns beside the sensor with center
/// below it and bottom across, the Lock Screen card at the phone's width.
package enum WidgetPresentation {
    /// Cells of each presentation (island's choice, from Apple's point sizes at 8 pt a cell:
    /// a 36.67 pt minimal circle, compact sides of about 62 pt, an expanded island and a
    /// Lock Screen view of the phone's width less the system's margins).
    package static let minimalWidth = 4
    package static let compactWidth = 8
    package static let expandedWidth = ExpandedPresentation.naturalWidth - 4
    package static let expandedColumn = 14
    package static let lockScreenWidth = LockScreenCard.naturalWidth - 4
    static let lockScreenRows = 14
    static let expandedRows = 10

    /// One presentation laid out: its canvas and the SF Symbols drawn in it.
    package struct Drawn {
        var canvas: WidgetCanvas
        package var symbols: [String]
        package var unknownSymbols: [String]
        /// The canvas's rows as spans, made once: a kept layout is handed to every frame.
        let spanRows: [[Span]]

        init(canvas: WidgetCanvas, symbols: [String], unknownSymbols: [String]) {
            self.canvas = canvas
            self.symbols = symbols
            self.unknownSymbols = unknownSymbols
            spanRows = canvas.rows()
        }

        package var lines: [String] { canvas.lines() }
        var rows: [Row] { spanRows.map { .line($0, trailing: []) } }
        var spans: [Span] { spanRows.first ?? [] }
        /// The first row from its first drawn cell: the minimal pill pads what it holds, and a
        /// view SwiftUI centres in the minimal circle (a dial) would otherwise sit off centre.
        var spansFromContent: [Span] {
            var row = spans[...]
            while let first = row.first, first.background == nil, first.appBackground == nil, first.text.allSatisfy({ $0 == " " }) {
                row = row.dropFirst()
            }
            guard var first = row.first, first.background == nil, first.appBackground == nil, first.text.first == " " else { return Array(row) }
            first.text = String(first.text.drop { $0 == " " })
            return [first] + row.dropFirst()
        }
    }

    /// Every presentation of one frame.
    package struct Frame {
        package var surfaces: WidgetSurfaces
        package var minimal: Drawn
        package var compactLeading: Drawn
        package var compactTrailing: Drawn
        package var expanded: [String: Drawn]
        /// The expanded island as a whole, in rows.
        var expandedRows: [Row]
        package var lockScreen: Drawn
        package var warnings: [String]
    }

    static func environment(_ activity: Activity, now: Date, context: RenderContext) -> WidgetEnvironment {
        let language = activity.app.language(for: context.languages)
        var environment = WidgetEnvironment(now: now, locale: WidgetEnvironment.locale(language: context.languages.languages.first ?? language),
                                            timeZone: context.timeZone)
        environment.colorScheme = "dark"
        return environment
    }

    /// The presentations laid out for a frame, each on its own.
    package enum Slot: Hashable, Sendable {
        case minimal, compactLeading, compactTrailing, lockScreen
        /// The Lock Screen again at a narrower card's width.
        case fittedLockScreen
        case expanded(String)
    }

    package static func frame(_ activity: Activity, now: Date, context: RenderContext) -> Frame? {
        context.widgetCache.frame(activity, now: now, context: context)
    }

    /// What a presentation's controls look like beyond its views: whose they are (each
    /// control's cells press it), the one `b` presses (marked where the card has more than
    /// one), and the system action's label colour.
    package struct Marks: Hashable {
        var activityID: String
        var selectedControl: Int?
        var actionColor: WidgetColor?
    }

    /// `selectedControl`: the control `b` presses, marked where the card has more than one.
    package static func frame(_ surfaces: WidgetSurfaces, activityID: String, context: RenderContext, selectedControl: Int? = nil) -> Frame {
        frame(surfaces, activityID: activityID, context: context, selectedControl: selectedControl) { _, view, width, height, alignment, marks in
            draw(view, width: width, height: height, alignment: alignment, asciiOnly: context.asciiOnly, marks: marks)
        }
    }

    /// One presentation laid out.
    static func draw(_ view: WidgetView, width: Int, height: Int?, alignment: String, asciiOnly: Bool, marks: Marks,
                     memo: WidgetLayoutMemo = WidgetLayoutMemo()) -> Drawn {
        var layout = WidgetLayout(asciiOnly: asciiOnly, buttonTarget: nil, memo: memo)
        layout.activityID = marks.activityID
        layout.selectedControl = marks.selectedControl
        layout.actionColor = marks.actionColor
        let canvas = layout.draw(view, width: width, height: height, alignment: alignment)
        return Drawn(canvas: canvas, symbols: layout.symbols, unknownSymbols: layout.unknownSymbols)
    }

    /// The control `b` presses on `activity`'s card, where it has more than one.
    static func selectedControl(_ surfaces: WidgetSurfaces, _ activity: Activity) -> Int? {
        surfaces.controls.count > 1 ? min(max(0, activity.controlState.selected), surfaces.controls.count - 1) : nil
    }

    /// Every presentation of `surfaces`, each laid out by `layout` (which may hand back the
    /// one it laid out before from the same view).
    static func frame(_ surfaces: WidgetSurfaces, activityID: String, context: RenderContext, selectedControl: Int?,
                      layout: (Slot, WidgetView, Int, Int?, String, Marks) -> Drawn) -> Frame {
        let marks = Marks(activityID: activityID, selectedControl: selectedControl, actionColor: surfaces.actionForeground)
        func draw(_ slot: Slot, _ view: WidgetView, width: Int, height: Int?, alignment: String = "leading") -> Drawn {
            layout(slot, view, width, height, alignment, marks)
        }
        let island = surfaces.island
        let minimal = draw(.minimal, island?.minimal ?? .empty, width: minimalWidth, height: 1)
        let leading = draw(.compactLeading, island?.compactLeading ?? .empty, width: compactWidth, height: 1)
        let trailing = draw(.compactTrailing, island?.compactTrailing ?? .empty, width: compactWidth, height: 1)
        var expanded: [String: Drawn] = [:]
        let column = expandedColumn
        expanded["leading"] = draw(.expanded("leading"), island?.region("leading") ?? .empty, width: column, height: expandedRows)
        expanded["trailing"] = draw(.expanded("trailing"), island?.region("trailing") ?? .empty, width: column, height: expandedRows, alignment: "trailing")
        expanded["center"] = draw(.expanded("center"), island?.region("center") ?? .empty, width: expandedWidth, height: expandedRows, alignment: "center")
        expanded["bottom"] = draw(.expanded("bottom"), island?.region("bottom") ?? .empty, width: expandedWidth, height: expandedRows)
        let lock = draw(.lockScreen, surfaces.lockScreen, width: lockScreenWidth, height: lockScreenRows)
        var warnings = surfaces.warnings.map(\.description)
        let drawn = [minimal, leading, trailing, lock] + expanded.keys.sorted().map { expanded[$0]! }
        for name in drawn.flatMap(\.unknownSymbols) {
            let warning = Sentence(.widgetUnknownSymbol, ["name": name]).english
            if !warnings.contains(where: { $0.hasSuffix(warning) }) { warnings.append(warning) }
        }
        return Frame(surfaces: surfaces, minimal: minimal, compactLeading: leading, compactTrailing: trailing, expanded: expanded,
                     expandedRows: expandedRows(expanded), lockScreen: lock, warnings: warnings)
    }

    /// The expanded island's rows: leading and trailing beside the sensor (the gap between
    /// them), center below, bottom across.
    static func expandedRows(_ regions: [String: Drawn]) -> [Row] {
        var rows: [Row] = []
        let leading = regions["leading"]!.spanRows
        let trailing = regions["trailing"]!.spanRows
        let gap = expandedWidth - 2 * expandedColumn
        for index in 0..<max(leading.count, trailing.count) {
            var spans = index < leading.count ? leading[index] : []
            let used = spans.reduce(0) { $0 + TextWidth.width(of: $1.text) }
            spans.append(Span(String(repeating: " ", count: max(0, expandedColumn - used) + gap)))
            spans += index < trailing.count ? trailing[index] : []
            rows.append(.line(spans, trailing: []))
        }
        rows += regions["center"]!.rows
        rows += regions["bottom"]!.rows
        return rows
    }

    /// The activity's view drawn by its widget, over the one its type's presentation gives
    /// (titles and the status line stay that one's).
    static func apply(_ frame: Frame, to view: inout ActivityView, context: RenderContext) {
        view.minimal = frame.minimal.spansFromContent
        view.compactLeading = frame.compactLeading.spans
        view.compactTrailing = frame.compactTrailing.spans
        view.expandedRows = frame.expandedRows
        view.cardRows = frame.lockScreen.rows
        view.widgetCardRows = view.cardRows.count
        view.cardPriorities = Array(repeating: ItemSpec.defaultPriority, count: view.cardRows.count)
        view.controlLabels = frame.surfaces.controls.map(\.label)
        view.selectedControl = min(view.selectedControl, max(0, view.controlLabels.count - 1))
        view.buttonLabel = view.controlLabels.isEmpty ? nil : view.controlLabels[view.selectedControl]
        if let keyline = frame.surfaces.island?.keyline, let role = keyline.role ?? (keyline.appColor != nil ? .accent : nil) {
            view.keyline = role
            view.keylineColor = keyline.appColor
        }
        view.cardTint = frame.surfaces.background?.appColor
        if let next = frame.surfaces.nextChange { view.nextChange = min(view.nextChange ?? next, next) }
        view.drawnByWidget = true
    }
}
