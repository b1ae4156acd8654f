import Foundation
import IslandInput
import IslandTestSupport
import Testing
@testable import IslandCore

/// `F`: one preset a press, in order, back to `off`; without the APNs endpoint it only says why.
@Suite struct APNsFaultKeyTests {
    let now = Date(timeIntervalSince1970: 1_764_421_200)

    @Test func eachPressSendsTheNextPresetToTheEndpoint() {
        var model = AppModel(system: BuiltInTypes.system())
        model.pushTokens = PushTokenAnnouncer()
        var sent: [String] = []
        for _ in 0..<(APNsFaultPresets.all.count + 1) {
            for case .apnsFaults(let spec) in AppReducer.update(&model, .key(.character("F")), now: now) { sent.append(spec) }
        }
        #expect(sent == APNsFaultPresets.all + [APNsFaultPresets.all[0]])
        #expect(sent.contains("off"))
        #expect(model.log.entries.contains { $0.text == "fault key: 429:3 (next press: 500:3)" })
    }

    @Test func withoutTheEndpointNothingIsSent() {
        var model = AppModel(system: BuiltInTypes.system())
        let effects = AppReducer.update(&model, .key(.character("F")), now: now)
        #expect(!effects.contains { if case .apnsFaults = $0 { true } else { false } })
        #expect(model.log.entries.contains { $0.level == .warning && $0.text.contains("start island with --apns") })
    }
}
