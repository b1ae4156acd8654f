import Foundation
import IslandJSON

/// AlarmKit's `AlarmAttributes` (iOS 26) for a timer, as the system hands it to the Live
/// Activity: the `AlarmPresentation` of its three modes and the tint. Apple does not publish
/// the JSON of its own types; island writes them in Swift's synthesized `Codable` form
/// (types/alarmkit-timer.json), with `LocalizedStringResource` as its text and the tint as
/// its name (island's choice).
package struct AlarmAttributes: ActivityAttributes {
    package static let typeName = "AlarmAttributes"

    /// `AlarmButton` without its colour: the text and the SF Symbol.
    package struct Button: Codable, Hashable, Sendable {
        package var text: String
        package var systemImageName: String

        package var json: JSONObject {
            JSONObject([("text", .string(text)), ("systemImageName", .string(systemImageName))])
        }
    }

    package var alertTitle: String
    /// The alert's second button and what it does (`.countdown`: the timer runs again).
    package var secondaryButton: Button
    package var countdownTitle: String
    package var pauseButton: Button
    package var pausedTitle: String
    package var resumeButton: Button
    package var tintColor: String

    package var json: JSONObject {
        let alert = JSONObject([("title", .string(alertTitle)), ("secondaryButton", .object(secondaryButton.json)),
                                ("secondaryButtonBehavior", .string("countdown"))])
        let countdown = JSONObject([("title", .string(countdownTitle)), ("pauseButton", .object(pauseButton.json))])
        let paused = JSONObject([("title", .string(pausedTitle)), ("resumeButton", .object(resumeButton.json))])
        let presentation = JSONObject([("alert", .object(alert)), ("countdown", .object(countdown)), ("paused", .object(paused))])
        return JSONObject([("presentation", .object(presentation)), ("tintColor", .string(tintColor))])
    }

    /// `AlarmPresentationState`: the alarm and the mode it is in, in Apple's shape (each mode
    /// a struct, so synthesized `Codable` writes `{"countdown": {"_0": {…}}}`).
    package struct ContentState: Codable, Hashable, Sendable {
        package struct Countdown: Codable, Hashable, Sendable {
            package var fireDate: Date
            package var previouslyElapsedDuration: TimeInterval
            package var startDate: Date
            package var totalCountdownDuration: TimeInterval
        }

        package struct Paused: Codable, Hashable, Sendable {
            package var previouslyElapsedDuration: TimeInterval
            package var totalCountdownDuration: TimeInterval
        }

        /// `Alarm.Schedule.Relative.Time`.
        package struct Time: Codable, Hashable, Sendable {
            package var hour: Int
            package var minute: Int
        }

        package struct Alert: Codable, Hashable, Sendable {
            package var time: Time
        }

        package enum Mode: Codable, Hashable, Sendable {
            case countdown(Countdown)
            case paused(Paused)
            case alert(Alert)
        }

        package var alarmID: String
        package var mode: Mode

        /// The keyed form of an enum with associated values: `{"countdown": {"_0": {…}}}`.
        package var json: JSONObject {
            let mode: JSONObject
            switch self.mode {
            case .countdown(let countdown):
                mode = Self.keyed("countdown", JSONObject([
                    ("fireDate", Self.seconds(countdown.fireDate)),
                    ("previouslyElapsedDuration", .number(JSONNumber(countdown.previouslyElapsedDuration))),
                    ("startDate", Self.seconds(countdown.startDate)),
                    ("totalCountdownDuration", .number(JSONNumber(countdown.totalCountdownDuration))),
                ]))
            case .paused(let paused):
                mode = Self.keyed("paused", JSONObject([
                    ("previouslyElapsedDuration", .number(JSONNumber(paused.previouslyElapsedDuration))),
                    ("totalCountdownDuration", .number(JSONNumber(paused.totalCountdownDuration))),
                ]))
            case .alert(let alert):
                mode = Self.keyed("alert", JSONObject([("time", .object(JSONObject([
                    ("hour", .number(JSONNumber(alert.time.hour))), ("minute", .number(JSONNumber(alert.time.minute))),
                ])))]))
            }
            return JSONObject([("alarmID", .string(alarmID)), ("mode", .object(mode))])
        }

        static func keyed(_ name: String, _ values: JSONObject) -> JSONObject {
            JSONObject([(name, .object(JSONObject([("_0", .object(values))])))])
        }

        /// A `Date` as Swift encodes it by default: seconds since 2001-01-01.
        static func seconds(_ date: Date) -> JSONValue {
            .number(JSONNumber(date.timeIntervalSinceReferenceDate))
        }
    }
}
