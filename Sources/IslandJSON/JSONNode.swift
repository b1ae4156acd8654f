/// A value inside a `JSONDocument`: the document (shared, not copied) and a tape index, so it
/// is cheap to copy and to pass around. Everything is read from the input bytes on demand;
/// only `string`, `numberLiteral` and `value` build anything.
///
/// Accessors for another kind answer nil (`node.string` of a number), so decoding code reads
/// like `JSONValue`'s. Equality of strings and keys is Swift's (canonical equivalence), as
/// `JSONObject` looks keys up; plain ASCII compares bytes without allocating.
package struct JSONNode: Sendable {
    package let document: JSONDocument
    let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    var entry: JSONTapeEntry { document.tape[index] }

    package var kind: JSONKind { entry.kind }

    /// The kind's name as a decoding error reports it ("a string").
    package var typeName: String { kind.typeName }

    /// The value's bytes in the input. For a compact input (no whitespace, the writer's
    /// escapes) its length is `compactSize`.
    package var byteRange: Range<Int> {
        let entry = entry
        return Int(entry.start) ..< Int(entry.end)
    }

    package var isNull: Bool { kind == .null }

    package var bool: Bool? {
        let entry = entry
        return entry.kind == .bool ? entry.has(JSONTapeEntry.boolTrue) : nil
    }

    // MARK: Strings

    /// The decoded text of a string; nil for other kinds.
    package var string: String? {
        let entry = entry
        guard entry.kind == .string else { return nil }
        return document.bytes.withUnsafeBufferPointer { bytes in
            JSONStringBytes.string(bytes, JSONDocumentParser.content(of: entry), escaped: entry.has(JSONTapeEntry.stringEscaped))
        }
    }

    /// Whether this is a string equal to `text` (as `==` on `String` says), without building
    /// a `String` when both are plain ASCII.
    package func stringEquals(_ text: StaticString) -> Bool {
        guard text.hasPointerRepresentation else { return string == text.description }
        let utf8 = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        return stringEquals(utf8: utf8, isASCII: text.isASCII) { text.description }
    }

    package func stringEquals(_ text: String) -> Bool {
        var utf8Text = text  // withUTF8 may make the storage contiguous
        return utf8Text.withUTF8 { utf8 in
            stringEquals(utf8: utf8, isASCII: utf8.allSatisfy { $0 < 0x80 }) { text }
        }
    }

    /// Whether this is a string whose text is the UTF-8 `bytes` (as `==` on `String` says).
    package func stringEquals(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { utf8 in
            stringEquals(utf8: utf8, isASCII: utf8.allSatisfy { $0 < 0x80 }) { String(decoding: utf8, as: UTF8.self) }
        }
    }

    func stringEquals(utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool, _ text: () -> String) -> Bool {
        let entry = entry
        guard entry.kind == .string else { return false }
        return Self.stringEntry(entry, in: document, equals: utf8, isASCII: isASCII, text)
    }

    /// Byte equality decides when both sides are plain ASCII; otherwise `String`'s equality
    /// (canonically equivalent texts are equal) does, as it does for `JSONObject` keys.
    static func stringEntry(_ entry: JSONTapeEntry, in document: JSONDocument, equals utf8: UnsafeBufferPointer<UInt8>,
                            isASCII: Bool, _ text: () -> String) -> Bool {
        let escaped = entry.has(JSONTapeEntry.stringEscaped)
        let content = JSONDocumentParser.content(of: entry)
        return document.bytes.withUnsafeBufferPointer { bytes in
            if JSONStringBytes.equals(bytes, content, escaped: escaped, utf8) { return true }
            if isASCII, !escaped, !entry.has(JSONTapeEntry.stringNonASCII) { return false }
            return JSONStringBytes.string(bytes, content, escaped: escaped) == text()
        }
    }

    // MARK: Numbers

    /// The number exactly as written ("3", "3.0", "1e3"); nil for other kinds.
    package var numberLiteral: String? {
        let entry = entry
        guard entry.kind == .number else { return nil }
        return document.bytes.withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(entry.start) ..< Int(entry.end)]), as: UTF8.self)
        }
    }

    /// The number's value, as `Double(literal)` gives it; nil for other kinds.
    package var double: Double? {
        let entry = entry
        guard entry.kind == .number else { return nil }
        return document.bytes.withUnsafeBufferPointer { bytes in
            JSONNumberBytes.double(bytes, Int(entry.start) ..< Int(entry.end))
        }
    }

    /// True for a number written without fraction or exponent.
    package var isIntegerLiteral: Bool {
        let entry = entry
        return entry.kind == .number && entry.has(JSONTapeEntry.numberInteger)
    }

    /// The number as an `Int` when it is a whole number in range, exactly as
    /// `JSONNumber.exactInt` (and `JSONDecoder`) accept it.
    package var exactInt: Int? {
        let entry = entry
        guard entry.kind == .number else { return nil }
        if entry.has(JSONTapeEntry.numberInteger) {
            return document.bytes.withUnsafeBufferPointer { bytes in
                JSONNumberBytes.integer(bytes, Int(entry.start) ..< Int(entry.end))
            }
        }
        guard let double, double.isFinite, double == double.rounded(), double >= -9.2e18, double <= 9.2e18 else { return nil }
        return Int(double)
    }

    /// The number as `JSONValue` keeps it (literal and value).
    package var number: JSONNumber? {
        guard let numberLiteral, let double else { return nil }
        return JSONNumber(literal: numberLiteral, double: double)
    }

    // MARK: Containers

    /// Members of an object (repeated keys once), elements of an array, 0 otherwise.
    package var count: Int {
        let entry = entry
        switch entry.kind {
        case .object:
            if entry.has(JSONTapeEntry.objectMaybeDuplicates) { return distinctMembers().count }
            if entry.storedCount < JSONTapeEntry.countLimit { return Int(entry.storedCount) }
            return members.reduce(0) { count, _ in count + 1 }
        case .array:
            if entry.storedCount < JSONTapeEntry.countLimit { return Int(entry.storedCount) }
            return elements.reduce(0) { count, _ in count + 1 }
        default:
            return 0
        }
    }

    package var isEmpty: Bool { entry.storedCount == 0 }

    /// The members of an object in document order (a repeated key at its first position with
    /// its last value, as `JSONObject`); empty for other kinds.
    package var members: JSONMembers { JSONMembers(object: self) }

    /// The elements of an array in order; empty for other kinds.
    package var elements: JSONElements { JSONElements(array: self) }

    /// The value of `key` in an object (the last one when the key repeats); nil when the key
    /// is missing or this is not an object.
    package subscript(key: StaticString) -> JSONNode? {
        guard key.hasPointerRepresentation else { return self[key.description] }
        let utf8 = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        return member(utf8: utf8, isASCII: key.isASCII) { key.description }
    }

    package subscript(key: String) -> JSONNode? {
        var utf8Key = key  // withUTF8 may make the storage contiguous
        return utf8Key.withUTF8 { utf8 in
            member(utf8: utf8, isASCII: utf8.allSatisfy { $0 < 0x80 }) { key }
        }
    }

    /// Scans the keys (objects here have a handful): no dictionary to build first.
    func member(utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool, _ text: () -> String) -> JSONNode? {
        let object = entry
        guard object.kind == .object else { return nil }
        let tape = document.tape
        var found: Int?
        var cursor = index + 1
        let end = Int(object.next)
        while cursor < end {
            let key = tape[cursor]
            if Self.stringEntry(key, in: document, equals: utf8, isASCII: isASCII, text) { found = cursor + 1 }
            cursor = Int(tape[cursor + 1].next)
        }
        return found.map { JSONNode(document: document, index: $0) }
    }

    /// (key index, value index) of each distinct key in first-position order, with the last
    /// value: the exact path for objects whose keys may repeat.
    func distinctMembers() -> [(key: Int, value: Int)] {
        let tape = document.tape
        var result: [(key: Int, value: Int)] = []
        var texts: [String] = []
        var cursor = index + 1
        let end = Int(entry.next)
        while cursor < end {
            let text = JSONKey(document: document, index: cursor).string
            if let earlier = texts.firstIndex(of: text) {
                result[earlier].value = cursor + 1
            } else {
                texts.append(text)
                result.append((cursor, cursor + 1))
            }
            cursor = Int(tape[cursor + 1].next)
        }
        return result
    }
}
