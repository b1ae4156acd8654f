/// What each corpus widget's code shows on iOS, state by state, read from the code as SwiftUI
/// runs it (en_US, UTC, at 2025-11-29 13:00 UTC, the corpus tests' clock): the strings of each
/// presentation in reading order, the SF Symbols and the button. Written from the Swift, never
/// from island's output: a state island draws otherwise is a miss.
enum WidgetCorpusExpectations {
    typealias Expected = WidgetCorpusAccuracyTests.Expected

    static let all: [String: [Expected]] = new.merging(earlier) { first, _ in first }

    /// The files written with the accuracy measure.
    static let new: [String: [Expected]] = [
        "ParcelLocker.swift": [
            Expected(strings: ["lock": ["On its way", "PostNord · Central Station B", "━─"], "compact": ["1/3"],
                               "expanded": ["1/3", "Central Station B", "━─", "Pick up by 11:00 AM"]],
                     symbols: ["shippingbox.fill", "shippingbox"]),
            Expected(strings: ["lock": ["2", "At the locker", "CODE", "PostNord · Central Station B", "4821", "━", "Locker 14, upper row"],
                               "compact": ["4821"], "expanded": ["4821"]],
                     symbols: ["shippingbox.fill", "lock.open.fill"]),
            Expected(strings: ["lock": ["Picked up", "PostNord · Central Station B", "━━━"], "compact": ["3/3"]],
                     symbols: ["shippingbox.fill", "shippingbox"]),
        ],
        "EBikeBattery.swift": [
            Expected(strings: ["lock": ["Urban 7 · Assist 2", "38 km range left", "━─", "42% charged", "Full at 3:00 PM"], "compact": ["42%"],
                               "expanded": ["42%", "38 km", "━─"]],
                     symbols: ["bolt.fill"]),
            Expected(strings: ["lock": ["Urban 7 · Assist 3", "9 km range left", "━─", "12% charged", "Riding"], "compact": ["12%"],
                               "expanded": ["12%", "9 km"]],
                     symbols: ["bicycle"]),
            Expected(strings: ["lock": ["Urban 7 · Assist 1", "92 km range left", "━━━", "100% charged", "Unplug and ride"], "compact": ["100%"]],
                     symbols: ["battery.100"]),
        ],
        "MeetingCountdown.swift": [
            Expected(strings: ["lock": ["Design review", "1:30 PM", "Work · Room 4B", "━─", "A", "B", "C", "+2", "Join"], "compact": ["30:00"],
                               "expanded": ["30:00", "Design review", "Room 4B"]],
                     symbols: ["calendar", "video.fill", "mappin.and.ellipse"], button: "Join"),
            Expected(strings: ["lock": ["1:1 with Priya", "Running late", "Work", "P", "Join"], "compact": ["10:00"], "expanded": ["Online"]],
                     symbols: ["exclamationmark.circle", "video"], button: "Join"),
            Expected(strings: ["lock": ["All hands", "2:00 PM", "Work · Auditorium", "A", "B", "Join"], "expanded": ["1:00:00", "All hands", "Auditorium"]],
                     symbols: ["calendar"], button: "Join"),
        ],
        "GymSets.swift": [
            Expected(strings: ["lock": ["Bench press", "8 × 60 kg", "●", "Set 2 of 4", "Done"], "compact": ["2/4"], "minimal": ["1"],
                               "expanded": ["Bench press", "●", "Push day · 8 × 60 kg"]],
                     symbols: ["dumbbell.fill"], button: "Done"),
            Expected(strings: ["lock": ["Bench press", "6 × 62.5 kg", "Rest", "1:30"], "compact": ["1:30"], "minimal": ["3"]],
                     symbols: ["timer", "dumbbell.fill"]),
            Expected(strings: ["lock": ["Dips", "12 × 0 kg", "Workout complete"], "minimal": ["3"]],
                     symbols: ["checkmark.seal.fill", "checkmark"]),
        ],
        "RestaurantWaitlist.swift": [
            Expected(strings: ["lock": ["Trattoria Nonna", "3 parties ahead of you", "Party of 4 · Kim", "about 25 min"], "compact": ["~25m"],
                               "minimal": ["3"], "expanded": ["~25m", "Trattoria Nonna · party of 4"]],
                     symbols: ["fork.knife"]),
            Expected(strings: ["lock": ["Trattoria Nonna", "1", "You're next", "Party of 4 · Kim", "about 5 min"], "compact": ["~5m"],
                               "minimal": ["0"], "expanded": ["●", "~5m"]],
                     symbols: ["fork.knife", "message.fill"]),
            Expected(strings: ["lock": ["Trattoria Nonna", "2", "Your table is ready: Table 12", "Party of 4 · Kim"], "compact": ["Ready"],
                               "expanded": ["Ready"]],
                     symbols: ["bell.fill", "message.fill"]),
        ],
        "SkiLifts.swift": [
            Expected(strings: ["lock": ["Alpenblick", "20°", "Gipfelbahn", "12 min", "Sonnenlift", "No wait", "Nordhang 6er", "4 min", "7 runs · 4,210 m down"],
                               "compact": ["0m"], "minimal": ["7"], "expanded": ["7", "20°", "Gipfelbahn", "12 min", "Sonnenlift", "No wait"]],
                     symbols: ["snowflake", "cablecar.fill", "figure.skiing.downhill"]),
            Expected(strings: ["lock": ["Alpenblick", "12°", "Gipfelbahn", "Closed", "Sonnenlift", "8 min", "Gusts 80 km/h at the summit"],
                               "compact": ["8m"], "minimal": ["9"]],
                     symbols: ["xmark.octagon.fill", "wind"]),
            Expected(strings: ["lock": ["Alpenblick", "34°", "Gipfelbahn", "Closed", "Sonnenlift", "Closed", "12 runs · 6,880 m down"], "minimal": ["12"]],
                     symbols: ["xmark.octagon.fill"]),
        ],
        "MarathonRun.swift": [
            Expected(strings: ["lock": ["City Half", "#2417", "162", "7.42 km", "5:38 /km", "45:00", "Pause"], "compact": ["7.42 km"],
                               "expanded": ["7.42 km", "45:00", "distance", "time", "Goal"]],
                     symbols: ["heart.fill", "figure.run", "pause.fill"], button: "Pause"),
            Expected(strings: ["lock": ["City Half", "#2417", "12.05 km", "5:49 /km", "1:10:00", "Resume"], "compact": ["12.05 km"],
                               "expanded": ["12.05 km", "1:10:00"]],
                     symbols: ["pause.fill", "play.fill"], button: "Resume"),
            Expected(strings: ["lock": ["City Half", "#2417", "171", "21.10 km", "5:31 /km", "2:05:00", "Pause"]],
                     symbols: ["heart.fill"], button: "Pause"),
        ],
        "FerryCrossing.swift": [
            Expected(strings: ["lock": ["Hirtshals", "Larvik", "MS Skagen", "Boarding · departs 1:15 PM", "Drive to deck 3"],
                               "expanded": ["5:00 PM", "Hirtshals", "Larvik"]],
                     symbols: ["ferry.fill", "arrow.right"]),
            Expected(strings: ["lock": ["Hirtshals", "Larvik", "MS Skagen", "━", "At sea", "40 mi", "1 hr, 30 min"],
                               "expanded": ["2:30 PM", "Rough sea (5)"]],
                     symbols: ["ferry.fill", "water.waves"]),
            Expected(strings: ["lock": ["Hirtshals", "Larvik", "Docking", "1,300 ft", "5 min"]],
                     symbols: ["ferry.fill"]),
            Expected(strings: ["lock": ["Hirtshals", "Larvik", "Arrived in Larvik"]],
                     symbols: ["checkmark.circle.fill"]),
        ],
    ]

    /// The corpus files from before the measure, read the same way.
    static let earlier: [String: [Expected]] = [
        "TramArrival.swift": [
            Expected(strings: ["lock": ["T4", "Northgate", "6 min", "3 stops · Harbor Square", "On time"], "compact": ["T4", "6 min"],
                               "minimal": ["6"], "expanded": ["T4", "6 min", "Northgate", "3 stops · On time"]],
                     symbols: ["tram.fill"]),
            Expected(strings: ["lock": ["T4", "Northgate", "9 min", "4 stops · Harbor Square", "Delayed"], "compact": ["T4", "9 min"],
                               "minimal": ["9"], "expanded": ["T4", "9 min", "Northgate", "3 min late"]],
                     symbols: ["tram.fill", "exclamationmark.triangle.fill"]),
        ],
        "GateBoarding.swift": [
            Expected(strings: ["lock": ["FRA", "JFK", "GATE", "B44", "J. Appleseed · Seat 32K", "87%", "full", "3 groups before yours", "1 2 3 4 5"],
                               "compact": ["B44", "3 ahead"], "minimal": ["G4"], "expanded": ["FRA", "Gate", "LH 404", "B44", "3 groups before yours"]],
                     symbols: ["airplane", "airplane.departure"]),
            // The changed gate's badge sits on the top trailing corner of "B46", over its last cell.
            Expected(strings: ["lock": ["FRA", "JFK", "GATE", "B46", "J. Appleseed · Seat 32K", "90%", "full", "Your group is next", "1 2 3 4 5"],
                               "compact": ["B46", "1 ahead"], "minimal": ["G4"], "expanded": ["FRA", "Gate", "LH 404", "B46", "Your group is next"]],
                     symbols: ["airplane", "exclamationmark.circle.fill"]),
            Expected(strings: ["lock": ["FRA", "JFK", "GATE", "B46", "J. Appleseed · Seat 32K", "97%", "full", "Group 4 is boarding", "1 2 3 4 5"],
                               "compact": ["B46", "Board"], "expanded": ["FRA", "Gate", "LH 404", "B46", "Group 4 is boarding"]],
                     symbols: ["figure.walk", "exclamationmark.circle.fill"]),
            Expected(strings: ["lock": ["FRA", "JFK", "GATE", "B46", "J. Appleseed · Seat 32K", "100%", "full", "Gate closes in 4:00", "1 2 3 4 5"],
                               "compact": ["B46", "4:00"], "expanded": ["FRA", "Gate", "LH 404", "B46", "Gate closes in 4:00"]],
                     symbols: ["exclamationmark.circle.fill"]),
        ],
        "CourtsideScore.swift": [
            Expected(strings: ["lock": ["NBA", "Tip-off 1:30 PM", "BOS", "LAL", "0", "0"], "compact": ["BOS 0", "0 LAL"], "minimal": ["0"],
                               "expanded": ["BOS", "LAL", "0", "0", "Tip-off 1:30 PM"]]),
            Expected(strings: ["lock": ["NBA", "Q2 · 3:12", "BOS", "LAL", "54", "51"], "lock#2": ["Tatum from downtown"],
                               "compact": ["BOS 54", "51 LAL"], "expanded": ["BOS", "LAL", "54", "51", "Q2 · 3:12", "Tatum from downtown"]],
                     symbols: ["flame.fill", "basketball.fill"]),
            Expected(strings: ["lock": ["NBA", "2OT · 0:48", "BOS", "LAL", "110", "110"], "lock#2": ["Timeout LAL"],
                               "compact": ["BOS 110", "110 LAL"], "expanded": ["BOS", "LAL", "110", "110", "2OT · 0:48", "Timeout LAL"]],
                     symbols: ["basketball.fill"]),
            Expected(strings: ["lock": ["NBA", "Final", "BOS", "LAL", "118", "112"], "lock#2": ["Foul on James"],
                               "compact": ["BOS 118", "112 LAL"], "minimal": ["118"], "expanded": ["BOS", "LAL", "118", "112", "Final", "Foul on James"]]),
        ],
        "HotelStay.swift": [
            Expected(strings: ["lock": ["Harbor View Hotel", "Your room is being prepared", "Room assigned soon", "Check-out Tuesday 9:00 AM"],
                               "compact": ["…"], "expanded": ["Your room is being prepared", "Ana Souza · 3 nights at Harbor View Hotel"]],
                     symbols: ["sparkles"]),
            Expected(strings: ["lock": ["Harbor View Hotel", "Your room is ready", "Room 1204", "Key in Wallet", "Late check-in confirmed"],
                               "compact": ["1204"], "expanded": ["1204", "Your room is ready"]],
                     symbols: ["key.fill", "wallet.pass.fill"]),
            Expected(strings: ["lock": ["Harbor View Hotel", "Welcome back", "Room 1204", "Key in Wallet", "Check-out Tuesday 9:00 AM"],
                               "compact": ["1204"]],
                     symbols: ["bed.double.fill", "key.fill"]),
            Expected(strings: ["lock": ["Harbor View Hotel", "Thanks for staying", "Room 1204 · checked out", "Check-out Tuesday 9:00 AM"],
                               "compact": ["1204"]],
                     symbols: ["suitcase.rolling.fill"]),
        ],
    ]
}
