import IslandText
import Foundation
import IslandCore
import IslandIO
#if canImport(Glibc)
import Glibc
import IslandTypes
#endif

/// The reading half of `island lint`: reads the inputs in order as they come, splits them into
/// payloads and decodes each (`LintEngine.decode`, which depends on no payload before it), on
/// a thread of its own while the caller's thread runs the lifecycle and prints — the two
/// halves cost about the same, so on two cores lint takes about the time of the slower one.
/// Each read's payloads go out as one batch at once, so `tail -f log | island lint -` still
/// answers line by line.
enum LintReader {
    /// Batches in flight at most: a few reads' worth of payloads, however long the input.
    static let batchesInFlight = 4

    /// Starts reading `paths` (`-` is stdin) on a new thread; the batches arrive on the queue,
    /// the last one `.end` or `.failure`.
    static func start(_ paths: [String]) -> BoundedQueue<LintBatch> {
        let queue = BoundedQueue<LintBatch>(capacity: batchesInFlight)
        let thread = Thread { read(paths, into: queue) }
        thread.name = "island lint reader"
        thread.start()
        return queue
    }

    static func read(_ paths: [String], into queue: BoundedQueue<LintBatch>) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        for path in paths {
            let descriptor = path == "-" ? STDIN_FILENO : PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
            guard descriptor >= 0 else { return queue.put(.failure(cannotRead(path))) }
            defer { if descriptor != STDIN_FILENO { close(descriptor) } }
            var lines = LineSplitter()
            var documents = DocumentSplitter(file: PathBytes.display(path))
            var payloads: [LintBatch.Payload] = []
            func decode(_ found: [LintDocument]) {
                for document in found { payloads.append(LintBatch.Payload(document: document, decoded: LintEngine.decode(document))) }
            }
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count < 0 { return queue.put(.failure(cannotRead(path))) }
                if count == 0 { break }
                let bodies = buffer.withUnsafeBytes { lines.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                for body in bodies { decode(documents.add(body)) }
                // What this read completed goes out before the next read waits.
                if !payloads.isEmpty {
                    queue.put(.payloads(payloads))
                    payloads = []
                }
            }
            if let last = lines.finish() { decode(documents.add(last)) }
            decode(documents.finish())
            if !payloads.isEmpty { queue.put(.payloads(payloads)) }
        }
        queue.put(.end)
    }

    static func cannotRead(_ path: String) -> Sentence {
        Sentence(.cliCannotReadBecause, ["path": DiagnosticText.quote(path, limit: 200), "reason": String(cString: strerror(errno))])
    }
}

extension DocumentSplitter {
    /// A line as the line splitter hands it over.
    mutating func add(_ body: IncomingLine.Body) -> [LintDocument] {
        switch body {
        case .bytes(let bytes): return add(line: bytes)
        case .tooLong(let count): return add(tooLong: count)
        }
    }
}
