import Foundation

/// Messages for the user. Never used while the screen is in curses mode.
enum Console {
    /// One line on stderr, prefixed with `island: `.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("island: \(message)\n".utf8))
    }

    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
