import ActivityKit
import SwiftUI
import WidgetKit

struct CourtsideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var phase: GamePhase
        var possession: Side?
        var lastPlay: Play?
    }

    enum Side: String, Codable, Hashable {
        case home, away
    }

    enum GamePhase: Codable, Hashable {
        case pregame(tipOff: Date)
        case quarter(Int, clock: String)
        case overtime(Int, clock: String)
        case halftime
        case final(winner: Side?)
    }

    enum Play: Codable, Hashable {
        case basket(player: String, points: Int)
        case foul(player: String)
        case timeout(Side)
    }

    let league: String
    let home: Team
    let away: Team

    struct Team: Codable, Hashable {
        let name: String
        let code: String
    }
}

extension CourtsideAttributes.GamePhase {
    var isLive: Bool {
        switch self {
        case .quarter, .overtime: return true
        default: return false
        }
    }
}

struct PhaseText: View {
    let phase: CourtsideAttributes.GamePhase

    var body: some View {
        switch phase {
        case .pregame(let tipOff):
            Text("Tip-off \(tipOff, style: .time)")
        case let .quarter(number, clock):
            Text("Q\(number) · \(clock)")
                .foregroundStyle(.orange)
        case let .overtime(number, clock) where number > 1:
            Text("\(number)OT · \(clock)")
                .foregroundStyle(.orange)
        case .overtime(_, let clock):
            Text("OT · \(clock)")
                .foregroundStyle(.orange)
        case .halftime:
            Text("Halftime")
        case .final:
            Text("Final").bold()
        }
    }
}

struct PlayText: View {
    let play: CourtsideAttributes.Play?
    let attributes: CourtsideAttributes

    var body: some View {
        if let play {
            switch play {
            case let .basket(player, points) where points == 3:
                Label("\(player) from downtown", systemImage: "flame.fill")
            case let .basket(player, points):
                Text("\(player) +\(points)")
            case .foul(let player):
                Text("Foul on \(player)")
            case .timeout(let side):
                Text("Timeout \(side == .home ? attributes.home.code : attributes.away.code)")
            }
        } else {
            EmptyView()
        }
    }
}

struct TeamColumn: View {
    let team: CourtsideAttributes.Team
    let score: Int
    let hasBall: Bool
    let isWinner: Bool

    var body: some View {
        VStack(spacing: 2) {
            HStack(spacing: 2) {
                if hasBall {
                    Image(systemName: "basketball.fill").foregroundStyle(.orange)
                }
                Text(team.code).font(.caption)
            }
            Text(score, format: .number)
                .font(.title.bold())
                .foregroundStyle(isWinner ? .primary : .secondary)
        }
    }
}

struct CourtsideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourtsideAttributes.self) { context in
            let state = context.state
            let winner: CourtsideAttributes.Side? = {
                if case .final(let side) = state.phase { return side }
                return nil
            }()
            VStack {
                HStack {
                    Text(context.attributes.league.uppercased())
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    Spacer()
                    PhaseText(phase: state.phase).font(.caption)
                }
                HStack {
                    TeamColumn(team: context.attributes.home, score: state.homeScore,
                               hasBall: state.possession == .home, isWinner: winner != .away)
                    Spacer()
                    PlayText(play: state.lastPlay, attributes: context.attributes)
                        .font(.footnote)
                    Spacer()
                    TeamColumn(team: context.attributes.away, score: state.awayScore,
                               hasBall: state.possession == .away, isWinner: winner != .home)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    TeamColumn(team: context.attributes.home, score: context.state.homeScore,
                               hasBall: context.state.possession == .home, isWinner: true)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    TeamColumn(team: context.attributes.away, score: context.state.awayScore,
                               hasBall: context.state.possession == .away, isWinner: true)
                }
                DynamicIslandExpandedRegion(.center) {
                    PhaseText(phase: context.state.phase)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    PlayText(play: context.state.lastPlay, attributes: context.attributes)
                }
            } compactLeading: {
                Text("\(context.attributes.home.code) \(context.state.homeScore)")
            } compactTrailing: {
                Text("\(context.state.awayScore) \(context.attributes.away.code)")
            } minimal: {
                if context.state.phase.isLive {
                    Image(systemName: "basketball.fill")
                } else {
                    Text("\(context.state.homeScore)")
                }
            }
        }
    }
}

#Preview("Courtside", as: .content, using: CourtsideAttributes(league: "NBA", home: .init(name: "Celtics", code: "BOS"), away: .init(name: "Lakers", code: "LAL"))) {
    CourtsideLiveActivity()
} contentStates: {
    CourtsideAttributes.ContentState(homeScore: 0, awayScore: 0, phase: .pregame(tipOff: Date(timeIntervalSince1970: 1_764_423_000)), possession: nil, lastPlay: nil)
    CourtsideAttributes.ContentState(homeScore: 54, awayScore: 51, phase: .quarter(2, clock: "3:12"), possession: .away, lastPlay: .basket(player: "Tatum", points: 3))
    CourtsideAttributes.ContentState(homeScore: 110, awayScore: 110, phase: .overtime(2, clock: "0:48"), possession: .home, lastPlay: .timeout(.away))
    CourtsideAttributes.ContentState(homeScore: 118, awayScore: 112, phase: .final(winner: .home), possession: nil, lastPlay: .foul(player: "James"))
}
