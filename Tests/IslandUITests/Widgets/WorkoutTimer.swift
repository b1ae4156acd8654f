import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct WorkoutAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var startedAt: Date
        var pausedAt: Date?
        var heartRate: Int
        var calories: Double
        var zone: Int
    }

    var activityName: String
    var symbolName: String
}

struct PauseWorkoutIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause workout"
    func perform() async throws -> some IntentResult { .result() }
}

func zoneColor(_ zone: Int) -> Color {
    switch zone {
    case ...1: return .blue
    case 2: return .green
    case 3: return .yellow
    case 4: return .orange
    default: return .red
    }
}

struct ElapsedText: View {
    let state: WorkoutAttributes.ContentState

    var body: some View {
        Text(timerInterval: state.startedAt...Date.distantFuture, pauseTime: state.pausedAt, countsDown: false, showsHours: true)
            .monospacedDigit()
    }
}

struct WorkoutLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WorkoutAttributes.self) { context in
            let isPaused = context.state.pausedAt != nil
            HStack(spacing: 12) {
                Image(systemName: context.attributes.symbolName)
                    .font(.title)
                    .foregroundStyle(.green)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.activityName.uppercased())
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    ElapsedText(state: context.state)
                        .font(.title2.weight(.semibold))
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 2) {
                    Label("\(context.state.heartRate)", systemImage: "heart.fill")
                        .foregroundStyle(zoneColor(context.state.zone))
                    Text("\(Int(context.state.calories)) kcal")
                        .font(.caption)
                }
                Toggle(isOn: isPaused, intent: PauseWorkoutIntent()) {
                    Image(systemName: isPaused ? "play.fill" : "pause.fill")
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.activityName, systemImage: context.attributes.symbolName)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Label("\(context.state.heartRate)", systemImage: "heart.fill")
                        .foregroundStyle(.red)
                }
                DynamicIslandExpandedRegion(.center) {
                    ElapsedText(state: context.state).font(.title)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Gauge(value: Double(context.state.zone), in: 1...5) {
                        Text("Zone")
                    } currentValueLabel: {
                        Text("Zone \(context.state.zone)")
                    }
                    .tint(zoneColor(context.state.zone))
                }
            } compactLeading: {
                Image(systemName: context.attributes.symbolName).foregroundStyle(.green)
            } compactTrailing: {
                ElapsedText(state: context.state).frame(width: 44)
            } minimal: {
                Image(systemName: "heart.fill").foregroundStyle(.red)
            }
        }
    }
}

#Preview("Workout", as: .content, using: WorkoutAttributes(activityName: "Outdoor Run", symbolName: "figure.run")) {
    WorkoutLiveActivity()
} contentStates: {
    WorkoutAttributes.ContentState(startedAt: .now.addingTimeInterval(-754), pausedAt: nil, heartRate: 128, calories: 96.4, zone: 2)
    WorkoutAttributes.ContentState(startedAt: .now.addingTimeInterval(-3725), pausedAt: nil, heartRate: 171, calories: 612, zone: 5)
    WorkoutAttributes.ContentState(startedAt: .now.addingTimeInterval(-1800), pausedAt: .now.addingTimeInterval(-60), heartRate: 92, calories: 250, zone: 1)
}
