/// A directory searched for `NAME.json` theme files, and why it is searched.
package struct ThemeDirectory: Hashable, Sendable {
    package enum Origin: String, Hashable, Sendable {
        /// `$XDG_CONFIG_HOME/island/themes` (default `~/.config/island/themes`).
        case user
        /// `themes` next to the binary, or `../share/island/themes` relative to it.
        case installed
        /// `themes` in the repository checkout the binary was built in (`swift run`).
        case checkout
        /// `themes` in the current working directory.
        case workingDirectory = "working directory"
    }

    package var path: String
    package var origin: Origin

    package init(path: String, origin: Origin) {
        self.path = path
        self.origin = origin
    }
}
