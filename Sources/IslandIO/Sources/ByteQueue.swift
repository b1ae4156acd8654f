/// Bytes waiting to be sent: appended at the back, taken from the front without moving the
/// rest each time.
package struct ByteQueue {
    private var storage: [UInt8] = []
    private var head = 0

    package init() {}

    package var count: Int { storage.count - head }
    package var isEmpty: Bool { count == 0 }

    package mutating func append(_ bytes: some Collection<UInt8>) {
        storage.append(contentsOf: bytes)
    }

    /// Calls `body` with the waiting bytes (contiguous).
    package func withBytes<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T {
        storage.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[head...])) }
    }

    package mutating func removeFirst(_ n: Int) {
        head += n
        if head >= storage.count {
            storage.removeAll(keepingCapacity: storage.capacity <= 1 << 20)
            head = 0
        } else if head >= 64 * 1024, head * 2 >= storage.count {
            // Compact now and then, so the front does not keep dead bytes forever.
            storage.removeFirst(head)
            head = 0
        }
    }
}
