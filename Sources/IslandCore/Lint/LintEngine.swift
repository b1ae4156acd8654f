import Foundation

/// `island lint`'s engine: payloads go through `LiveActivitySystem.receive(_ line:)` — the
/// dashboard's own path — in order, as one stream, on a clock of their own. There is no real
/// time: the clock starts at the first payload's timestamp and moves to the timestamp of each
/// applied payload, so stale dates, dismissals and the 8-hour limit fall between payloads as
/// they would on a device that received each push at its timestamp.
///
/// A payload arrives at its timestamp (or at the clock, if that is later or the timestamp is
/// more than 8 h ahead; a payload without one arrives at the clock). It is judged at that
/// moment; the clock and the activities move on only if it is applied.
package struct LintEngine: Sendable {
    package private(set) var system: LiveActivitySystem
    /// Where the stream's time stands; nil until a payload with a timestamp sets it.
    package private(set) var clock: Date?

    package init(schemas: SchemaRegistry = SchemaRegistry(), clock: Date? = nil) {
        self.system = LiveActivitySystem(defaultApp: "island", schemas: schemas)
        self.clock = clock
    }

    /// Lints every input in order as one stream.
    package static func run(_ inputs: [LintInput], schemas: SchemaRegistry = SchemaRegistry()) -> [LintResult] {
        let documents = inputs.flatMap(DocumentSplitter.documents(in:))
        var engine = LintEngine(schemas: schemas, clock: documents.lazy.compactMap(startTime).first)
        return documents.map { engine.check($0) }
    }

    /// The clock's start for a stream whose first timestamp is this payload's: its timestamp,
    /// read as milliseconds when it is that large (so the payload itself is judged "ahead").
    static func startTime(_ document: LintDocument) -> Date? {
        guard case .success(let push) = PushDecoder.decode(IncomingLine(body: document.body, source: .file(document.file), number: document.line)),
              let timestamp = push.timestamp else { return nil }
        let seconds = timestamp.timeIntervalSince1970
        return PushDecoder.looksLikeMilliseconds(seconds) ? Date(timeIntervalSince1970: seconds / 1000) : timestamp
    }

    package mutating func check(_ document: LintDocument) -> LintResult {
        let line = IncomingLine(body: document.body, source: .file(document.file), number: document.line)
        if clock == nil { clock = Self.startTime(document) }
        let now = clock ?? Date(timeIntervalSince1970: 0)
        var arrival = now
        if case .success(let push) = PushDecoder.decode(line), let timestamp = push.timestamp,
           timestamp > now, timestamp.timeIntervalSince(now) <= LiveActivitySystem.futureTolerance {
            arrival = timestamp
        }
        var trial = system
        let outcome = trial.receive(line, now: arrival)
        if outcome.verdict.isApplied {
            system = trial
            clock = arrival
        }
        let state = outcome.verdict.activityID.flatMap { system.activity($0)?.state }
        return LintResult(file: document.file, line: document.line, verdict: outcome.verdict, event: outcome.push?.event, state: state, arrival: arrival)
    }

    /// 0 when every payload was applied, else 1.
    package static func exitCode(_ results: [LintResult]) -> Int32 {
        results.allSatisfy(\.verdict.isApplied) ? 0 : 1
    }
}
