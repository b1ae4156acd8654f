import Foundation

/// A short message in the footer that goes away by itself.
public struct Note: Hashable, Sendable {
    public let text: String
    public let until: Date

    public init(text: String, until: Date) {
        self.text = text
        self.until = until
    }
}
