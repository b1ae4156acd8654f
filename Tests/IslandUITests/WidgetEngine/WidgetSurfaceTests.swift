import IslandSwiftSource
import IslandTypes
import Foundation
@testable import IslandCore
import IslandJSON
import IslandTestSupport
@testable import IslandUI
import Testing

/// Every surface of a widget-drawn activity, drawn from the widget: with a `small` view
/// (`.supplementalActivityFamilies([.small])`, `@Environment(\.activityFamily)`) the Watch
/// and CarPlay show it; without one, the app's name over the compact pair, as Apple documents.
/// Always-On, StandBy and the landscape island draw the widget with their own environment.
struct WidgetSurfaceTests {
    static func source(small: Bool) -> String {
        """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ParcelAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var stopsAway: Int
                var eta: String
            }
            var carrier: String
        }

        struct ParcelView: View {
            @Environment(\\.activityFamily) var family
            @Environment(\\.isLuminanceReduced) var isLuminanceReduced
            @Environment(\\.isActivityFullscreen) var fullscreen
            let context: ActivityViewContext<ParcelAttributes>

            var body: some View {
                switch family {
                case .small:
                    VStack(alignment: .leading) {
                        Text("\\(context.state.stopsAway) stops left")
                            .font(.headline)
                        Text("ETA \\(context.state.eta)")
                    }
                    .activityBackgroundTint(.indigo)
                case .medium:
                    HStack {
                        Image(systemName: "shippingbox.fill")
                        VStack(alignment: .leading) {
                            Text(fullscreen ? "Your parcel" : context.attributes.carrier)
                            if isLuminanceReduced {
                                Text("ETA \\(context.state.eta)")
                            } else {
                                Text("\\(context.state.stopsAway) stops away · ETA \\(context.state.eta)")
                                    .foregroundStyle(.secondary)
                            }
                        }
                        Spacer()
                    }
                    .activityBackgroundTint(Color(red: 0.2, green: 0.1, blue: 0.4))
                @unknown default:
                    EmptyView()
                }
            }
        }

        struct StopsBadge: View {
            @Environment(\\.isDynamicIslandLimitedInWidth) var limited
            let stops: Int

            var body: some View {
                Text(limited ? "\\(stops)" : "\\(stops) st")
            }
        }

        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    ParcelView(context: context)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Image(systemName: "shippingbox.fill") }
                        DynamicIslandExpandedRegion(.trailing) { Text(context.state.eta) }
                        DynamicIslandExpandedRegion(.bottom) { Text("\\(context.state.stopsAway) stops away") }
                    } compactLeading: {
                        Image(systemName: "shippingbox.fill")
                    } compactTrailing: {
                        StopsBadge(stops: context.state.stopsAway)
                    } minimal: {
                        Text("\\(context.state.stopsAway)")
                    }
                }
                \(small ? ".supplementalActivityFamilies([.small])" : ".configurationDisplayName(\"Parcel\")")
            }
        }
        """
    }

    static let now = Date(timeIntervalSince1970: 1_764_421_200)
    static let context = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)

    static func model(small: Bool) throws -> AppModel {
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "Parcel.swift", text: source(small: small))])
        var registry = TypeRegistry()
        try registry.add(report.contents)
        var system = LiveActivitySystem(types: registry)
        var push = Push(event: .start, activityID: "parcel", app: "com.example.parcel", timestamp: now,
                        contentState: JSONObject([("stopsAway", 3), ("eta", "14:20")]))
        push.attributesType = "ParcelAttributes"
        push.attributes = JSONNode(JSONObject([("carrier", "Swift Post")]))
        push.relevanceScore = 10
        push.alert = ActivityAlert(title: "Parcel", body: "On its way")
        let outcome = system.receive(push, now: now)
        #expect(system.activities.count == 1, "\(outcome.verdict) \(report.notes.map(\.message))")
        return AppModel(system: system)
    }

    /// Every surface island draws, one after another.
    static func surfaces(small: Bool) throws -> (text: String, byName: [String: Grid]) {
        let model = try model(small: small)
        let activity = try #require(model.system.activities.first)
        #expect(activity.definition.widget != nil, "drawn by its widget")
        var grids: [(String, Grid)] = []
        for view in StillView.allCases where view != .dashboard && view != .phone {
            let width: Int? = view == .standby || view == .alwaysOn ? 100 : nil
            let height: Int? = view == .standby ? 20 : view == .alwaysOn ? 30 : nil
            if let grid = StillFrame.grid(model, view: view, width: width, height: height, now: now, context: context) {
                grids.append((view.rawValue, grid))
            }
        }
        let text = grids.map { "== \($0.0)\n" + Snapshot.text(of: $0.1) }.joined()
        return (text, Dictionary(uniqueKeysWithValues: grids))
    }

    @Test func aWidgetWithASmallViewDrawsItOnTheWatchAndInCarPlay() throws {
        let drawn = try Self.surfaces(small: true)
        let watch = try #require(drawn.byName["watch"]).lines.joined(separator: "\n")
        let carPlay = try #require(drawn.byName["carplay"]).lines.joined(separator: "\n")
        #expect(watch.contains("3 stops left") && watch.contains("ETA 14:20"), "the small family's view")
        #expect(carPlay.contains("3 stops left"))
        #expect(!watch.contains("Swift Post"), "not the medium view")
        if let failure = Snapshot.verify(drawn.text, named: "widget-surfaces-small") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func withoutASmallViewTheWatchShowsTheAppNameOverTheCompactPair() throws {
        let drawn = try Self.surfaces(small: false)
        let watch = try #require(drawn.byName["watch"]).lines.joined(separator: "\n")
        #expect(!watch.contains("stops left"))
        #expect(watch.contains("3 st"), "the compact trailing content")
        if let failure = Snapshot.verify(drawn.text, named: "widget-surfaces-medium-only") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func alwaysOnStandByAndTheLandscapeIslandAreDrawnWithTheirEnvironment() throws {
        let drawn = try Self.surfaces(small: true)
        let lock = try #require(drawn.byName["lock"]).lines.joined(separator: "\n")
        #expect(lock.contains("3 stops away · ETA 14:20"))
        let alwaysOn = try #require(drawn.byName["always-on"])
        let dark = alwaysOn.lines.joined(separator: "\n")
        #expect(dark.contains("ETA 14:20") && !dark.contains("stops away"), "isLuminanceReduced: the widget's own Always-On view")
        // Dimmed and dark: no tint, every cell dim.
        let row = try #require(alwaysOn.lines.firstIndex { $0.contains("ETA 14:20") })
        let column = try #require(alwaysOn.lines[row].range(of: "ETA")).lowerBound
        let style = alwaysOn[TextWidth.width(of: String(alwaysOn.lines[row][..<column])), row].style
        #expect(style.attributes.contains(.dim))
        #expect(style.appBackground == nil)
        let standBy = try #require(drawn.byName["standby"])
        #expect(standBy.lines.joined().contains("Y o u r   p a r c e l"), "isActivityFullscreen in StandBy, at twice the size")
        // The tint edge to edge.
        let tint = AppColor(red: 51, green: 26, blue: 102)
        #expect(standBy[0, 0].style.appBackground == tint && standBy[standBy.width - 1, standBy.height - 1].style.appBackground == tint)
        let landscape = try #require(drawn.byName["landscape"]).lines.joined()
        #expect(landscape.contains("3") && !landscape.contains("3 st"), "isDynamicIslandLimitedInWidth in the landscape island")
        let compact = try #require(drawn.byName["compact"]).lines.joined()
        #expect(compact.contains("3 st"), "but not in the portrait one")
    }

    @Test func renderJSONCarriesTheSurfacesFromTheWidget() throws {
        let model = try Self.model(small: true)
        let activity = try #require(model.system.activities.first)
        let members = SurfaceFrames.members(activity: activity, now: Self.now, context: Self.context)
        let watch = try #require(members.first { $0.0 == "watch" }?.1)
        #expect(JSONWriter.string(watch).contains("3 stops left"))
    }
}
