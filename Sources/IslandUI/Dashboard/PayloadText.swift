import IslandCore
import IslandJSON

/// An opened entry's payload as text: pretty-printed (two-space indent, keys in the order they
/// arrived) to read, and the one-line form to copy — broken into rows only between JSON
/// tokens, so rows copied from the screen (with their line breaks) are still the same JSON.
enum PayloadText {
    /// The pretty-printed lines of a JSON value.
    static func pretty(_ value: JSONValue) -> [String] {
        var lines: [String] = []
        write(value, indent: "", prefix: "", suffix: "", into: &lines)
        return lines
    }

    private static func write(_ value: JSONValue, indent: String, prefix: String, suffix: String, into lines: inout [String]) {
        switch value {
        case .object(let object) where !object.isEmpty:
            lines.append(indent + prefix + "{")
            for (offset, entry) in object.entries.enumerated() {
                let comma = offset < object.count - 1 ? "," : ""
                write(entry.value, indent: indent + "  ", prefix: JSONWriter.string(.string(entry.key)) + ": ", suffix: comma,
                      into: &lines)
            }
            lines.append(indent + "}" + suffix)
        case .array(let elements) where !elements.isEmpty:
            lines.append(indent + prefix + "[")
            for (offset, element) in elements.enumerated() {
                write(element, indent: indent + "  ", prefix: "", suffix: offset < elements.count - 1 ? "," : "", into: &lines)
            }
            lines.append(indent + "]" + suffix)
        default:
            lines.append(indent + prefix + JSONWriter.string(value) + suffix)
        }
    }

    /// The compact form in the pieces a row may break between: structure, `"key":`, scalars,
    /// each with the comma after it.
    static func tokens(_ value: JSONValue) -> [String] {
        var tokens: [String] = []
        func add(_ value: JSONValue, prefix: String, suffix: String) {
            switch value {
            case .object(let object) where !object.isEmpty:
                tokens.append(prefix + "{")
                for (offset, entry) in object.entries.enumerated() {
                    add(entry.value, prefix: JSONWriter.string(.string(entry.key)) + ":", suffix: offset < object.count - 1 ? "," : "")
                }
                tokens.append("}" + suffix)
            case .array(let elements) where !elements.isEmpty:
                tokens.append(prefix + "[")
                for (offset, element) in elements.enumerated() {
                    add(element, prefix: "", suffix: offset < elements.count - 1 ? "," : "")
                }
                tokens.append("]" + suffix)
            default:
                tokens.append(prefix + JSONWriter.string(value) + suffix)
            }
        }
        add(value, prefix: "", suffix: "")
        return tokens
    }

    /// `text` in rows of at most `width` cells, every character kept, a wide grapheme never split.
    static func cut(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var rows: [String] = []
        var current = ""
        var currentWidth = 0
        for grapheme in text {
            let w = TextWidth.width(of: grapheme)
            if currentWidth + w > width, currentWidth > 0 {
                rows.append(current)
                current = ""
                currentWidth = 0
            }
            current.append(grapheme)
            currentWidth += w
        }
        rows.append(current)
        return rows
    }

    /// The one-line form in rows of at most `width` cells, broken between tokens; a token wider
    /// than a row (a long string) is the only thing ever cut inside.
    static func oneLine(_ value: JSONValue, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var rows: [String] = []
        var current = ""
        var currentWidth = 0
        for token in tokens(value) {
            let w = TextWidth.width(of: token)
            if currentWidth + w <= width {
                current += token
                currentWidth += w
                continue
            }
            if currentWidth > 0 {
                rows.append(current)
                current = ""
                currentWidth = 0
            }
            let pieces = cut(token, width: width)
            rows += pieces.dropLast()
            current = pieces.last ?? ""
            currentWidth = TextWidth.width(of: current)
        }
        if currentWidth > 0 { rows.append(current) }
        return rows
    }
}
