import Foundation
import IslandCore
import IslandTypes

/// The events pane's words: each typed `LogMessage` worded in German or English, with its
/// values formatted for the screen (dates as clock times in the context's zone), and the
/// line's origin as `FILE:LINE` with the path shortened. The one table for the pane, the
/// opened entry and the status line's source states; machine outputs use `LogMessage.english`.
struct LogWords {
    let language: Language
    let timeZone: TimeZone

    init(_ context: RenderContext) {
        language = context.language
        timeZone = context.timeZone
    }

    private func pick(_ de: String, _ en: String) -> String {
        language == .de ? de : en
    }

    // MARK: Entries

    /// The entry as the pane shows it after its time: origin first for lines, then the message.
    func line(_ entry: LogEntry) -> (origin: String?, message: String) {
        (entry.origin.map(origin), message(entry.message, at: entry.time))
    }

    func message(_ message: LogMessage, at time: Date) -> String {
        switch message {
        case .text(let text): return text
        case .applied(let event, let id, let changes):
            let summary = self.changes(changes, at: time)
            return "\(self.event(event)) \(id)" + (summary.isEmpty ? "" : ": \(summary)")
        case .notApplied(let rejection, _):
            return "\(verdict(rejection.code)) \(rejection.code.rawValue): \(rejection.message)"
        case .warning(let warning):
            return "\(warning.code.rawValue): \(warning.message)"
        case .alert(let id, let alert):
            return pick("Mitteilung \(id): \(alert.text)", "alert \(id): \(alert.text)")
        case .lifecycle(let change, let app):
            return lifecycle(change, app: app, at: time)
        case .intent(let intent, let audience):
            let target = intent.activityID
                ?? (intent.app.isEmpty ? pick("alle Aktivitäten", "all activities") : pick("Aktivitäten von \(intent.app)", "\(intent.app)'s activities"))
            return "\(intent.name) \(target) → \(self.audience(audience))"
        case .source(let status):
            return source(status)
        case .sourceError(let name, let message):
            return "\(name): \(message)"
        case .simulationRestarted(let seed):
            return pick("Simulation neu gestartet, Seed \(seed) (--seed \(seed) spielt sie wieder)",
                        "simulation restarted, seed \(seed) (--seed \(seed) replays it)")
        case .quitting(let reason):
            return pick("\(reason): island endet", "\(reason): quitting")
        case .pushToken(let announcement):
            switch announcement.kind {
            case .pushToStart: return pick("Push-to-Start-Token \(announcement.token)", "push-to-start token \(announcement.token)")
            case .activity:
                let id = announcement.activityID ?? "?"
                return pick("Push-Token von \(id): \(announcement.token)", "push token of \(id): \(announcement.token)")
            }
        }
    }

    func event(_ event: PushEvent) -> String {
        switch event {
        case .start: return pick("Start", "start")
        case .update: return pick("Update", "update")
        case .end: return pick("Ende", "end")
        }
    }

    /// "ignoriert" / "abgelehnt": iOS drops the line either way; ignored lines were valid.
    func verdict(_ code: ReasonCode) -> String {
        code.isIgnored ? pick("ignoriert", "ignored") : pick("abgelehnt", "rejected")
    }

    func level(_ level: LogEntry.Level) -> String {
        switch level {
        case .info: return pick("Info", "info")
        case .change: return pick("Änderung", "change")
        case .alert: return pick("Mitteilung", "alert")
        case .warning: return pick("Warnung", "warning")
        case .error: return pick("Fehler", "error")
        }
    }

    /// A lifecycle change; a start names the app it belongs to (its bundle, as its topic has it).
    func lifecycle(_ change: LifecycleChange, app: String, at time: Date) -> String {
        switch change {
        case .scheduled(let id, let start):
            return pick("\(id) geplant: startet um \(date(start, near: time))", "\(id) scheduled: starts at \(date(start, near: time))") + (app.isEmpty ? "" : " (\(app))")
        case .started(let id): return pick("\(id) gestartet", "\(id) started") + (app.isEmpty ? "" : " (\(app))")
        case .stale(let id): return pick("\(id) ist veraltet", "\(id) is stale")
        case .fresh(let id): return pick("\(id) ist wieder aktuell", "\(id) is fresh again")
        case .ended(let id, let reason): return pick("\(id) beendet: ", "\(id) ended: ") + "\(endReason(reason)) (\(reason.rawValue))"
        case .dismissed(let id, let reason): return pick("\(id) entfernt: ", "\(id) dismissed: ") + "\(dismissal(reason)) (\(reason.rawValue))"
        }
    }

    func endReason(_ reason: EndReason) -> String {
        switch reason {
        case .endEvent: return pick("end-Push der App", "the app's end push")
        case .userStopped: return pick("vom Nutzer gestoppt, die App hat beendet", "stopped by the user, the app ended it")
        case .userStoppedUnheard: return pick("vom Nutzer gestoppt, niemand hörte zu", "stopped by the user, nobody listened")
        case .userStoppedTimeout: return pick("vom Nutzer gestoppt, die App war zu langsam", "stopped by the user, the app was too slow")
        case .endAll: return pick("alle beenden, die App hat beendet", "end all, the app ended it")
        case .endAllUnheard: return pick("alle beenden, niemand hörte zu", "end all, nobody listened")
        case .endAllTimeout: return pick("alle beenden, die App war zu langsam", "end all, the app was too slow")
        case .userDismissed: return pick("weggewischt", "swiped away")
        case .timeLimit: return pick("8-Stunden-Grenze", "the 8-hour limit")
        }
    }

    func dismissal(_ reason: DismissalReason) -> String {
        switch reason {
        case .dismissalDate: return pick("Entfernungsdatum", "its dismissal date")
        case .user: return pick("vom Nutzer", "by the user")
        case .lifetimeLimit: return pick("12-Stunden-Grenze", "the 12-hour limit")
        }
    }

    func audience(_ audience: IntentAudience) -> String {
        switch audience {
        case .simulatedApp: return pick("die simulierte App beendet sie", "the simulated app ends it")
        case .listeners: return pick("an die App gesendet; wartet auf ihr Ende", "sent to the app; waiting for its end")
        case .nobody:
            return pick("niemand hört zu (kein Socket-Client, kein --intents): island hat beendet",
                        "nobody listens (no socket client, no --intents): island ended it")
        }
    }

    /// A source's state, as the status line and the pane say it; a path in its name by its
    /// last component ("tail trips.ndjson").
    func source(_ status: SourceStatus) -> String {
        let name = status.name.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.contains("/") ? Self.shortened(String($0)) : String($0) }.joined(separator: " ")
        switch status.state {
        case .running: return name
        case .following: return pick("\(name): folgt", "\(name): following")
        case .waitingForFile: return pick("\(name): wartet auf die Datei", "\(name): waiting for the file")
        case .clients(let count):
            return pick("\(name): \(count) Client\(count == 1 ? "" : "s")", "\(name): \(count) client\(count == 1 ? "" : "s")")
        case .endOfInput: return pick("\(name): Ende der Eingabe", "\(name): EOF")
        case .failed(let reason): return "\(name): \(reason)"
        }
    }

    // MARK: Origins

    /// `trip.ndjson:12`: a file by its name (the opened entry shows the whole path), a socket
    /// client by its number.
    func origin(_ origin: LineOrigin) -> String {
        let name: String
        switch origin.source {
        case .file(let path): name = Self.shortened(path)
        case .socket(let client): name = pick("Socket #\(client)", "socket #\(client)")
        case .stdin: name = "stdin"
        case .replay: name = pick("Wiedergabe", "replay")
        case .simulator: name = "sim"
        case .apns(let delivery): name = "APNs #\(delivery.request)"
        }
        return origin.line > 0 ? "\(name):\(origin.line)" : name
    }

    /// The whole origin, for the opened entry: the full path.
    func fullOrigin(_ origin: LineOrigin) -> String {
        switch origin.source {
        case .file(let path): return origin.line > 0 ? "\(path):\(origin.line)" : path
        case .apns(let delivery): return delivery.summary
        default: return self.origin(origin)
        }
    }

    /// A path's last component ("demo/trip.ndjson" → "trip.ndjson").
    static func shortened(_ path: String) -> String {
        let last = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init)
        return last ?? path
    }

    // MARK: Values

    /// "nextStop → Wasserturm, nextStopTime → 13:20, delay → 2 (1 more)": the count of the
    /// changes left out in words ("+1" beside a value read as a change of the value).
    func changes(_ changes: [FieldChange], at time: Date) -> String {
        let shown = changes.prefix(FieldChange.maximumShown).map { change -> String in
            guard let value = change.value else { return pick("\(change.key) entfernt", "\(change.key) removed") }
            return "\(change.key) → \(self.value(value, at: time))"
        }.joined(separator: ", ")
        let more = changes.count - FieldChange.maximumShown
        return more > 0 ? "\(shown) " + pick("(\(more) weitere)", "(\(more) more)") : shown
    }

    /// A value in a few words: a date as a clock time (with its day when it is not within
    /// half a day of the entry, with its year when that differs), a number in the language's
    /// notation, text cut at 40 characters.
    func value(_ value: ContentValue, at time: Date) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return decimal(number)
        case .decimal(let literal): return language == .de ? Self.decimalComma(literal) : literal
        case .date(let date): return self.date(date, near: time)
        case .string(let text), .url(let text), .uuid(let text), .enumCase(let text):
            return text.count > 40 ? String(text.prefix(39)) + "…" : text
        case .array(let elements): return "[\(elements.count)]"
        case .object(let object), .dictionary(let object): return self.object(object, at: time)
        }
    }

    /// An object by its first fields, `{lat: 49.48, lon: 8.47}`, a nested one as `{…}`, cut
    /// at 40 characters: its count alone (`{3}`) said nothing.
    func object(_ object: ContentObject, at time: Date) -> String {
        guard !object.isEmpty else { return "{}" }
        let fields = object.entries.map { entry -> String in
            switch entry.value {
            case .object(let inner), .dictionary(let inner): return "\(entry.key): \(inner.isEmpty ? "{}" : "{…}")"
            default: return "\(entry.key): \(value(entry.value, at: time))"
            }
        }
        let text = "{" + fields.joined(separator: ", ") + "}"
        return text.count > 40 ? String(text.prefix(38)) + "…}" : text
    }

    func decimal(_ number: Double) -> String {
        guard number.isFinite else { return String(number) }
        let text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        return language == .de ? Self.decimalComma(text) : text
    }

    /// A number's text with a decimal comma: its points as commas, byte for byte (a number's
    /// text is ASCII; Foundation's search would bridge it to NSString for one byte).
    static func decimalComma(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: ".")) else { return text }
        return String(decoding: text.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: ",") : $0 }, as: UTF8.self)
    }

    /// "13:20" (seconds when it has them); "29.11. 13:20" / "Nov 29, 13:20" on another day;
    /// "29.11.2056 13:06" / "Nov 29 2056, 13:06" in another year; "—" out of any calendar.
    func date(_ date: Date, near time: Date) -> String {
        guard DateRange.showable.contains(date.timeIntervalSinceReferenceDate) else { return "—" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let (hour, minute, second) = (c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
        let clock = second == 0 ? "\(two(hour)):\(two(minute))" : "\(two(hour)):\(two(minute)):\(two(second))"
        if abs(date.timeIntervalSince(time)) < 12 * 3600 { return clock }
        let (day, month) = (c.day ?? 1, c.month ?? 1)
        let year = c.year ?? 1
        let sameYear = calendar.component(.year, from: time) == year
        // No-break spaces: a wrapped entry keeps a date and its time on one row.
        let space = "\u{00A0}"
        if language == .de {
            return sameYear ? "\(two(day)).\(two(month)).\(space)\(clock)" : "\(two(day)).\(two(month)).\(year)\(space)\(clock)"
        }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let name = months[min(max(month - 1, 0), 11)]
        return sameYear ? "\(name)\(space)\(day),\(space)\(clock)" : "\(name)\(space)\(day)\(space)\(year),\(space)\(clock)"
    }

    private func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
