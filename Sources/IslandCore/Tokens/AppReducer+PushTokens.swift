import Foundation
import IslandTypes

extension AppReducer {
    /// The tokens the device has not announced yet (see `PushTokenAnnouncer`), as output records
    /// and in the events pane, where a developer copies them from.
    static func announceTokens(_ model: inout AppModel, now: Date) -> [AppEffect] {
        guard var announcer = model.pushTokens else { return [] }
        let due = announcer.take(from: model.system)
        model.pushTokens = announcer
        return due.map { announcement in
            log(&model, now, .info, .pushToken(announcement))
            return .output(.token(announcement, at: now))
        }
    }

    /// The device gives an activity a new push token, as ActivityKit may at any time ("The
    /// push token for a Live Activity may change over time … invalidate the outdated token",
    /// Apple, `pushTokenUpdates`): announced as its first token was, the old one unregistered.
    static func rotatePushToken(of id: String, in model: inout AppModel, now: Date) -> [AppEffect] {
        guard model.pushTokens != nil, let index = model.system.index(of: id), model.system.activities[index].isOnLockScreen,
              let old = model.system.activities[index].pushToken else {
            log(&model, now, .error, .text("cannot rotate the push token of \(DiagnosticText.quote(id)): no activity of that id has one"))
            return []
        }
        let new = PushToken.rotated(old)
        model.system.activities[index].pushToken = new
        guard let announcement = TokenAnnouncement.activity(model.system.activities[index]) else { return [] }
        log(&model, now, .info, .text("push token of \(DiagnosticText.quote(id)) rotated: \(old.prefix(8))… is unregistered (410), the new one is announced"))
        log(&model, now, .info, .pushToken(announcement))
        return [.output(.token(announcement, at: now))]
    }
}
