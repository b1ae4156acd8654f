import Foundation
import Testing
import IslandCore
import IslandJSON

/// The contents every presentation is snapshotted with.
enum Sample: String, CaseIterable, CustomTestStringConvertible {
    case trip
    case tripLongNames
    case tripEmoji
    case tripCJK
    case tripEscapes
    case tripOnTime
    case ride
    case rideFault
    case rideWeird
    case delivery
    case workout
    case genericWeird

    var testDescription: String { rawValue }

    var push: Push {
        switch self {
        case .trip:
            return Fixtures.tripPush()
        case .tripLongNames:
            return Fixtures.tripPush(
                line: "RNV 5 Eilzug", destination: "Heidelberg Bismarckplatz über Edingen-Neckarhausen und Wieblingen",
                state: Fixtures.tripState(current: "Mannheim Hauptbahnhof Nord (Steig G, gegenüber Kurpfalzbrücke)",
                                          next: "Neu-Edingen/Friedrichsfeld Bahnhof Nordseite am Kreisverkehr", minutes: 27,
                                          delay: 12, occupancy: .full))
        case .tripEmoji:
            return Fixtures.tripPush(line: "🚋 5", destination: "Heidelberg 🏰 Schloss",
                                     state: Fixtures.tripState(current: "Paradeplatz 🛍️", next: "Wasserturm 💧🌳", delay: 0))
        case .tripCJK:
            return Fixtures.tripPush(line: "京王線", destination: "新宿駅西口バスターミナル",
                                     state: Fixtures.tripState(current: "東京駅前広場ターミナル北口", next: "渋谷スクランブル交差点前",
                                                               minutes: 11, delay: 1, occupancy: .high))
        case .tripEscapes:
            return Fixtures.tripPush(line: "RNV\u{1B}[31m 5\u{1B}[0m", destination: "Heidel\u{1B}]0;pwned\u{07}berg\u{202E}gro",
                                     state: Fixtures.tripState(current: "Para\u{07}deplatz\u{9B}2J", next: "Wasser\nturm\u{1B}P+q\u{1B}\\",
                                                               delay: 3))
        case .tripOnTime:
            return Fixtures.tripPush(state: Fixtures.tripState(minutes: 8, delay: 0, occupancy: .low, progress: 0.25))
        case .ride:
            return Fixtures.ridePush()
        case .rideFault:
            return Fixtures.ridePush(state: .init(phase: .reconnecting, statusText: "Signal lost — reconnecting",
                                                  criticalGlyph: "⚡", batteryPercent: 12, faultCode: "E42 overcurrent"))
        case .rideWeird:
            return Fixtures.ridePush(device: "Onewheel 🛹 GT 超級滑板 Pro Max Long Range Edition",
                                     state: .init(phase: .rescanning, statusText: "Suche\u{1B}[5m Board… 東京 \u{07}🔋",
                                                  criticalGlyph: "\u{1B}[31m!", batteryPercent: 3, faultCode: "E\u{9B}7m99"))
        case .delivery:
            return Fixtures.deliveryPush()
        case .workout:
            return Fixtures.workoutPush()
        case .genericWeird:
            return Fixtures.startPush(
                id: "pizza", app: "com.example.pizza", type: "Pizza\u{1B}[2JAttributes",
                attributes: JSONObject([("title", "🍕 Pizza \u{1B}[1mNapoli\u{1B}[0m 東京店 mit einem sehr langen Namen"),
                                        ("branchId", "B-7")]),
                state: JSONObject([("status\u{1B}[31m", "on_the_way"), ("estimatedMinutes", 25), ("note", "Bitte \u{07}klingeln ✓"),
                                   ("tip\u{202E}Percent", 15)]))
        }
    }

    var activity: Activity { Fixtures.activity(push) }
}
