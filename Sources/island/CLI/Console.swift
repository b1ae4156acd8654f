import Foundation
import IslandCore

/// Messages for the user. Never used while the screen is in curses mode. What they carry may
/// come from outside (a file name, a payload's text): controls are escaped (`UntrustedText`).
enum Console {
    /// One line on stderr, prefixed with `island: `.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("island: \(UntrustedText.line(message))\n".utf8))
    }

    static func out(_ text: String) {
        let safe = UntrustedText.lines(text)
        FileHandle.standardOutput.write(Data((safe.hasSuffix("\n") ? safe : safe + "\n").utf8))
    }
}
