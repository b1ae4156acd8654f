import Foundation
import Testing
import IslandCore
@testable import IslandUI

/// Nothing freezes and nothing wakes for nothing: each frame reports the next instant its
/// screen changes by itself, and the screen stays the same until then. Checked for every
/// shipped presentation and the default one, on every screen, at many moments.
@Suite struct NextChangeTests {
    /// Models at a moment: the shipped types, the trip in each phase, stale and ended ones,
    /// a type with only a schema and one inferred from its payload.
    static func scenes() -> [(name: String, model: AppModel, now: Date)] {
        var scenes: [(String, AppModel, Date)] = []
        for (name, offset) in [("trip before departure", Fixtures.beforeDeparture), ("trip en route", Fixtures.enRoute),
                               ("trip arrived", Fixtures.arrived), ("trip alert", Fixtures.alertTime)] {
            let (model, now) = Fixtures.tripModel(at: offset)
            scenes.append((name, model, now))
        }
        let start = Fixtures.start
        scenes.append(("four apps", Fixtures.model([Fixtures.tripPush(), Fixtures.ridePush(), Fixtures.deliveryPush(), Fixtures.workoutPush()]),
                       start))
        scenes.append(("ride fault", Fixtures.model([Sample.rideFault.push]), start))
        for type in ForeignType.allCases {
            var model = AppModel(system: LiveActivitySystem(types: type.registry))
            _ = model.system.receive(type.push, now: start)
            model.selectedID = type.rawValue
            scenes.append(("default \(type)", model, start))
        }
        var stale = Fixtures.tripPush()
        stale.staleDate = start.addingTimeInterval(60)
        var staleModel = Fixtures.model([stale])
        _ = staleModel.system.advance(to: start.addingTimeInterval(150))
        scenes.append(("stale trip", staleModel, start.addingTimeInterval(150)))
        var ended = Fixtures.model([Fixtures.tripPush(), Fixtures.ridePush()])
        _ = ended.system.end("trip", reason: .userStopped, dismissalDate: start.addingTimeInterval(900), now: start.addingTimeInterval(30))
        scenes.append(("ended trip", ended, start.addingTimeInterval(30)))
        return scenes
    }

    /// Every screen: the dashboard, the phone locked and unlocked, StandBy.
    static func screens(_ model: AppModel) -> [(String, AppModel)] {
        var phoneLocked = model
        phoneLocked.viewMode = .phone
        var phoneUnlocked = phoneLocked
        phoneUnlocked.locked = false
        var standBy = model
        standBy.viewMode = .standby
        return [("dashboard", model), ("phone locked", phoneLocked), ("phone unlocked", phoneUnlocked), ("standby", standBy)]
    }

    @Test func theScreenHoldsUntilItsReportedChange() {
        let context = Fixtures.context(.de)
        var checked = 0
        var changedAtTheReportedInstant = 0
        var reported = 0
        for (name, base, start) in Self.scenes() {
            for (screen, screenModel) in Self.screens(base) {
                for offset in [0, 7, 29.5, 61, 299, 3599.25] as [TimeInterval] {
                    // The model as the loop has it at that moment (simulated pushes, stale dates).
                    let now = start.addingTimeInterval(offset)
                    var model = screenModel
                    _ = AppReducer.update(&model, .tick, now: now)
                    let frame = Renderer.frame(model, width: 100, height: 30, now: now, context: context)
                    if let next = frame.nextChange {
                        #expect(next > now, "\(name), \(screen) at +\(offset): the next change is not after the frame")
                    }
                    // The model changes by itself at its own deadlines (a simulated push, a stale
                    // date): the loop wakes then anyway and draws the new model.
                    let until = [frame.nextChange, AppReducer.nextDeadline(model, after: now), now.addingTimeInterval(86_400)]
                        .compactMap { $0 }.min()!
                    for fraction in [0.25, 0.5, 0.75, 0.999] {
                        let moment = now.addingTimeInterval(until.timeIntervalSince(now) * fraction)
                        // A fresh context: a kept view (`ActivityViewCache`) would hold by itself.
                        let later = Renderer.render(model, width: 100, height: 30, now: moment, context: Fixtures.context(.de))
                        #expect(later.cells == frame.grid.cells,
                                "\(name), \(screen): the screen changed at \(moment) before its reported change at \(until)")
                        checked += 1
                    }
                    if let next = frame.nextChange {
                        reported += 1
                        let after = Renderer.render(model, width: 100, height: 30, now: next, context: Fixtures.context(.de))
                        if after.cells != frame.grid.cells { changedAtTheReportedInstant += 1 }
                    }
                }
            }
        }
        #expect(checked >= 1000)
        // The reported instants are real changes, not a timer: most frames change right then
        // (a few report a change of something drawn under another, e.g. a hidden part of a view).
        #expect(reported > 100)
        #expect(changedAtTheReportedInstant * 10 >= reported * 9, "\(changedAtTheReportedInstant) of \(reported) reported changes were real")
    }

    /// A countdown turns over at the minute: the trip's compact "3 Min." reports exactly then.
    @Test func aCountdownReportsItsMinute() throws {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        let frame = Renderer.frame(model, width: 100, height: 30, now: now, context: Fixtures.context())
        let next = try #require(frame.nextChange)
        let activity = try #require(model.islandLead)
        guard case .date(let arrival)? = activity.contentState["nextStopTime"] else {
            Issue.record("the trip has no nextStopTime")
            return
        }
        #expect(next == Countdown.nextChange(to: arrival, after: now))
    }

    /// Nothing on screen depends on time: no wake at all.
    @Test func aStillScreenReportsNothing() {
        var model = Fixtures.model([Fixtures.ridePush()])
        model.viewMode = .dashboard
        let frame = Renderer.frame(model, width: 100, height: 30, now: Fixtures.start, context: Fixtures.context())
        #expect(frame.nextChange == nil)
        model.viewMode = .phone
        let phone = Renderer.frame(model, width: 100, height: 30, now: Fixtures.start.addingTimeInterval(10), context: Fixtures.context())
        #expect(phone.nextChange == Fixtures.start.addingTimeInterval(60), "the phone's clock turns over at the minute")
    }

    /// Cards left out of a full Lock Screen ("+N more") wake nobody.
    @Test func hiddenCardsDoNotWake() {
        var pushes: [Push] = []
        for index in 0..<6 {
            var push = Fixtures.tripPush(id: "trip\(index)", state: Fixtures.tripState(minutes: 3 + Double(index) / 10), relevance: Double(100 - index))
            push.activityID = "trip\(index)"
            pushes.append(push)
        }
        let model = Fixtures.model(pushes)
        let frame = Renderer.frame(model, width: 100, height: 30, now: Fixtures.start, context: Fixtures.context())
        let shown = Renderer.frame(Fixtures.model(Array(pushes.prefix(1))), width: 100, height: 30, now: Fixtures.start,
                                   context: Fixtures.context())
        #expect(frame.nextChange == shown.nextChange)
    }
}
