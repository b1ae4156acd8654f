/// island's own words for presentations, used where a type's strings table has no entry of
/// that key: units of the formats ("3 Min." / "3 min"), "now", the default button. A type file
/// may override any of them in its `strings` (same key).
package enum PresentationStrings {
    package static let table: [String: LocalizedText] = [
        "now": LocalizedText(["de": "jetzt", "en": "now"]),
        "minutesUnit": LocalizedText(["de": "Min.", "en": "min"]),
        "hoursUnit": LocalizedText(["de": "Std.", "en": "h"]),
        "inMinutes": LocalizedText(["de": "in %@", "en": "in %@"]),
        "minutesAgo": LocalizedText(["de": "vor %@", "en": "%@ ago"]),
        "endButton": LocalizedText(["de": "Beenden", "en": "End"]),
        "endPrompt": LocalizedText(["de": "Live-Aktivität beenden?", "en": "End this Live Activity?"]),
        "yes": LocalizedText(["de": "ja", "en": "yes"]),
        "no": LocalizedText(["de": "nein", "en": "no"]),
        "items": LocalizedText(["de": "Einträge", "en": "items"]),
        // The card's frame notes: inside the app's card, so in the card's language.
        "ending": LocalizedText(["de": "wird beendet …", "en": "ending …"]),
        "ended": LocalizedText(["de": "beendet", "en": "ended"]),
        "endedUntil": LocalizedText(["de": "beendet · verschwindet um %@", "en": "ended · on screen until %@"]),
        "staleSince": LocalizedText(["de": "veraltet · aktualisiert vor %@ Min.", "en": "stale · updated %@ min ago"]),
    ]

    /// The text for `key`: the type's own (`own`, its definition's strings), else island's, in
    /// `language` (English when island has not that language).
    package static func text(_ key: String, own: [String: LocalizedText], language: String) -> String? {
        if let own = own[key]?.text(for: language) { return own }
        return table[key]?.text(for: language, fallback: "en")
    }
}
