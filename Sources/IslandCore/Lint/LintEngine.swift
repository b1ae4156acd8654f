import Foundation
import IslandTypes

/// `island lint`'s engine: payloads go through `LiveActivitySystem` — the dashboard's own
/// path — one at a time, in order, on one device clock, so lint, replay and the dashboard
/// reach the same verdicts on the same sequence.
///
/// Every payload arrives at a moment (`DeviceClock`). Everything time does — staleness,
/// the 8-hour limit, dismissals — happens at every arrival, whether the payload is applied
/// or not; "in the future" is judged against this clock. With no clock at all (no
/// timestamp yet, no `--now`), nothing is judged by time and dates are not second-guessed.
package struct LintEngine: Sendable {
    package private(set) var system: LiveActivitySystem
    /// The device clock: the last arrival; nil while unknown.
    package private(set) var clock: DeviceClock
    /// `--type NAME`: updates and ends without a start are checked as this type.
    private let loneType: TypeDefinition?

    /// - Parameters:
    ///   - now: `--now`: the device clock from the first payload on.
    ///   - loneType: checks lone updates and ends against this type (`--type`).
    package init(types: TypeRegistry = TypeRegistry(), options: SystemOptions = SystemOptions(warnsBareContentState: true),
                 now: Date? = nil, loneType: TypeDefinition? = nil) {
        system = LiveActivitySystem(types: types, options: options)
        clock = DeviceClock(now: now)
        self.loneType = loneType
    }

    package mutating func check(_ document: LintDocument) -> LintResult {
        check(document, decoded: Self.decode(document))
    }

    /// A payload read as a push: the part of `check` that depends on nothing before it, so a
    /// caller may do it ahead, on another thread.
    package static func decode(_ document: LintDocument) -> Result<Push, Rejection> {
        PushDecoder.decode(IncomingLine(body: document.body, source: .file(document.file), number: document.line))
    }

    /// `check(document)` with the payload already decoded (`decode(document)`).
    package mutating func check(_ document: LintDocument, decoded: Result<Push, Rejection>) -> LintResult {
        let line = IncomingLine(body: document.body, source: .file(document.file), number: document.line)
        // What lint needs of the push before the system takes it (read in place, not copied).
        var timestamp: Date?
        var event: PushEvent?
        if case .success(let push) = decoded {
            timestamp = push.timestamp
            event = push.event
        }
        let arrival = clock.arrive(timestamp: timestamp, recorded: document.arrival)
        system.clockKnown = arrival != nil
        let now = arrival ?? timestamp ?? Date(timeIntervalSinceReferenceDate: 0)
        var selected: String?
        if let loneType, case .success(let push) = decoded {
            assumeLone(push, type: loneType, at: now)
            selected = loneSelection(push)
        }
        let outcome = system.receive(decoded, from: line.source, now: now, selected: selected)
        return LintResult(file: document.file, line: document.line, verdict: outcome.verdict, problems: outcome.problems,
                          warnings: outcome.warnings, event: event, activityID: outcome.target,
                          state: outcome.targetState, arrival: arrival)
    }

    /// The activity a lone update or end of `--type` is for.
    static let loneActivityID = "lone"

    mutating func assumeLone(_ push: Push, type: TypeDefinition, at time: Date) {
        guard push.event != .start, push.channelID == nil else { return }
        let id = push.activityID ?? (system.defaultTarget(selected: nil, app: push.app) == nil ? Self.loneActivityID : nil)
        guard let id, system.activity(id) == nil else { return }
        system.assume(id, type: type, app: push.app, at: time)
    }

    func loneSelection(_ push: Push) -> String? {
        loneType != nil && push.activityID == nil ? system.activity(Self.loneActivityID).map(\.id) : nil
    }

    /// 0 when every payload was applied, else 1.
    package static func exitCode(_ results: [LintResult]) -> Int32 {
        results.allSatisfy(\.verdict.isApplied) ? 0 : 1
    }

    /// Lints every input in order as one stream (tests and small inputs; the command streams).
    package static func run(_ inputs: [LintInput], types: TypeRegistry = TypeRegistry(), now: Date? = nil,
                            loneType: TypeDefinition? = nil, options: SystemOptions = SystemOptions(warnsBareContentState: true)) -> [LintResult] {
        var engine = LintEngine(types: types, options: options, now: now, loneType: loneType)
        return inputs.flatMap(DocumentSplitter.documents(in:)).map { engine.check($0) }
    }
}
