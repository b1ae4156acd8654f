import IslandText
/// What a number field's name says about it — the one place island reads meaning from key
/// names, and only where a field's type cannot say it: a unit ("caloriesBurned" → kcal), or
/// that a number counts minutes, seconds, milliseconds or percent. Dates never come from
/// names when there is a schema (a `Date` says so); a display hint always wins.
package enum NameMeaning: Hashable, Sendable {
    case unit(LocalizedText)
    case minutes
    case seconds
    case milliseconds
    case percent

    /// The meaning of a field named `name`: its last word (`estimatedMinutes` → minutes), its
    /// last two (`heartRate` → bpm), else a spelled-out unit anywhere in it (`caloriesBurned`
    /// → kcal; abbreviations like `min` only at the end, where they cannot mean "minimum");
    /// nil when the name says nothing island knows.
    package static func of(_ name: String) -> NameMeaning? {
        let words = Words.words(name).map { $0.lowercased() }
        guard let last = words.last else { return nil }
        if let meaning = byLastWord[last] { return meaning }
        if words.count >= 2, let meaning = byLastTwoWords[words.suffix(2).joined(separator: " ")] { return meaning }
        for word in words.dropLast().reversed() where word.count > 3 {
            if let meaning = byLastWord[word] { return meaning }
        }
        return nil
    }

    private static let byLastWord: [String: NameMeaning] = [
        "minutes": .minutes, "mins": .minutes, "min": .minutes,
        "seconds": .seconds, "secs": .seconds, "sec": .seconds, "duration": .seconds, "elapsed": .seconds,
        "milliseconds": .milliseconds, "millis": .milliseconds, "ms": .milliseconds,
        "percent": .percent, "percentage": .percent, "pct": .percent,
        "calories": .unit(LocalizedText("kcal")), "kcal": .unit(LocalizedText("kcal")),
        "bpm": .unit(LocalizedText("bpm")),
        "km": .unit(LocalizedText("km")), "kilometers": .unit(LocalizedText("km")), "kilometres": .unit(LocalizedText("km")),
        "meters": .unit(LocalizedText("m")), "metres": .unit(LocalizedText("m")), "distance": .unit(LocalizedText("m")),
        "miles": .unit(LocalizedText("mi")), "kmh": .unit(LocalizedText("km/h")), "mph": .unit(LocalizedText("mph")),
        "kg": .unit(LocalizedText("kg")), "celsius": .unit(LocalizedText("°C")), "watts": .unit(LocalizedText("W")),
        "steps": .unit(LocalizedText(StringKey.unitSteps)),
    ]

    private static let byLastTwoWords: [String: NameMeaning] = [
        "heart rate": .unit(LocalizedText("bpm")),
    ]
}
