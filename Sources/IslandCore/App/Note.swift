import Foundation

/// A short message in the footer that goes away by itself.
public struct Note: Hashable, Sendable {
    public let message: NoteMessage
    public let until: Date

    public init(_ message: NoteMessage, until: Date) {
        self.message = message
        self.until = until
    }

    /// The English wording.
    public var text: String { message.text }
}
