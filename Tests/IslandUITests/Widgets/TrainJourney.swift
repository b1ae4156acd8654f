import ActivityKit
import SwiftUI
import WidgetKit

// MARK: - Model

public struct TrainJourneyAttributes: ActivityAttributes {
    public typealias ContentState = JourneyStatus

    public struct JourneyStatus: Codable, Hashable {
        public var scheduledDeparture: Date
        public var delayMinutes: Int
        public var platform: String?
        public var nextStop: Stop?
        public var state: RunState

        enum CodingKeys: String, CodingKey {
            case scheduledDeparture = "dep"
            case delayMinutes = "delay"
            case platform = "plat"
            case nextStop = "next"
            case state
        }
    }

    public struct Stop: Codable, Hashable {
        public var name: String
        public var arrival: Date
    }

    public enum RunState: String, Codable, Hashable {
        case boarding
        case departed
        case cancelled
        case arrived
    }

    public var journeyID: UUID
    public var trainNumber: String
    public var origin: String
    public var destination: String
    public var ticketURL: URL?
}

// MARK: - Constants

enum Constants {
    static let brand = Color(red: 0.86, green: 0.0, blue: 0.11)
    static let delayThreshold = 5
    static let symbol = "tram.fill"
}

private extension TrainJourneyAttributes.JourneyStatus {
    var expectedDeparture: Date {
        scheduledDeparture.addingTimeInterval(TimeInterval(delayMinutes * 60))
    }

    var isLate: Bool { delayMinutes >= Constants.delayThreshold }

    var delayText: String {
        guard delayMinutes > 0 else { return "On time" }
        return "+\(delayMinutes) min"
    }
}

fileprivate func platformText(_ platform: String?) -> String {
    guard let platform, !platform.isEmpty else { return "Platform –" }
    return "Platform \(platform)"
}

// MARK: - Views

struct DepartureRow: View {
    let status: TrainJourneyAttributes.JourneyStatus

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(status.expectedDeparture, style: .time)
                .font(.title3.weight(.semibold))
                .monospacedDigit()
            if status.delayMinutes > 0 {
                Text(status.scheduledDeparture, style: .time)
                    .strikethrough()
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(status.delayText)
                .font(.caption.bold())
                .foregroundStyle(status.isLate ? Color.red : Color.green)
        }
    }
}

struct TrainJourneyLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TrainJourneyAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Image(systemName: Constants.symbol)
                        .foregroundStyle(Constants.brand)
                    Text("\(context.attributes.trainNumber) to \(context.attributes.destination)")
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text(platformText(context.state.platform))
                        .font(.caption)
                }
                switch context.state.state {
                case .boarding:
                    DepartureRow(status: context.state)
                    Text("Departs \(Text(context.state.expectedDeparture, style: .relative))")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                case .departed:
                    if let next = context.state.nextStop {
                        HStack {
                            Text("Next: \(next.name)")
                            Spacer()
                            Text(next.arrival, style: .time)
                        }
                    } else {
                        Text("Non-stop to \(context.attributes.destination)")
                    }
                case .cancelled:
                    Label("This train is cancelled", systemImage: "xmark.octagon.fill")
                        .foregroundStyle(.red)
                case .arrived:
                    Label("Arrived in \(context.attributes.destination)", systemImage: "checkmark.circle.fill")
                        .foregroundStyle(.green)
                }
            }
            .padding(16)
            .activityBackgroundTint(Color.black.opacity(0.85))
            .widgetURL(context.attributes.ticketURL)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    VStack(alignment: .leading) {
                        Text(context.attributes.origin).font(.caption2)
                        Text(context.state.scheduledDeparture, style: .time)
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing) {
                        Text(context.attributes.destination).font(.caption2)
                        if let next = context.state.nextStop {
                            Text(next.arrival, style: .time)
                        }
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if context.state.state == .boarding {
                        DepartureRow(status: context.state)
                    } else {
                        Text(platformText(context.state.platform))
                    }
                }
            } compactLeading: {
                Image(systemName: Constants.symbol)
                    .foregroundStyle(Constants.brand)
            } compactTrailing: {
                Text(context.state.delayText)
                    .foregroundStyle(context.state.isLate ? .red : .green)
            } minimal: {
                Image(systemName: context.state.state == .cancelled ? "xmark" : Constants.symbol)
            }
            .keylineTint(Constants.brand)
        }
    }
}

// MARK: - Previews

extension TrainJourneyAttributes {
    static var preview: TrainJourneyAttributes {
        TrainJourneyAttributes(journeyID: UUID(uuidString: "5B1F0F0E-6C36-4F0B-9A55-2E3B9D9E7C11")!, trainNumber: "ICE 597",
                               origin: "Berlin Hbf", destination: "München Hbf",
                               ticketURL: URL(string: "rail://tickets/ICE597"))
    }
}

extension TrainJourneyAttributes.ContentState {
    static let onTime = TrainJourneyAttributes.ContentState(
        scheduledDeparture: Date(timeIntervalSince1970: 1_764_421_200 + 600), delayMinutes: 0, platform: "7",
        nextStop: nil, state: .boarding)
    static let late = TrainJourneyAttributes.ContentState(
        scheduledDeparture: Date(timeIntervalSince1970: 1_764_421_200 + 600), delayMinutes: 12, platform: nil,
        nextStop: nil, state: .boarding)
    static let underway = TrainJourneyAttributes.ContentState(
        scheduledDeparture: Date(timeIntervalSince1970: 1_764_421_200 - 3_600), delayMinutes: 3, platform: "7",
        nextStop: .init(name: "Erfurt Hbf", arrival: Date(timeIntervalSince1970: 1_764_421_200 + 1_500)), state: .departed)
    static let cancelled = TrainJourneyAttributes.ContentState(
        scheduledDeparture: Date(timeIntervalSince1970: 1_764_421_200 + 600), delayMinutes: 0, platform: "7",
        nextStop: nil, state: .cancelled)
}

#Preview("Train", as: .content, using: TrainJourneyAttributes.preview) {
    TrainJourneyLiveActivity()
} contentStates: {
    TrainJourneyAttributes.ContentState.onTime
    TrainJourneyAttributes.ContentState.late
    TrainJourneyAttributes.ContentState.underway
    TrainJourneyAttributes.ContentState.cancelled
}
