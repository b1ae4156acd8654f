import ActivityKit
import SwiftUI
import WidgetKit

struct OvenAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var currentCelsius: Double
        var targetCelsius: Double
        var mode: Mode
        var timerEnd: Date?
        var doorOpen: Bool
    }

    enum Mode: String, Codable {
        case preheating, baking, keepingWarm, off
    }

    var applianceName: String
    var recipe: String?
}

private enum Layout {
    static let barWidth: CGFloat = 120
    static let flame = "flame.fill"
}

private extension OvenAttributes.ContentState {
    var fraction: Double {
        guard targetCelsius > 0 else { return 0 }
        return min(1, max(0, currentCelsius / targetCelsius))
    }

    func temperature(_ celsius: Double) -> String {
        Measurement(value: celsius, unit: UnitTemperature.celsius)
            .formatted(.measurement(width: .narrow, numberFormatStyle: .number.precision(.fractionLength(0))))
    }
}

struct OvenLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OvenAttributes.self) { context in
            let state = context.state
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(context.attributes.applianceName).font(.headline)
                    if let recipe = context.attributes.recipe {
                        Text("· \(recipe)").foregroundStyle(.secondary)
                    }
                    Spacer()
                    modeBadge(state.mode)
                }
                switch (state.mode, state.doorOpen) {
                case (_, true):
                    Label("Door open", systemImage: "exclamationmark.triangle.fill")
                        .foregroundStyle(.orange)
                case (.preheating, false):
                    HStack {
                        Text(state.temperature(state.currentCelsius))
                            .font(.title2.bold())
                        Text("of \(state.temperature(state.targetCelsius))")
                            .foregroundStyle(.secondary)
                        Spacer()
                        Text(state.fraction, format: .percent.precision(.fractionLength(0)))
                    }
                    ZStack(alignment: .leading) {
                        Capsule().fill(.gray.opacity(0.3))
                        Capsule().fill(.orange)
                            .frame(width: Layout.barWidth * state.fraction)
                    }
                    .frame(width: Layout.barWidth, height: 6)
                case (.baking, false):
                    if let end = state.timerEnd {
                        Text("Ready at \(end, format: .dateTime.hour().minute())")
                        Text(timerInterval: Date.now...end, countsDown: true)
                            .font(.title.monospacedDigit())
                    } else {
                        Text("Baking at \(state.temperature(state.targetCelsius))")
                    }
                default:
                    Text(state.mode == .off ? "Oven is off" : "Keeping warm")
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: Layout.flame).foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.temperature(context.state.currentCelsius))
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if #available(iOS 17.0, *) {
                        Text(context.attributes.recipe ?? context.attributes.applianceName)
                    } else {
                        Text(context.attributes.applianceName)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.doorOpen ? "exclamationmark.triangle.fill" : Layout.flame)
                    .foregroundStyle(.orange)
            } compactTrailing: {
                if let end = context.state.timerEnd, context.state.mode == .baking {
                    Text(end, style: .timer).monospacedDigit().frame(maxWidth: 44)
                } else {
                    Text(verbatim: context.state.temperature(context.state.currentCelsius))
                }
            } minimal: {
                Text("\(Int(context.state.currentCelsius))°")
            }
        }
    }

    @ViewBuilder
    private func modeBadge(_ mode: OvenAttributes.Mode) -> some View {
        let title: String = {
            switch mode {
            case .preheating: return "Preheating"
            case .baking: return "Baking"
            case .keepingWarm: return "Warm"
            case .off: return "Off"
            }
        }()
        Text(title)
            .font(.caption.bold())
            .textCase(.uppercase)
            .foregroundStyle(mode == .off ? Color.secondary : Color.orange)
    }
}

#Preview("Oven", as: .content, using: OvenAttributes(applianceName: "Oven", recipe: "Sourdough")) {
    OvenLiveActivity()
} contentStates: {
    OvenAttributes.ContentState(currentCelsius: 142.4, targetCelsius: 230, mode: .preheating, timerEnd: nil, doorOpen: false)
    OvenAttributes.ContentState(currentCelsius: 230, targetCelsius: 230, mode: .baking, timerEnd: Date(timeIntervalSince1970: 1_764_423_900), doorOpen: false)
    OvenAttributes.ContentState(currentCelsius: 201, targetCelsius: 230, mode: .baking, timerEnd: nil, doorOpen: true)
    OvenAttributes.ContentState(currentCelsius: 80, targetCelsius: 0, mode: .keepingWarm, timerEnd: nil, doorOpen: false)
}
