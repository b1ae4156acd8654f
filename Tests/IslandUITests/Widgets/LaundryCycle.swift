import ActivityKit
import SwiftUI
import WidgetKit

struct LaundryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        enum Program: String, Codable {
            case cotton = "COTTON"
            case delicates = "DELICATES"
            case quick = "QUICK_30"
        }

        enum Step: String, Codable {
            case washing, rinsing, spinning, done
            case error = "ERR"
        }

        var program: Program
        var step: Step
        var percentComplete: Double
        var remainingSeconds: Int
        var errorCode: String?
    }

    var machineName: String
    var location: String
}

struct StatusPill: ViewModifier {
    var color: Color

    func body(content: Content) -> some View {
        content
            .font(.caption.weight(.bold))
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .foregroundStyle(color)
    }
}

extension View {
    func statusPill(_ color: Color) -> some View {
        modifier(StatusPill(color: color))
    }
}

extension LaundryAttributes.ContentState.Step {
    var label: String {
        switch self {
        case .washing: "Washing"
        case .rinsing: "Rinsing"
        case .spinning: "Spinning"
        case .done: "Done"
        case .error: "Needs attention"
        }
    }

    var tint: Color {
        switch self {
        case .done: .green
        case .error: .red
        default: .cyan
        }
    }
}

extension LaundryAttributes.ContentState.Program {
    var displayName: String {
        switch self {
        case .cotton: return "Cotton 60°"
        case .delicates: return "Delicates"
        case .quick: return "Quick 30'"
        }
    }
}

func remainingText(_ seconds: Int) -> String {
    if seconds <= 0 { return "0 min" }
    let minutes = (seconds + 59) / 60
    if minutes >= 60 {
        return "\(minutes / 60) h \(minutes % 60) min"
    }
    return "\(minutes) min"
}

struct LaundryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LaundryAttributes.self) { context in
            HStack(spacing: 12) {
                Gauge(value: context.state.percentComplete, in: 0...100) {
                    Image(systemName: "washer.fill")
                } currentValueLabel: {
                    Text("\(Int(context.state.percentComplete))%")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(context.state.step.tint)

                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.machineName)
                        .font(.headline)
                    Text("\(context.state.program.displayName) · \(context.attributes.location)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                Spacer(minLength: 0)
                VStack(alignment: .trailing, spacing: 2) {
                    Text(context.state.step.label)
                        .statusPill(context.state.step.tint)
                    if context.state.step == .error, let code = context.state.errorCode {
                        Text("Code \(code)").font(.caption2)
                    } else if context.state.step != .done {
                        Text(remainingText(context.state.remainingSeconds))
                            .font(.caption)
                            .monospacedDigit()
                    }
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Gauge(value: context.state.percentComplete, in: 0...100) {
                        Text("Cycle")
                    } currentValueLabel: {
                        Text(context.state.percentComplete.formatted(.number.precision(.fractionLength(0))))
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }
                    .gaugeStyle(.accessoryCircular)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(remainingText(context.state.remainingSeconds))
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.machineName)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.step.label)
                        .modifier(StatusPill(color: context.state.step.tint))
                }
            } compactLeading: {
                Image(systemName: "washer.fill")
                    .foregroundStyle(context.state.step.tint)
            } compactTrailing: {
                Text(context.state.step == .done ? "Done" : remainingText(context.state.remainingSeconds))
            } minimal: {
                Gauge(value: context.state.percentComplete / 100) {
                    Image(systemName: "washer.fill")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        }
    }
}

#Preview("Laundry", as: .content, using: LaundryAttributes(machineName: "Washer 3", location: "Basement")) {
    LaundryLiveActivity()
} contentStates: {
    LaundryAttributes.ContentState(program: .cotton, step: .washing, percentComplete: 12.5, remainingSeconds: 4_380, errorCode: nil)
    LaundryAttributes.ContentState(program: .quick, step: .spinning, percentComplete: 88, remainingSeconds: 170, errorCode: nil)
    LaundryAttributes.ContentState(program: .delicates, step: .error, percentComplete: 40, remainingSeconds: 1_200, errorCode: "E21")
    LaundryAttributes.ContentState(program: .cotton, step: .done, percentComplete: 100, remainingSeconds: 0, errorCode: nil)
}
