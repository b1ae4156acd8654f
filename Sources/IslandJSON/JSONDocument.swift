/// One parsed JSON text: the input bytes plus a flat tape of its tokens, built in one pass.
/// No dictionary per object and no `String` per string or number: values stay byte ranges of
/// the input until someone asks for them (`JSONNode`). It is island's one JSON parser, as
/// strict as `JSONSerialization` (RFC 8259: no trailing commas, comments, NaN, leading zeros,
/// lone surrogates or raw control characters; nesting at most `JSONParser.maximumDepth`
/// deep); the tests hold it to an independent recursive-descent reference, message for message.
///
/// Objects keep `JSONObject`'s rules: members in document order, a repeated key (repeated as
/// Swift compares strings, so "é" and "e\u{301}" are one key) at its first position with its
/// last value.
///
/// A class, so that the many `JSONNode`s of a document share it with one reference count
/// (everything in it is immutable: it is a value all the same).
package final class JSONDocument: @unchecked Sendable {
    /// The input, as parsed; every `JSONNode.byteRange` indexes it.
    package let bytes: [UInt8]
    /// The tokens, in memory the document owns: every read of a node goes through it, and
    /// an array would be retained and released at each read. Written once, in `init`
    /// (hence `@unchecked Sendable`: nothing in a document changes after it is made).
    let tape: UnsafeBufferPointer<JSONTapeEntry>
    /// Written as compactly as JSON allows (no whitespace between tokens, no escapes, no
    /// repeated keys): then every value's compact size is its bytes in the input.
    let isCompact: Bool

    package init(parsing bytes: [UInt8]) throws(JSONParseError) {
        // Offsets are 32-bit on the tape; push lines are at most 64 KiB.
        guard bytes.count < Int(UInt32.max) else {
            throw JSONParseError(.tooLarge(bytes: bytes.count), at: 0)
        }
        let result: Result<(tape: [JSONTapeEntry], isCompact: Bool), JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) in try JSONDocumentParser.parse(buffer) }
        }
        self.bytes = bytes
        let parsed = try result.get()
        let tape = UnsafeMutableBufferPointer<JSONTapeEntry>.allocate(capacity: parsed.tape.count)
        _ = tape.initialize(from: parsed.tape)
        self.tape = UnsafeBufferPointer(tape)
        isCompact = parsed.isCompact
    }

    deinit {
        // A tape entry is plain data: nothing to deinitialise.
        tape.deallocate()
    }

    package convenience init(parsing bytes: some Collection<UInt8>) throws(JSONParseError) {
        try self.init(parsing: Array(bytes))
    }

    package convenience init(parsing text: String) throws(JSONParseError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// The top-level value.
    package var root: JSONNode { JSONNode(document: self, index: 0) }

    /// How many tokens the tape holds (values and keys): the document's size in the parser's
    /// terms, for benchmarks and tests.
    package var tokenCount: Int { tape.count }
}
