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
        let utf8 = value.utf8
        guard let first = utf8.first, isLower(first), utf8.count <= 40,
              utf8.allSatisfy({ isLower($0) || isUpper($0) || isDigit($0) || $0 == 0x5F }) else { return value }
        var value = value
        return value.withUTF8(humanizeASCII)
    }

    /// `humanize` of a token of ASCII letters, digits and underscores, on its bytes: a view
    /// shows several such values (phases, occupancy levels) and is built at every update.
    private static func humanizeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var words: [Range<Int>] = []
        var start: Int?
        var previous: UInt8 = 0
        for (index, byte) in bytes.enumerated() {
            if byte == 0x5F {
                if let start, start < index { words.append(start ..< index) }
                start = nil
            } else if isUpper(byte), isLower(previous) || isDigit(previous) {
                if let start { words.append(start ..< index) }
                start = index
            } else if start == nil {
                start = index
            }
            previous = byte
        }
        if let start { words.append(start ..< bytes.count) }
        let length = words.reduce(0) { $0 + $1.count } + max(0, words.count - 1)
        return String(unsafeUninitializedCapacity: length) { out in
            var at = 0
            for (number, word) in words.enumerated() {
                if number > 0 {
                    out[at] = 0x20
                    at += 1
                }
                // The first word keeps its case but its first letter's; an acronym keeps its
                // capitals; any other word is lower case.
                let keep = number == 0 || (word.count > 1 && word.allSatisfy { isUpper(bytes[$0]) })
                for index in word {
                    let byte = bytes[index]
                    if number == 0 && index == word.lowerBound {
                        out[at] = isLower(byte) ? byte - 0x20 : byte
                    } else {
                        out[at] = keep || !isUpper(byte) ? byte : byte + 0x20
                    }
                    at += 1
                }
            }
            return at
        }
    }

    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Keys that name an identifier: not a good title.
    package static func isIdentifier(_ key: String) -> Bool {
        let lower = key.lowercased()
        return lower == "id" || lower.hasSuffix("_id") || key.hasSuffix("Id") || key.hasSuffix("ID")
    }
}
