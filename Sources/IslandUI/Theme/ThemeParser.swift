import IslandCore
import IslandText
import IslandJSON
import IslandTypes

/// Reads a theme file (JSON) into a `Theme`. Pure: the caller reads the file and says how
/// `extends` names resolve. Roles and glyphs a file leaves out come from the theme it extends,
/// or from `Theme.builtInDefault`. Every error names the key and what was expected.
package enum ThemeParser {
    package static let topLevelKeys = ["description", "extends", "colors", "glyphs"]

    /// Parses a theme whose `extends` may name only the built-in themes.
    package static func parse(_ text: String, name: String) throws(ThemeError) -> Theme {
        try parse(Array(text.utf8), name: name, base: builtInBase)
    }

    /// Parses a theme whose `extends` may name only the built-in themes.
    package static func parse(_ bytes: some Sequence<UInt8>, name: String) throws(ThemeError) -> Theme {
        try parse(bytes, name: name, base: builtInBase)
    }

    /// Parses a theme; `base` returns the theme an `extends` value names, or throws when there
    /// is none (its error is reported under the `extends` key).
    package static func parse(
        _ bytes: some Sequence<UInt8>, name: String, base: (String) throws(ThemeError) -> Theme
    ) throws(ThemeError) -> Theme {
        let object = try topLevelObject(Array(bytes))
        for key in object.keys where !topLevelKeys.contains(key) {
            throw ThemeError(key: display(key: key), .themeUnknownKey, ["keys": topLevelKeys.joined(separator: ", ")])
        }

        var theme = Theme.builtInDefault
        if let value = object["extends"] {
            guard case .string(let baseName) = value, !baseName.isEmpty else {
                throw ThemeError(key: "extends", Sentence(.themeExpectedThemeName, sentences: ["value": describe(value)]))
            }
            do {
                theme = try base(baseName)
            } catch {
                throw ThemeError(key: "extends", error.sentence)
            }
        }
        theme.name = name
        theme.summary = ""
        if let value = object["description"] {
            guard case .string(let text) = value else {
                throw ThemeError(key: "description", Sentence(.themeExpectedString, sentences: ["value": describe(value)]))
            }
            theme.summary = Sanitizer.sanitize(text)
        }
        if let value = object["colors"] {
            guard case .object(let colors) = value else {
                throw ThemeError(key: "colors", Sentence(.themeExpectedColors, sentences: ["value": describe(value)]))
            }
            // A deprecated key (`onTime`, `occupancyFull` …) colours the role its meaning now
            // has, unless the file names that role itself; of several, the first in
            // PresentationRole.deprecatedNames wins, whatever the order in the file.
            var named: Set<ColorRole> = []
            var deprecated: [(role: ColorRole, rank: Int, color: ThemeColor)] = []
            for (key, value) in colors.entries {
                let color = try color(value, key: "colors.\(key)")
                if let (role, rank) = deprecatedRole(key) {
                    deprecated.append((role, rank, color))
                } else {
                    let role = try colorRole(key)
                    theme.colors[role] = color
                    named.insert(role)
                }
            }
            for entry in deprecated.sorted(by: { $0.rank > $1.rank }) where !named.contains(entry.role) {
                theme.colors[entry.role] = entry.color
            }
        }
        if let value = object["glyphs"] {
            guard case .object(let glyphs) = value else {
                throw ThemeError(key: "glyphs", Sentence(.themeExpectedGlyphs, sentences: ["value": describe(value)]))
            }
            for (key, value) in glyphs.entries {
                let glyphKey = try self.glyphKey(key)
                theme.glyphOverrides[glyphKey] = try glyph(value, key: glyphKey)
            }
        }
        return theme
    }

    /// `extends` for the parse functions without a resolver: the built-in themes.
    private static func builtInBase(_ name: String) throws(ThemeError) -> Theme {
        if let theme = Theme.builtIn(named: name) { return theme }
        throw ThemeError(key: nil, .themeNoBuiltIn, ["name": quote(name), "names": Theme.builtIns.map(\.name).joined(separator: ", ")])
    }

    // MARK: - The file as a whole

    private static func topLevelObject(_ bytes: [UInt8]) throws(ThemeError) -> JSONObject {
        var bytes = bytes[...]
        // A UTF-8 byte order mark is what some editors write; it is not an error in the theme.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw ThemeError(key: nil, .themeEmptyFile)
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            let (line, column) = position(of: error.offset, in: Array(bytes))
            throw ThemeError(key: nil, Sentence(.themeInvalidJSON, ["line": String(line), "column": String(column)], sentences: ["error": error.problem]))
        }
        guard case .object(let object) = value else {
            throw ThemeError(key: nil, Sentence(.themeExpectedObject, sentences: ["value": describe(value)]))
        }
        return object
    }

    /// Line and column (in characters), both from 1, of a byte offset.
    private static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let end = min(max(offset, 0), bytes.count)
        let before = bytes[..<end]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return (line, column)
    }

    // MARK: - Colours

    /// The role a deprecated key stands for, and its place in the table of old names.
    private static func deprecatedRole(_ key: String) -> (ColorRole, Int)? {
        guard ColorRole(rawValue: key) == nil,
              let rank = PresentationRole.deprecatedNames.firstIndex(where: { $0.key == key }),
              let role = PresentationRole.deprecatedNames[rank].value.color(tint: .accent) else { return nil }
        return (role, rank)
    }

    private static func colorRole(_ key: String) throws(ThemeError) -> ColorRole {
        if key == ColorRole.terminal.rawValue {
            throw ThemeError(key: "colors.terminal", .themeTerminalRole)
        }
        if let role = ColorRole(rawValue: key) { return role }
        let valid = Theme.themeableRoles.map(\.rawValue)
        let roles = valid.joined(separator: ", ")
        throw ThemeError(key: "colors." + display(key: key), suggestion(for: key, among: valid).map {
            Sentence(.themeUnknownRoleMeant, ["suggestion": quote($0), "roles": roles])
        } ?? Sentence(.themeUnknownRole, ["roles": roles]))
    }

    /// A colour value: an index 0–255, `"#rrggbb"` or `"default"`.
    package static func color(_ value: JSONValue, key: String) throws(ThemeError) -> ThemeColor {
        switch value {
        case .number(let number):
            if number.isIntegerLiteral, let index = number.exactInt, (0...255).contains(index) {
                return .index(UInt8(index))
            }
            throw ThemeError(key: key, Sentence(.themeExpectedColor, sentences: ["value": describe(value)]))
        case .string(let text):
            if text == "default" { return .terminalDefault }
            if text.hasPrefix("#") {
                if let rgb = hexColor(text) { return rgb }
                throw ThemeError(key: key, Sentence(.themeColorHexDigits, sentences: ["value": describe(value)]))
            }
            if let index = Int(text), (0...255).contains(index) {
                throw ThemeError(key: key, Sentence(.themeColorIndexQuoted, sentences: ["value": describe(value)]))
            }
            throw ThemeError(key: key, Sentence(.themeExpectedColor, sentences: ["value": describe(value)]))
        default:
            throw ThemeError(key: key, Sentence(.themeExpectedColor, sentences: ["value": describe(value)]))
        }
    }

    private static func hexColor(_ text: String) -> ThemeColor? {
        let digits = Array(text.utf8.dropFirst())
        guard digits.count == 6 else { return nil }
        var components: [UInt8] = []
        for pair in stride(from: 0, to: 6, by: 2) {
            guard let high = hexValue(digits[pair]), let low = hexValue(digits[pair + 1]) else { return nil }
            components.append(high << 4 | low)
        }
        return .rgb(components[0], components[1], components[2])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: - Glyphs

    private static func glyphKey(_ key: String) throws(ThemeError) -> GlyphKey {
        if let glyphKey = GlyphKey(rawValue: key) { return glyphKey }
        let valid = GlyphKey.allCases.map(\.rawValue)
        let glyphs = valid.joined(separator: ", ")
        throw ThemeError(key: "glyphs." + display(key: key), suggestion(for: key, among: valid).map {
            Sentence(.themeUnknownGlyphMeant, ["suggestion": quote($0), "glyphs": glyphs])
        } ?? Sentence(.themeUnknownGlyph, ["glyphs": glyphs]))
    }

    /// A glyph value: a string of the width the key allows, without controls and without the
    /// emoji sequences terminals disagree about.
    private static func glyph(_ value: JSONValue, key: GlyphKey) throws(ThemeError) -> String {
        let path = "glyphs.\(key.rawValue)"
        let expected = key.widthDescription
        func wrong(_ got: Sentence) -> ThemeError {
            ThemeError(key: path, Sentence(.themeGlyphExpected, sentences: ["expected": expected, "got": got]))
        }
        guard case .string(let text) = value else { throw wrong(describe(value)) }
        if text.isEmpty { throw wrong(Sentence(.themeGotEmptyString)) }
        if !Sanitizer.isClean(text) { throw wrong(Sentence(.themeGotControls)) }
        if text.unicodeScalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }) {
            throw wrong(Sentence(.themeGotJoiner, sentences: ["value": describe(value)]))
        }
        if key.isSingleCharacter, text.count != 1 {
            throw wrong(Sentence(.themeGotCharacters, ["count": String(text.count)], sentences: ["value": describe(value)]))
        }
        let width = TextWidth.width(of: text)
        if !key.allowedWidth.contains(width) {
            throw wrong(Sentence(width == 1 ? .themeGotCellWide : .themeGotCellsWide, ["count": String(width)], sentences: ["value": describe(value)]))
        }
        return text
    }

    // MARK: - Messages

    /// A value as an error message shows it: strings quoted, sanitised and shortened (the file
    /// is untrusted text and the message goes to a terminal), other values by type.
    static func describe(_ value: JSONValue) -> Sentence {
        switch value {
        case .null, .bool: return Sentence(.themeValueLiteral, ["literal": JSONWriter.string(value)])
        case .number(let number): return number.literal.count > 24 ? Sentence(.themeValueLongNumber) : Sentence(.themeValueLiteral, ["literal": number.literal])
        case .string(let text): return Sentence(.themeValueLiteral, ["literal": quote(text)])
        case .array: return Sentence(.themeValueArray)
        case .object: return Sentence(.themeValueObject)
        }
    }

    /// A name as an error quotes it: controls escaped, not dropped (a name of only escape
    /// sequences must not read as `""`), cut after 40 characters.
    static func quote(_ text: String) -> String {
        UntrustedText.quoted(text, limit: 40)
    }

    private static func display(key: String) -> String {
        TextWidth.truncate(Sanitizer.sanitize(key), toWidth: 40)
    }

    /// The valid name a misspelt one most likely meant: the same letters ignoring case, `-`
    /// and `_`; one that starts the other; or an edit distance of at most a quarter of its
    /// length (at least 2).
    static func suggestion(for key: String, among valid: [String]) -> String? {
        func normalized(_ s: String) -> [Character] {
            Array(s.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
        }
        let wanted = normalized(key)
        if let exact = valid.first(where: { normalized($0) == wanted }) { return exact }
        if wanted.count >= 3 {
            // "lateness" for "late", "progress" for "progressFill".
            let related = valid.filter {
                let name = normalized($0)
                return name.starts(with: wanted) || wanted.starts(with: name)
            }
            if let closest = related.min(by: { abs($0.count - wanted.count) < abs($1.count - wanted.count) }) { return closest }
        }
        let limit = max(2, wanted.count / 4)
        var best: (name: String, distance: Int)?
        for name in valid {
            let d = KeySuggestion.editDistance(wanted, normalized(name))
            if d <= limit, d < (best?.distance ?? .max) { best = (name, d) }
        }
        return best?.name
    }
}
