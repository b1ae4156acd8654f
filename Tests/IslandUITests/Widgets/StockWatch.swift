import ActivityKit
import SwiftUI
import WidgetKit

struct StockWatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var quotes: [Quote]
        var marketOpen: Bool
        var updatedAt: Date
        var alerts: [String] = []
    }

    struct Quote: Codable, Hashable {
        var symbol: String
        var price: Double
        var changePercent: Double
    }

    var watchlistName: String
}

extension View {
    /// Applies `transform` only when `condition` holds.
    @ViewBuilder
    func `if`<Transform: View>(_ condition: Bool, transform: (Self) -> Transform) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

extension StockWatchAttributes.Quote {
    var isUp: Bool { changePercent >= 0 }

    var changeText: String {
        let sign = isUp ? "▲" : "▼"
        return "\(sign)\(abs(changePercent).formatted(.number.precision(.fractionLength(2))))%"
    }
}

extension StockWatchAttributes.ContentState {
    var best: StockWatchAttributes.Quote? {
        quotes.max { $0.changePercent < $1.changePercent }
    }

    var advancing: Int { quotes.filter { $0.isUp }.count }
}

private let disclaimer = """
    Delayed quotes
    """

private let closedBanner = #"Market closed — "after hours" prices"#

struct QuoteRow: View {
    let quote: StockWatchAttributes.Quote
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        HStack {
            Text(quote.symbol)
                .font(.system(.body, design: .monospaced))
                .bold()
            Spacer()
            Text(quote.price, format: .number.precision(.fractionLength(2)))
                .monospacedDigit()
            Text(quote.changeText)
                .font(.caption)
                .foregroundStyle(quote.isUp ? .green : .red)
                .frame(width: 64, alignment: .trailing)
        }
        .if(colorScheme == .dark) { view in
            view.foregroundStyle(.white)
        }
    }
}

struct StockWatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: StockWatchAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(context.attributes.watchlistName)
                        .font(.headline)
                    Spacer()
                    Text(context.state.updatedAt, format: .dateTime.hour().minute())
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                ForEach(context.state.quotes.prefix(3), id: \.symbol) { quote in
                    QuoteRow(quote: quote)
                }
                if !context.state.marketOpen {
                    Text(closedBanner)
                        .font(.caption2)
                        .foregroundStyle(.orange)
                }
                ForEach(context.state.alerts, id: \.self) { alert in
                    Label(alert, systemImage: "bell.fill")
                        .font(.caption2)
                }
                Text(disclaimer)
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
            }
            .padding()
            .if(!context.state.marketOpen) { $0.opacity(0.8) }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.watchlistName)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.advancing)/\(context.state.quotes.count) up")
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 2) {
                        ForEach(Array(context.state.quotes.prefix(2).enumerated()), id: \.offset) { index, quote in
                            HStack {
                                Text("\(index + 1).")
                                QuoteRow(quote: quote)
                            }
                        }
                    }
                }
            } compactLeading: {
                if let best = context.state.best {
                    Text(best.symbol).bold()
                }
            } compactTrailing: {
                if let best = context.state.best {
                    Text(best.changeText)
                        .foregroundStyle(best.isUp ? .green : .red)
                }
            } minimal: {
                Image(systemName: context.state.advancing * 2 >= context.state.quotes.count ? "chart.line.uptrend.xyaxis" : "chart.line.downtrend.xyaxis")
            }
        }
    }
}

#Preview("Stocks", as: .content, using: StockWatchAttributes(watchlistName: "Tech")) {
    StockWatchLiveActivity()
} contentStates: {
    StockWatchAttributes.ContentState(quotes: [.init(symbol: "AAPL", price: 231.5, changePercent: 1.234), .init(symbol: "MSFT", price: 415.02, changePercent: -0.51), .init(symbol: "NVDA", price: 128.9, changePercent: 3.8)], marketOpen: true, updatedAt: Date(timeIntervalSince1970: 1_764_420_900))
    StockWatchAttributes.ContentState(quotes: [.init(symbol: "AAPL", price: 229.1, changePercent: -1.04), .init(symbol: "MSFT", price: 410.0, changePercent: -1.72), .init(symbol: "NVDA", price: 127.0, changePercent: -0.3), .init(symbol: "GOOG", price: 170.2, changePercent: 0.12)], marketOpen: false, updatedAt: Date(timeIntervalSince1970: 1_764_442_800), alerts: ["NVDA crossed 127"])
    StockWatchAttributes.ContentState(quotes: [], marketOpen: true, updatedAt: Date(timeIntervalSince1970: 1_764_421_000))
}
