import IslandText

/// Why a line is not valid JSON, with the byte offset where parsing stopped. The parser keeps
/// only the reason (a case, no text): a line that does not parse is worded when it is shown,
/// in the events pane's language or, in machine outputs, in English (`description`).
package struct JSONParseError: Error, WordedError, Hashable, Sendable, CustomStringConvertible {
    package enum Reason: Hashable, Sendable {
        case tooLarge(bytes: Int)
        case textAfterValue
        case unexpectedEnd
        /// The character as the error shows it (`describe` of the byte).
        case unexpectedCharacter(String)
        case invalidLiteral
        case tooDeep(levels: Int)
        case expectedKey
        /// The key, quoted and sanitised.
        case expectedColon(key: String)
        case unterminatedObject
        case expectedCommaInObject
        case unterminatedArray
        case expectedCommaInArray
        case invalidNumber
        case leadingZero
        case numberOutOfRange(literal: String)
        case unterminatedString
        case controlInString
        case stringNotUTF8
        case unterminatedEscape
        /// The character after the backslash, as the error shows it.
        case invalidEscape(String)
        case truncatedUnicodeEscape
        case invalidUnicodeEscape
        case unpairedSurrogate
        /// A reference parser's own words (the tests compare island's parser with one).
        case text(String)
    }

    package let reason: Reason
    package let offset: Int

    package init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// An error in free text, shown as written in every language.
    package init(_ message: String, at offset: Int) {
        self.init(.text(message), at: offset)
    }

    /// What is wrong, without where.
    package var problem: Sentence {
        switch reason {
        case .tooLarge(let bytes): return Sentence(.jsonTooLarge, ["bytes": String(bytes)])
        case .textAfterValue: return Sentence(.jsonTextAfterValue)
        case .unexpectedEnd: return Sentence(.jsonUnexpectedEnd)
        case .unexpectedCharacter(let character): return Sentence(.jsonUnexpectedCharacter, ["character": character])
        case .invalidLiteral: return Sentence(.jsonInvalidLiteral)
        case .tooDeep(let levels): return Sentence(.jsonTooDeep, ["levels": String(levels)])
        case .expectedKey: return Sentence(.jsonExpectedKey)
        case .expectedColon(let key): return Sentence(.jsonExpectedColon, ["key": key])
        case .unterminatedObject: return Sentence(.jsonUnterminatedObject)
        case .expectedCommaInObject: return Sentence(.jsonExpectedCommaInObject)
        case .unterminatedArray: return Sentence(.jsonUnterminatedArray)
        case .expectedCommaInArray: return Sentence(.jsonExpectedCommaInArray)
        case .invalidNumber: return Sentence(.jsonInvalidNumber)
        case .leadingZero: return Sentence(.jsonLeadingZero)
        case .numberOutOfRange(let literal): return Sentence(.jsonNumberOutOfRange, ["literal": literal])
        case .unterminatedString: return Sentence(.jsonUnterminatedString)
        case .controlInString: return Sentence(.jsonControlInString)
        case .stringNotUTF8: return Sentence(.jsonStringNotUTF8)
        case .unterminatedEscape: return Sentence(.jsonUnterminatedEscape)
        case .invalidEscape(let character): return Sentence(.jsonInvalidEscape, ["character": character])
        case .truncatedUnicodeEscape: return Sentence(.jsonTruncatedUnicodeEscape)
        case .invalidUnicodeEscape: return Sentence(.jsonInvalidUnicodeEscape)
        case .unpairedSurrogate: return Sentence(.jsonUnpairedSurrogate)
        case .text(let text): return Sentence(.diagnosticText, ["text": text])
        }
    }

    /// What is wrong, in English (a theme file's error adds its own line and column).
    package var message: String { problem.english }

    /// What is wrong and at which byte (counted from 1).
    package var sentence: Sentence {
        Sentence(.jsonAtByte, ["byte": String(offset + 1)], sentences: ["problem": problem])
    }

    package var description: String { sentence.english }

    /// Two errors are the same when they say the same at the same byte, however they were
    /// made (a reference parser's words against island's reasons).
    package static func == (lhs: JSONParseError, rhs: JSONParseError) -> Bool {
        lhs.offset == rhs.offset && lhs.message == rhs.message
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(offset)
        hasher.combine(message)
    }
}
