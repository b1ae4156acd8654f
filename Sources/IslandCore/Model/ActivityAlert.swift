/// The `alert` of a push: iOS lights the Dynamic Island with it. `loc-key`/`loc-args` are kept
/// rendered: the key with each `%@` filled from the arguments in order.
package struct ActivityAlert: Hashable, Sendable {
    package var title: String?
    package var body: String?
    package var sound: String?

    package init(title: String? = nil, body: String? = nil, sound: String? = nil) {
        self.title = title
        self.body = body
        self.sound = sound
    }

    /// "Title — body", or whichever of the two exists.
    package var text: String {
        [title, body].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " — ")
    }
}
