import CNcursesw
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// ncurses draws emoji and box characters only under a UTF-8 locale.
package enum TerminalLocale {
    /// Adopts the user's locale; when its codeset is not UTF-8, switches to `C.UTF-8`.
    /// Numbers stay in the C locale: the intents file and socket replies are JSON, whose
    /// decimal point must not become a comma under de_DE. Returns whether the user's own
    /// locale was UTF-8 (else the UI uses ASCII glyphs).
    /// A locale that asks for UTF-8 but is not installed (LANG=de_DE.UTF-8 on a machine with
    /// only C.UTF-8) still means a UTF-8 terminal.
    @discardableResult
    package static func setUp() -> Bool {
        setlocale(LC_ALL, "")
        setlocale(LC_NUMERIC, "C")
        if isUTF8 { return true }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
        return namesUTF8(requestedLocale)
    }

    /// The locale the environment asks for: LC_ALL, then LC_CTYPE, then LANG.
    static var requestedLocale: String? {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = getenv(name), value.pointee != 0 { return String(cString: value) }
        }
        return nil
    }

    /// Whether a locale name such as `de_DE.UTF-8` or `en_US.utf8` asks for UTF-8.
    package static func namesUTF8(_ locale: String?) -> Bool {
        guard let locale else { return false }
        let normalized = locale.lowercased().replacingOccurrences(of: "-", with: "")
        return normalized.contains(".utf8")
    }

    package static var isUTF8: Bool {
        guard let codeset = island_codeset() else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
