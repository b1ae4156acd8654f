import Foundation
import IslandCore
import IslandJSON
import IslandText

/// The theme last chosen with `t`, kept in `$XDG_STATE_HOME/island/state.json` (default
/// `~/.local/state/island/state.json`) as `{"theme":"rnv"}`. The dashboard starts with it
/// when neither the configuration file, `ISLAND_THEME` nor `--theme` names a theme (and
/// NO_COLOR is not set), and writes it back when it quits after `t` chose another one. It
/// is state, not configuration: a theme written in the configuration file stays the choice.
struct RememberedTheme: Sendable {
    let path: String

    /// nil without XDG_STATE_HOME or HOME.
    init?(environment: [String: String]) {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            path = xdg + (xdg.hasSuffix("/") ? "" : "/") + "island/state.json"
        } else if let home = environment["HOME"], !home.isEmpty {
            path = home + (home.hasSuffix("/") ? "" : "/") + ".local/state/island/state.json"
        } else {
            return nil
        }
    }

    /// The remembered theme's name; nil when there is none or the file is not island's
    /// (state is a convenience: a broken file is ignored and replaced on the next write).
    func read() -> String? {
        guard let data = FileManager.default.contents(atPath: path), data.count <= Configuration.maximumFileSize,
              let object = try? JSONParser.parse(Array(data)).objectValue,
              let theme = object["theme"]?.stringValue, !theme.isEmpty else { return nil }
        return theme
    }

    /// Writes `theme` (atomically: a crash leaves the old file or the new one); the reason
    /// when it could not.
    func write(_ theme: String) -> Sentence? {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            var object = JSONObject()
            object["theme"] = .string(theme)
            let text = JSONWriter.string(.object(object)) + "\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return Sentence(.cliCannotRememberTheme, ["path": path, "reason": error.localizedDescription])
        }
    }
}
