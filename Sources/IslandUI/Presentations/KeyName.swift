/// Turns JSON key names and enum-like values into words: `estimatedMinutes` → "Estimated
/// minutes", `in_delivery` → "In delivery".
enum KeyName {
    static func words(_ key: String) -> [String] {
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

    /// "Estimated minutes"
    static func humanize(_ key: String) -> String {
        let parts = words(key)
        guard let first = parts.first else { return key }
        let rest = parts.dropFirst().map { $0.count > 1 && $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + rest).joined(separator: " ")
    }

    /// Humanises a value only when it looks like an enum case (`inDelivery`, `in_delivery`);
    /// free text is kept as sent.
    static func humanizeToken(_ value: String) -> String {
        guard let first = value.first, first.isASCII, first.isLowercase,
              value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }),
              value.count <= 40 else { return value }
        return humanize(value)
    }

    /// Keys that name an identifier: not a good title.
    static func isIdentifier(_ key: String) -> Bool {
        let lower = key.lowercased()
        return lower == "id" || lower.hasSuffix("_id") || key.hasSuffix("Id") || key.hasSuffix("ID")
    }
}
