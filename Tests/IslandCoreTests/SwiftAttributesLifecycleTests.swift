import Foundation
import Testing
@testable import IslandCore
@testable import IslandSwiftSource
@testable import IslandTypes
@testable import IslandSimulator

/// Types read from Swift files in the lifecycle: a modelled type validates its pushes and
/// gets the default presentation; a type known by name only is laid out from its first
/// payload and its start says where it came from.
@Suite struct SwiftAttributesLifecycleTests {
    static let source = """
        struct ParkingAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var paidUntil: Date; var zone: Zone }
            enum Zone: String, Codable, Hashable { case a, b }
            var plate: String
        }
        struct AuctionAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var tint: Color; var bids: Int }
            var item: String
        }
        """

    static let now = Date(timeIntervalSince1970: 1_764_421_200)

    static func system() throws -> LiveActivitySystem {
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "Live.swift", text: source)])
        #expect(report.types.map { $0.schema != nil } == [true, false])
        return LiveActivitySystem(types: try TypeRegistry([report.contents]))
    }

    static func start(_ type: String, id: String, attributes: String, state: String, in system: inout LiveActivitySystem) -> LifecycleOutcome {
        let line = #"{"activity-id":"\#(id)","aps":{"timestamp":1764421200,"event":"start","attributes-type":"\#(type)","attributes":\#(attributes),"content-state":\#(state),"alert":{"title":"t","body":"b"}}}"#
        return system.receive(IncomingLine(line), now: now)
    }

    @Test func aModelledTypeValidatesItsPushes() throws {
        var system = try Self.system()
        let good = Self.start("ParkingAttributes", id: "p", attributes: #"{"plate":"MA-X 1"}"#, state: #"{"paidUntil":786114720,"zone":"b"}"#, in: &system)
        #expect(good.verdict.isApplied)
        #expect(system.activity("p")?.definition.presentation != nil)
        #expect(system.activity("p")?.definition.origin == "Live.swift")
        let bad = Self.start("ParkingAttributes", id: "q", attributes: #"{"plate":"MA-X 2"}"#, state: #"{"paidUntil":786114720,"zone":"c"}"#, in: &system)
        #expect(!bad.verdict.isApplied)
        #expect(bad.verdict.code == .rejectedDataCorrupted)
    }

    @Test func aTypeKnownByNameIsLaidOutFromItsFirstPayload() throws {
        var system = try Self.system()
        let outcome = Self.start("AuctionAttributes", id: "a", attributes: #"{"item":"Vase"}"#, state: #"{"tint":"anything","bids":3}"#, in: &system)
        #expect(outcome.verdict.isApplied, "not validated: anything goes")
        let warning = try #require(outcome.warnings.first { $0.code == .unvalidatedType })
        #expect(warning.english.contains("from Live.swift could not be modelled"), "\(warning.english)")
        let presentation = try #require(system.activity("a")?.presentation)
        #expect(presentation != DefaultPresentation.placeholder, "laid out from the payload, not the placeholder")
        #expect(presentation.lockScreen.count > 2)
    }
}
