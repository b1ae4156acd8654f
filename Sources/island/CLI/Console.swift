import Foundation

/// Messages for the user. Never used while the screen is in curses mode.
enum Console {
    /// One line on stderr, prefixed with `island: `.
    static func error(_ message: String) {
        error(message, prefix: "island")
    }

    /// One line on stderr under a command's name: `island send: …`.
    static func error(_ message: String, prefix: String) {
        FileHandle.standardError.write(Data("\(prefix): \(message)\n".utf8))
    }

    /// A usage error, the same way for every command: what is wrong, then the usage line and
    /// where the whole help is.
    static func usageError(_ error: CommandLineError, in command: CommandInfo) {
        let text = "\(command.errorPrefix): \(error.message)\n\(command.usageLine)\nSee \(command.helpCommand).\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
