import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct RunAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var distanceMeters: Double
        var goalMeters: Double
        var startedAt: Date
        var pausedAt: Date?
        var heartRate: Int?
        var paceSecondsPerKm: Int
    }

    var raceName: String
    var bib: String
}

struct PauseRunIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Pause run"
    func perform() async throws -> some IntentResult { .result() }
}

struct ResumeRunIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Resume run"
    func perform() async throws -> some IntentResult { .result() }
}

extension Color {
    init(hex: Int) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}

struct RunLiveActivity: Widget {
    let accent = Color(hex: 0xFF5A00)

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RunAttributes.self) { context in
            RunLockScreen(context: context, accent: accent)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    VStack(alignment: .leading) {
                        Text(distance(context.state.distanceMeters))
                            .font(.title3.bold())
                            .monospacedDigit()
                        Text("distance").font(.caption2).foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing) {
                        elapsed(context.state)
                            .font(.title3.bold())
                        Text("time").font(.caption2).foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Gauge(value: min(context.state.distanceMeters, context.state.goalMeters), in: 0...context.state.goalMeters) {
                        Text("Goal")
                    } currentValueLabel: {
                        Text(distance(context.state.distanceMeters))
                    }
                    .tint(accent)
                }
            } compactLeading: {
                Image(systemName: context.state.pausedAt == nil ? "figure.run" : "pause.fill")
                    .foregroundStyle(accent)
            } compactTrailing: {
                Text(distance(context.state.distanceMeters))
                    .monospacedDigit()
            } minimal: {
                Image(systemName: "figure.run")
                    .foregroundStyle(accent)
            }
            .keylineTint(accent)
        }
    }

    func distance(_ meters: Double) -> String {
        Measurement(value: meters / 1000, unit: UnitLength.kilometers)
            .formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(2))))
    }

    @ViewBuilder
    func elapsed(_ state: RunAttributes.ContentState) -> some View {
        if let paused = state.pausedAt {
            Text(timerInterval: state.startedAt...Date.distantFuture, pauseTime: paused, countsDown: false)
                .monospacedDigit()
        } else {
            Text(state.startedAt, style: .timer)
                .monospacedDigit()
        }
    }
}

struct RunLockScreen: View {
    let context: ActivityViewContext<RunAttributes>
    let accent: Color

    private var pace: String {
        let minutes = context.state.paceSecondsPerKm / 60
        let seconds = context.state.paceSecondsPerKm % 60
        return String(format: "%d:%02d /km", minutes, seconds)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(context.attributes.raceName)
                    .font(.headline)
                Text("#\(context.attributes.bib)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                if let bpm = context.state.heartRate {
                    Label("\(bpm)", systemImage: "heart.fill")
                        .foregroundStyle(.red)
                        .monospacedDigit()
                }
            }
            HStack(alignment: .firstTextBaseline) {
                Text(RunLiveActivity().distance(context.state.distanceMeters))
                    .font(.title.bold())
                    .monospacedDigit()
                Spacer()
                Text(pace)
                    .monospacedDigit()
                    .foregroundStyle(accent)
            }
            ProgressView(value: context.state.distanceMeters, total: context.state.goalMeters)
                .tint(accent)
            HStack {
                RunLiveActivity().elapsed(context.state)
                Spacer()
                if context.state.pausedAt == nil {
                    Button(intent: PauseRunIntent()) {
                        Label("Pause", systemImage: "pause.fill")
                    }
                } else {
                    Button(intent: ResumeRunIntent()) {
                        Label("Resume", systemImage: "play.fill")
                    }
                }
            }
        }
        .padding()
        .activityBackgroundTint(.black)
    }
}

#Preview("Run", as: .content, using: RunAttributes(raceName: "City Half", bib: "2417")) {
    RunLiveActivity()
} contentStates: {
    RunAttributes.ContentState(distanceMeters: 7420, goalMeters: 21097, startedAt: Date(timeIntervalSince1970: 1_764_418_500), pausedAt: nil, heartRate: 162, paceSecondsPerKm: 338)
    RunAttributes.ContentState(distanceMeters: 12050, goalMeters: 21097, startedAt: Date(timeIntervalSince1970: 1_764_416_400), pausedAt: Date(timeIntervalSince1970: 1_764_420_600), heartRate: nil, paceSecondsPerKm: 349)
    RunAttributes.ContentState(distanceMeters: 21097, goalMeters: 21097, startedAt: Date(timeIntervalSince1970: 1_764_413_700), pausedAt: nil, heartRate: 171, paceSecondsPerKm: 331)
}
