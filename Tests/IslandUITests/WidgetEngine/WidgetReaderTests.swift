import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore
import IslandUI
import Testing

/// What the reader makes of whole files: the widget found and attached to its type, what it
/// cannot draw said with file and line while the rest is drawn, a broken file falling back.
struct WidgetReaderTests {
    static let now = Date(timeIntervalSince1970: 1_764_421_200)
    static let context = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)

    static let source = """
        import ActivityKit
        import SwiftUI
        struct GymAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var reps: Int }
            var name: String
        }
        struct Sparkline: Shape {
            func path(in rect: CGRect) -> Path { Path() }
        }
        struct GymWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: GymAttributes.self) { context in
                    VStack {
                        Text("\\(context.attributes.name): \\(context.state.reps) reps")
                        Canvas { context, size in }
                            .frame(height: 40)
                        Sparkline().stroke(.green)
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("\\(context.state.reps)") }
                    } compactLeading: { Text("Gym") } compactTrailing: { Text("\\(context.state.reps)") } minimal: { Text("\\(context.state.reps)") }
                }
            }
        }
        #Preview("Gym", as: .content, using: GymAttributes(name: "Squats")) {
            GymWidget()
        } contentStates: {
            GymAttributes.ContentState(reps: 12)
        }
        """

    @Test func theWidgetIsTheTypesPresentationAndWhatCannotBeDrawnIsSaid() throws {
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "Gym.swift", text: Self.source)])
        let type = try #require(report.types.first)
        let program = try #require(type.definition.widget)
        #expect(program.widget(for: "GymAttributes")?.name == "GymWidget")
        #expect(report.notes.contains { $0.description.contains("GymWidget draws GymAttributes on every surface") })
        let preview = try #require(program.previews.first)
        let surfaces = try #require(WidgetPreviewDrawing.surfaces(preview, state: 0, program: program, now: Self.now, context: Self.context))
        let frame = WidgetPresentation.frame(surfaces, activityID: "a", context: Self.context)
        #expect(frame.lockScreen.lines.first?.contains("Squats: 12 reps") == true, "\(frame.lockScreen.lines)")
        #expect(frame.lockScreen.lines.contains { $0.contains("[Canvas]") }, "\(frame.lockScreen.lines)")
        #expect(frame.warnings.contains("Gym.swift:15: Canvas is not drawn by island; a placeholder of its size stands for it"), "\(frame.warnings)")
        #expect(frame.warnings.contains { $0.hasPrefix("Gym.swift:17:") && $0.contains("Sparkline") }, "\(frame.warnings)")
        #expect(frame.compactLeading.lines == ["Gym"])
        #expect(frame.minimal.lines == ["12"])
    }

    @Test func aFileThatDoesNotParseKeepsTheDefaultPresentationAndSaysWhy() throws {
        let broken = Self.source.replacingOccurrences(of: "Text(\"Gym\")", with: "Text(\"Gym)")
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "Gym.swift", text: broken)])
        #expect(report.types.first?.definition.widget == nil)
        #expect(report.notes.contains { $0.kind == .warning && $0.description.contains("the file's widget is not drawn") }, "\(report.notes)")
    }

    @Test func theReaderNeverTrapsOnHostileInput() {
        let samples = ["{{{{{{{{", "ActivityConfiguration(for: X.self) {", String(repeating: "(", count: 5000), "#Preview(", "\"\\(\\(\\(",
                       "struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { c in c.c.c.c } } }",
                       String(repeating: "if a { ", count: 3000), "switch { case", "let x = 1 +", ". . . . ?? ?? !"]
        for sample in samples {
            _ = WidgetReader.read([SwiftSourceFile(name: "F.swift", text: sample)])
        }
    }
}
