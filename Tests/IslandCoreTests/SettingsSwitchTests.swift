import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandTypes
@testable import IslandSimulator

/// The device's Settings per app: Live Activities off ends the app's activities and refuses its
/// starts (`areActivitiesEnabled`), More Frequent Updates off puts the app back on the normal
/// budget, and the app hears both as `activityEnablementUpdates` / `frequentPushEnablementUpdates`.
@Suite struct SettingsSwitchTests {
    typealias P = PayloadBuilder
    let app = TripSimulator.app

    @Test func turningAnAppOffEndsItsActivitiesAndRefusesItsStarts() {
        var system = BuiltInTypes.system()
        _ = system.receive(P.start(at: 0), now: P.at(0))
        #expect(system.activity("trip")?.app.bundle == app)
        let changes = system.setActivitiesEnabled(false, app: app, now: P.at(10))
        #expect(changes == [.ended(activityID: "trip", reason: .activitiesDisabled), .dismissed(activityID: "trip", reason: .dismissalDate)])
        #expect(system.activity("trip")?.state == .dismissed)
        #expect(!system.activitiesEnabled(app: app))

        let refused = system.receive(P.start("trip-2", at: 20), now: P.at(20))
        #expect(refused.verdict.code == .rejectedActivitiesDisabled)
        #expect(system.activity("trip-2") == nil)

        // On again: starts are taken again, and turning it on twice changes nothing.
        #expect(system.setActivitiesEnabled(true, app: app, now: P.at(30)).isEmpty)
        #expect(system.setActivitiesEnabled(true, app: app, now: P.at(31)).isEmpty)
        #expect(system.receive(P.start("trip-3", at: 40), now: P.at(40)).verdict.isApplied)
    }

    @Test func otherAppsAreNotTouched() {
        var system = BuiltInTypes.system()
        _ = system.receive(P.start(at: 0), now: P.at(0))
        #expect(system.setActivitiesEnabled(false, app: "com.example.other", now: P.at(10)).isEmpty)
        #expect(system.activity("trip")?.state == .active)
    }

    @Test func aScheduledActivityOfTheAppGoesToo() {
        var system = BuiltInTypes.system()
        _ = system.receive(ScheduledStartTests.scheduled(start: 600), now: P.at(0))
        let changes = system.setActivitiesEnabled(false, app: app, now: P.at(10))
        #expect(changes == [.dismissed(activityID: "trip", reason: .dismissalDate)])
        #expect(system.nextDeadline(after: P.at(10)) == nil)
    }

    /// The reducer: the lifecycle lines, the log, and the enablement line to the producer.
    @Test func theAppHearsOfTheSwitch() throws {
        var model = AppModel(system: BuiltInTypes.system())
        _ = AppReducer.update(&model, .line(P.start(at: 0)), now: P.t0)
        let effects = AppReducer.setActivitiesEnabled(false, app: app, in: &model, now: P.at(5))
        #expect(effects.contains(.output(.lifecycle(.ended(activityID: "trip", reason: .activitiesDisabled), app: app, at: P.at(5)))))
        let line = try #require(effects.compactMap { effect -> String? in
            if case .output(let record) = effect, case .enablement = record { return record.line }
            return nil
        }.first)
        let object = try #require(try JSONDocument(parsing: Array(line.utf8)).root.value.objectValue)
        #expect(object["type"] == "enablement")
        #expect(object["topic"] == .string(app + ".push-type.liveactivity"))
        #expect(object["activities-enabled"] == .bool(false))
        #expect(model.log.entries.contains { $0.text == "Settings: Live Activities of \(app) turned off" })
        // The same switch again is no change and says nothing.
        #expect(AppReducer.setActivitiesEnabled(false, app: app, in: &model, now: P.at(6)).isEmpty)
    }

    @Test func moreFrequentUpdatesNeedsTheAppsDeclaration() {
        var model = AppModel(system: BuiltInTypes.system(options: SystemOptions(frequentUpdates: false)))
        let declares = model.system.types.app(app).frequentUpdates
        let effects = AppReducer.setFrequentUpdatesEnabled(false, app: app, in: &model, now: P.t0)
        if declares {
            #expect(!effects.isEmpty)
            #expect(!model.system.frequentPushesEnabled(model.system.types.app(app)))
        } else {
            // No declaration, no switch: nothing to turn off.
            #expect(effects.isEmpty)
        }
        var frequent = AppModel(system: BuiltInTypes.system(options: SystemOptions(frequentUpdates: true)))
        #expect(frequent.system.frequentPushesEnabled(frequent.system.types.app(app)))
        let off = AppReducer.setFrequentUpdatesEnabled(false, app: app, in: &frequent, now: P.t0)
        #expect(off.contains(.output(.enablement(app: app, activitiesEnabled: true, frequentPushesEnabled: false, at: P.t0))))
        #expect(!frequent.system.frequentPushesEnabled(frequent.system.types.app(app)))
    }
}
