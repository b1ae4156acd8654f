import IslandText
import Foundation

/// The fault key's answers (`F`, with the APNs endpoint on), one press each in this order, in
/// the words of `--apns-fault` and `island apns fault` (docs/apns.md): what a backend's retry
/// code must meet, then `off`.
package enum APNsFaultPresets {
    package static let all = ["429:3", "500:3", "503:3", "delay=5:3", "shutdown", "off"]
}

extension AppReducer {
    /// The next preset goes to the endpoint, which says in the events pane what is in force.
    static func nextAPNsFault(in model: inout AppModel, now: Date) -> [AppEffect] {
        guard model.pushTokens != nil else {
            log(&model, now, .warning, .note(Sentence(.apnsFaultWithoutEndpoint)))
            return []
        }
        let next = model.apnsFaultPreset.map { ($0 + 1) % APNsFaultPresets.all.count } ?? 0
        model.apnsFaultPreset = next
        let spec = APNsFaultPresets.all[next]
        let following = APNsFaultPresets.all[(next + 1) % APNsFaultPresets.all.count]
        log(&model, now, .change, .note(Sentence(.apnsFaultPressed, ["spec": spec, "next": following])))
        return [.apnsFaults(spec)]
    }
}
