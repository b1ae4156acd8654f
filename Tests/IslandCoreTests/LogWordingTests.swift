import Foundation
import IslandText
import IslandTypes
import Testing
@testable import IslandCore

/// The log is worded once (`LogMessage.words`, the English table): the machine outputs'
/// English and the screen's English are the same sentences, and the fast byte writer of an
/// applied line writes what `english` says.
@Suite struct LogWordingTests {
    static let date = Date(timeIntervalSince1970: 1_764_417_600)

    static let applied: [LogMessage] = [
        .applied(.update, activityID: "rnv5-trip", changes: []),
        .applied(.start, activityID: "a", changes: [FieldChange(key: "nextStop", value: .string("Wasserturm"))]),
        .applied(.update, activityID: "b", changes: [
            FieldChange(key: "gone", value: nil), FieldChange(key: "delay", value: .int(2)),
            FieldChange(key: "progress", value: .double(0.25)), FieldChange(key: "eta", value: .date(date)),
            FieldChange(key: "more", value: .bool(true)),
        ]),
        .applied(.end, activityID: "c", changes: [FieldChange(key: "price", value: .decimal("1.50"))]),
    ]

    @Test(arguments: applied)
    func theByteWriterWritesTheEnglishWording(_ message: LogMessage) {
        var bytes: [UInt8] = []
        message.writeEnglish(into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == message.english)
    }

    /// Once two Englishes: the machine outputs said "+2" and left out why an activity ended.
    @Test func theMachineEnglishIsTheScreensEnglish() {
        let five = Self.applied[2]
        #expect(five.english.hasSuffix(" (2 more)"))
        let ended = LogMessage.lifecycle(.ended(activityID: "rnv5-trip", reason: .endEvent), app: "")
        #expect(ended.english == "rnv5-trip ended: the app's end push (end-event)")
        let dismissed = LogMessage.lifecycle(.dismissed(activityID: "rnv5-trip", reason: .user), app: "")
        #expect(dismissed.english == "rnv5-trip dismissed: by the user (user)")
        #expect(LogMessage.source(SourceStatus(name: "socket", state: .clients(1))).english == "socket: 1 client")
    }

    @Test func germanIsWordedFromItsTable() {
        let ended = LogMessage.lifecycle(.ended(activityID: "rnv5-trip", reason: .timeLimit), app: "")
        #expect(ended.words(.de, value: { ValueText.plain($0) }) == "rnv5-trip beendet: 8-Stunden-Grenze (time-limit)")
        let clients = LogMessage.source(SourceStatus(name: "socket", state: .clients(3)))
        #expect(clients.words(.de, value: { ValueText.plain($0) }) == "socket: 3 Clients")
    }
}
