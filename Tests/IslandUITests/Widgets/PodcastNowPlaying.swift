import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct PodcastAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var episodeTitle: String
        var chapter: String?
        var isPlaying: Bool
        var elapsed: TimeInterval
        var duration: TimeInterval
        var playbackRate: Double
    }

    var showName: String
    var showID: String
}

struct TogglePlaybackIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Play or pause"

    @Parameter(title: "Show")
    var showID: String

    init() {}

    init(showID: String) {
        self.showID = showID
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct SkipForwardIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Skip 30 seconds"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

extension TimeInterval {
    var clock: String {
        let total = Int(self)
        if total >= 3600 {
            return String(format: "%d:%02d:%02d", total / 3600, (total % 3600) / 60, total % 60)
        }
        return String(format: "%d:%02d", total / 60, total % 60)
    }
}

struct PlaybackControls: View {
    let state: PodcastAttributes.ContentState
    let showID: String

    var body: some View {
        HStack(spacing: 16) {
            Toggle(isOn: state.isPlaying, intent: TogglePlaybackIntent(showID: showID)) {
                Image(systemName: state.isPlaying ? "pause.fill" : "play.fill")
            }
            .toggleStyle(.button)
            Button(intent: SkipForwardIntent()) {
                Image(systemName: "goforward.30")
            }
            .buttonStyle(.plain)
        }
    }
}

struct PodcastLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PodcastAttributes.self) { context in
            PodcastLockScreen(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "waveform")
                        .foregroundStyle(.purple)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("-" + (context.state.duration - context.state.elapsed).clock)
                        .monospacedDigit()
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.episodeTitle)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    PlaybackControls(state: context.state, showID: context.attributes.showID)
                }
            } compactLeading: {
                Image(systemName: context.state.isPlaying ? "waveform" : "pause.fill")
                    .foregroundStyle(.purple)
            } compactTrailing: {
                Text(context.state.elapsed.clock)
                    .monospacedDigit()
            } minimal: {
                Image(systemName: "waveform")
                    .foregroundStyle(.purple)
            }
        }
    }
}

struct PodcastLockScreen: View {
    let context: ActivityViewContext<PodcastAttributes>
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    private var progress: Double {
        guard context.state.duration > 0 else { return 0 }
        return context.state.elapsed / context.state.duration
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                VStack(alignment: .leading) {
                    Text(context.attributes.showName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(context.state.episodeTitle)
                        .font(.headline)
                        .lineLimit(1)
                }
                Spacer()
                if !isLuminanceReduced {
                    PlaybackControls(state: context.state, showID: context.attributes.showID)
                }
            }
            ProgressView(value: progress)
                .tint(.purple)
            HStack {
                Text(context.state.elapsed.clock)
                Spacer()
                if context.state.playbackRate != 1 {
                    Text("\(context.state.playbackRate, specifier: "%.1f")×")
                        .foregroundStyle(.purple)
                }
                if let chapter = context.state.chapter {
                    Text("Chapter: ") + Text(chapter).bold()
                }
                Spacer()
                Text(context.state.duration.clock)
            }
            .font(.caption2)
            .monospacedDigit()
        }
        .padding()
    }
}

#Preview("Podcast", as: .content, using: PodcastAttributes(showName: "The Swift Hour", showID: "swift-hour")) {
    PodcastLiveActivity()
} contentStates: {
    PodcastAttributes.ContentState(episodeTitle: "Actors in practice", chapter: nil, isPlaying: true, elapsed: 125, duration: 2_700, playbackRate: 1)
    PodcastAttributes.ContentState(episodeTitle: "Actors in practice", chapter: "Sendable", isPlaying: false, elapsed: 1_530, duration: 2_700, playbackRate: 1.5)
    PodcastAttributes.ContentState(episodeTitle: "A very long episode title about macros and result builders", chapter: "Q&A", isPlaying: true, elapsed: 3_725, duration: 5_400, playbackRate: 1)
}
