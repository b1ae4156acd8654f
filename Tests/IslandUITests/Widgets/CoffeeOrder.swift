import ActivityKit
import SwiftUI
import WidgetKit

struct CoffeeOrderAttributes: ActivityAttributes {
    typealias ContentState = OrderStatus

    var storeName: String
    var orderID: String
    var drinks: [String]
}

struct OrderStatus: Codable, Hashable {
    var step: Int
    var readyAt: Date?
    var barista: String?
    var message: String?
}

private let steps = ["Ordered", "Brewing", "Ready"]

struct StepDots: View {
    var current: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Array(steps.enumerated()), id: \.offset) { index, title in
                Image(systemName: index <= current ? "circle.fill" : "circle")
                    .foregroundStyle(index <= current ? Color.brown : Color.gray)
                if index < steps.count - 1 {
                    Rectangle().frame(width: 12, height: 2)
                }
            }
        }
    }
}

struct Card<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            content
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

struct CoffeeOrderLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CoffeeOrderAttributes.self) { context in
            Card {
                HStack {
                    Image(systemName: "cup.and.saucer.fill")
                    Text(context.attributes.storeName).font(.headline)
                    Spacer()
                    Text(steps[min(context.state.step, steps.count - 1)])
                        .foregroundStyle(context.state.step >= 2 ? .green : .brown)
                        .bold()
                }
                StepDots(current: context.state.step)
                Text(context.attributes.drinks.joined(separator: ", "))
                    .font(.caption)
                    .lineLimit(1)
                if let message = context.state.message {
                    Text(message).font(.caption).italic()
                } else if let ready = context.state.readyAt, context.state.step < 2 {
                    Text("Ready around \(ready.formatted(date: .omitted, time: .shortened))").font(.caption)
                }
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "cup.and.saucer.fill").font(.title)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("#\(context.attributes.orderID)").font(.caption.monospaced())
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(steps[min(context.state.step, 2)])
                }
                DynamicIslandExpandedRegion(.bottom) {
                    StepDots(current: context.state.step)
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
            } compactTrailing: {
                Text(steps[min(context.state.step, 2)]).font(.caption2)
            } minimal: {
                Text("\(context.state.step + 1)/3")
            }
        }
    }
}

#Preview("Coffee", as: .content, using: CoffeeOrderAttributes(storeName: "Bean There", orderID: "A17", drinks: ["Flat white", "Chai latte", "Croissant"])) {
    CoffeeOrderLiveActivity()
} contentStates: {
    OrderStatus(step: 0, readyAt: .now.addingTimeInterval(480), barista: nil, message: nil)
    OrderStatus(step: 1, readyAt: .now.addingTimeInterval(120), barista: "Kim", message: nil)
    OrderStatus(step: 2, readyAt: nil, barista: "Kim", message: "Pick up at the end of the bar")
}
