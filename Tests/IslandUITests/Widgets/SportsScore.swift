import ActivityKit
import SwiftUI
import WidgetKit

struct MatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var home: TeamScore
        var away: TeamScore
        var period: Period
        var clock: String
        var lastEvent: String?
        var scorers: [String]
    }

    struct TeamScore: Codable, Hashable {
        var abbreviation: String
        var score: Int
    }

    enum Period: Int, Codable {
        case firstHalf = 1, halfTime, secondHalf, fullTime
    }

    var competition: String
    var homeName: String
    var awayName: String
}

extension MatchAttributes.Period {
    var short: String {
        switch self {
        case .firstHalf: "1H"
        case .halfTime: "HT"
        case .secondHalf: "2H"
        case .fullTime: "FT"
        }
    }
}

struct ScoreLine: View {
    var home: MatchAttributes.TeamScore
    var away: MatchAttributes.TeamScore
    var body: some View {
        HStack(spacing: 4) {
            Text(home.abbreviation)
            Text("\(home.score) – \(away.score)").bold().monospacedDigit()
            Text(away.abbreviation)
        }
    }
}

struct MatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            VStack(spacing: 6) {
                HStack {
                    Text(context.attributes.competition)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Spacer()
                    Text(context.state.period == .fullTime ? "Full time" : "\(context.state.period.short) \(context.state.clock)")
                        .font(.caption.bold())
                        .foregroundStyle(context.state.period == .fullTime ? .secondary : .red)
                }
                HStack {
                    Text(context.attributes.homeName).frame(maxWidth: .infinity, alignment: .leading)
                    Text("\(context.state.home.score)").font(.largeTitle).bold()
                    Text(":")
                    Text("\(context.state.away.score)").font(.largeTitle).bold()
                    Text(context.attributes.awayName).frame(maxWidth: .infinity, alignment: .trailing)
                }
                if !context.state.scorers.isEmpty {
                    Divider()
                    HStack {
                        ForEach(context.state.scorers.prefix(3), id: \.self) { scorer in
                            Label(scorer, systemImage: "soccerball")
                                .font(.caption2)
                        }
                        Spacer()
                    }
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.homeName).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.attributes.awayName).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.center) {
                    ScoreLine(home: context.state.home, away: context.state.away)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.lastEvent ?? "\(context.state.period.short) \(context.state.clock)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Text("\(context.state.home.abbreviation) \(context.state.home.score)")
            } compactTrailing: {
                Text("\(context.state.away.score) \(context.state.away.abbreviation)")
            } minimal: {
                Text("\(context.state.home.score)-\(context.state.away.score)")
            }
        }
    }
}

#Preview("Match", as: .content, using: MatchAttributes(competition: "Premier League", homeName: "Arsenal", awayName: "Chelsea")) {
    MatchLiveActivity()
} contentStates: {
    MatchAttributes.ContentState(home: .init(abbreviation: "ARS", score: 0), away: .init(abbreviation: "CHE", score: 0), period: .firstHalf, clock: "12'", lastEvent: nil, scorers: [])
    MatchAttributes.ContentState(home: MatchAttributes.TeamScore(abbreviation: "ARS", score: 1), away: MatchAttributes.TeamScore(abbreviation: "CHE", score: 0), period: .halfTime, clock: "45'", lastEvent: "Saka 23'", scorers: ["Saka 23'"])
    MatchAttributes.ContentState(home: MatchAttributes.TeamScore(abbreviation: "ARS", score: 2), away: MatchAttributes.TeamScore(abbreviation: "CHE", score: 1), period: .secondHalf, clock: "78'", lastEvent: "Palmer 71'", scorers: ["Saka 23'", "Palmer 71'", "Rice 75'"])
    MatchAttributes.ContentState(home: MatchAttributes.TeamScore(abbreviation: "ARS", score: 2), away: MatchAttributes.TeamScore(abbreviation: "CHE", score: 1), period: .fullTime, clock: "90'", lastEvent: nil, scorers: ["Saka 23'", "Palmer 71'", "Rice 75'"])
}
