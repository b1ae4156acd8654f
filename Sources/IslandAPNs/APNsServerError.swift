import IslandIO

/// Why the endpoint cannot start; one line each.
package enum APNsServerError: Error, CustomStringConvertible {
    case listen(host: String, port: UInt16, SystemError)
    case tls(OpenSSLError)
    case system(SystemError)

    package var description: String {
        switch self {
        case .listen(let host, let port, let error) where error.code == EADDRINUSE_CODE:
            return "--apns \(host):\(port): the port is in use (another island, or another server); choose another with --apns [HOST:]PORT"
        case .listen(let host, let port, let error):
            return "--apns \(host):\(port): \(error)"
        case .tls(let error):
            return "--apns: \(error)"
        case .system(let error):
            return "--apns: \(error)"
        }
    }
}

#if canImport(Glibc)
import Glibc
let EADDRINUSE_CODE = EADDRINUSE
#endif
