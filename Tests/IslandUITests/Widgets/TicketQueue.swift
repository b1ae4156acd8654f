import ActivityKit
import SwiftUI
import WidgetKit

struct TicketQueueAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var phase: QueuePhase
        var peopleAhead: Int
    }

    var eventName: String
    var venue: String
}

enum QueuePhase: Codable, Hashable {
    case waiting(estimatedMinutes: Int)
    case admitted(until: Date)
    case soldOut
    case paused(reason: String)
}

struct TicketQueueLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TicketQueueAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.eventName)
                    .font(.headline)
                Text(context.attributes.venue)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                phaseDetail(context.state.phase, ahead: context.state.peopleAhead)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "ticket.fill")
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.eventName)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    phaseDetail(context.state.phase, ahead: context.state.peopleAhead)
                }
            } compactLeading: {
                Image(systemName: "ticket.fill")
            } compactTrailing: {
                compactPhase(context.state.phase, ahead: context.state.peopleAhead)
            } minimal: {
                Image(systemName: "ticket.fill")
            }
        }
    }

    @ViewBuilder
    func phaseDetail(_ phase: QueuePhase, ahead: Int) -> some View {
        switch phase {
        case .waiting(let minutes):
            HStack {
                Text("\(ahead.formatted()) people ahead")
                Spacer()
                Text("~\(minutes) min")
                    .foregroundStyle(.orange)
            }
        case .admitted(let until):
            HStack {
                Label("It's your turn", systemImage: "checkmark.circle.fill")
                    .foregroundStyle(.green)
                Spacer()
                Text(timerInterval: Date.now...until, countsDown: true)
                    .monospacedDigit()
            }
        case .soldOut:
            Label("Sold out", systemImage: "xmark.octagon.fill")
                .foregroundStyle(.red)
        case .paused(let reason):
            Text("Queue paused: \(reason)")
                .foregroundStyle(.yellow)
        }
    }

    @ViewBuilder
    func compactPhase(_ phase: QueuePhase, ahead: Int) -> some View {
        switch phase {
        case .waiting: Text("\(ahead)")
        case .admitted(let until): Text(until, style: .timer).frame(maxWidth: 40)
        case .soldOut: Image(systemName: "xmark")
        case .paused: Image(systemName: "pause.fill")
        }
    }
}

#Preview("Queue", as: .content, using: TicketQueueAttributes(eventName: "Aurora Live", venue: "Hall 7")) {
    TicketQueueLiveActivity()
} contentStates: {
    TicketQueueAttributes.ContentState(phase: .waiting(estimatedMinutes: 18), peopleAhead: 1240)
    TicketQueueAttributes.ContentState(phase: .admitted(until: Date(timeIntervalSince1970: 1_764_421_800)), peopleAhead: 0)
    TicketQueueAttributes.ContentState(phase: .soldOut, peopleAhead: 0)
    TicketQueueAttributes.ContentState(phase: .paused(reason: "high demand"), peopleAhead: 300)
}
