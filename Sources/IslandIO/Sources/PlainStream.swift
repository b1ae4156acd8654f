#if canImport(Glibc)
import Glibc
#endif

/// A connection's socket as it is, without TLS.
package final class PlainStream: ByteStream {
    package let descriptor: Int32

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    package func handshake() -> StreamOutcome { .bytes(0) }
    package var handshakeDone: Bool { true }
    package var hasBufferedInput: Bool { false }

    package func read(into buffer: UnsafeMutableRawBufferPointer) -> StreamOutcome {
        switch Descriptor.read(descriptor, into: buffer) {
        case .bytes(let count): return .bytes(count)
        case .wouldBlock: return .wantRead
        case .endOfFile: return .closed
        case .failed(let code) where code == ECONNRESET: return .closed
        case .failed(let code): return .failed("read: \(SystemError("read", code: code).reason)")
        }
    }

    package func write(_ bytes: UnsafeRawBufferPointer) -> StreamOutcome {
        switch Descriptor.send(descriptor, bytes) {
        case .success(0): return .wantWrite
        case .success(let count): return .bytes(count)
        // The peer left: nothing to say beyond the count.
        case .failure(let error) where error.code == EPIPE || error.code == ECONNRESET: return .closed
        case .failure(let error): return .failed("send: \(error.reason)")
        }
    }

    package func shutdown() {}
}
