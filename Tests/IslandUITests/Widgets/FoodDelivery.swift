import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stage: Stage
        var eta: Date
        var courierName: String?
        var itemsReady: Int
    }

    enum Stage: String, Codable, CaseIterable {
        case received, preparing, pickedUp = "picked_up", arriving, delivered
    }

    var restaurant: String
    var orderNumber: String
    var itemCount: Int
}

struct ContactCourierIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Contact courier"
    @Parameter(title: "Order") var orderNumber: String

    init() {}
    init(orderNumber: String) { self.orderNumber = orderNumber }

    func perform() async throws -> some IntentResult { .result() }
}

extension DeliveryAttributes.Stage {
    var title: String {
        switch self {
        case .received: "Order received"
        case .preparing: "Being prepared"
        case .pickedUp: "Picked up"
        case .arriving: "Almost there"
        case .delivered: "Delivered"
        }
    }

    var symbol: String {
        switch self {
        case .received: "checkmark.circle"
        case .preparing: "flame.fill"
        case .pickedUp, .arriving: "bicycle"
        case .delivered: "house.fill"
        }
    }

    var progress: Double {
        Double(DeliveryAttributes.Stage.allCases.firstIndex(of: self) ?? 0) / Double(DeliveryAttributes.Stage.allCases.count - 1)
    }
}

struct StageProgress: View {
    let stage: DeliveryAttributes.Stage

    var body: some View {
        ProgressView(value: stage.progress)
            .tint(.orange)
    }
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Image(systemName: context.state.stage.symbol)
                        .foregroundStyle(.orange)
                    Text(context.state.stage.title)
                        .font(.headline)
                    Spacer()
                    if context.state.stage != .delivered {
                        Text(context.state.eta, style: .time)
                            .font(.headline)
                            .monospacedDigit()
                    }
                }
                StageProgress(stage: context.state.stage)
                HStack {
                    Text("\(context.attributes.restaurant) · #\(context.attributes.orderNumber)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Spacer()
                    if let courier = context.state.courierName {
                        Button(intent: ContactCourierIntent(orderNumber: context.attributes.orderNumber)) {
                            Label("Call \(courier)", systemImage: "phone.fill")
                        }
                    }
                }
                if context.isStale {
                    Text("Waiting for an update…")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.restaurant, systemImage: "fork.knife")
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.eta, style: .time)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage.title)
                        .bold()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    StageProgress(stage: context.state.stage)
                }
            } compactLeading: {
                Image(systemName: context.state.stage.symbol)
                    .foregroundStyle(.orange)
            } compactTrailing: {
                Text(context.state.eta, style: .time)
            } minimal: {
                Image(systemName: context.state.stage.symbol)
            }
            .widgetURL(URL(string: "feast://orders/\(context.attributes.orderNumber)"))
            .keylineTint(.orange)
        }
    }
}

extension DeliveryAttributes {
    static var preview: DeliveryAttributes {
        DeliveryAttributes(restaurant: "Luigi's", orderNumber: "4821", itemCount: 3)
    }
}

#Preview("Delivery", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState(stage: .preparing, eta: .now.addingTimeInterval(1500), courierName: nil, itemsReady: 1)
    DeliveryAttributes.ContentState(stage: .arriving, eta: .now.addingTimeInterval(300), courierName: "Sam", itemsReady: 3)
}
