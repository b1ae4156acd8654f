import IslandSimulator
import IslandText
import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore
import IslandUI

/// A dashboard frame with an activity drawn by the app's own SwiftUI widget beside the trip
/// (a type-file activity): after each update of the widget-drawn one, its view is built again
/// (the widget evaluated and laid out in every presentation), the trip's is kept.
enum WidgetFrameBench {
    static let widget = """
        import ActivityKit
        import SwiftUI
        struct TramArrivalAttributes: ActivityAttributes {
            public struct ContentState: Codable, Hashable {
                enum Status: String, Codable, Hashable { case onTime, delayed, cancelled }
                var minutesAway: Int
                var status: Status
                var stopsAway: Int
            }
            var line: String
            var destination: String
            var stopName: String
        }
        extension TramArrivalAttributes.ContentState.Status {
            var label: String {
                switch self {
                case .onTime: return "On time"
                case .delayed: return "Delayed"
                case .cancelled: return "Cancelled"
                }
            }
            var color: Color { self == .onTime ? .green : .orange }
        }
        struct TramWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TramArrivalAttributes.self) { context in
                    HStack(spacing: 12) {
                        Text(context.attributes.line).font(.headline).padding(.horizontal, 6)
                        VStack(alignment: .leading) {
                            Text(context.attributes.destination).font(.headline).lineLimit(1)
                            Text("\\(context.state.stopsAway) stops · \\(context.attributes.stopName)").font(.caption)
                        }
                        Spacer()
                        VStack(alignment: .trailing) {
                            Text(minutesText(context.state.minutesAway)).font(.title2.bold())
                            Text(context.state.status.label).foregroundStyle(context.state.status.color)
                        }
                    }
                    .padding()
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text(context.attributes.line) }
                        DynamicIslandExpandedRegion(.trailing) { Text(minutesText(context.state.minutesAway)) }
                        DynamicIslandExpandedRegion(.bottom) { Text("\\(context.state.stopsAway) stops · \\(context.state.status.label)") }
                    } compactLeading: {
                        HStack(spacing: 2) { Image(systemName: "tram.fill"); Text(context.attributes.line) }
                    } compactTrailing: {
                        Text(minutesText(context.state.minutesAway))
                    } minimal: {
                        Text("\\(context.state.minutesAway)")
                    }
                }
            }
            func minutesText(_ minutes: Int) -> String { minutes <= 0 ? "Now" : "\\(minutes) min" }
        }
        """

    static func line(_ event: String, minutes: Int, at time: Date) -> IncomingLine {
        let start = event == "start"
            ? #","attributes-type":"TramArrivalAttributes","attributes":{"line":"T4","destination":"Northgate","stopName":"Harbor Square"},"alert":{"title":"T4","body":"soon"}"#
            : ""
        let json = #"{"activity-id":"tram","aps":{"timestamp":\#(Int(time.timeIntervalSince1970)),"event":"\#(event)""# + start
            + #","content-state":{"minutesAway":\#(minutes),"status":"\#(minutes % 3 == 0 ? "delayed" : "onTime")","stopsAway":\#(max(1, minutes / 2))}}}"#
        return IncomingLine(body: .bytes(Array(json.utf8)), source: .socket(client: 1), number: 1)
    }

    static func run(options: BenchOptions) {
        Report.section("Frames: a widget-drawn activity beside the trip, 120×40")
        let trip = TripSimulator(seed: 42, start: TripLines.start)
        var model = AppModel(simulations: [SimulationRun(trip)])
        model.locked = false
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "TramArrival.swift", text: widget)])
        _ = try? model.system.types.add(report.contents)
        let midTrip = trip.departure.addingTimeInterval(trip.arrival.timeIntervalSince(trip.departure) / 2)
        _ = AppReducer.update(&model, .tick, now: midTrip)
        _ = AppReducer.update(&model, .line(line("start", minutes: 9, at: midTrip)), now: midTrip)
        let context = RenderContext(language: .en, glyphs: .unicode, themeNames: ["default"], timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let runs = options.quick ? 3 : 7
        // Two models a push apart: each frame shows the other, so the widget's view is built again.
        var updated = model
        let later = midTrip.addingTimeInterval(20)
        _ = AppReducer.update(&updated, .line(line("update", minutes: 8, at: later)), now: later)
        precondition(Renderer.render(updated, width: 120, height: 40, now: later, context: context).lines.joined().contains("8 min"),
                     "the widget draws the tram")
        var flip = false
        let afterUpdate = Benchmark(name: "island: frame 120×40 after an update of a widget-drawn activity", itemsPerCall: 1, unit: "frames") {
            flip.toggle()
            _ = flip ? Renderer.render(updated, width: 120, height: 40, now: later, context: context)
                : Renderer.render(model, width: 120, height: 40, now: midTrip, context: context)
        }.run(runs: runs)
        // The same dashboard after an update of the trip (a type-file activity) instead: the
        // tram's view is kept, the trip's is built again.
        var tripUpdated = model
        let nextPush = model.simulations.compactMap(\.nextPushTime).min() ?? midTrip.addingTimeInterval(15)
        _ = AppReducer.update(&tripUpdated, .tick, now: nextPush)
        var tripFlip = false
        let typeFileUpdate = Benchmark(name: "island: frame 120×40 after an update of the trip (type file)", itemsPerCall: 1, unit: "frames") {
            tripFlip.toggle()
            _ = tripFlip ? Renderer.render(tripUpdated, width: 120, height: 40, now: nextPush, context: context)
                : Renderer.render(model, width: 120, height: 40, now: midTrip, context: context)
        }.run(runs: runs)
        guard let tram = updated.system.activity("tram") else { return }
        // Each call a fresh context: nothing kept from the call before.
        let evaluate = Benchmark(name: "island: the widget evaluated and laid out in every presentation", itemsPerCall: 1, unit: "views") {
            let fresh = RenderContext(language: .en, glyphs: .unicode, themeNames: ["default"], timeZone: context.timeZone)
            _ = WidgetPresentation.frame(tram, now: later, context: fresh)
        }.run(runs: runs)
        let still = Benchmark(name: "island: frame 120×40, nothing changed", itemsPerCall: 1, unit: "frames") {
            _ = Renderer.render(updated, width: 120, height: 40, now: later, context: context)
        }.run(runs: runs)
        Report.compare("A frame after a widget-drawn update, beside one after a type-file update", afterUpdate, against: typeFileUpdate,
                       target: "\(Report.format(afterUpdate.secondsPerCall * 1e6, 0)) µs a frame; target ≤ 100 µs; the type file's "
                           + "\(Report.format(typeFileUpdate.secondsPerCall * 1e6, 0)) µs")
        Report.compare("A frame after a widget-drawn update, beside one with nothing changed", afterUpdate, against: still,
                       target: "\(Report.format(still.secondsPerCall * 1e6, 0)) µs when nothing changed")
        Report.compare("The widget's views for one frame, nothing kept", evaluate, against: still,
                       target: "\(Report.format(evaluate.secondsPerCall * 1e6, 0)) µs: evaluated against context and laid out")
    }
}
