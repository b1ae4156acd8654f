import IslandText
import Foundation
import IslandInput
import IslandTestSupport
import Testing
import IslandSimulator
@testable import IslandCore
@testable import IslandSimulator

/// `d` cycles the device the activities are shown on; on the Watch and the Mac the card's
/// button key (and a click) first opens the activity, as a tap does there.
@Suite struct DeviceKeyTests {
    let start = Date(timeIntervalSince1970: 1_764_417_600)

    func model() -> AppModel {
        var model = AppModel(system: BuiltInTypes.system(), simulations: [SimulationRun(TripSimulator(seed: 42, start: start))])
        _ = AppReducer.update(&model, .tick, now: start)
        return model
    }

    @Test func dCyclesEveryDeviceAndBack() {
        var model = model()
        var seen: [Device] = [model.device]
        for _ in Device.allCases {
            _ = AppReducer.update(&model, .key(.character("d")), now: start)
            seen.append(model.device)
        }
        #expect(seen == [.iPhone, .iPhoneLandscape, .watch, .carPlay, .mac, .iPhone])
    }

    /// The key is a row of the one key table: the reducer, the footer and the help read it there.
    @Test func theKeyTableHasIt() {
        let binding = KeyBindings.binding(.device)
        #expect(binding.keys == [.character("d")])
        #expect(binding.footerCap == "d")
        #expect(StringTable.en.text(binding.help).contains("Apple Watch"))
        #expect(KeyBindings.binding(for: .character("d"))?.command == .device)
    }

    @Test(arguments: [Device.watch, .mac])
    func aPressOpensFirstThenPressesTheButton(device: Device) {
        var model = model()
        model.device = device
        let opened = AppReducer.update(&model, .key(.enter), now: start)
        #expect(opened.isEmpty)
        #expect(model.expandedHeld)
        #expect(model.pending == nil)
        _ = AppReducer.update(&model, .key(.character("b")), now: start)
        #expect(model.pending == .stop(activityID: "rnv5-trip"), "the open view's button asks as on the iPhone")
        _ = AppReducer.update(&model, .key(.escape), now: start)
        _ = AppReducer.update(&model, .key(.escape), now: start)
        #expect(!model.expandedHeld)
    }

    @Test(arguments: [Device.iPhone, .iPhoneLandscape, .carPlay])
    func elsewhereThePressIsTheButton(device: Device) {
        var model = model()
        model.device = device
        _ = AppReducer.update(&model, .key(.character("b")), now: start)
        #expect(model.pending == .stop(activityID: "rnv5-trip"))
    }

    @Test func aClickOnTheWatchOpensAndChangingDeviceCloses() {
        var model = model()
        model.device = .watch
        _ = AppReducer.update(&model, .activate(.activity(activityID: "rnv5-trip")), now: start)
        #expect(model.expandedHeld)
        _ = AppReducer.update(&model, .key(.character("d")), now: start)
        #expect(model.device == .carPlay)
        #expect(!model.expandedHeld)
    }
}
