import IslandText
/// Builds a `JSONDocument`'s tape in one pass over the input: the checks of a recursive-descent
/// RFC 8259 parser in the same order, so every invalid input fails with one message at one
/// offset (the tests compare it with such a reference, step for step). What it does not do is
/// build values: strings and numbers stay byte ranges, objects get no dictionary.
package struct JSONDocumentParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    package private(set) var tape: [JSONTapeEntry] = []
    /// Hashes of the keys of the objects being parsed (a stack, one run per open object),
    /// to notice a key that repeats without comparing every pair of keys.
    private let keyHashes: UnsafeMutableBufferPointer<UInt32>
    private var keyHashCount = 0
    /// See `parse`: false once whitespace between tokens, an escape or a possibly repeated
    /// key turns up.
    private var isCompact = true

    /// The most keys of open objects tracked at once; beyond, objects are assumed to repeat
    /// keys and take the exact path.
    package static let keyHashCapacity = 512

    private init(_ bytes: UnsafeBufferPointer<UInt8>, keyHashes: UnsafeMutableBufferPointer<UInt32>) {
        self.bytes = bytes
        self.keyHashes = keyHashes
        // A token takes at least two bytes of input (a value and its separator) except the
        // last: this reserve avoids most regrowth on small documents and caps waste on big ones.
        tape.reserveCapacity(min(bytes.count / 2 + 2, 64 + bytes.count / 8))
    }

    /// The tape, and whether the input is written as compactly as JSON allows: no whitespace
    /// between tokens, no escape in a string, no key an object repeats.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> (tape: [JSONTapeEntry], isCompact: Bool) {
        let result: Result<(tape: [JSONTapeEntry], isCompact: Bool), JSONParseError> =
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: keyHashCapacity) { hashes in
                var parser = JSONDocumentParser(bytes, keyHashes: hashes)
                do throws(JSONParseError) {
                    parser.skipWhitespace()
                    try parser.parseValue()
                    parser.skipWhitespace()
                    if parser.index != bytes.count {
                        throw JSONParseError(.textAfterValue, at: parser.index)
                    }
                    return .success((parser.tape, parser.isCompact))
                } catch {
                    return .failure(error)
                }
            }
        return try result.get()
    }

    // MARK: Structure

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
                isCompact = false
            default: return
            }
        }
    }



    private mutating func parseValue() throws(JSONParseError) {
        guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }
        switch bytes[index] {
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "t"): try literal("true", kind: .bool, flags: JSONTapeEntry.boolTrue)
        case UInt8(ascii: "f"): try literal("false", kind: .bool)
        case UInt8(ascii: "n"): try literal("null", kind: .null)
        default:
            throw JSONParseError(.unexpectedCharacter(Self.describe(bytes[index])), at: index)
        }
    }

    package static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
    }

    private mutating func literal(_ text: StaticString, kind: JSONKind, flags: UInt32 = 0) throws(JSONParseError) {
        let start = index
        let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else { throw JSONParseError(.invalidLiteral, at: start) }
            index += 1
        }
        tape.append(JSONTapeEntry(kind: kind, flags: flags, start: start, end: index, next: tape.count + 1))
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw JSONParseError(.tooDeep(levels: JSONParser.maximumDepth), at: index)
        }
    }

    private mutating func parseObject() throws(JSONParseError) {
        try enter()
        defer { depth -= 1 }
        let start = index
        let entryIndex = tape.count
        tape.append(JSONTapeEntry(kind: .object, start: start, end: start, next: entryIndex))
        index += 1
        var count = 0
        var flags: UInt32 = 0
        let hashBase = keyHashCount
        defer { keyHashCount = hashBase }
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            tape[entryIndex] = JSONTapeEntry(kind: .object, start: start, end: index, next: tape.count)
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw JSONParseError(.expectedKey, at: index)
            }
            let keyIndex = tape.count
            try parseString()
            flags |= noteKey(tape[keyIndex], since: hashBase)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                let key = JSONStringBytes.string(bytes, Self.content(of: tape[keyIndex]),
                                                 escaped: tape[keyIndex].has(JSONTapeEntry.stringEscaped))
                throw JSONParseError(.expectedColon(key: UntrustedText.quoted(key, limit: 40)), at: index)
            }
            index += 1
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            guard index < bytes.count else { throw JSONParseError(.unterminatedObject, at: index) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                if flags & JSONTapeEntry.objectComplexKeys != 0, count > 1 { flags |= JSONTapeEntry.objectMaybeDuplicates }
                if flags & JSONTapeEntry.objectMaybeDuplicates != 0 { isCompact = false }
                tape[entryIndex] = JSONTapeEntry(kind: .object, flags: flags, start: start, end: index,
                                                 next: tape.count, count: count)
                return
            }
            throw JSONParseError(.expectedCommaInObject, at: index)
        }
    }

    /// Records a key of the object whose keys start at `hashBase` and returns the flags it
    /// adds to the object. Plain keys are compared by a hash of their text (a false alarm
    /// only costs the exact path); a key with other characters makes every comparison exact,
    /// because `JSONObject` treats canonically equivalent keys ("é" and "e\u{301}") as one.
    private mutating func noteKey(_ key: JSONTapeEntry, since hashBase: Int) -> UInt32 {
        // A key with an escape may spell another key's text differently ("\u0061" is "a"):
        // such keys, like keys beyond ASCII, are compared exactly.
        guard !key.has(JSONTapeEntry.stringNonASCII), !key.has(JSONTapeEntry.stringEscaped) else {
            return JSONTapeEntry.objectComplexKeys
        }
        // ASCII without escapes (nearly every key): its bytes are its text, hashed (FNV-1a)
        // eight at a time, the rest one by one.
        let content = Self.content(of: key)
        var position = content.lowerBound
        var wide: UInt64 = 14_695_981_039_346_656_037
        while content.upperBound - position >= 8 {
            wide = (wide ^ UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self)) &* 1_099_511_628_211
            position += 8
        }
        while position < content.upperBound {
            wide = (wide ^ UInt64(bytes[position])) &* 1_099_511_628_211
            position += 1
        }
        let hash = UInt32(truncatingIfNeeded: wide ^ (wide >> 32))
        var flags: UInt32 = 0
        for position in hashBase..<keyHashCount where keyHashes[position] == hash {
            flags = JSONTapeEntry.objectMaybeDuplicates
            break
        }
        if keyHashCount < keyHashes.count {
            keyHashes[keyHashCount] = hash
            keyHashCount += 1
        } else {
            flags = JSONTapeEntry.objectMaybeDuplicates
        }
        return flags
    }

    private mutating func parseArray() throws(JSONParseError) {
        try enter()
        defer { depth -= 1 }
        let start = index
        let entryIndex = tape.count
        tape.append(JSONTapeEntry(kind: .array, start: start, end: start, next: entryIndex))
        index += 1
        var count = 0
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            tape[entryIndex] = JSONTapeEntry(kind: .array, start: start, end: index, next: tape.count)
            return
        }
        while true {
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            guard index < bytes.count else { throw JSONParseError(.unterminatedArray, at: index) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                tape[entryIndex] = JSONTapeEntry(kind: .array, start: start, end: index, next: tape.count, count: count)
                return
            }
            throw JSONParseError(.expectedCommaInArray, at: index)
        }
    }

    /// The bytes between a string entry's quotes.
    package static func content(of entry: JSONTapeEntry) -> Range<Int> {
        Int(entry.start) + 1 ..< Int(entry.end) - 1
    }

    // MARK: Numbers

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private mutating func parseNumber() throws(JSONParseError) {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw JSONParseError(.invalidNumber, at: start) }
        // The decimal exponent of the first significant digit, to tell without converting
        // whether the number is finite; nil while only zeros have been seen.
        var leadingExponent: Int?
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw JSONParseError(.leadingZero, at: start)
            }
        } else {
            let integerStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            leadingExponent = index - integerStart - 1
        }
        var flags = JSONTapeEntry.numberInteger
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            flags = 0
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw JSONParseError(.invalidNumber, at: start) }
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) {
                if leadingExponent == nil, bytes[index] != UInt8(ascii: "0") { leadingExponent = fractionStart - index - 1 }
                index += 1
            }
        }
        var exponent = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            flags = 0
            index += 1
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                negative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw JSONParseError(.invalidNumber, at: start) }
            while index < bytes.count, isDigit(bytes[index]) {
                // Saturate: anything past a billion is far outside Double either way.
                if exponent < 1_000_000_000 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            if negative { exponent = -exponent }
        }
        // The value lies in [10^e, 10^(e+1)) for e = leadingExponent + exponent. Double's
        // largest finite value is about 1.8e308: below e = 308 it is finite, above it is not,
        // and on the edge the conversion decides, as Double's own conversion does for every number.
        if let leadingExponent, leadingExponent + exponent >= 308 {
            let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if leadingExponent + exponent > 308 || !(Double(literal)?.isFinite ?? false) {
                throw JSONParseError(.numberOutOfRange(literal: literal), at: start)
            }
        }
        tape.append(JSONTapeEntry(kind: .number, flags: flags, start: start, end: index, next: tape.count + 1))
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONParseError) {
        let start = index
        index += 1
        var flags: UInt32 = 0
        while true {
            index = JSONStringBytes.plainRunEnd(bytes, from: index, to: bytes.count)
            guard index < bytes.count else { throw JSONParseError(.unterminatedString, at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                flags |= JSONTapeEntry.stringEscaped
                isCompact = false
                try checkEscape()
                continue
            }
            if byte < 0x20 {
                throw JSONParseError(.controlInString, at: index)
            }
            if byte >= 0x7F {
                flags |= byte == 0x7F ? JSONTapeEntry.stringDelete : JSONTapeEntry.stringNonASCII
            }
            index += 1
        }
        // Escapes are ASCII and decode to whole scalars, so the raw content is valid UTF-8
        // exactly when the decoded text would be.
        if flags & JSONTapeEntry.stringNonASCII != 0, !JSONStringBytes.isValidUTF8(bytes, start + 1 ..< index - 1) {
            throw JSONParseError(.stringNotUTF8, at: start)
        }
        tape.append(JSONTapeEntry(kind: .string, flags: flags, start: start, end: index, next: tape.count + 1))
    }

    /// Checks the escape at `index` (a backslash) and moves past it.
    private mutating func checkEscape() throws(JSONParseError) {
        index += 1
        guard index < bytes.count else { throw JSONParseError(.unterminatedEscape, at: index) }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            try checkUnicodeEscape()
        default:
            throw JSONParseError(.invalidEscape(Self.describe(escape)), at: index - 2)
        }
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw JSONParseError(.truncatedUnicodeEscape, at: index) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw JSONParseError(.invalidUnicodeEscape, at: index)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func checkUnicodeEscape() throws(JSONParseError) {
        let start = index - 2
        let high = try hex4()
        if (0xD800...0xDBFF).contains(high) {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw JSONParseError(.unpairedSurrogate, at: start)
            }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONParseError(.unpairedSurrogate, at: start)
            }
            return
        }
        if (0xDC00...0xDFFF).contains(high) {
            throw JSONParseError(.unpairedSurrogate, at: start)
        }
    }
}
