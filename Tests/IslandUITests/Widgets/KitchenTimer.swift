import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct KitchenTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var timers: [KitchenTimer]
        var isRunning: Bool
    }

    var recipe: String
}

struct KitchenTimer: Codable, Hashable, Identifiable {
    var id: String
    var label: String
    var endsAt: Date
}

struct StopAllTimersIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Stop all timers"
    func perform() async throws -> some IntentResult { .result() }
}

struct TimerRow: View {
    let timer: KitchenTimer

    var body: some View {
        HStack {
            Text(timer.label)
                .textCase(.uppercase)
                .font(.caption)
            Spacer()
            Text(timer.endsAt, style: .timer)
                .monospacedDigit()
                .multilineTextAlignment(.trailing)
                .frame(width: 56, alignment: .trailing)
        }
    }
}

struct KitchenTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: KitchenTimerAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Label(context.attributes.recipe, systemImage: "timer")
                        .font(.headline)
                    Spacer()
                    Button(intent: StopAllTimersIntent()) {
                        Image(systemName: "xmark")
                    }
                }
                ForEach(context.state.timers) { timer in
                    TimerRow(timer: timer)
                }
                if context.state.timers.isEmpty {
                    Text("All done — enjoy!").foregroundStyle(.green)
                }
            }
            .padding()
        } dynamicIsland: { context in
            let next = context.state.timers.sorted { $0.endsAt < $1.endsAt }.first
            return DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(next?.label ?? context.attributes.recipe, systemImage: "timer")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if let next {
                        Text(next.endsAt, style: .timer).monospacedDigit()
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.timers.count) timers running")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: "timer").foregroundStyle(.orange)
            } compactTrailing: {
                if let next {
                    Text(timerInterval: Date.now...next.endsAt, countsDown: true).frame(width: 40)
                } else {
                    Image(systemName: "checkmark")
                }
            } minimal: {
                Image(systemName: "timer")
            }
        }
    }
}

#Preview("Timers", as: .content, using: KitchenTimerAttributes(recipe: "Lasagne")) {
    KitchenTimerLiveActivity()
} contentStates: {
    KitchenTimerAttributes.ContentState(timers: [KitchenTimer(id: "a", label: "Oven", endsAt: .now.addingTimeInterval(1520)), KitchenTimer(id: "b", label: "Sauce", endsAt: .now.addingTimeInterval(95))], isRunning: true)
    KitchenTimerAttributes.ContentState(timers: [KitchenTimer(id: "a", label: "Oven", endsAt: .now.addingTimeInterval(3725))], isRunning: true)
    KitchenTimerAttributes.ContentState(timers: [], isRunning: false)
}
