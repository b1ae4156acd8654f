#if canImport(Glibc)
import Glibc
#endif

/// TCP sockets for the APNs endpoint and its client: listening and connecting by host name or
/// address (IPv4 or IPv6), non-blocking and close-on-exec. Accepting is `UnixSocket.accept`,
/// which works on any stream socket.
package enum TCPSocket {
    /// A listening socket on `host:port` (port 0: one the kernel picks, see `localPort`).
    /// `SO_REUSEADDR`, so a restarted island gets its port back at once.
    package static func listen(host: String, port: UInt16, backlog: Int32 = 128) throws(SystemError) -> Int32 {
        var lastError = SystemError("resolve \(host)", code: EADDRNOTAVAIL)
        for address in try resolve(host: host, port: port, passive: true) {
            let fd = socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            guard fd >= 0 else {
                lastError = SystemError("socket")
                continue
            }
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
            let bound = address.bytes.withUnsafeBytes { raw in
                Glibc.bind(fd, raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), address.length)
            }
            guard bound == 0 else {
                lastError = SystemError("bind \(host):\(port)")
                Descriptor.close(fd)
                continue
            }
            guard Glibc.listen(fd, backlog) == 0 else {
                lastError = SystemError("listen \(host):\(port)")
                Descriptor.close(fd)
                continue
            }
            return fd
        }
        throw lastError
    }

    /// A connected socket to `host:port`, non-blocking once connected. Blocks for the connect
    /// (a command-line client's call, never the dashboard's).
    package static func connect(host: String, port: UInt16) throws(SystemError) -> Int32 {
        var lastError = SystemError("connect \(host):\(port)", code: ECONNREFUSED)
        for address in try resolve(host: host, port: port, passive: false) {
            let fd = socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else {
                lastError = SystemError("socket")
                continue
            }
            var result: Int32
            repeat {
                result = address.bytes.withUnsafeBytes { raw in
                    Glibc.connect(fd, raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), address.length)
                }
            } while result != 0 && errno == EINTR
            guard result == 0 else {
                lastError = SystemError("connect \(host):\(port)")
                Descriptor.close(fd)
                continue
            }
            do throws(SystemError) {
                try Descriptor.setNonBlocking(fd)
            } catch {
                Descriptor.close(fd)
                throw error
            }
            setNoDelay(fd)
            return fd
        }
        throw lastError
    }

    /// Small HTTP/2 frames go out at once rather than waiting for more (Nagle).
    package static func setNoDelay(_ fd: Int32) {
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// The port a socket is bound to (after listening on port 0).
    package static func localPort(_ fd: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) } }
        case AF_INET6:
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) } }
        default:
            return nil
        }
    }

    /// One resolved address, copied out of getaddrinfo's list.
    struct Address {
        let family: Int32
        let bytes: [UInt8]
        var length: socklen_t { socklen_t(bytes.count) }
    }

    static func resolve(host: String, port: UInt16, passive: Bool) throws(SystemError) -> [Address] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV | (passive ? AI_PASSIVE : 0)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0 else {
            throw SystemError("resolve \(host): \(String(cString: gai_strerror(status)))", code: EADDRNOTAVAIL)
        }
        defer { freeaddrinfo(list) }
        var addresses: [Address] = []
        var node = list
        while let entry = node?.pointee {
            if let address = entry.ai_addr {
                let bytes = Array(UnsafeRawBufferPointer(start: address, count: Int(entry.ai_addrlen)))
                addresses.append(Address(family: entry.ai_family, bytes: bytes))
            }
            node = entry.ai_next
        }
        return addresses
    }
}
