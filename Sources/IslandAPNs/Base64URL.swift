import Foundation

/// The base64url alphabet of JSON Web Tokens (RFC 7515): `-` and `_`, no padding.
package enum Base64URL {
    package static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Nil for anything outside the alphabet (padding included: a JWT has none).
    package static func decode(_ text: Substring) -> [UInt8]? {
        guard text.utf8.allSatisfy({ isAlphabet($0) }) else { return nil }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard standard.count % 4 != 1 else { return nil }
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard).map(Array.init)
    }

    static func isAlphabet(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x5F
    }
}
