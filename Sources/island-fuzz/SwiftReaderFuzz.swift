import IslandText
import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore
import IslandUI

/// The fuzz input as an app's Swift file: read by the attributes and widget readers, and
/// every widget in it run and laid out on empty content (and on the input's own `#Preview`
/// states) — no input may trap the reader or the evaluator, or put a control in what is drawn.
/// An input without `ActivityConfiguration` is also read wrapped in a widget's body, so the
/// fuzzer's mutations reach the expression and view-builder reader.
enum SwiftReaderFuzz {
    static func drawn(_ bytes: [UInt8], now: Date, context: RenderContext) -> [String] {
        let text = String(decoding: bytes.prefix(16_384), as: UTF8.self)
        var sources = [text]
        if !text.contains("ActivityConfiguration") {
            sources.append("""
                struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int; var s: String? } ; var t: String }
                struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { context in
                \(text)
                } dynamicIsland: { context in DynamicIsland { DynamicIslandExpandedRegion(.center) { \(text) } }
                compactLeading: { \(text) } compactTrailing: { Text("x") } minimal: { Text("y") } } } }
                """)
        }
        var out: [String] = []
        for source in sources {
            let report = SwiftAttributesReader.read([SwiftSourceFile(name: "Fuzz.swift", text: source)])
            out += report.notes.map(\.description)
            for type in report.types {
                guard let program = type.definition.widget, let widget = program.widget(for: type.name) else { continue }
                let environment = WidgetEnvironment(now: now, locale: Locale(identifier: "en_US"), timeZone: context.timeZone)
                let surfaces = WidgetRunner.run(program, widget: widget, attributes: ContentObject(), state: ContentObject(), isStale: false,
                                                environment: environment)
                let frame = WidgetPresentation.frame(surfaces, activityID: "fuzz", context: context)
                out += frame.lockScreen.lines + frame.minimal.lines + frame.compactLeading.lines + frame.warnings
                for preview in program.previews.prefix(2) {
                    for grid in [WidgetPreviewDrawing.grid(preview, state: 0, program: program, now: now, context: context)].compactMap({ $0 }) {
                        out.append(GridText.plain(grid))
                    }
                }
            }
        }
        return out
    }
}
