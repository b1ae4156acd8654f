import Foundation
import Testing
import IslandCore
@testable import IslandUI

/// How a type without a built-in layout is read from its JSON.
@Suite struct GenericLayoutTests {
    func classify(_ key: String, _ literal: String) -> GenericValue? {
        let value = JSONParserHelper.value(literal)
        return GenericValue.classify(key: key, value)
    }

    @Test func unitsFromKeyNames() {
        #expect(classify("estimatedMinutes", "12") == .minutes(12))
        #expect(classify("etaMin", "7") == .minutes(7))
        #expect(classify("duration", "1200") == .duration(1200))
        #expect(classify("elapsedSeconds", "65") == .duration(65))
        #expect(classify("caloriesBurned", "150") == .number("150", unit: "kcal"))
        #expect(classify("heartRate", "128") == .number("128", unit: "bpm"))
        #expect(classify("batteryPercent", "76") == .percent(76))
        #expect(classify("progress", "0.4") == .fraction(0.4))
        #expect(classify("progress", "1") == .fraction(1))
        #expect(classify("share", "0.25") == .fraction(0.25))
        #expect(classify("count", "1") == .number("1", unit: nil))
        #expect(classify("paused", "false") == .flag(false))
        #expect(classify("status", "\"in_delivery\"") == .text("In delivery"))
        #expect(classify("note", "\"Bitte klingeln\"") == .text("Bitte klingeln"))
        #expect(classify("courier", "null") == nil)
    }

    /// Dates are seconds since 2001 (DESIGN §3); a small number under a date key is an interval.
    @Test func datesAndIntervals() {
        #expect(classify("arrivalTime", "786297600") == .date(Date(timeIntervalSinceReferenceDate: 786_297_600)))
        #expect(classify("remainingTime", "90") == .duration(90))
        #expect(classify("pickupDate", "786297600.5") == .date(Date(timeIntervalSinceReferenceDate: 786_297_600.5)))
    }

    @Test func titleSkipsIdentifiers() {
        let content = GenericContent(typeName: "DeliveryAttributes",
                                     attributes: JSONObject([("orderId", "1234"), ("restaurantName", "Пицца Юг")]),
                                     state: JSONObject([("status", "preparing")]))
        let fields = GenericFields(content)
        #expect(fields.title == "Пицца Юг")
        #expect(fields.attributes.map(\.key) == ["orderId"])
        #expect(fields.state.map(\.label) == ["Status"])
    }

    @Test func titleFallsBackToTheTypeName() {
        let content = GenericContent(typeName: "WorkoutActivityAttributes", attributes: JSONObject(),
                                     state: JSONObject([("duration", 10)]))
        #expect(GenericFields(content).title == "Workout")
    }

    @Test func keyNamesBecomeWords() {
        #expect(Words.humanize("estimatedMinutes") == "Estimated minutes")
        #expect(Words.humanize("courier_location") == "Courier location")
        #expect(Words.humanize("etaURL") == "Eta URL")
        #expect(Words.isIdentifier("orderId") && Words.isIdentifier("trip_id") && !Words.isIdentifier("paid"))
    }

    /// A countdown to a date in the content state: compact shows the minutes, the card the time.
    @Test func dateCountdown() {
        let now = Fixtures.start
        let arrival = now.addingTimeInterval(5 * 60 - 10)
        let push = Fixtures.startPush(id: "taxi", app: "com.example.taxi", type: "TaxiAttributes",
                                      attributes: JSONObject([("driver", "Ayşe")]),
                                      state: JSONObject([("pickupTime", .number(JSONNumber(arrival.timeIntervalSinceReferenceDate))),
                                                         ("arrived", false)]))
        let activity = Fixtures.activity(push)
        let context = Fixtures.context(.en)
        let compact = Presentations.compact(activity: activity, now: now, context: context).lines[0]
        #expect(compact.contains("Ayşe") && compact.contains("5 min"))
        let card = Presentations.lockScreen(activity: activity, now: now, context: context).lines.joined(separator: "\n")
        #expect(card.contains("Pickup time: in 5 min · 12:04"))
        #expect(card.contains("Arrived: ✗"))
    }
}
