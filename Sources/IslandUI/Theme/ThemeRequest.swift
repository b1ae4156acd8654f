/// What `--theme` asked for: a theme by name, or a file the user pointed at directly.
package enum ThemeRequest: Hashable, Sendable {
    case name(String)
    case file(ThemeFile)
}
