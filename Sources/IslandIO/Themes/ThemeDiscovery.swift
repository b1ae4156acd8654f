/// Every theme file found on the search path.
public struct ThemeDiscovery: Hashable, Sendable {
    /// One file per name, the first on the search path, in search-path order.
    public var themes: [LocatedTheme]
    /// Files hidden by an earlier file of the same name (e.g. a user's `default.json`
    /// hides the checkout's).
    public var shadowed: [ThemeLocation]
    /// Files and directories that could not be read, one message each.
    public var problems: [String]
    /// The directories searched, in order (existing or not).
    public var searched: [ThemeDirectory]

    public init(themes: [LocatedTheme] = [], shadowed: [ThemeLocation] = [], problems: [String] = [], searched: [ThemeDirectory] = []) {
        self.themes = themes
        self.shadowed = shadowed
        self.problems = problems
        self.searched = searched
    }
}
