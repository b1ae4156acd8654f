/// One request or response as an HTTP/2 stream carries it: the header fields in order and the
/// body, kept up to a limit and counted beyond it (so a 5 MB body costs its count, not 5 MB).
package struct HTTP2Message: Sendable {
    package var fields: [(name: String, value: String)] = []
    /// Bytes of header names and values so far.
    package var fieldBytes = 0
    package var body: [UInt8] = []
    /// Every body byte received, kept or not.
    package var bodyLength = 0

    package init() {}

    /// The first value of a field (names are lowercase in HTTP/2).
    package func field(_ name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    package func count(of name: String) -> Int {
        fields.reduce(0) { $0 + ($1.name == name ? 1 : 0) }
    }
}
