import IslandCore
import IslandText

/// Messages for the user. Never used while the screen is in curses mode. What they carry may
/// come from outside (a file name, a payload's text): controls are escaped (`UntrustedText`).
enum Console {
    /// The language of the help and of every message on the command line: chosen once, before
    /// the command runs (`CommandLanguage`), English until then.
    nonisolated(unsafe) static var words: StringTable = .en

    /// One line on stderr, prefixed with `island: `.
    static func error(_ message: String) {
        error(message, prefix: "island")
    }

    /// A sentence of the tables on stderr, in `words`'s language.
    static func error(_ message: Sentence, prefix: String = "island") {
        error(message.words(words), prefix: prefix)
    }

    /// An error a command caught: its own sentence when it is island's, else its description.
    static func error(_ caught: any Error, prefix: String = "island") {
        if let error = caught as? any WordedError {
            self.error(error.sentence, prefix: prefix)
        } else {
            self.error("\(caught)", prefix: prefix)
        }
    }

    /// One line on stderr under a command's name: `island send: …`. The message may quote what
    /// a user or a file said, so it is escaped.
    static func error(_ message: String, prefix: String) {
        ProcessOutput.err("\(prefix): \(UntrustedText.line(message))\n")
    }

    /// A usage error, the same way for every command: what is wrong, then the usage line and
    /// where the whole help is.
    static func usageError(_ error: CommandLineError, in command: CommandInfo) {
        let message = UntrustedText.line(error.message(words))
        let see = words.text(.cliSeeHelp, ["command": command.helpCommand])
        ProcessOutput.err("\(command.errorPrefix): \(message)\n\(command.usageLine(words))\n\(see)\n")
    }

    static func out(_ text: String) {
        let safe = UntrustedText.lines(text)
        ProcessOutput.out(safe.hasSuffix("\n") ? safe : safe + "\n")
    }
}
