import ActivityKit
import SwiftUI
import WidgetKit

struct FocusTimerAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var endDate: Date
        var isPaused: Bool
        /// Seconds left when the timer was paused.
        var pausedRemaining: TimeInterval?
        var round = 1

        var timerRange: ClosedRange<Date> { Date.now...endDate }
    }

    var sessionName: String
    var totalDuration: TimeInterval
    var rounds: Int = 4

    static var preview: FocusTimerAttributes {
        FocusTimerAttributes(sessionName: "Deep work", totalDuration: 25 * 60)
    }
}

extension FocusTimerAttributes.ContentState {
    static let running = FocusTimerAttributes.ContentState(endDate: .now.addingTimeInterval(900), isPaused: false)
    static let paused = FocusTimerAttributes.ContentState(endDate: .now, isPaused: true, pausedRemaining: 600)
}

struct FocusTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FocusTimerAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.sessionName).font(.headline)
                if context.state.isPaused {
                    Text("Paused")
                } else {
                    Text(timerInterval: context.state.timerRange, countsDown: true)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("🍅") }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.timerRange, countsDown: true)
                }
                DynamicIslandExpandedRegion(.bottom) { Text("Round \(context.state.round) of \(context.attributes.rounds)") }
            } compactLeading: {
                Text("🍅")
            } compactTrailing: {
                Text(timerInterval: context.state.timerRange, countsDown: true).frame(width: 40)
            } minimal: {
                Text("🍅")
            }
        }
    }
}

#Preview("Notification", as: .content, using: FocusTimerAttributes.preview) {
    FocusTimerLiveActivity()
} contentStates: {
    FocusTimerAttributes.ContentState.running
    FocusTimerAttributes.ContentState.paused
}
