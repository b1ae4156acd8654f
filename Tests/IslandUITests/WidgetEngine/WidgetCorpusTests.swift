import IslandJSON
import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore
import IslandTestSupport
import IslandUI
import Testing

/// The corpus of widget files (Tests/IslandUITests/Widgets, app code of different apps and
/// styles): every presentation of every state of every `#Preview`, and the first state
/// stale, as golden snapshots; each file's render JSON; what island could not draw.
struct WidgetCorpusTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Widgets")
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    static let now = Date(timeIntervalSince1970: 1_764_421_200) // 2025-11-29 13:00 UTC
    static let context = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)

    static func program(_ file: String) throws -> (WidgetProgram, SwiftAttributesReport) {
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: file, text: text)])
        let program = try #require(report.types.lazy.compactMap(\.definition.widget).first, "\(file) has a widget")
        return (program, report)
    }

    @Test func theCorpusHasAtLeastTwelveWidgets() {
        #expect(Self.files.count >= 12, "\(Self.files)")
    }

    @Test(arguments: files) func everyPresentationOfEveryState(_ file: String) throws {
        let (program, report) = try Self.program(file)
        #expect(report.types.contains { $0.schema != nil }, "\(file): its attributes are validated too")
        var out = ""
        for preview in program.previews {
            let count = max(1, preview.states.count)
            for state in 0..<(count + 1) {
                let stale = state == count
                let index = stale ? 0 : state
                let surfaces = try #require(WidgetPreviewDrawing.surfaces(preview, state: index, program: program, now: Self.now,
                                                                         context: Self.context, isStale: stale))
                out += "== \(preview.name) state \(index + 1)\(stale ? " (stale)" : "")\n"
                for (name, grid) in WidgetPreviewDrawing.grids(surfaces, title: preview.name, context: Self.context) {
                    out += "-- \(name)\n" + Snapshot.text(of: grid)
                }
                if let control = surfaces.control { out += "-- button: \(control.label) → \(control.intent ?? "none")\n" }
                // Several: every control of the frame, its intent's parameters and a toggle's state.
                if surfaces.controls.count > 1 {
                    for control in surfaces.controls {
                        out += "-- control \((control.index ?? 0) + 1): \(control.kind.rawValue) \(control.label) → \(control.intent ?? "none")"
                            + " \(JSONWriter.string(.object(control.parameters)))" + (control.isOn.map { $0 ? " on" : " off" } ?? "") + "\n"
                    }
                }
                if let url = surfaces.url { out += "-- url: \(url)\n" }
                let frame = WidgetPresentation.frame(surfaces, activityID: "preview", context: Self.context)
                for warning in frame.warnings { out += "-- warning: \(warning)\n" }
            }
        }
        let name = "widget-" + file.replacingOccurrences(of: ".swift", with: "")
        if let failure = Snapshot.verify(out, named: name) { Issue.record(Comment(rawValue: failure)) }
    }
}
