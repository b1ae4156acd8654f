import ActivityKit
import SwiftUI
import WidgetKit

struct WorkoutRingsAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var move: Ring
        var exercise: Ring
        var stand: Ring
        var heartRate: Int?
        var isPaused: Bool
    }

    struct Ring: Codable, Hashable {
        var value: Double
        var goal: Double

        var fraction: Double { goal > 0 ? min(value / goal, 1) : 0 }
        var isClosed: Bool { value >= goal }
    }

    var workoutName: String
    var startedAt: Date
}

/// The app's own flame-shaped badge: a custom Shape.
struct Flame: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addQuadCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.midY))
        return path
    }
}

struct RingView: View {
    let ring: WorkoutRingsAttributes.Ring
    let color: Color
    var lineWidth: CGFloat = 6

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.25), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: ring.fraction)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct RingRow: View {
    let title: String
    let ring: WorkoutRingsAttributes.Ring
    let unit: String
    let color: Color

    var body: some View {
        HStack(spacing: 4) {
            Text(title)
                .foregroundStyle(color)
            Text("\(Int(ring.value))/\(Int(ring.goal)) \(unit)")
                .monospacedDigit()
            if ring.isClosed {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(color)
            }
        }
        .font(.caption)
    }
}

struct WorkoutRingsLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WorkoutRingsAttributes.self) { context in
            HStack(spacing: 16) {
                ZStack {
                    RingView(ring: context.state.move, color: .red)
                        .frame(width: 60, height: 60)
                    RingView(ring: context.state.exercise, color: .green)
                        .frame(width: 44, height: 44)
                    RingView(ring: context.state.stand, color: .cyan)
                        .frame(width: 28, height: 28)
                }
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text(context.attributes.workoutName).font(.headline)
                        if context.state.isPaused {
                            Text("Paused").font(.caption).foregroundStyle(.yellow)
                        }
                    }
                    RingRow(title: "Move", ring: context.state.move, unit: "kcal", color: .red)
                    RingRow(title: "Exercise", ring: context.state.exercise, unit: "min", color: .green)
                    RingRow(title: "Stand", ring: context.state.stand, unit: "h", color: .cyan)
                }
                Spacer()
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    RingView(ring: context.state.move, color: .red, lineWidth: 4)
                        .frame(width: 36, height: 36)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if let bpm = context.state.heartRate {
                        Label("\(bpm)", systemImage: "heart.fill")
                            .foregroundStyle(.red)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.workoutName)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        Flame().fill(.orange).frame(width: 12, height: 16)
                        Text("\(Int(context.state.move.value)) kcal")
                        Spacer()
                        Text(context.attributes.startedAt, style: .timer)
                            .monospacedDigit()
                    }
                }
            } compactLeading: {
                RingView(ring: context.state.move, color: .red, lineWidth: 3)
                    .frame(width: 20, height: 20)
            } compactTrailing: {
                Text("\(Int(context.state.move.fraction * 100))%")
            } minimal: {
                RingView(ring: context.state.move, color: .red, lineWidth: 3)
            }
        }
    }
}

#Preview("Rings", as: .content, using: WorkoutRingsAttributes(workoutName: "Outdoor Run", startedAt: Date(timeIntervalSince1970: 1_764_419_400))) {
    WorkoutRingsLiveActivity()
} contentStates: {
    WorkoutRingsAttributes.ContentState(move: .init(value: 120, goal: 500), exercise: .init(value: 8, goal: 30), stand: .init(value: 4, goal: 12), heartRate: 132, isPaused: false)
    WorkoutRingsAttributes.ContentState(move: .init(value: 510, goal: 500), exercise: .init(value: 30, goal: 30), stand: .init(value: 9, goal: 12), heartRate: nil, isPaused: true)
    WorkoutRingsAttributes.ContentState(move: .init(value: 0, goal: 0), exercise: .init(value: 0, goal: 30), stand: .init(value: 12, goal: 12), heartRate: 98, isPaused: false)
}
