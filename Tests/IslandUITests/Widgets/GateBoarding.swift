import ActivityKit
import SwiftUI
import WidgetKit

struct BoardingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var gate: String
        var boardingGroup: Int
        var groupNowBoarding: Int
        var boardingEnds: Date
        var seat: String
        var isGateChanged: Bool
        var loadFactor: Double
    }

    var flight: String
    var from: String
    var to: String
    var passenger: String
}

extension BoardingAttributes.ContentState {
    enum Phase {
        case waiting(groupsAhead: Int)
        case yourGroup
        case closing
    }

    var phase: Phase {
        if boardingEnds.timeIntervalSinceNow < 5 * 60 { return .closing }
        let ahead = boardingGroup - groupNowBoarding
        return ahead > 0 ? .waiting(groupsAhead: ahead) : .yourGroup
    }
}

struct GroupDots: View {
    let total: Int
    let current: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...total, id: \.self) { group in
                Text("\(group)")
                    .font(.caption2)
                    .foregroundStyle(group == current ? .primary : .secondary)
            }
        }
    }
}

struct BoardingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BoardingAttributes.self) { context in
            BoardingCard(attributes: context.attributes, state: context.state)
                .activityBackgroundTint(.indigo)
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) {
                    VStack(alignment: .leading) {
                        Text(context.attributes.from).font(.title3.bold())
                        Text(context.attributes.flight).font(.caption2)
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing) {
                        Text("Gate")
                            .font(.caption2)
                        Text(context.state.gate)
                            .font(.title3.bold())
                            .foregroundStyle(context.state.isGateChanged ? .yellow : .white)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    phaseLine(context.state)
                }
            } compactLeading: {
                Label(context.state.gate, systemImage: "airplane.departure")
                    .labelStyle(.titleAndIcon)
            } compactTrailing: {
                switch context.state.phase {
                case .waiting(let ahead):
                    Text("\(ahead) ahead")
                case .yourGroup:
                    Text("Board").bold().foregroundStyle(.green)
                case .closing:
                    Text(context.state.boardingEnds, style: .timer)
                        .foregroundStyle(.red)
                }
            } minimal: {
                Text("G\(context.state.boardingGroup)")
            }
        }
    }

    @ViewBuilder
    func phaseLine(_ state: BoardingAttributes.ContentState) -> some View {
        switch state.phase {
        case let .waiting(groupsAhead) where groupsAhead == 1:
            Text("Your group is next")
        case .waiting(let groupsAhead):
            Text("\(groupsAhead) groups before yours")
        case .yourGroup:
            Label("Group \(state.boardingGroup) is boarding", systemImage: "figure.walk")
                .foregroundStyle(.green)
        case .closing:
            Text("Gate closes in \(Text(timerInterval: Date.now...state.boardingEnds, countsDown: true))")
                .foregroundStyle(.red)
        }
    }
}

struct BoardingCard: View {
    let attributes: BoardingAttributes
    let state: BoardingAttributes.ContentState

    private var route: some View {
        HStack(spacing: 6) {
            Text(attributes.from).font(.title2.bold())
            Image(systemName: "airplane")
            Text(attributes.to).font(.title2.bold())
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                route
                Spacer()
                VStack(alignment: .trailing, spacing: 0) {
                    Text("GATE").font(.caption2).foregroundStyle(.white.opacity(0.7))
                    Text(state.gate)
                        .font(.title2.bold())
                        .overlay(alignment: .topTrailing) {
                            if state.isGateChanged {
                                Image(systemName: "exclamationmark.circle.fill")
                                    .foregroundStyle(.yellow)
                            }
                        }
                }
            }
            HStack {
                Text("\(attributes.passenger) · Seat \(state.seat)")
                    .font(.caption)
                Spacer()
                Text(state.loadFactor, format: .percent.precision(.fractionLength(0)))
                    .font(.caption2)
                Text("full").font(.caption2)
            }
            HStack {
                BoardingLiveActivity().phaseLine(state)
                    .font(.subheadline)
                Spacer()
                GroupDots(total: 5, current: state.groupNowBoarding)
            }
        }
        .padding()
        .foregroundStyle(.white)
    }
}

#Preview("Boarding", as: .content, using: BoardingAttributes(flight: "LH 404", from: "FRA", to: "JFK", passenger: "J. Appleseed")) {
    BoardingLiveActivity()
} contentStates: {
    BoardingAttributes.ContentState(gate: "B44", boardingGroup: 4, groupNowBoarding: 1, boardingEnds: Date(timeIntervalSince1970: 1_764_423_000), seat: "32K", isGateChanged: false, loadFactor: 0.87)
    BoardingAttributes.ContentState(gate: "B46", boardingGroup: 4, groupNowBoarding: 3, boardingEnds: Date(timeIntervalSince1970: 1_764_423_000), seat: "32K", isGateChanged: true, loadFactor: 0.9)
    BoardingAttributes.ContentState(gate: "B46", boardingGroup: 4, groupNowBoarding: 4, boardingEnds: Date(timeIntervalSince1970: 1_764_422_400), seat: "32K", isGateChanged: true, loadFactor: 0.97)
    BoardingAttributes.ContentState(gate: "B46", boardingGroup: 4, groupNowBoarding: 5, boardingEnds: Date(timeIntervalSince1970: 1_764_421_440), seat: "32K", isGateChanged: true, loadFactor: 1)
}
