import Foundation
import IslandCore

/// A descriptor the run loop waits on with `poll(2)`.
package struct PollRequest: Hashable, Sendable {
    package let descriptor: Int32
    /// `POLLIN`, `POLLOUT`, or both.
    package let events: Int16

    package init(descriptor: Int32, events: Int16) {
        self.descriptor = descriptor
        self.events = events
    }
}

/// Anything that produces events for the one run loop: the terminal, a followed file, the
/// socket server, stdin. The loop polls every source's descriptors and asks the ready ones
/// to read; a source never blocks and never owns a thread.
///
/// Work that no descriptor announces (lines read but not yet handed over, bytes TLS has
/// already decrypted, a first status) is `hasPendingEvents`: the loop does not sleep while a
/// source says so and calls `handlePending` in the turn — no pipe written only to wake `poll`.
/// A pause on real time (a listener resting after EMFILE, a handshake or idle deadline) is
/// `nextMonotonicDeadline`: the loop's `poll` timeout covers it — no timer descriptor.
package protocol EventSource: AnyObject {
    /// The descriptors to wait on now (may change between iterations).
    var pollRequests: [PollRequest] { get }
    /// A descriptor of this source is ready (`revents` from poll): read what is there.
    func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent]
    /// Events wait that no descriptor will announce: the loop polls without sleeping and
    /// calls `handlePending(now:)` in this turn. Must turn false once they are handed over,
    /// or the loop never sleeps.
    var hasPendingEvents: Bool { get }
    /// Hands over what `hasPendingEvents` said waits (a bounded amount: the rest next turn).
    func handlePending(now: Date) -> [AppEvent]
    /// A moment on the monotonic clock (seconds, as `VirtualClock.monotonicSeconds` and the
    /// run loop's frame clock count them) when the source wants `handleMonotonicDeadline`:
    /// real time, whatever the app clock does (paused, fast). Nil when none.
    var nextMonotonicDeadline: Double? { get }
    /// Called once `nextMonotonicDeadline` has passed (`seconds`: the monotonic clock now); it
    /// must move the deadline on or clear it.
    func handleMonotonicDeadline(_ seconds: Double, now: Date) -> [AppEvent]
    /// Its peers wait for each answer before they send more (HTTP/2 requests): the loop never
    /// holds its input back to the next frame to save wakes, as it does with streams of lines.
    var awaitsAnswers: Bool { get }
    /// A moment on the app clock when the source wants `handleDeadline(now:)`
    /// (e.g. to retry opening a file that does not exist yet); nil when none.
    var nextDeadline: Date? { get }
    /// Called when `nextDeadline` has passed. It must move `nextDeadline` on (or to nil):
    /// a deadline left in the past makes the loop wake at once, again and again.
    func handleDeadline(now: Date) -> [AppEvent]
    /// Releases descriptors and files (e.g. removes the socket file).
    func close()
    /// The user's own input (keyboard, mouse): the loop serves it before every other source
    /// on every turn, so a key acts at once however many lines flood in beside it.
    var isUserInput: Bool { get }
}

extension EventSource {
    package var isUserInput: Bool { false }
    package var hasPendingEvents: Bool { false }
    package func handlePending(now: Date) -> [AppEvent] { [] }
    package var nextMonotonicDeadline: Double? { nil }
    package func handleMonotonicDeadline(_ seconds: Double, now: Date) -> [AppEvent] { [] }
    package var awaitsAnswers: Bool { false }
    package var nextDeadline: Date? { nil }
    package func handleDeadline(now: Date) -> [AppEvent] { [] }
}

/// Something that must see effects, such as the intents file or the socket's clients.
package protocol EffectSink: AnyObject {
    /// Delivers one effect. A sink that writes must have flushed before it returns, so
    /// producers hear of a change before the screen shows it.
    func deliver(_ effect: AppEffect)
    /// Events the sink has to report since the last call, e.g. a failed write
    /// (`AppEvent.sourceError`). The loop applies them in the same iteration.
    func takeEvents() -> [AppEvent]
    /// Sends what the turn queued for its peers (answers batched for the turn), or writes
    /// what it held: called once the turn's events are applied (and before a frame is
    /// drawn), so a producer hears its answer before the screen shows its line.
    func finishTurn()
    /// True when the sink's batch is full and it must finish the turn now, between two
    /// events: the loop then finishes every sink, in order.
    var wantsToFinishTurn: Bool { get }
    /// True for a sink whose writing must come before every other sink's at the end of a
    /// turn: the log, so a producer that has its answer finds its line in the log.
    var writesBeforeAnswers: Bool { get }
}

extension EffectSink {
    package func takeEvents() -> [AppEvent] { [] }
    package func finishTurn() {}
    package var wantsToFinishTurn: Bool { false }
    package var writesBeforeAnswers: Bool { false }
}
