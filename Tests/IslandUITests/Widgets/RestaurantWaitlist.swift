import ActivityKit
import SwiftUI
import WidgetKit

struct WaitlistAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var partiesAhead: Int
        var quotedMinutes: Int
        var tableReady: Bool
        var tableName: String?
        var unreadMessages: Int
    }

    var restaurant: String
    var partySize: Int
    var guestName: String
}

enum Palette {
    static let tomato = Color(red: 0.91, green: 0.30, blue: 0.24)
    static let cream = Color(red: 0.99, green: 0.96, blue: 0.89)
}

struct WaitlistLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WaitlistAttributes.self) { context in
            WaitlistCard(attributes: context.attributes, state: context.state, isStale: context.isStale)
                .activityBackgroundTint(Color(red: 0.16, green: 0.09, blue: 0.07))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "fork.knife")
                        .foregroundStyle(Palette.tomato)
                        .overlay(alignment: .topTrailing) {
                            if context.state.unreadMessages > 0 {
                                Circle().fill(.red).frame(width: 6, height: 6)
                            }
                        }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    statusText(context.state)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.attributes.restaurant) · party of \(context.attributes.partySize)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: "fork.knife")
                    .foregroundStyle(Palette.tomato)
            } compactTrailing: {
                statusText(context.state)
            } minimal: {
                if context.state.tableReady {
                    Image(systemName: "bell.fill").foregroundStyle(Palette.tomato)
                } else {
                    Text("\(context.state.partiesAhead)")
                }
            }
            .keylineTint(Palette.tomato)
        }
    }

    @ViewBuilder
    func statusText(_ state: WaitlistAttributes.ContentState) -> some View {
        if state.tableReady {
            Text("Ready")
                .foregroundStyle(Palette.tomato)
        } else {
            Text("~\(state.quotedMinutes)m")
                .monospacedDigit()
        }
    }
}

struct WaitlistCard: View {
    let attributes: WaitlistAttributes
    let state: WaitlistAttributes.ContentState
    let isStale: Bool

    var headline: String {
        if state.tableReady {
            if let table = state.tableName { return "Your table is ready: \(table)" }
            return "Your table is ready"
        }
        switch state.partiesAhead {
        case 0: return "You're next"
        case 1: return "1 party ahead of you"
        default: return "\(state.partiesAhead) parties ahead of you"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Label(attributes.restaurant, systemImage: "fork.knife")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(Palette.cream)
                Spacer()
                if state.unreadMessages > 0 {
                    Label("\(state.unreadMessages)", systemImage: "message.fill")
                        .font(.caption)
                        .foregroundStyle(Palette.tomato)
                }
            }
            Text(headline)
                .font(.title3.bold())
                .foregroundStyle(state.tableReady ? Palette.tomato : .white)
            HStack {
                Text("Party of \(attributes.partySize) · \(attributes.guestName)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                if isStale {
                    Text("Updating…")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                } else if !state.tableReady {
                    Text("about \(state.quotedMinutes) min")
                        .font(.caption)
                        .monospacedDigit()
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }
}

#Preview("Waitlist", as: .content, using: WaitlistAttributes(restaurant: "Trattoria Nonna", partySize: 4, guestName: "Kim")) {
    WaitlistLiveActivity()
} contentStates: {
    WaitlistAttributes.ContentState(partiesAhead: 3, quotedMinutes: 25, tableReady: false, tableName: nil, unreadMessages: 0)
    WaitlistAttributes.ContentState(partiesAhead: 0, quotedMinutes: 5, tableReady: false, tableName: nil, unreadMessages: 1)
    WaitlistAttributes.ContentState(partiesAhead: 0, quotedMinutes: 0, tableReady: true, tableName: "Table 12", unreadMessages: 2)
}
