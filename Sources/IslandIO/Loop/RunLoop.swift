import IslandText
import Foundation
import IslandCore
#if canImport(Glibc)
import Glibc
#endif

/// The one loop of island. It owns the model and the app clock, waits with
/// `poll(2)` on every source's descriptors and the signal self-pipe until the next deadline
/// (the reducer's or a source's), applies what arrived with `AppReducer.update`, hands the
/// effects to the sinks in order — so the intents file has a change before the screen shows
/// it — and then draws one frame for everything that happened. There is no fixed tick: with
/// nothing due and no input it sleeps in `poll` with no timeout at all.
///
/// Frames are coalesced: everything already waiting is taken in before a frame is drawn (a
/// burst of lines is one frame), and frames are at least `frameInterval` apart however fast
/// lines arrive. So that a flood cannot hide the screen's state for long, taking in stops once
/// the oldest change not yet shown has waited a frame interval.
///
/// Every turn serves the signal pipe first, then user input (`EventSource.isUserInput`: the
/// keyboard and mouse), then the other sources, so a key acts in the same turn however many
/// lines wait beside it.
///
/// A busy stream costs what a burst costs: within a frame interval after a frame, the loop
/// never sleeps waiting for lines. It takes what is already there (a flood goes on at full
/// speed), and when nothing is, it sleeps on the signals, the user's input and sources whose
/// peers wait for answers (`EventSource.awaitsAnswers`) until the next frame is due, then reads
/// what arrived meanwhile in one turn. A trickle of lines wakes it once a frame, not once a
/// line; a line after a quiet spell is read and drawn at once (no frame was near), and every
/// answer of a turn goes out before its frame (`EffectSink.finishTurn`).
package final class RunLoop {
    /// `poll(2)` as the loop calls it; tests pass one that runs on a fake clock.
    package typealias Poller = (inout [pollfd], Int32) -> Int32

    /// The shortest time between two frames (60 Hz).
    package static let frameInterval: Double = 1.0 / 60

    package private(set) var model: AppModel
    package private(set) var clock: VirtualClock
    package private(set) var sources: [any EventSource]
    package private(set) var sinks: [any EffectSink]
    package private(set) var observers: [any RunLoopObserver]
    package let frontend: (any Frontend)?
    package let signals: SignalPipe?
    /// Real seconds on a monotonic clock, for frame pacing (the app clock may run faster,
    /// slower or not at all).
    private let frameClock: () -> Double
    private var framePending = true
    /// When the last frame was drawn, on `frameClock`.
    private var lastFrame = -Double.infinity
    /// When the oldest change not yet on screen was applied, on `frameClock`.
    private var pendingSince: Double?
    /// The app-clock moment the last frame showed: a frontend's next change is only believed
    /// when it lies after it, so a wrong one cannot make the loop spin.
    private var lastFrameMoment: Date?
    private let poller: Poller
    /// Lines from a stream (not the user, not a peer awaiting answers) arrived since the last frame.
    private var streamMoved = false
    /// Until when (frame clock) the streams' descriptors are left out of a sleeping `poll`.
    private var holdStreamsUntil: Double?

    /// - Parameters:
    ///   - model: the initial model, with its simulations; its first due pushes (such as a
    ///     simulator's start) play on the first iteration.
    ///   - signals: SIGWINCH asks the frontend to resize; every other signal on the pipe
    ///     becomes `AppEvent.terminate`.
    ///   - observers: see every event before and after the reducer applies it (`--record`).
    ///   - frameClock: real seconds for frame pacing; tests pass a manual one.
    package init(model: AppModel, clock: VirtualClock, sources: [any EventSource] = [],
                sinks: [any EffectSink] = [], frontend: (any Frontend)? = nil, signals: SignalPipe? = nil,
                observers: [any RunLoopObserver] = [], frameClock: @escaping () -> Double = VirtualClock.monotonicSeconds,
                poller: @escaping Poller = { descriptors, timeout in poll(&descriptors, nfds_t(descriptors.count), timeout) }) {
        self.model = model
        self.clock = clock
        self.sources = sources
        self.sinks = Self.ordered(sinks)
        self.observers = observers
        self.frontend = frontend
        self.signals = signals
        self.frameClock = frameClock
        self.poller = poller
    }

    package func add(source: any EventSource) { sources.append(source) }
    package func add(sink: any EffectSink) { sinks = Self.ordered(sinks + [sink]) }

    /// The sinks that write before answers (the log) first, the others in the order given.
    private static func ordered(_ sinks: [any EffectSink]) -> [any EffectSink] {
        sinks.filter(\.writesBeforeAnswers) + sinks.filter { !$0.writesBeforeAnswers }
    }
    package func add(observer: any RunLoopObserver) { observers.append(observer) }

    /// Runs until the reducer returns `.quit` (a key, a signal) and returns the final model.
    /// Closing the sources, sinks and frontend is the caller's job: it opened them.
    @discardableResult
    package func run() -> AppModel {
        // The first iteration plays whatever is already due (the simulator's start push).
        var events: [AppEvent] = [.tick]
        while true {
            let now = clock.now()
            if apply(events, now: now) { break }
            if let frontend, framePending || frontend.needsFrame {
                let real = frameClock()
                let since = pendingSince ?? real
                pendingSince = since
                if real >= lastFrame + Self.frameInterval {
                    // Whatever already waits joins this frame, unless the oldest change on
                    // hold has waited a whole frame interval (a flood never ends).
                    if real - since < Self.frameInterval {
                        let waiting = collect(wait: false)
                        if !waiting.isEmpty {
                            events = waiting
                            continue
                        }
                    }
                    finishTurn()
                    frontend.present(model, now: now)
                    lastFrameMoment = now
                    lastFrame = real
                    // A frame that shows a stream's lines: the stream's next lines wait for
                    // the next frame (a trickle wakes the loop once a frame, not once a line).
                    holdStreamsUntil = streamMoved ? real + Self.frameInterval : nil
                    streamMoved = false
                    pendingSince = nil
                    framePending = false
                }
            } else {
                framePending = false
            }
            events = collect(wait: true)
        }
        return model
    }

    /// Applies events in order and delivers their effects; true when the loop must end.
    private func apply(_ initial: [AppEvent], now: Date) -> Bool {
        apply(initial, to: &model, now: now)
    }

    /// The model goes in `inout`: the observers are handed it without a copy (a copy of a
    /// stored property costs a retain of every part of the model, and a release after).
    private func apply(_ initial: [AppEvent], to model: inout AppModel, now: Date) -> Bool {
        var queue = initial[...]
        var quit = false
        let keepBefore = observers.contains { $0.comparesModels }
        while true {
            guard let event = queue.popFirst() else {
                // The turn's writing and answers go out together, the log first; what a sink
                // reports of it (a failed write) is applied in this same turn.
                finishTurn()
                var more: [AppEvent] = []
                for sink in sinks { more += sink.takeEvents() }
                if more.isEmpty { break }
                queue.append(contentsOf: more)
                continue
            }
            framePending = true
            for observer in observers { observer.willApply(event, to: model, now: now) }
            // The model before, only when someone compares it with the one after.
            if keepBefore {
                let before = model
                let effects = AppReducer.update(&model, event, now: now)
                for observer in observers { observer.didApply(event, from: before, to: model, now: now) }
                quit = deliver(effects) || quit
            } else {
                let effects = AppReducer.update(&model, event, now: now)
                for observer in observers { observer.didApply(event, from: model, to: model, now: now) }
                quit = deliver(effects) || quit
            }
            // A full batch (a flood of answers) goes out now, after the log it follows.
            if sinks.contains(where: \.wantsToFinishTurn) { finishTurn() }
            // A sink that failed says so in the events pane, in this same iteration. (Only a
            // real addition touches the queue: appending even nothing to the slice, which
            // shares the turn's array, copied what was left of it, for every event.)
            for sink in sinks {
                let more = sink.takeEvents()
                if !more.isEmpty { queue.append(contentsOf: more) }
            }
        }
        return quit
    }

    /// Every sink writes and sends what the turn left it, the log first.
    private func finishTurn() {
        for sink in sinks { sink.finishTurn() }
    }

    /// Hands each effect to every sink, in order; true when one of them is `.quit`.
    private func deliver(_ effects: [AppEffect]) -> Bool {
        var quit = false
        for effect in effects {
            // Every sink sees every effect, in order; each picks what concerns it.
            for sink in sinks { sink.deliver(effect) }
            switch effect {
            case .output, .reply, .apnsFaults: break
            case .bell: frontend?.bell()
            case .setClock(let speed, let paused, let time): clock.set(speed: speed, paused: paused, at: time)
            case .quit: quit = true
            }
        }
        return quit
    }

    /// Takes in what is ready — signals first, then user input, then the other sources, then
    /// what sources hold without a descriptor, then deadlines that have passed. With `wait`,
    /// first sleeps in `poll` until something is ready or due: the model's or a source's next
    /// deadline (app clock or monotonic), the moment the frame on screen changes by itself (a
    /// countdown's next minute), or, with a frame on hold, the moment frames may be drawn again.
    /// Within a frame interval after a frame, it sleeps without the streams' descriptors (see
    /// the type's comment).
    private func collect(wait: Bool) -> [AppEvent] {
        let before = clock.now()
        let modelDeadline = AppReducer.nextDeadline(model, after: before)
        let frameChange = frontend?.nextChange.flatMap { change in lastFrameMoment.map { change > $0 } ?? true ? change : nil }
        let pending = sources.contains(where: \.hasPendingEvents)
        var timeout: Int32 = 0
        var holdsStreams = false
        if wait, !pending {
            let sourceDeadline = sources.compactMap(\.nextDeadline).min()
            timeout = clock.timeoutMilliseconds(until: [modelDeadline, sourceDeadline, frameChange].compactMap { $0 }.min())
            let real = frameClock()
            if let monotonic = sources.compactMap(\.nextMonotonicDeadline).min() {
                timeout = Self.earlier(timeout, Self.milliseconds(from: real, to: monotonic))
            }
            if let frontend, framePending || frontend.needsFrame, real < lastFrame + Self.frameInterval {
                timeout = Self.earlier(timeout, Self.milliseconds(from: real, to: lastFrame + Self.frameInterval))
            }
            if let until = holdStreamsUntil, real < until {
                timeout = Self.earlier(timeout, Self.milliseconds(from: real, to: until))
                holdsStreams = true
            }
        }
        var descriptors: [pollfd] = []
        var owners: [(any EventSource)?] = []
        if let signals {
            descriptors.append(pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0))
            owners.append(nil)
        }
        // Signals, user input and sources whose peers wait for answers come first: the ones
        // a held-back sleep still waits on.
        let ordered = sources.filter(\.isUserInput) + sources.filter { !$0.isUserInput && $0.awaitsAnswers }
            + sources.filter { !$0.isUserInput && !$0.awaitsAnswers }
        var alwaysPolled = descriptors.count
        for source in ordered {
            for request in source.pollRequests {
                descriptors.append(pollfd(fd: request.descriptor, events: request.events, revents: 0))
                owners.append(source)
            }
            if source.isUserInput || source.awaitsAnswers { alwaysPolled = descriptors.count }
        }
        var ready: Int32
        if holdsStreams, timeout != 0 {
            // What has come already is read now (a flood goes on); otherwise the streams wait
            // for the frame, and only what cannot wait wakes the loop before it.
            ready = poller(&descriptors, 0)
            if ready == 0 {
                var held = Array(descriptors[..<alwaysPolled])
                ready = poller(&held, timeout)
                for index in held.indices { descriptors[index].revents = held[index].revents }
            }
        } else {
            ready = poller(&descriptors, timeout)
        }
        var events: [AppEvent] = []
        if ready < 0 {
            let code = errno
            guard code == EINTR else {
                // poll itself failed (EINVAL, ENOMEM): nothing can be waited on any more.
                events.append(.sourceError(name: "run loop", message: Sentence(.loopPollFailed, ["reason": String(cString: strerror(code))])))
                events.append(.terminate(signal: "run loop failure"))
                return events
            }
        }
        let now = clock.now()
        if ready > 0 {
            for (index, entry) in descriptors.enumerated() where entry.revents != 0 {
                if let source = owners[index] {
                    // A source may have closed this descriptor while handling an earlier one
                    // this turn (and the number may already be reused): ask it only if it
                    // still waits on it.
                    guard source.pollRequests.contains(where: { $0.descriptor == entry.fd }) else { continue }
                    let more = source.handle(descriptor: entry.fd, revents: entry.revents, now: now)
                    if !more.isEmpty, !source.isUserInput, !source.awaitsAnswers { streamMoved = true }
                    events += more
                } else if let signals {
                    events += signalEvents(signals.drain())
                }
            }
        }
        for source in ordered where source.hasPendingEvents {
            let more = source.handlePending(now: now)
            if !more.isEmpty, !source.isUserInput, !source.awaitsAnswers { streamMoved = true }
            events += more
        }
        let real = frameClock()
        for source in sources {
            if let due = source.nextDeadline, due <= now { events += source.handleDeadline(now: now) }
            if let due = source.nextMonotonicDeadline, due <= real { events += source.handleMonotonicDeadline(real, now: now) }
        }
        if let modelDeadline, modelDeadline <= now { events.append(.tick) }
        // The screen changes by itself now: a frame, though the model did not change.
        if let frameChange, frameChange <= now { framePending = true }
        return events
    }

    /// Whole milliseconds from `now` to `deadline`, rounded up (so the loop wakes after it).
    private static func milliseconds(from now: Double, to deadline: Double) -> Int32 {
        Int32(min(Double(Int32.max), max(0, ((deadline - now) * 1000).rounded(.up))))
    }

    /// The earlier of two poll timeouts (-1: none).
    private static func earlier(_ a: Int32, _ b: Int32) -> Int32 {
        a < 0 ? b : min(a, b)
    }

    private func signalEvents(_ numbers: [Int32]) -> [AppEvent] {
        var events: [AppEvent] = []
        for number in numbers {
            if number == SIGWINCH {
                frontend?.resize()
                framePending = true
            } else {
                events.append(.terminate(signal: SignalPipe.name(of: number)))
            }
        }
        return events
    }
}
