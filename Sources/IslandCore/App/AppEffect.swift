import Foundation

/// What the reducer asks the edge to do.
package enum AppEffect: Hashable, Sendable {
    /// Append to the intents file and send to every socket client, before the screen shows it.
    case output(OutputRecord)
    /// Answer where a line came from (a socket client, an APNs request): an ack or a reply.
    case reply(to: LineSource, LineAnswer)
    case bell
    /// Change how fast the app clock runs; with `at`, move it to that moment too (a replay's seek).
    case setClock(speed: Double, paused: Bool, at: Date? = nil)
    /// Force the APNs endpoint's next answers (`island apns fault SPEC`'s words; `off` clears).
    case apnsFaults(String)
    case quit
}
