/// Where the endpoint listens: `--apns [HOST:]PORT`, loopback unless a host is given.
package struct APNsEndpoint: Hashable, Sendable {
    package static let defaultHost = "127.0.0.1"
    package static let defaultPort: UInt16 = 2197

    package var host: String
    package var port: UInt16

    package init(host: String = defaultHost, port: UInt16 = defaultPort) {
        self.host = host
        self.port = port
    }

    /// `2197`, `0.0.0.0:2197`, `localhost:8443`, `[::1]:2197`; nil text: the default.
    package static func parse(_ text: String?) -> Result<APNsEndpoint, APNsEndpointError> {
        guard let text, !text.isEmpty else { return .success(APNsEndpoint()) }
        var host = defaultHost
        var portText = Substring(text)
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
                return .failure(APNsEndpointError(text: text))
            }
            host = String(text[text.index(after: text.startIndex)..<close])
            portText = text[text.index(close, offsetBy: 2)...]
        } else if let colon = text.lastIndex(of: ":") {
            guard !text[..<colon].contains(":") else { return .failure(APNsEndpointError(text: text)) }
            host = String(text[..<colon])
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty, let port = UInt16(portText) else { return .failure(APNsEndpointError(text: text)) }
        return .success(APNsEndpoint(host: host, port: port))
    }
}

package struct APNsEndpointError: Error, Hashable, Sendable, CustomStringConvertible {
    package let text: String
    package var description: String {
        "--apns: \"\(text)\" is not [HOST:]PORT (e.g. 2197, 0.0.0.0:2197, [::1]:2197)"
    }
}
