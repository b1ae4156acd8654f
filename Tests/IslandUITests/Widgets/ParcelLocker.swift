import ActivityKit
import SwiftUI
import WidgetKit

struct ParcelLockerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stage: Int
        var totalStages: Int
        var lockerCode: String?
        var parcelsWaiting: Int
        var pickupDeadline: Date
        var note: String?
    }

    var carrier: String
    var lockerName: String
    var trackingNumber: String
}

extension Color {
    static let lockerYellow = Color(red: 1.0, green: 0.8, blue: 0.0)
    static let lockerInk = Color(red: 0.12, green: 0.12, blue: 0.14)
}

/// The progress line as the design team drew it: a grey track and a yellow fill, 6 pt high.
struct StageBar: View {
    let stage: Int
    let total: Int

    var body: some View {
        GeometryReader { geo in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.white.opacity(0.2))
                Capsule()
                    .fill(Color.lockerYellow)
                    .frame(width: geo.size.width * CGFloat(stage) / CGFloat(max(total, 1)))
            }
        }
        .frame(height: 6)
    }
}

struct LockerLockScreenView: View {
    let context: ActivityViewContext<ParcelLockerAttributes>

    private var stageTitle: String {
        switch context.state.stage {
        case 0: return "Label created"
        case 1: return "On its way"
        case 2: return "At the locker"
        default: return "Picked up"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 8) {
                Image(systemName: "shippingbox.fill")
                    .foregroundStyle(Color.lockerYellow)
                    .overlay(alignment: .topTrailing) {
                        if context.state.parcelsWaiting > 1 {
                            Text("\(context.state.parcelsWaiting)")
                                .font(.caption2.bold())
                        }
                    }
                VStack(alignment: .leading, spacing: 2) {
                    Text(stageTitle)
                        .font(.headline)
                    Text("\(context.attributes.carrier) · \(context.attributes.lockerName)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                if let code = context.state.lockerCode {
                    VStack(alignment: .trailing, spacing: 0) {
                        Text("CODE").font(.caption2).foregroundStyle(.secondary)
                        Text(code)
                            .font(.title3.monospacedDigit().bold())
                    }
                }
            }
            StageBar(stage: context.state.stage, total: context.state.totalStages)
            if let note = context.state.note {
                Text(note)
                    .font(.caption)
                    .lineLimit(1)
            }
        }
        .padding()
        .activityBackgroundTint(Color.lockerInk)
        .activitySystemActionForegroundColor(Color.lockerYellow)
    }
}

struct ParcelLockerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelLockerAttributes.self) { context in
            LockerLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "shippingbox.fill")
                        .foregroundStyle(Color.lockerYellow)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if let code = context.state.lockerCode {
                        Text(code).font(.title3.bold()).monospacedDigit()
                    } else {
                        Text("\(context.state.stage)/\(context.state.totalStages)")
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.lockerName)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 4) {
                        StageBar(stage: context.state.stage, total: context.state.totalStages)
                        Link(destination: URL(string: "parcel://track/\(context.attributes.trackingNumber)")!) {
                            Text("Pick up by \(context.state.pickupDeadline, style: .time)")
                                .font(.caption)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
                    .foregroundStyle(Color.lockerYellow)
            } compactTrailing: {
                Text(context.state.lockerCode ?? "\(context.state.stage)/\(context.state.totalStages)")
                    .monospacedDigit()
            } minimal: {
                Image(systemName: context.state.lockerCode == nil ? "shippingbox" : "lock.open.fill")
            }
            .keylineTint(Color.lockerYellow)
        }
    }
}

#Preview("Locker", as: .content, using: ParcelLockerAttributes(carrier: "PostNord", lockerName: "Central Station B", trackingNumber: "PN123456789")) {
    ParcelLockerLiveActivity()
} contentStates: {
    ParcelLockerAttributes.ContentState(stage: 1, totalStages: 3, lockerCode: nil, parcelsWaiting: 1, pickupDeadline: Date(timeIntervalSince1970: 1_764_500_400), note: nil)
    ParcelLockerAttributes.ContentState(stage: 2, totalStages: 3, lockerCode: "4821", parcelsWaiting: 2, pickupDeadline: Date(timeIntervalSince1970: 1_764_500_400), note: "Locker 14, upper row")
    ParcelLockerAttributes.ContentState(stage: 3, totalStages: 3, lockerCode: nil, parcelsWaiting: 0, pickupDeadline: Date(timeIntervalSince1970: 1_764_500_400), note: nil)
}
