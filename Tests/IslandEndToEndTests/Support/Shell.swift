/// Quoting for the command lines typed into the tmux pane's shell.
enum Shell {
    /// One argument, single-quoted so the shell takes it literally.
    static func quote(_ argument: String) -> String {
        "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func join(_ arguments: [String]) -> String {
        arguments.map(quote).joined(separator: " ")
    }
}
