import Foundation

/// `island render`'s model: payloads applied in order through the dashboard's own reducer
/// (`AppReducer.update` with `.line`), each at its arrival on the one device clock of lint and
/// replay (`DeviceClock`), then taken to the moment asked for, so stale dates, dismissals and
/// countdowns are as they would be on a device at that moment. Pure.
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
    ///   - now: `--now`: the device clock from the first payload on.
    ///   - model: the model to start from (its types, language).
    /// - Returns: nil when no payload has a timestamp and no time was given (there is no
    ///   moment to render).
    package static func play(_ documents: [LintDocument], at time: Date?, now: Date? = nil, from model: AppModel = AppModel()) -> Result? {
        var clock = DeviceClock(now: now)
        var model = model
        var played = 0
        var pending: [IncomingLine] = []
        for document in documents {
            let line = IncomingLine(body: document.body, source: .file(document.file), number: document.line)
            let timestamp = (try? PushDecoder.decode(line).get())?.timestamp
            guard let arrival = clock.arrive(timestamp: timestamp, recorded: document.arrival) else {
                // Nothing has said what time it is yet: it plays when something does.
                pending.append(line)
                continue
            }
            if let time, arrival > time { break }
            for earlier in pending + [line] {
                _ = AppReducer.update(&model, .line(earlier), now: arrival)
                played += 1
            }
            pending = []
        }
        guard let end = time ?? clock.now else { return nil }
        for earlier in pending {
            _ = AppReducer.update(&model, .line(earlier), now: end)
            played += 1
        }
        _ = AppReducer.update(&model, .tick, now: end)
        return Result(model: model, now: end, played: played)
    }
}
