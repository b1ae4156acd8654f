/// Turns JSON key names and enum-like values into words: `estimatedMinutes` → "Estimated
/// minutes", `in_delivery` → "In delivery".
package enum Words {
    package static func words(_ key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in key {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let p = previous, p.isLowercase || p.isNumber {
                if !current.isEmpty { words.append(current) }
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// "Estimated minutes"; with `capitalized`, "Estimated Minutes" (a name, not a label).
    package static func humanize(_ key: String, capitalized: Bool = false) -> String {
        let parts = words(key)
        guard let first = parts.first else { return key }
        let rest = parts.dropFirst().map { word -> String in
            if word.count > 1 && word.allSatisfy(\.isUppercase) { return word }
            return capitalized ? word.prefix(1).uppercased() + word.dropFirst() : word.lowercased()
        }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + rest).joined(separator: " ")
    }

    /// Humanises a value only when it looks like an enum case (`inDelivery`, `in_delivery`);
    /// free text is kept as sent.
    package static func humanizeToken(_ value: String) -> String {
        guard let first = value.first, first.isASCII, first.isLowercase,
              value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }),
              value.count <= 40 else { return value }
        return humanize(value)
    }

    /// Keys that name an identifier: not a good title.
    package static func isIdentifier(_ key: String) -> Bool {
        let lower = key.lowercased()
        return lower == "id" || lower.hasSuffix("_id") || key.hasSuffix("Id") || key.hasSuffix("ID")
    }
}
