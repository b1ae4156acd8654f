import Foundation
import IslandCore
import IslandText
import IslandTypes

/// Reads option values, with errors that name the option and say what is expected. Every
/// option of a kind reads its values here, so `--speed` means the same in every command and
/// every time option takes the same forms.
enum ValueParser {
    /// A clock speed (`--speed`, the configuration's `speed`), within `ClockSpeed.range`.
    static func speed(_ text: String, option: String) throws(CommandLineError) -> Double {
        try number(text, option: option, in: ClockSpeed.range)
    }

    /// How long a wait may be, in seconds: a millisecond to a day (island's choice).
    static let durationRange: ClosedRange<Double> = 0.001...86_400

    static func duration(_ text: String, option: String) throws(CommandLineError) -> Double {
        try number(text, option: option, in: durationRange)
    }

    /// A finite number within `range`; the error names the range.
    static func number(_ text: String, option: String, in range: ClosedRange<Double>) throws(CommandLineError) -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw CommandLineError(.cliNeedsNumber, ["option": option, "low": plain(range.lowerBound), "high": plain(range.upperBound), "value": CommandLineError.quote(text)])
        }
        return value
    }

    /// `0.001`, `1000000`: a bound as a user would type it.
    private static func plain(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func unsigned(_ text: String, option: String) throws(CommandLineError) -> UInt64 {
        guard let value = UInt64(text) else {
            throw CommandLineError(.cliNeedsWholeNumber, ["option": option, "high": String(UInt64.max), "value": CommandLineError.quote(text)])
        }
        return value
    }

    static func choice<T>(_ text: String, option: String, from choices: [(String, T)]) throws(CommandLineError) -> T {
        guard let match = choices.first(where: { $0.0 == text }) else {
            throw CommandLineError(.cliOneOf, ["option": option, "choices": choices.map(\.0).joined(separator: ", "), "value": CommandLineError.quote(text)])
        }
        return match.1
    }

    /// How help texts name the forms `time` reads.
    static let timeForms = Sentence(.cliTimeForms)

    /// A moment: Unix seconds (`1764421200`, `1764421200.5`) or ISO 8601 with a zone
    /// (`2025-11-29T14:00:00Z`, `2025-11-29T15:00:00+01:00`, fractional seconds allowed).
    static func time(_ text: String, option: String) throws(CommandLineError) -> Date {
        if let seconds = Double(text), seconds.isFinite {
            guard seconds >= 0, seconds < PushDecoder.millisecondThreshold else {
                throw CommandLineError(.cliNeedsUnixSeconds, ["option": option, "high": String(Int(PushDecoder.millisecondThreshold) - 1), "value": CommandLineError.quote(text)])
            }
            return Date(timeIntervalSince1970: seconds)
        }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        throw CommandLineError(.cliNeedsTime, ["option": option, "value": CommandLineError.quote(text)], sentences: ["forms": timeForms])
    }

    /// A language code (`de`, `en`, `pt-BR`, also a locale name such as `de_DE.UTF-8`).
    static func language(_ text: String, option: String) throws(CommandLineError) -> String {
        guard let code = LanguagePreferences.code(fromLocale: text) else {
            throw CommandLineError(.cliNeedsLanguage, ["option": option, "value": CommandLineError.quote(text)])
        }
        // Well formed is not enough: `xx` names no language, and a device never speaks it.
        let primary = String(code.prefix { $0 != "-" })
        guard knownLanguages.contains(primary) else {
            throw CommandLineError(.cliNeedsKnownLanguage, ["option": option, "value": CommandLineError.quote(text), "code": CommandLineError.quote(primary)])
        }
        return code
    }

    /// The ISO 639 language codes, as the system's locale data lists them.
    static let knownLanguages = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))

    static func nonEmpty(_ text: String, option: String) throws(CommandLineError) -> String {
        guard !text.isEmpty else { throw CommandLineError(.cliNeedsNonEmpty, ["option": option]) }
        return text
    }

    /// The same for an operand, named in words (`a FILE.swift`).
    static func nonEmpty(_ text: String, operand: StringKey) throws(CommandLineError) -> String {
        guard !text.isEmpty else { throw CommandLineError(.cliNeedsNonEmpty, sentences: ["option": Sentence(operand)]) }
        return text
    }
}
