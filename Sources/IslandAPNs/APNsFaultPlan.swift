import IslandText
import IslandTypes
import IslandJSON
import Foundation

/// The forced failures in force (`APNsFault`), in the order they were given: the first that
/// matches a request answers it, and only it counts the request. Pure: the endpoint asks it
/// before it checks a request, and a request it delays is checked when the delay is over.
package struct APNsFaultPlan: Sendable {
    package struct Active: Hashable, Sendable {
        package let fault: APNsFault
        /// Requests that matched, and those of them forced.
        package fileprivate(set) var matched = 0
        package fileprivate(set) var forced = 0

        /// Whether it has nothing more to force.
        var isSpent: Bool {
            if case .next(let count) = fault.extent { return forced >= count }
            return false
        }

        /// The extent's rule for the request that just matched: the next N, or an even
        /// spread of the share (the n-th match is forced when ⌊n·p/100⌋ grows).
        fileprivate mutating func forcesThisOne() -> Bool {
            matched += 1
            switch fault.extent {
            case .next(let count):
                guard forced < count else { return false }
            case .share(let percent):
                guard matched * percent / 100 > forced else { return false }
            }
            forced += 1
            return true
        }

        package var summary: String {
            switch fault.extent {
            case .next(let count): return "\(fault): \(count - forced) of \(count) left"
            case .share: return "\(fault): \(forced) of \(matched) requests forced"
            }
        }
    }

    /// What a forced request gets.
    package enum Outcome: Sendable {
        /// The answer, and the events pane's line saying it was forced.
        case answer(APNsAnswer, log: Sentence)
        /// The request waits this long before it is checked and answered as usual.
        case delay(TimeInterval, log: Sentence)
    }

    /// At most this many faults at once (island's bound: a plan is a few lines a person types).
    static let limit = 32

    package private(set) var active: [Active] = []

    package init() {}

    package var isEmpty: Bool { active.isEmpty }

    package mutating func add(_ fault: APNsFault) -> Bool {
        active.removeAll(where: \.isSpent)
        guard active.count < Self.limit else { return false }
        active.append(Active(fault: fault))
        return true
    }

    package mutating func clear() {
        active = []
    }

    /// `SPEC` adds a fault, `off` clears them all; the plan's lines after it, or the error.
    package mutating func apply(_ command: String) -> Result<[String], APNsFault.ParseError> {
        let text = command.trimmingCharacters(in: .whitespacesAndNewlines)
        if text == "off" || text == "clear" {
            clear()
            return .success(summary)
        }
        switch APNsFault.parse(text) {
        case .failure(let error): return .failure(error)
        case .success(let fault):
            guard add(fault) else {
                return .failure(APNsFault.ParseError(description: "\(Self.limit) faults are in force already; clear them with \"off\""))
            }
            return .success(summary)
        }
    }

    /// One line per fault in force (nothing once spent).
    package var summary: [String] {
        active.filter { !$0.isSpent }.map(\.summary)
    }

    /// Whether `request` is forced, and how; counts it against the first fault that matches.
    package mutating func take(_ request: HTTP2Message, number: Int, makeID: () -> String = { UUID().uuidString }) -> Outcome? {
        // Nearly always nothing is forced: the request's path and topic are not even looked at.
        guard !active.isEmpty else { return nil }
        let path = request.field(":path") ?? ""
        let token = path.hasPrefix(APNsRequestCheck.pathPrefix) ? String(path.dropFirst(APNsRequestCheck.pathPrefix.count)) : nil
        let topic = request.field("apns-topic")
        guard let index = active.firstIndex(where: { !$0.isSpent && $0.fault.matches(token: token, topic: topic) }),
              active[index].forcesThisOne() else { return nil }
        let entry = active[index]
        if entry.isSpent { active.remove(at: index) }
        let apnsID = request.field("apns-id").flatMap { APNsRequestCheck.isUUID($0) ? $0 : nil } ?? makeID()
        let method = request.field(":method") ?? "?"
        let shownPath = path.count > 60 ? String(path.prefix(60)) + "…" : path
        let why = Sentence(.apnsForcedFault, ["fault": entry.summary]).english
        let reason: APNsReason
        var extra: [(String, String)] = []
        switch entry.fault.kind {
        case .delay(let seconds):
            return .delay(seconds, log: Sentence(.apnsRequestHeld, ["number": String(number), "method": method, "path": shownPath,
                                                                 "seconds": APNsFault.seconds(seconds), "fault": entry.summary]))
        case .tooManyRequests(let retryAfter):
            reason = .tooManyRequests
            extra = [("retry-after", String(retryAfter))]
        case .internalServerError: reason = .internalServerError
        case .serviceUnavailable: reason = .serviceUnavailable
        case .shutdown: reason = .shutdown
        }
        var answer = APNsAnswer.failure(reason, apnsID: apnsID, detail: why)
        answer.headers += extra + [("x-island-forced", APNsAnswer.headerText(entry.fault.description))]
        answer.endsConnection = reason == .shutdown
        return .answer(answer, log: Sentence(answer.endsConnection ? .apnsRequestForcedGoAway : .apnsRequestForced,
                                             ["number": String(number), "method": method, "path": shownPath, "status": String(reason.status),
                                              "reason": reason.rawValue, "fault": entry.summary]))
    }
}
