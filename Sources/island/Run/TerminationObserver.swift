import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// Remembers which signal ended the loop, so `island run` exits as a program killed by it
/// would be reported — 128 + the signal: 130 after SIGINT (Ctrl-C), 143 after SIGTERM, 129
/// after SIGHUP or a terminal that went away — but only after the terminal is restored.
/// A quit with `q` is 0; a loop that could not go on (poll failed) is 1.
final class TerminationObserver: RunLoopObserver {
    private(set) var exitStatus: Int32 = 0
    private var ended = false

    func willApply(_ event: AppEvent, to model: AppModel, now: Date) {
        guard !ended, case .terminate(let name) = event else { return }
        ended = true
        exitStatus = Self.number(of: name).map { 128 + $0 } ?? 1
    }

    /// Only the event matters here.
    var comparesModels: Bool { false }

    func didApply(_ event: AppEvent, from before: AppModel, to after: AppModel, now: Date) {}

    /// The signal a `.terminate` event names (`SignalPipe.name(of:)`); a terminal that closed
    /// is a hangup, whoever noticed it first; nil for an end that no signal caused.
    static func number(of name: String) -> Int32? {
        for signal in SignalPipe.terminating where SignalPipe.name(of: signal) == name { return signal }
        return name == "terminal closed" ? SIGHUP : nil
    }
}
