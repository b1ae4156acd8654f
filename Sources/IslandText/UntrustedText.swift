/// The one escaping function for every text island prints or writes that may carry bytes from
/// outside (payloads, file names, socket peers): each character of `ControlCharacters` becomes
/// a visible escape, so no ESC, CSI, OSC (window title, OSC 52 clipboard), DCS, C1, carriage
/// return, line break or bidi override reaches a terminal, a log or a file raw.
///
/// Text output shows an escape as `\u{1B}` (`\n`, `\r`, `\t` for the three everyone knows);
/// JSON shows it as `\uXXXX`, which inside a JSON string means the same character, so the
/// escaped line is still the same JSON.
package enum UntrustedText {
    /// One line of text: every control escaped, line breaks included, so the text cannot end
    /// the line, start a forged one or overwrite it. Clean text is returned as it is.
    package static func line(_ text: String) -> String {
        guard ControlCharacters.contains(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { appendEscaped(scalar, to: &out) }
        return String(out)
    }

    /// Text of several lines (a command's whole output): line feeds and tabs stay, every
    /// other control is escaped — a carriage return too, which could overwrite a line.
    package static func lines(_ text: String) -> String {
        guard ControlCharacters.contains(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" {
                out.append(scalar)
            } else {
                appendEscaped(scalar, to: &out)
            }
        }
        return String(out)
    }

    /// `"text"`, with `"` and `\` escaped besides the controls (so the quote cannot be closed
    /// early or an escape forged), cut after `limit` characters with `…`.
    package static func quoted(_ text: String, limit: Int = 60) -> String {
        var out = String.UnicodeScalarView()
        out.append("\"")
        var count = 0
        for character in text {
            if count == limit {
                out.append("…")
                break
            }
            count += 1
            for scalar in character.unicodeScalars {
                if scalar == "\"" || scalar == "\\" {
                    out.append("\\")
                    out.append(scalar)
                } else if PathBytes.stand.contains(scalar.value) {
                    // A byte of a file name that is not UTF-8 (`PathBytes`): as `\xFF`.
                    out.append(contentsOf: PathBytes.display(String(scalar)).unicodeScalars)
                } else {
                    appendEscaped(scalar, to: &out)
                }
            }
        }
        out.append("\"")
        return String(out)
    }

    /// A line of JSON text (from a peer, or written by anyone) made safe: every control as
    /// `\uXXXX`. In valid JSON a control can only stand inside a string, where the escape
    /// means the same character; text that is not JSON is made just as harmless.
    package static func json(_ text: String) -> String {
        guard ControlCharacters.contains(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if ControlCharacters.isControl(scalar) {
                appendJSONEscape(scalar, to: &out)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `\uXXXX` for a scalar of the Basic Multilingual Plane (every control is one).
    package static func appendJSONEscape(_ scalar: Unicode.Scalar, to out: inout String.UnicodeScalarView) {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        out.append(contentsOf: "\\u".unicodeScalars)
        out.append(contentsOf: String(repeating: "0", count: max(0, 4 - hex.count)).unicodeScalars)
        out.append(contentsOf: hex.unicodeScalars)
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to out: inout String.UnicodeScalarView) {
        guard ControlCharacters.isControl(scalar) else {
            out.append(scalar)
            return
        }
        switch scalar {
        case "\n": out.append(contentsOf: "\\n".unicodeScalars)
        case "\r": out.append(contentsOf: "\\r".unicodeScalars)
        case "\t": out.append(contentsOf: "\\t".unicodeScalars)
        default:
            out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
        }
    }
}
