import ActivityKit
import SwiftUI
import WidgetKit

struct GroceryPickingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var picked: [String]
        var remaining: [String]
        var substitutions: Int
        var readyAt: Date?

        var progress: Double {
            let total = picked.count + remaining.count
            return total == 0 ? 1 : Double(picked.count) / Double(total)
        }

        var headline: String {
            if remaining.isEmpty { return "Ready for pickup" }
            return "Picking your order"
        }
    }

    var storeName: String
    var orderNumber: String
}

struct PickedList: View {
    let items: [String]
    let limit: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items.prefix(limit), id: \.self) { item in
                Label(item, systemImage: "checkmark")
                    .font(.caption)
            }
            if items.count > limit {
                Text("+ \(items.count - limit) more")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct GroceryPickingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GroceryPickingAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(context.state.headline)
                        .font(.headline)
                    Spacer()
                    Text(context.state.progress.formatted(.percent.precision(.fractionLength(0))))
                        .foregroundStyle(.green)
                }
                ProgressView(value: Double(context.state.picked.count), total: Double(context.state.picked.count + context.state.remaining.count))
                    .tint(.green)
                #if os(watchOS)
                Text("\(context.state.remaining.count) left")
                #else
                PickedList(items: context.state.picked, limit: 2)
                #endif
                if let readyAt = context.state.readyAt {
                    Text("Ready at \(readyAt, style: .time) · order \(context.attributes.orderNumber)")
                        .font(.caption)
                }
                if context.state.substitutions > 0 {
                    Text("\(context.state.substitutions) substitution\(context.state.substitutions == 1 ? "" : "s") to review")
                        .foregroundStyle(.orange)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.storeName)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.picked.count)/\(context.state.picked.count + context.state.remaining.count)")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: context.state.progress)
                }
            } compactLeading: {
                Image(systemName: "cart.fill")
            } compactTrailing: {
                Text(context.state.progress, format: .percent.precision(.fractionLength(0)))
            } minimal: {
                Image(systemName: "cart.fill")
            }
        }
    }
}

#Preview("Picking", as: .content, using: GroceryPickingAttributes(storeName: "Fresh Corner", orderNumber: "A-117")) {
    GroceryPickingLiveActivity()
} contentStates: {
    GroceryPickingAttributes.ContentState(picked: ["Milk", "Eggs", "Rye bread"], remaining: ["Apples", "Coffee"], substitutions: 1, readyAt: nil)
    GroceryPickingAttributes.ContentState(picked: ["Milk", "Eggs", "Rye bread", "Apples", "Coffee"], remaining: [], substitutions: 0, readyAt: Date(timeIntervalSince1970: 1_764_423_000))
}
