import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct FocusTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var endsAt: Date
        var remaining: TimeInterval
        var isPaused: Bool
        var muted: Bool
    }

    var timerID: String
    var title: String
}

struct PauseFocusIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Pause"

    @Parameter(title: "Timer")
    var timerID: String

    init() {}

    init(timerID: String) {
        self.timerID = timerID
    }

    func perform() async throws -> some IntentResult {
        await FocusStore.shared.pause(timerID)
        return .result()
    }
}

struct ResumeFocusIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Resume"

    @Parameter(title: "Timer")
    var timerID: String

    init() {}

    init(timerID: String) {
        self.timerID = timerID
    }

    func perform() async throws -> some IntentResult {
        await FocusStore.shared.resume(timerID)
        return .result()
    }
}

struct StopFocusIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Stop"

    @Parameter(title: "Timer")
    var timerID: String

    init() {}

    init(timerID: String) {
        self.timerID = timerID
    }

    func perform() async throws -> some IntentResult {
        for activity in Activity<FocusTimerAttributes>.activities where activity.attributes.timerID == timerID {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        return .result()
    }
}

struct MuteFocusIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Mute"

    @Parameter(title: "Timer")
    var timerID: String

    init() {}

    init(timerID: String) {
        self.timerID = timerID
    }

    func perform() async throws -> some IntentResult {
        await FocusStore.shared.toggleMute(timerID)
        return .result()
    }
}

struct FocusControls: View {
    let context: ActivityViewContext<FocusTimerAttributes>

    var body: some View {
        HStack(spacing: 8) {
            if context.state.isPaused {
                Button(intent: ResumeFocusIntent(timerID: context.attributes.timerID)) {
                    Label("Resume", systemImage: "play.fill")
                }
            } else {
                Button(intent: PauseFocusIntent(timerID: context.attributes.timerID)) {
                    Label("Pause", systemImage: "pause.fill")
                }
            }
            Button(intent: StopFocusIntent(timerID: context.attributes.timerID)) {
                Label("Stop", systemImage: "stop.fill")
            }
            .tint(.red)
            Spacer()
            Toggle(isOn: context.state.muted, intent: MuteFocusIntent(timerID: context.attributes.timerID)) {
                Text("Mute")
            }
        }
    }
}

struct FocusTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FocusTimerAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Label(context.attributes.title, systemImage: "timer")
                        .font(.headline)
                    Spacer()
                    if context.state.isPaused {
                        Text("Paused").foregroundStyle(.orange)
                    } else {
                        Text(context.state.endsAt, style: .timer)
                            .monospacedDigit()
                            .frame(width: 56, alignment: .trailing)
                    }
                }
                FocusControls(context: context)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.title, systemImage: "timer")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if context.state.isPaused {
                        Text("Paused")
                    } else {
                        Text(context.state.endsAt, style: .timer).monospacedDigit()
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    FocusControls(context: context)
                }
            } compactLeading: {
                Image(systemName: context.state.isPaused ? "pause.fill" : "timer")
            } compactTrailing: {
                if context.state.isPaused {
                    Text("Paused")
                } else {
                    Text(timerInterval: Date.now...context.state.endsAt, countsDown: true).frame(width: 40)
                }
            } minimal: {
                Image(systemName: "timer")
            }
        }
    }
}

#Preview("Focus", as: .content, using: FocusTimerAttributes(timerID: "focus-1", title: "Deep work")) {
    FocusTimerLiveActivity()
} contentStates: {
    FocusTimerAttributes.ContentState(endsAt: .now.addingTimeInterval(1500), remaining: 1500, isPaused: false, muted: false)
    FocusTimerAttributes.ContentState(endsAt: .now.addingTimeInterval(900), remaining: 900, isPaused: true, muted: true)
}
