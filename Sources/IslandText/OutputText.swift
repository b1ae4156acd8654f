/// Text island writes anywhere (terminal, files, sockets) with every control a payload could
/// smuggle in made visible: C0 (line breaks too), DEL, C1 and bidi / isolate controls.
package enum OutputText {
    /// `\u{1B}` for each control scalar; the rest as it is.
    package static func escaped(_ text: String) -> String {
        guard ControlCharacters.contains(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if ControlCharacters.isControl(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// JSON text with every control scalar (bidi ones included) as `\uXXXX`: still the same JSON.
    package static func escapedJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: ControlCharacters.isControl) else { return json }
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if ControlCharacters.isControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
