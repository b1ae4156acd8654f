import IslandText
/// island's own words for presentations, used where a type's strings table has no entry of
/// that key: units of the formats ("3 Min." / "3 min"), "now", the default button. A type file
/// may override any of them in its `strings` (same key).
package enum PresentationStrings {
    /// The names a type file overrides them by, and the string table's key of each.
    package static let keys: [String: StringKey] = [
        "now": .presentationNow,
        "minutesUnit": .presentationMinutesUnit,
        "hoursUnit": .presentationHoursUnit,
        "inMinutes": .presentationInMinutes,
        "minutesAgo": .presentationMinutesAgo,
        "endButton": .presentationEndButton,
        "endPrompt": .presentationEndPrompt,
        "yes": .presentationYes,
        "no": .presentationNo,
        "items": .presentationItems,
        // The card's frame notes: inside the app's card, so in the card's language.
        "ending": .presentationEnding,
        "ended": .presentationEnded,
        "endedUntil": .presentationEndedUntil,
        "staleSince": .presentationStaleSince,
    ]

    /// The text for `key`: the type's own (`own`, its definition's strings), else island's, in
    /// `language` (English when island has not that language).
    package static func text(_ key: String, own: [String: LocalizedText], language: String) -> String? {
        if let own = own[key]?.text(for: language) { return own }
        return keys[key].map { Language.table(for: language).text($0) }
    }
}
