import Foundation

/// A short message in the footer that goes away by itself.
package struct Note: Hashable, Sendable {
    package let message: NoteMessage
    package let until: Date

    package init(_ message: NoteMessage, until: Date) {
        self.message = message
        self.until = until
    }

    /// The English wording.
    package var text: String { message.text }
}
