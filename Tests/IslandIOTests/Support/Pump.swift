import Foundation
import IslandCore
import IslandIO
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Drives event sources as the run loop does: poll their requests (with a bounded timeout),
/// hand each ready descriptor to its source, collect the events. No sleeping: a test waits
/// for a condition on what arrived, and fails if it has not arrived by the deadline.
struct Pump {
    var sources: [any EventSource]
    /// Everything received so far, in order.
    var events: [AppEvent] = []
    /// Called with each event as it arrives (a reducer, for the socket tests).
    var onEvent: ((AppEvent) -> Void)?

    init(_ sources: [any EventSource], onEvent: ((AppEvent) -> Void)? = nil) {
        self.sources = sources
        self.onEvent = onEvent
    }

    /// Pumps until `condition` holds for the events so far; records an issue after `timeout`.
    @discardableResult
    mutating func until(timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
                        _ condition: ([AppEvent]) -> Bool) -> Bool {
        let deadline = Monotonic.now() + timeout
        while !condition(events) {
            let remaining = deadline - Monotonic.now()
            if remaining <= 0 {
                Issue.record("timed out waiting; received \(events.count) events: \(events.suffix(5))", sourceLocation: sourceLocation)
                return false
            }
            step(timeoutMilliseconds: Int32(max(1, min(remaining * 1000, 1000))))
        }
        return true
    }

    /// Handles whatever is ready now (poll with timeout 0), until nothing is: for steps after
    /// which no event is expected, e.g. a directory created on the way to the file.
    mutating func drain() {
        while step(timeoutMilliseconds: 0) {}
    }

    /// One poll over every source, then what sources hold without a descriptor and their
    /// monotonic deadlines, as the run loop does; true when something was ready.
    @discardableResult
    mutating func step(timeoutMilliseconds: Int32) -> Bool {
        var owners: [Int32: any EventSource] = [:]
        var descriptors: [pollfd] = []
        for source in sources {
            for request in source.pollRequests {
                owners[request.descriptor] = source
                descriptors.append(pollfd(fd: request.descriptor, events: request.events, revents: 0))
            }
        }
        let pending = sources.contains(where: \.hasPendingEvents)
        var timeout = pending ? 0 : timeoutMilliseconds
        if let due = sources.compactMap(\.nextMonotonicDeadline).min() {
            timeout = min(timeout, Int32(max(0, ((due - Monotonic.now()) * 1000).rounded(.up))))
        }
        var progressed = false
        if !descriptors.isEmpty {
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready > 0 {
                progressed = true
                for descriptor in descriptors where descriptor.revents != 0 {
                    guard let owner = owners[descriptor.fd] else { continue }
                    take(owner.handle(descriptor: descriptor.fd, revents: descriptor.revents, now: Date()))
                }
            }
        }
        for source in sources where source.hasPendingEvents {
            progressed = true
            take(source.handlePending(now: Date()))
        }
        let now = Monotonic.now()
        for source in sources {
            if let due = source.nextMonotonicDeadline, due <= now {
                progressed = true
                take(source.handleMonotonicDeadline(now, now: Date()))
            }
        }
        return progressed
    }

    private mutating func take(_ arrived: [AppEvent]) {
        for event in arrived {
            events.append(event)
            onEvent?(event)
        }
    }
}

extension [AppEvent] {
    /// The lines received, as text.
    var lineTexts: [String] {
        lines.map { line in
            switch line.body {
            case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .tooLong(let count): return "<too long: \(count)>"
            }
        }
    }

    var lines: [IncomingLine] {
        compactMap { if case .line(let line) = $0 { return line } else { return nil } }
    }

    var statuses: [SourceStatus] {
        compactMap { if case .sourceStatus(let status) = $0 { return status } else { return nil } }
    }

    var errors: [String] {
        compactMap { if case .sourceError(_, let message) = $0 { return message.english } else { return nil } }
    }
}
