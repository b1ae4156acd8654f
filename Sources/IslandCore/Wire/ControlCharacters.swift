/// The characters island's screen sanitiser removes or replaces: C0 controls (with ESC, tab and
/// line breaks), DEL, C1 controls, and bidi overrides, isolates and marks. A string holding any
/// of them is shown altered, so an applied line warns (`WARN_CONTROL_CHARACTERS`).
package enum ControlCharacters {
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F, 0x80..<0xA0: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    package static func contains(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isControl)
    }

    /// Key paths of every string (key or value) inside `value` that holds a control character.
    package static func paths(in value: JSONValue, at path: String) -> [String] {
        var found: [String] = []
        collect(value, path: path, into: &found)
        return found
    }

    private static func collect(_ value: JSONValue, path: String, into found: inout [String]) {
        switch value {
        case .string(let text):
            if contains(text) { found.append(path) }
        case .array(let elements):
            for (index, element) in elements.enumerated() { collect(element, path: "\(path)[\(index)]", into: &found) }
        case .object(let object):
            for (key, element) in object.entries {
                let child = KeyPath.child(path, key)
                if contains(key) { found.append(child) }
                collect(element, path: child, into: &found)
            }
        case .null, .bool, .number:
            break
        }
    }
}
