import IslandJSON
import IslandText
import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore

/// `island render --json`: what one activity shows in every presentation, as one JSON
/// object for contract tests and CI: each region's rows as drawn and the SF Symbols in it,
/// the control's label, where the drawing came from (the app's SwiftUI, a type file, or
/// island's default), and what island could not draw.
package enum PresentationJSON {
    package static func object(_ activity: Activity, now: Date, context: RenderContext) -> String {
        var regions: [String: (rows: [String], symbols: [String])] = [:]
        var button: String?
        var warnings: [String] = []
        let source: String
        let view = ActivityViewBuilder.make(activity, now: now, context: context)
        if let frame = WidgetPresentation.frame(activity, now: now, context: context) {
            source = "swiftui"
            func entry(_ drawn: WidgetPresentation.Drawn) -> (rows: [String], symbols: [String]) {
                var rows = drawn.lines
                while rows.last?.isEmpty == true { rows.removeLast() }
                return (rows, drawn.symbols)
            }
            regions["minimal"] = entry(frame.minimal)
            regions["compactLeading"] = entry(frame.compactLeading)
            regions["compactTrailing"] = entry(frame.compactTrailing)
            for (name, drawn) in frame.expanded { regions[name] = entry(drawn) }
            regions["lockScreen"] = entry(frame.lockScreen)
            button = frame.surfaces.controls.first?.label
            warnings = frame.warnings
        } else {
            let definition = activity.definition
            source = definition.presentation == nil || definition.origin.hasSuffix(".swift") ? "default" : "type-file"
            func plain(_ spans: [Span]) -> [String] {
                let text = spans.map(\.text).joined()
                return text.isEmpty ? [] : [text]
            }
            func lines(_ rows: [Row]) -> [String] {
                rows.map { row in
                    let lead = row.spans.map(\.text).joined()
                    let trail = row.allSpans.dropFirst(row.spans.count).map(\.text).joined()
                    return trail.isEmpty ? lead : lead + " " + trail
                }
            }
            regions["minimal"] = (plain(view.minimal), [])
            regions["compactLeading"] = (plain(view.compactLeading), [])
            regions["compactTrailing"] = (plain(view.compactTrailing), [])
            let input = PresentationInput(activity: activity, now: now, context: context)
            let spec = activity.presentation.expanded
            regions["leading"] = (lines(spec.leading.compactMap { ActivityViewBuilder.row($0, input) }), [])
            regions["trailing"] = (lines(spec.trailing.compactMap { ActivityViewBuilder.row($0, input) }), [])
            regions["center"] = (lines(spec.center.compactMap { ActivityViewBuilder.row($0, input) }), [])
            regions["bottom"] = (lines(spec.bottom.compactMap { ActivityViewBuilder.row($0, input) }), [])
            regions["lockScreen"] = (lines(view.cardRows), [])
            button = view.controlLabels.first
        }
        var out = "{"
        func region(_ name: String) {
            let entry = regions[name] ?? ([], [])
            JSONWriter.writeString(name, into: &out)
            out += ":{\"rows\":["
            out += entry.rows.map { row -> String in
                var text = ""
                JSONWriter.writeString(Sanitizer.sanitize(row), into: &text)
                return text
            }.joined(separator: ",")
            out += "],\"symbols\":["
            out += entry.symbols.map { symbol -> String in
                var text = ""
                JSONWriter.writeString(symbol, into: &text)
                return text
            }.joined(separator: ",")
            out += "]}"
        }
        region("minimal")
        out += ","
        region("compactLeading")
        out += ","
        region("compactTrailing")
        out += ",\"expanded\":{"
        for (index, name) in ["leading", "trailing", "center", "bottom"].enumerated() {
            if index > 0 { out += "," }
            region(name)
        }
        out += "},"
        region("lockScreen")
        out += ",\"button\":"
        if let button { JSONWriter.writeString(Sanitizer.sanitize(button), into: &out) } else { out += "null" }
        out += ",\"controls\":" + JSONWriter.string(controls(activity, view: view, now: now))
        out += ",\"source\":"
        JSONWriter.writeString(source, into: &out)
        out += ",\"warnings\":["
        out += warnings.map { warning -> String in
            var text = ""
            JSONWriter.writeString(Sanitizer.sanitize(warning), into: &text)
            return text
        }.joined(separator: ",")
        out += "],\"state\":"
        JSONWriter.writeString(activity.state.rawValue, into: &out)
        out += ",\"style\":"
        JSONWriter.writeString(activity.style.rawValue, into: &out)
        if activity.state == .pending {
            // A scheduled activity: when it starts (Unix seconds, as the wire has it).
            out += ",\"start-date\":" + JSONWriter.string(PushEncoder.unixSeconds(activity.startedAt) ?? .null)
        }
        // The device surfaces beside the iPhone's presentations, in the same `P` shape.
        for (name, value) in SurfaceFrames.members(activity: activity, now: now, context: context) {
            out += ","
            JSONWriter.writeString(name, into: &out)
            out += ":" + JSONWriter.string(value)
        }
        out += "}"
        return out
    }

    /// Every control the card draws, in order: `{"kind", "label", "intent", "parameters",
    /// "isOn", "ends"}` (`isOn` null for a button).
    static func controls(_ activity: Activity, view: ActivityView, now: Date) -> JSONValue {
        .array(ActivityControls.of(activity, now: now).map { control in
            let label = control.index < view.controlLabels.count ? view.controlLabels[control.index] : control.label ?? ""
            return .object(JSONObject([
                ("kind", .string(control.kind.rawValue)),
                ("label", .string(Sanitizer.sanitize(label))),
                ("intent", control.intent.map { .string($0) } ?? .null),
                ("parameters", .object(control.parameters)),
                ("isOn", control.isOn.map { .bool($0) } ?? .null),
                ("ends", .bool(control.ends)),
            ]))
        })
    }
}
