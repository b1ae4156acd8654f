import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct MeetingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var title: String
        var start: Date
        var end: Date
        var room: String?
        var attendees: [String]
        var isRunningLate: Bool
    }

    var calendarName: String
}

struct JoinMeetingIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Join"

    @Parameter(title: "Meeting")
    var meetingID: String

    init() {}

    init(meetingID: String) {
        self.meetingID = meetingID
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct AttendeeInitials: View {
    let names: [String]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(names.prefix(3), id: \.self) { name in
                Text(String(name.prefix(1)))
                    .font(.caption2.bold())
                    .padding(.horizontal, 4)
                    .background(Circle().fill(.indigo))
            }
            if names.count > 3 {
                Text("+\(names.count - 3)")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct MeetingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MeetingAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                header(context)
                ProgressView(timerInterval: context.state.start...context.state.end, countsDown: false) {
                    EmptyView()
                } currentValueLabel: {
                    EmptyView()
                }
                .tint(.indigo)
                HStack {
                    AttendeeInitials(names: context.state.attendees)
                    Spacer()
                    Button(intent: JoinMeetingIntent(meetingID: context.state.title)) {
                        Label("Join", systemImage: "video.fill")
                    }
                    .tint(.indigo)
                }
            }
            .padding(16)
            .activityBackgroundTint(Color(red: 0.1, green: 0.1, blue: 0.2))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "calendar")
                        .foregroundStyle(.indigo)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 56)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.title).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let room = context.state.room {
                        Label(room, systemImage: "mappin.and.ellipse")
                            .font(.caption)
                    } else {
                        Label("Online", systemImage: "video")
                            .font(.caption)
                    }
                }
            } compactLeading: {
                Image(systemName: "calendar")
                    .foregroundStyle(.indigo)
            } compactTrailing: {
                Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 40)
            } minimal: {
                Image(systemName: context.state.isRunningLate ? "exclamationmark.circle" : "calendar")
            }
        }
    }

    @ViewBuilder
    private func header(_ context: ActivityViewContext<MeetingAttributes>) -> some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(context.state.title)
                    .font(.headline)
                    .lineLimit(1)
                if let room = context.state.room {
                    Text("\(context.attributes.calendarName) · \(room)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                } else {
                    Text(context.attributes.calendarName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            if context.state.isRunningLate {
                Text("Running late")
                    .font(.caption.bold())
                    .foregroundStyle(.orange)
            } else {
                Text(context.state.end, style: .time)
                    .font(.caption)
            }
        }
    }
}

#Preview("Meeting", as: .content, using: MeetingAttributes(calendarName: "Work")) {
    MeetingLiveActivity()
} contentStates: {
    MeetingAttributes.ContentState(title: "Design review", start: Date(timeIntervalSince1970: 1_764_420_300), end: Date(timeIntervalSince1970: 1_764_423_000), room: "Room 4B", attendees: ["Ana", "Ben", "Chen", "Dara", "Eli"], isRunningLate: false)
    MeetingAttributes.ContentState(title: "1:1 with Priya", start: Date(timeIntervalSince1970: 1_764_420_000), end: Date(timeIntervalSince1970: 1_764_421_800), room: nil, attendees: ["Priya"], isRunningLate: true)
    MeetingAttributes.ContentState(title: "All hands", start: Date(timeIntervalSince1970: 1_764_421_200), end: Date(timeIntervalSince1970: 1_764_424_800), room: "Auditorium", attendees: ["Ana", "Ben"], isRunningLate: false)
}
