import Foundation
import IslandInput
import IslandTestSupport
import Testing
import IslandSimulator
@testable import IslandCore

/// `a` puts the iPhone into Always-On: locked, its Lock Screen in the phone view (dimmed by the
/// renderer, each widget drawn with `isLuminanceReduced`); `a` again, unlocking, another view
/// or another device wakes it.
@Suite struct AlwaysOnKeyTests {
    let start = Date(timeIntervalSince1970: 1_764_417_600)

    func model() -> AppModel {
        var model = AppModel(system: BuiltInTypes.system(), simulations: [SimulationRun(TripSimulator(seed: 42, start: start))])
        _ = AppReducer.update(&model, .tick, now: start)
        return model
    }

    @Test func aTurnsAlwaysOnOnAndOff() {
        var model = model()
        model.locked = false
        model.device = .watch
        _ = AppReducer.update(&model, .key(.character("a")), now: start)
        #expect(model.alwaysOn && model.locked && model.viewMode == .phone && model.device == .iPhone)
        _ = AppReducer.update(&model, .key(.character("a")), now: start)
        #expect(!model.alwaysOn && model.viewMode == .phone, "woken, still the phone")
    }

    @Test func unlockingOrLeavingWakesIt() {
        for key in ["l", "v", "s", "d"] {
            var model = model()
            _ = AppReducer.update(&model, .key(.character("a")), now: start)
            _ = AppReducer.update(&model, .key(.character(Character(key))), now: start)
            #expect(!model.alwaysOn, "\(key) wakes it")
        }
    }

    @Test func theKeyIsInTheOneTable() {
        #expect(KeyBindings.all.contains { $0.command == .alwaysOn && $0.keys.contains(.character("a")) })
    }
}
