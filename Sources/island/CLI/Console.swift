import IslandCore
import IslandText

/// Messages for the user. Never used while the screen is in curses mode. What they carry may
/// come from outside (a file name, a payload's text): controls are escaped (`UntrustedText`).
enum Console {
    /// One line on stderr, prefixed with `island: `.
    static func error(_ message: String) {
        error(message, prefix: "island")
    }

    /// One line on stderr under a command's name: `island send: …`. The message may quote what
    /// a user or a file said, so it is escaped.
    static func error(_ message: String, prefix: String) {
        ProcessOutput.err("\(prefix): \(UntrustedText.line(message))\n")
    }

    /// A usage error, the same way for every command: what is wrong, then the usage line and
    /// where the whole help is.
    static func usageError(_ error: CommandLineError, in command: CommandInfo) {
        let text = "\(command.errorPrefix): \(UntrustedText.line(error.message))\n\(command.usageLine)\nSee \(command.helpCommand).\n"
        ProcessOutput.err(text)
    }

    static func out(_ text: String) {
        let safe = UntrustedText.lines(text)
        ProcessOutput.out(safe.hasSuffix("\n") ? safe : safe + "\n")
    }
}
