import Foundation

/// `island render`'s model: payloads applied in order through the dashboard's own reducer
/// (`AppReducer.update` with `.line`), on a clock like `island lint`'s — it starts at the first
/// payload's timestamp and moves to each payload's timestamp as it arrives (a payload older
/// than the clock, more than 8 h ahead or without a timestamp arrives at the clock) — and
/// then taken to the moment asked for, so stale dates, dismissals and countdowns are as they
/// would be on a device at that moment. Pure.
package enum PayloadPlayback {
    package struct Result: Sendable {
        package var model: AppModel
        /// The moment the model stands at: the time asked for, else the last arrival.
        package var now: Date
        /// Payloads applied (or judged) up to `now`; later ones were left out.
        package var played: Int
    }

    /// - Parameters:
    ///   - documents: the payloads in order (from `DocumentSplitter`).
    ///   - time: the moment to stop at; payloads arriving after it are left out. Nil: after
    ///     the last payload, at its arrival.
    ///   - model: the model to start from (its schemas, language-independent settings).
    /// - Returns: nil when no payload has a timestamp and no time was given (there is no
    ///   moment to render).
    package static func play(_ documents: [LintDocument], at time: Date?, from model: AppModel = AppModel()) -> Result? {
        guard var clock = documents.lazy.compactMap(LintEngine.startTime).first ?? time else { return nil }
        var model = model
        var played = 0
        for document in documents {
            let line = IncomingLine(body: document.body, source: .file(document.file), number: document.line)
            let arrival = arrivalTime(of: line, clock: clock)
            if let time, arrival > time { break }
            _ = AppReducer.update(&model, .line(line), now: arrival)
            clock = arrival
            played += 1
        }
        let now = time ?? clock
        _ = AppReducer.update(&model, .tick, now: now)
        return Result(model: model, now: now, played: played)
    }

    /// When a payload arrives: at its timestamp if that is ahead of the clock by at most the
    /// 8 hours iOS accepts, else at the clock.
    static func arrivalTime(of line: IncomingLine, clock: Date) -> Date {
        guard case .success(let push) = PushDecoder.decode(line), let timestamp = push.timestamp,
              timestamp > clock, timestamp.timeIntervalSince(clock) <= LiveActivitySystem.futureTolerance else { return clock }
        return timestamp
    }
}
