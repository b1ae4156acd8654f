/// The languages island's own words come in (the dashboard, the log, the help, the simulated
/// apps' pushes). Which one shows is the device's choice (`LanguageResolver.chrome`); an app's
/// texts follow the app's languages instead.
///
/// A new language is a new file in `Languages/` (its `StringTable`) and its case here, with
/// its table in `table`; `StringTableTests` checks that it has every key.
package enum Language: String, Hashable, Sendable, CaseIterable {
    case de
    case en

    package var table: StringTable {
        switch self {
        case .de: return .de
        case .en: return .en
        }
    }

    /// island's language for a language code: exact, else by its base ("de-AT" → de), else nil.
    package init?(code: String) {
        if let exact = Language(rawValue: code) {
            self = exact
        } else if let dash = code.firstIndex(of: "-"), let base = Language(rawValue: String(code[..<dash])) {
            self = base
        } else {
            return nil
        }
    }

    /// The table for a language code; English when island does not have the language.
    package static func table(for code: String) -> StringTable {
        (Language(code: code) ?? .en).table
    }
}
