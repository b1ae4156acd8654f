import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandTypes
@testable import IslandSimulator

/// The dashboard's side of the one code path: what an applied or refused line does to the
/// model and which effects it asks for.
@Suite struct AppIntakeTests {
    typealias P = PayloadBuilder

    @Test func alertExpandsTheIslandRingsTheBellAndIsLogged() {
        var model = AppModel(system: BuiltInTypes.system())
        model.bellEnabled = true
        let effects = AppReducer.update(&model, .line(P.start(at: 0)), now: P.t0)
        #expect(effects.contains(.bell))
        // A push naming no app, of a type only one app has: it is that app's.
        #expect(effects.contains(.output(.lifecycle(.started(activityID: "trip"), app: TripSimulator.app, at: P.t0))))
        #expect(model.alertActivityID == "trip")
        #expect(model.isExpanded(at: P.t0))
        #expect(model.log.entries.contains { $0.level == .alert && $0.text == "alert trip: RNV 5 — Abfahrt in 5 Min." })
        #expect(model.selectedID == "trip")
    }

    @Test func warningsGoToTheEventsPane() {
        var model = AppModel(system: BuiltInTypes.system())
        _ = AppReducer.update(&model, .line(P.start(at: 0)), now: P.t0)
        _ = AppReducer.update(&model, .line(P.update(at: 10, state: ["currentStop": "a", "nextStop": "b", "nextStopTime": 786110700, "remainingTime": 1, "delay": 0, "occupancy": "low", "phase": "inProgress", "progress": 0.5, "gleis": "3"])), now: P.at(10))
        #expect(model.log.entries.contains { entry in
            guard entry.level == .warning, case .warning(let warning) = entry.message else { return false }
            return warning.code == .unknownKeys && warning.english.hasPrefix("content-state.gleis")
        })
    }

    @Test func refusedSocketLineGetsAReply() {
        var model = AppModel(system: BuiltInTypes.system())
        let line = IncomingLine(body: P.update(at: 0).body, source: .socket(client: 3), number: 12)
        let effects = AppReducer.update(&model, .line(line), now: P.t0)
        guard case .reply(.socket(client: 3), let reply)? = effects.first else {
            Issue.record("no reply: \(effects)")
            return
        }
        #expect(reply.json.objectValue?["line"] == 12)
        #expect(reply.json.objectValue?["verdict"] == "rejected")
        #expect(reply.json.objectValue?["code"] == "REJECTED_NO_ACTIVITY")
        #expect(model.log.entries.last?.level == .error)
    }

    @Test func schemasReachTheDashboardThroughTheSystem() throws {
        var registry = BuiltInTypes.registry
        try registry.add(TypeFile.parse(try FixtureFiles.bytes("schemas/delivery.json")))
        var model = AppModel(system: LiveActivitySystem(types: registry))
        let start = P.start("w", at: 0, type: "WorkoutAttributes", attributes: ["workoutType": "Koşu"], state: ["duration": 0, "caloriesBurned": "0"])
        let effects = AppReducer.update(&model, .line(IncomingLine(body: start.body, source: .socket(client: 1), number: 1)), now: P.t0)
        guard case .reply(.socket(client: 1), let reply)? = effects.first else {
            Issue.record("no reply: \(effects)")
            return
        }
        #expect(reply.json.objectValue?["code"] == "REJECTED_TYPE_MISMATCH")
    }

    @Test func simulatedPushesTakeTheSamePath() {
        let simulator = TripSimulator(seed: 4, start: P.t0)
        var model = AppModel(system: BuiltInTypes.system(), simulations: [SimulationRun(simulator)])
        _ = AppReducer.update(&model, .tick, now: P.t0)
        #expect(model.system.activity(simulator.activityID)?.state == .active)
        let end = simulator.schedule.last!
        _ = AppReducer.update(&model, .tick, now: end)
        #expect(model.system.activity(simulator.activityID)?.state == .ended)
        #expect(!model.log.entries.contains { $0.level == .error || $0.level == .warning })
    }
}
