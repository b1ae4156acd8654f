import Testing
@testable import IslandCore
@testable import IslandSwiftSource

/// The tokenizer under the attributes reader: comments, strings and numbers become what the
/// parser needs, and a brace inside a string or comment is never a brace.
@Suite struct SwiftTokenizerTests {
    static func texts(_ source: String) -> [String] {
        SwiftTokenizer.tokenize(source).tokens.map(\.text)
    }

    @Test func commentsLeaveNoTokensNestedBlockCommentsIncluded() {
        let source = """
            // a line comment { with a brace
            /* block /* nested { */ still comment } */ struct A {}
            /// doc comment }
            """
        #expect(Self.texts(source) == ["struct", "A", "{", "}"])
    }

    @Test func stringsAreOneTokenWithTheirValue() {
        let source = #"""
            let a = "x { y } \"q\" \u{1F68B} \n"
            let b = #"raw \n "quoted" { "#
            let c = "\(value("}")) and \(dict["k"] ?? "{")"
            let d = """
                line one {
                  line two }
                """
            """#
        let tokens = SwiftTokenizer.tokenize(source).tokens
        let strings = tokens.filter { $0.kind == .string }
        #expect(strings.count == 4)
        #expect(strings[0].text == "x { y } \"q\" 🚋 \n")
        #expect(strings[1].text == #"raw \n "quoted" { "#)
        #expect(strings[2].isInterpolated)
        #expect(strings[3].text == "line one {\n  line two }")
        #expect(tokens.filter { $0.isSymbol("{") || $0.isSymbol("}") }.isEmpty, "no brace outside strings")
        #expect(tokens.last?.line == 4, "the multi-line string starts on line 4")
    }

    @Test func numbersAttributesAndDirectives() {
        let tokens = SwiftTokenizer.tokenize("@available(iOS 16.1, *) case a = -0x1F, b = 1_000, c = 2.5e-3, d = 1..<3 #if DEBUG").tokens
        #expect(tokens[0].kind == .attribute && tokens[0].text == "available")
        #expect(tokens.contains { $0.kind == .number && $0.text == "16.1" })
        #expect(tokens.contains { $0.kind == .number && $0.text == "0x1F" })
        #expect(tokens.contains { $0.kind == .number && $0.text == "1_000" })
        #expect(tokens.contains { $0.kind == .number && $0.text == "2.5e-3" })
        #expect(tokens.filter { $0.kind == .number }.map(\.text).suffix(2) == ["1", "3"], "1..<3 is not a decimal")
        #expect(tokens.suffix(2).map(\.kind) == [.pound, .identifier])
        #expect(tokens.suffix(2).map(\.text) == ["if", "DEBUG"])
    }

    @Test func backtickedNamesAndLines() {
        let tokens = SwiftTokenizer.tokenize("case `default`\n  case `public`, b").tokens
        #expect(tokens.map(\.text) == ["case", "default", "case", "public", ",", "b"])
        #expect(tokens.map(\.line) == [1, 1, 2, 2, 2, 2])
        #expect(tokens.map(\.startsLine) == [true, false, true, false, false, false])
    }

    @Test func anUnterminatedStringOrCommentIsAProblemWithItsLine() {
        let string = SwiftTokenizer.tokenize("struct A {\n  var a = \"open\n}")
        #expect(string.problems.map(\.line) == [2])
        #expect(string.tokens.map(\.text) == ["struct", "A", "{", "var", "a", "="])
        let comment = SwiftTokenizer.tokenize("struct A {}\n/* open /* nested */\n")
        #expect(comment.problems.map(\.line) == [2])
    }
}
