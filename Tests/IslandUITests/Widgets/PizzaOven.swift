import ActivityKit
import SwiftUI
import WidgetKit

struct PizzaOrderAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stage: Stage
        var stageStarted: Date
        var stageEnds: Date
        var driverName: String? = nil
        var itemsReady: Int
    }

    enum Stage: Int, Codable, CaseIterable {
        case received = 0
        case baking
        case outForDelivery
        case delivered

        var title: String {
            switch self {
            case .received: "Order received"
            case .baking: "In the oven"
            case .outForDelivery: "On its way"
            case .delivered: "Enjoy!"
            }
        }

        var icon: String {
            switch self {
            case .received: "list.clipboard"
            case .baking: "flame"
            case .outForDelivery: "car.fill"
            case .delivered: "house.fill"
            }
        }
    }

    var storeName: String
    var orderNumber: Int
    var itemCount: Int
}

/// A titled box, the way the app's design system wraps every section.
struct Section<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption2)
                .textCase(.uppercase)
                .foregroundStyle(.secondary)
            content
        }
    }
}

struct StageDots: View {
    let current: PizzaOrderAttributes.Stage

    var body: some View {
        HStack(spacing: 4) {
            ForEach(PizzaOrderAttributes.Stage.allCases, id: \.self) { stage in
                Image(systemName: stage.rawValue <= current.rawValue ? "circle.fill" : "circle")
                    .font(.system(size: 6))
            }
        }
    }
}

struct PizzaLiveActivity: Widget {
    let eta: (PizzaOrderAttributes.ContentState) -> String = { state in
        state.stage == .delivered ? "Delivered" : "by \(state.stageEnds.formatted(date: .omitted, time: .shortened))"
    }

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaOrderAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                header(context.attributes.storeName) {
                    Text("#\(context.attributes.orderNumber)")
                        .monospacedDigit()
                }
                Section(context.state.stage.title) {
                    if context.state.stage == .delivered {
                        Text("\(context.attributes.itemCount) items delivered")
                    } else {
                        ProgressView(timerInterval: context.state.stageStarted...context.state.stageEnds, countsDown: false) {
                            Text(eta(context.state))
                        } currentValueLabel: {
                            Text(timerInterval: context.state.stageStarted...context.state.stageEnds)
                        }
                        .tint(.orange)
                    }
                }
                if let driver = context.state.driverName {
                    Label("\(driver) is bringing your order", systemImage: "person.fill")
                        .font(.caption)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.storeName, systemImage: context.state.stage.icon)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(eta(context.state))
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack {
                        Text(context.state.stage.title)
                        StageDots(current: context.state.stage)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.stage.icon)
                    .foregroundStyle(.orange)
            } compactTrailing: {
                if context.state.stage == .delivered {
                    Image(systemName: "checkmark")
                } else {
                    Text(timerInterval: context.state.stageStarted...context.state.stageEnds)
                        .frame(width: 40)
                }
            } minimal: {
                Image(systemName: context.state.stage.icon)
            }
        }
    }

    @ViewBuilder
    private func header<Trailing: View>(_ title: String, @ViewBuilder trailing: () -> Trailing) -> some View {
        HStack {
            Text(title).font(.headline)
            Spacer()
            trailing()
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview("Pizza", as: .content, using: PizzaOrderAttributes(storeName: "Tony's Pizzeria", orderNumber: 4127, itemCount: 3)) {
    PizzaLiveActivity()
} contentStates: {
    PizzaOrderAttributes.ContentState(stage: .received, stageStarted: Date(timeIntervalSince1970: 1_764_421_080), stageEnds: Date(timeIntervalSince1970: 1_764_421_380), itemsReady: 0)
    PizzaOrderAttributes.ContentState(stage: .baking, stageStarted: Date(timeIntervalSince1970: 1_764_420_900), stageEnds: Date(timeIntervalSince1970: 1_764_421_500), itemsReady: 1)
    PizzaOrderAttributes.ContentState(stage: .outForDelivery, stageStarted: Date(timeIntervalSince1970: 1_764_420_600), stageEnds: Date(timeIntervalSince1970: 1_764_422_400), driverName: "Marco", itemsReady: 3)
    PizzaOrderAttributes.ContentState(stage: .delivered, stageStarted: Date(timeIntervalSince1970: 1_764_420_600), stageEnds: Date(timeIntervalSince1970: 1_764_421_100), driverName: "Marco", itemsReady: 3)
}
