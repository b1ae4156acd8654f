import IslandText
import Foundation
import Testing
import IslandCore
@testable import IslandUI
import IslandJSON
import IslandTypes

/// Types without a presentation: laid out from their field types (`DefaultPresentation`), or
/// from what their first payload looks like (`SchemaInference`).
@Suite struct DefaultPresentationTests {
    let now = Fixtures.start

    @Test(arguments: ForeignType.allCases, Language.allCases)
    func goldenSnapshots(type: ForeignType, language: Language) {
        let activity = type.activity
        let context = Fixtures.context(language)
        let sections: [(String, Grid)] = [
            ("minimal", Presentations.minimal(activity: activity, now: now, context: context)),
            ("compact", Presentations.compact(activity: activity, now: now, context: context)),
            ("expanded", Presentations.expanded(activity: activity, now: now, context: context)),
            ("lock screen", Presentations.lockScreen(activity: activity, now: now, context: context)),
            ("standby", Fixtures.standBy(activity: activity, now: now, context: context, width: 72, height: 14)),
        ]
        SnapshotCheck.text(SnapshotCheck.sections(sections), "default-\(type.rawValue)-\(language.rawValue)")
    }

    func card(_ type: ForeignType, _ language: Language = .en) -> String {
        Presentations.lockScreen(activity: type.activity, now: now, context: Fixtures.context(language)).lines.joined(separator: "\n")
    }

    /// The app's name (not the Swift type's) heads the card.
    @Test func appNameNotTypeName() {
        for type in ForeignType.allCases {
            let text = card(type)
            #expect(!text.contains(type.typeName), "\(type) shows its Swift type name")
        }
        #expect(card(.taxi).contains("T Taxi"))
        #expect(card(.parcel).contains("Paketverfolgung"))
    }

    /// `Date`s as times with the time left; a number the app decodes as Unix seconds too.
    @Test func datesFromTypesAndHints() {
        let text = card(.taxi)
        #expect(text.contains("Taxi                                   5 min"))
        #expect(text.contains("Drop off time: 12:31                 in 31 min"))
        #expect(text.contains("Paid until: 13:00") && text.contains("in 1 h │"))
        #expect(!text.contains("786"))
        let compact = Presentations.compact(activity: ForeignType.taxi.activity, now: now, context: Fixtures.context(.en)).lines[0]
        #expect(compact.contains("5 min"))
    }

    @Test func enumsBooleansAndUnits() {
        let text = card(.parcel)
        #expect(text.contains("Out for delivery"))
        #expect(text.contains("Signature required: ✓"))
        #expect(text.contains("Weight kg: 2.5 kg"))
        let courier = card(.courier)
        #expect(courier.contains("7 min"))
        #expect(courier.contains("128 bpm"))
    }

    @Test func nestedAndArraysSummarised() {
        let courier = card(.courier)
        #expect(courier.contains("Courier: Jonas"))
        let tour = card(.tour)
        #expect(tour.contains("Stops: Wasserturm"))
        #expect(tour.contains("3 stops"))
        #expect(tour.contains("Legs: Kunsthalle"))
        #expect(tour.contains("2 legs"))
        #expect(tour.contains("Tags: —"))
        #expect(tour.contains("0 tags"))
        let concert = card(.concert)
        #expect(concert.contains("1 set list") || concert.contains("Set list: Ouvertüre"))
    }

    /// Without a schema: a Unix-seconds and a milliseconds moment, a token in words, a fraction.
    @Test func inferredFromThePayload() {
        let text = card(.inferred)
        #expect(text.contains("In oven"))
        #expect(text.contains("Updated at ms: 12:00"))
        #expect(text.contains("75%"))
        #expect(text.contains("Extra cheese: ✗"))
        let compact = Presentations.compact(activity: ForeignType.inferred.activity, now: now, context: Fixtures.context(.en)).lines[0]
        #expect(compact.contains("15 min"))
    }

    /// Names give units only; a hint or a unit in the schema wins, `Date` comes from the type.
    @Test func kindsFromTypesHintsAndNames() {
        func kind(_ name: String, _ type: SchemaType, _ display: FieldDisplay = FieldDisplay()) -> DefaultPresentation.Kind {
            DefaultPresentation.kind(of: SchemaField(name, type, display: display))
        }
        #expect(kind("arrival", .date) == .date(nil))
        #expect(kind("arrivalTime", .double) == .number(unit: nil))
        #expect(kind("paidUntil", .double, FieldDisplay(hint: .unixSeconds)) == .date(.unixSeconds))
        #expect(kind("sentInMilliseconds", .int) == .number(unit: LocalizedText("ms")))
        #expect(kind("sentInMilliseconds", .int, FieldDisplay(hint: .milliseconds)) == .date(.milliseconds))
        #expect(kind("estimatedMinutes", .int) == .minutes)
        #expect(kind("remaining", .timeInterval) == .duration)
        #expect(kind("elapsedSeconds", .int) == .duration)
        #expect(kind("batteryPercent", .int) == .fraction(scale: 100))
        #expect(kind("share", .double, FieldDisplay(range: ValueRange(minimum: 0, maximum: 1))) == .fraction(scale: 1))
        #expect(kind("caloriesBurned", .int) == .number(unit: LocalizedText("kcal")))
        #expect(kind("caloriesBurned", .int, FieldDisplay(unit: LocalizedText("Cal"))) == .number(unit: LocalizedText("Cal")))
        #expect(kind("orderId", .string) == .identifier)
        #expect(kind("ride", .uuid) == .identifier)
        #expect(kind("paused", .bool) == .flag)
        #expect(kind("stops", .array(.string)) == .list(element: .string))
        #expect(kind("status", .optional(.enumeration(["a", "b"]))) == .enumeration)
    }

    @Test func inference() {
        func field(_ key: String, _ value: JSONValue) -> SchemaField { SchemaInference.field(key: key, value: value) }
        let date = Fixtures.start.timeIntervalSinceReferenceDate
        #expect(field("pickupTime", .number(JSONNumber(date))).type == .date)
        #expect(field("pickupTime", .number(JSONNumber(Fixtures.start.timeIntervalSince1970))).display.hint == .unixSeconds)
        #expect(field("sentAtMs", .number(JSONNumber(Fixtures.start.timeIntervalSince1970 * 1000))).display.hint == .milliseconds)
        #expect(field("sentInMilliseconds", 120).display.hint == nil)
        #expect(field("count", 90).type == .int)
        #expect(field("remainingTime", 90).type == .int)
        #expect(field("progress", 0.4).display.hint == .fraction)
        #expect(field("progress", 1).display.hint == nil)
        #expect(field("status", "in_delivery").type == .enumeration(["in_delivery"]))
        #expect(field("status", "onTheWay").type == .enumeration(["onTheWay"]))
        #expect(field("note", "Bitte klingeln").type == .string)
        #expect(field("city", "mannheim").type == .string)
        #expect(field("courier", ["name": "Jonas"]).type == .object(ObjectSchema([SchemaField("name", .string)])))
        #expect(field("stops", ["A", "B"]).type == .array(.string))
    }

    /// Two apps with the same initial get different colours (their icon is their letter).
    @Test func distinctIcons() {
        let curry = Fixtures.startPush(id: "c", app: "com.example.curryhaus", type: "OrderAttributes", attributes: JSONObject(),
                                       state: JSONObject([("status", "preparing")]))
        let cycling = Fixtures.startPush(id: "y", app: "com.example.cycling", type: "RideAttributes", attributes: JSONObject(),
                                         state: JSONObject([("speed", 21)]))
        let context = Fixtures.context(.en)
        let a = Presentations.minimal(activity: Fixtures.activity(curry), now: now, context: context)
        let b = Presentations.minimal(activity: Fixtures.activity(cycling), now: now, context: context)
        #expect(a.lines == b.lines)
        #expect(a[2, 0].style != b[2, 0].style)
    }
}
