import IslandText
/// Every theme file found on the search path.
package struct ThemeDiscovery: Hashable, Sendable {
    /// One file per name, the first on the search path, in search-path order.
    package var themes: [LocatedTheme]
    /// Files hidden by an earlier file of the same name (e.g. a user's `default.json`
    /// hides the checkout's).
    package var shadowed: [ThemeLocation]
    /// Files and directories that could not be read, one message each.
    package var problems: [Sentence]
    /// The directories searched, in order (existing or not).
    package var searched: [ThemeDirectory]

    package init(themes: [LocatedTheme] = [], shadowed: [ThemeLocation] = [], problems: [Sentence] = [], searched: [ThemeDirectory] = []) {
        self.themes = themes
        self.shadowed = shadowed
        self.problems = problems
        self.searched = searched
    }
}
