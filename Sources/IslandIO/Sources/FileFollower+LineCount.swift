#if canImport(Glibc)
import Glibc
#endif

extension FileFollower {
    /// How many lines end before `offset`: following a file from its end, the next line is the
    /// file's own line number after these, the number `lint` gives it too.
    static func lineCount(before offset: Int, in fd: Int32) -> Int {
        let chunk = 1 << 16
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 1)
        defer { buffer.deallocate() }
        var count = 0
        var position = 0
        while position < offset {
            let slice = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(chunk, offset - position)])
            guard case .bytes(let read) = Descriptor.read(fd, into: slice, at: position), read > 0 else { break }
            for byte in buffer[0..<read] where byte == 0x0A { count += 1 }
            position += read
        }
        return count
    }
}
