import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct GymSetsAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Phase: Codable, Hashable {
            case lifting(set: Int)
            case resting(until: Date)
            case done
        }

        var exercise: String
        var phase: Phase
        var totalSets: Int
        var weightKg: Double
        var reps: Int
    }

    var workoutName: String
}

struct CompleteSetIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Set done"

    func perform() async throws -> some IntentResult { .result() }
}

struct SetDots: View {
    let done: Int
    let total: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<total, id: \.self) { index in
                Circle()
                    .fill(index < done ? Color.orange : Color.gray.opacity(0.4))
                    .frame(width: 8, height: 8)
            }
        }
    }
}

extension GymSetsAttributes.ContentState {
    var setsDone: Int {
        switch phase {
        case .lifting(let set): return set - 1
        case .resting: return setNumber
        case .done: return totalSets
        }
    }

    var setNumber: Int {
        if case .lifting(let set) = phase { return set }
        return min(totalSets, max(1, totalSets - 1))
    }

    var load: String {
        "\(reps) × \(weightKg.formatted(.number.precision(.fractionLength(0...1)))) kg"
    }
}

struct GymSetsLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GymSetsAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 2) {
                    Text(context.state.exercise)
                        .font(.headline)
                    Text(context.state.load)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .padding(2)
                    Spacer()
                    SetDots(done: context.state.setsDone, total: context.state.totalSets)
                }
                switch context.state.phase {
                case .lifting(let set):
                    HStack {
                        Text("Set \(set) of \(context.state.totalSets)")
                            .font(.title3.bold())
                        Spacer()
                        Button(intent: CompleteSetIntent()) {
                            Text("Done")
                        }
                        .tint(.orange)
                    }
                case .resting(let until):
                    HStack(spacing: 4) {
                        Image(systemName: "timer")
                        Text("Rest")
                        Text(timerInterval: Date.now...until, countsDown: true)
                            .monospacedDigit()
                            .contentTransition(.numericText(countsDown: true))
                    }
                    .font(.title3)
                case .done:
                    Label("Workout complete", systemImage: "checkmark.seal.fill")
                        .foregroundStyle(.green)
                }
            }
            .padding()
            .activityBackgroundTint(.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.exercise).font(.headline).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    SetDots(done: context.state.setsDone, total: context.state.totalSets)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.attributes.workoutName + " · " + context.state.load)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: "dumbbell.fill")
                    .foregroundStyle(.orange)
            } compactTrailing: {
                switch context.state.phase {
                case .lifting(let set):
                    Text("\(set)/\(context.state.totalSets)")
                case .resting(let until):
                    Text(timerInterval: Date.now...until, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 40)
                case .done:
                    Image(systemName: "checkmark")
                }
            } minimal: {
                Text("\(context.state.setsDone)")
                    .foregroundStyle(.orange)
            }
        }
    }
}

#Preview("Sets", as: .content, using: GymSetsAttributes(workoutName: "Push day")) {
    GymSetsLiveActivity()
} contentStates: {
    GymSetsAttributes.ContentState(exercise: "Bench press", phase: .lifting(set: 2), totalSets: 4, weightKg: 60, reps: 8)
    GymSetsAttributes.ContentState(exercise: "Bench press", phase: .resting(until: Date(timeIntervalSince1970: 1_764_421_290)), totalSets: 4, weightKg: 62.5, reps: 6)
    GymSetsAttributes.ContentState(exercise: "Dips", phase: .done, totalSets: 3, weightKg: 0, reps: 12)
}
