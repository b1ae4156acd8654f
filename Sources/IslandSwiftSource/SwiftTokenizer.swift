import IslandText
/// Splits Swift source into `SwiftToken`s for the attributes reader: comments (nested block
/// comments too) and whitespace go, string literals (multi-line, raw, with interpolation that
/// holds strings and braces of its own) become one token each, so a brace inside a string
/// never counts as a scope. Anything it cannot finish — an unterminated string or comment —
/// is a problem with its line, and the tokens up to it are kept.
package struct SwiftTokenizer {
    package struct Output: Sendable {
        package var tokens: [SwiftToken]
        package var problems: [(line: Int, message: Sentence)]
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineHasToken = false
    private var sawSpace = true
    private var segments: [SwiftStringSegment] = []
    private var tokens: [SwiftToken] = []
    private var problems: [(line: Int, message: Sentence)] = []

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    package static func tokenize(_ text: String) -> Output {
        var tokenizer = SwiftTokenizer(text)
        tokenizer.run()
        return Output(tokens: tokenizer.tokens, problems: tokenizer.problems)
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            lineHasToken = false
        }
        index += 1
    }

    private mutating func emit(_ kind: SwiftToken.Kind, _ text: String, line: Int, interpolated: Bool = false) {
        var token = SwiftToken(kind, text, line: line, startsLine: !lineHasToken, isInterpolated: interpolated)
        token.spaceBefore = sawSpace || !lineHasToken
        if interpolated { token.segments = segments }
        tokens.append(token)
        lineHasToken = true
        sawSpace = false
    }

    private mutating func run() {
        while let scalar = peek() {
            let start = line
            if Self.isWhitespace(scalar) {
                advance()
                sawSpace = true
            } else if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
                sawSpace = true
            } else if scalar == "/", peek(1) == "*" {
                sawSpace = true
                guard skipBlockComment() else {
                    problems.append((start, Sentence(.swiftCommentNeverEnds)))
                    return
                }
            } else if scalar == "\"" || (scalar == "#" && rawStringAhead()) {
                segments = []
                guard let literal = stringLiteral(recording: true) else {
                    problems.append((start, Sentence(.swiftStringNeverEnds)))
                    return
                }
                emit(.string, literal.value, line: start, interpolated: literal.interpolated)
            } else if scalar == "#", let next = peek(1), Self.isIdentifierHead(next) {
                advance()
                emit(.pound, identifier(), line: start)
            } else if scalar == "@", let next = peek(1), Self.isIdentifierHead(next) {
                advance()
                emit(.attribute, identifier(), line: start)
            } else if scalar == "`" {
                advance()
                var name = ""
                while let next = peek(), next != "`", next != "\n" {
                    name.unicodeScalars.append(next)
                    advance()
                }
                if peek() == "`" { advance() }
                emit(.identifier, name, line: start)
            } else if Self.isIdentifierHead(scalar) || scalar == "$" {
                emit(.identifier, identifier(), line: start)
            } else if ("0"..."9").contains(scalar) {
                emit(.number, number(), line: start)
            } else {
                advance()
                emit(.symbol, String(scalar), line: start)
            }
        }
    }

    // MARK: Names and numbers

    // ASCII first: Unicode property lookups cost more than the rest of the tokenizer.

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}" }
        return scalar == "\u{FEFF}" || scalar.properties.isWhitespace
    }

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        return scalar.properties.isAlphabetic || (scalar.properties.isEmoji && scalar.value > 0xFF)
    }

    static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) }
        return isIdentifierHead(scalar) || scalar.properties.generalCategory == .nonspacingMark || scalar == "\u{200D}" || scalar == "\u{FE0F}"
    }

    private mutating func identifier() -> String {
        var name = ""
        if peek() == "$" {
            name = "$"
            advance()
        }
        while let next = peek(), Self.isIdentifierBody(next) {
            name.unicodeScalars.append(next)
            advance()
        }
        return name
    }

    /// Decimal (`1_000`, `2.5`, `1e-3`), hexadecimal (`0xFF`, `0x1p4`), octal and binary.
    private mutating func number() -> String {
        var text = ""
        func take() {
            text.unicodeScalars.append(peek()!)
            advance()
        }
        let isHex = peek() == "0" && (peek(1) == "x" || peek(1) == "X")
        if peek() == "0", let base = peek(1), "xXoObB".unicodeScalars.contains(base) {
            take()
            take()
        }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool {
            isHex ? scalar.properties.isASCIIHexDigit : ("0"..."9").contains(scalar)
        }
        while let next = peek(), isDigit(next) || next == "_" { take() }
        if peek() == ".", let after = peek(1), isDigit(after) {
            take()
            while let next = peek(), isDigit(next) || next == "_" { take() }
        }
        let exponent: Set<Unicode.Scalar> = isHex ? ["p", "P"] : ["e", "E"]
        if let marker = peek(), exponent.contains(marker) {
            let sign = peek(1) == "+" || peek(1) == "-"
            if let digit = peek(sign ? 2 : 1), ("0"..."9").contains(digit) {
                take()
                if sign { take() }
                while let next = peek(), ("0"..."9").contains(next) || next == "_" { take() }
            }
        }
        return text
    }

    // MARK: Comments

    /// `/* … /* … */ … */`; false when the file ends inside it.
    private mutating func skipBlockComment() -> Bool {
        var depth = 0
        while let scalar = peek() {
            if scalar == "/", peek(1) == "*" {
                depth += 1
                advance()
                advance()
            } else if scalar == "*", peek(1) == "/" {
                depth -= 1
                advance()
                advance()
                if depth == 0 { return true }
            } else {
                advance()
            }
        }
        return false
    }

    // MARK: Strings

    /// `#"…"#`, `##"""…"""##`.
    private func rawStringAhead() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// A string literal from its opening delimiter on; nil when it never ends.
    private mutating func stringLiteral(recording: Bool = false) -> (value: String, interpolated: Bool)? {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            advance()
        }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        var value = ""
        var interpolated = false
        var pieceStart = 0
        while let scalar = peek() {
            if scalar == "\n", !multiline { return nil }
            if scalar == "\"", closes(multiline: multiline, hashes: hashes) {
                for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
                if recording, interpolated { segments.append(.text(String(String.UnicodeScalarView(value.unicodeScalars.dropFirst(pieceStart))))) }
                return (multiline ? Self.removingIndentation(value) : value, interpolated)
            }
            if scalar == "\\", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                for _ in 0...hashes { advance() }
                guard let escaped = peek() else { return nil }
                switch escaped {
                case "(":
                    interpolated = true
                    advance()
                    let codeStart = index
                    let codeLine = line
                    guard skipInterpolation() else { return nil }
                    if recording {
                        segments.append(.text(String(String.UnicodeScalarView(value.unicodeScalars.dropFirst(pieceStart)))))
                        var code = String.UnicodeScalarView()
                        code.append(contentsOf: scalars[codeStart..<(index - 1)])
                        segments.append(.code(String(code), line: codeLine))
                        pieceStart = value.unicodeScalars.count
                    }
                case "u" where peek(1) == "{":
                    advance()
                    advance()
                    var hex = ""
                    while let digit = peek(), digit != "}" {
                        hex.unicodeScalars.append(digit)
                        advance()
                    }
                    if peek() == "}" { advance() }
                    if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) { value.unicodeScalars.append(decoded) }
                case "n": value += "\n"; advance()
                case "t": value += "\t"; advance()
                case "r": value += "\r"; advance()
                case "0": value += "\0"; advance()
                case "\n": advance() // a line continuation in a multi-line string
                default:
                    value.unicodeScalars.append(escaped)
                    advance()
                }
                continue
            }
            value.unicodeScalars.append(scalar)
            advance()
        }
        return nil
    }

    private func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != "\"" { return false }
        for offset in 0..<hashes where peek(quotes + offset) != "#" { return false }
        return true
    }

    /// Skips `\( … )` up to its closing parenthesis: nested parentheses, strings and comments
    /// inside it are skipped whole. False when the file ends first.
    private mutating func skipInterpolation() -> Bool {
        var depth = 1
        while let scalar = peek() {
            if scalar == "\"" || (scalar == "#" && rawStringAhead()) {
                guard stringLiteral() != nil else { return false }
                continue
            }
            if scalar == "/", peek(1) == "*" {
                guard skipBlockComment() else { return false }
                continue
            }
            advance()
            if scalar == "(" { depth += 1 }
            if scalar == ")" {
                depth -= 1
                if depth == 0 { return true }
            }
        }
        return false
    }

    /// A multi-line literal's value: without the line break after the opening delimiter and
    /// without the indentation of the closing one.
    static func removingIndentation(_ raw: String) -> String {
        var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let indentation = lines.last.map { $0.prefix { $0 == " " || $0 == "\t" }.count } ?? 0
        if lines.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeFirst() }
        if !lines.isEmpty { lines.removeLast() }
        return lines.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " || $0 == "\t" }.count))) }.joined(separator: "\n")
    }
}
