import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// ncurses draws emoji and box characters only under a UTF-8 locale.
public enum TerminalLocale {
    /// Adopts the user's locale; when its codeset is not UTF-8, switches to `C.UTF-8`.
    /// Returns whether the user's own locale was UTF-8 (else the UI uses ASCII glyphs).
    @discardableResult
    public static func setUp() -> Bool {
        setlocale(LC_ALL, "")
        if isUTF8 { return true }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
        return false
    }

    public static var isUTF8: Bool {
        guard let codeset = island_codeset() else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
