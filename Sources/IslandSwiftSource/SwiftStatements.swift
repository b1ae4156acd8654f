/// Token helpers for reading function bodies: splitting them into statements and finding
/// balanced groups, calls and their arguments. Pure functions over `[SwiftToken]`.
package enum SwiftStatements {
    /// Symbols that, ending a line or starting the next, continue a statement over lines.
    static let continuing: Set<String> = [".", "=", "?", ":", "&", "|", "+", "-", "*", "/", "%", "<", ">", ",", "!", "~", "^"]

    /// The statements of a body: split at `;` and where a line starts a new one (at depth 0,
    /// not continuing an operator, `else`, `catch` or a `.member` chain).
    package static func split(_ tokens: [SwiftToken]) -> [ArraySlice<SwiftToken>] {
        var statements: [ArraySlice<SwiftToken>] = []
        var start = 0
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if depth == 0, token.isSymbol(";") {
                if start < index { statements.append(tokens[start..<index]) }
                start = index + 1
                continue
            }
            if depth == 0, index > start, token.startsLine, !continues(tokens, at: index) {
                statements.append(tokens[start..<index])
                start = index
            }
            if token.kind == .symbol {
                if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
                if token.text == ")" || token.text == "]" || token.text == "}" { depth = max(0, depth - 1) }
            }
        }
        if start < tokens.count { statements.append(tokens[start...]) }
        return statements
    }

    private static func continues(_ tokens: [SwiftToken], at index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .symbol, continuing.contains(token.text), token.text != "!" { return true }
        if token.isIdentifier("else") || token.isIdentifier("catch") || token.isIdentifier("where") { return true }
        if index > 0, tokens[index - 1].kind == .symbol, continuing.contains(tokens[index - 1].text), !tokens[index - 1].isSymbol("!"),
           !tokens[index - 1].isSymbol("?") {
            return true
        }
        if index > 0, tokens[index - 1].isIdentifier("try") || tokens[index - 1].isIdentifier("await") || tokens[index - 1].isIdentifier("return") {
            return true
        }
        return false
    }

    /// The index of the bracket closing the one at `open`.
    package static func closing(_ tokens: ArraySlice<SwiftToken>, from open: Int) -> Int? {
        guard open < tokens.endIndex else { return nil }
        let opening = tokens[open].text
        let close = ["(": ")", "[": "]", "{": "}"][opening] ?? opening
        var depth = 0
        for index in open..<tokens.endIndex where tokens[index].kind == .symbol {
            if tokens[index].text == opening { depth += 1 }
            if tokens[index].text == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// A call's arguments between `(` at `open` and its `)`: each with its label, if any.
    package static func arguments(_ tokens: ArraySlice<SwiftToken>, open: Int) -> [(label: String?, tokens: ArraySlice<SwiftToken>)] {
        guard let close = closing(tokens, from: open) else { return [] }
        var result: [(String?, ArraySlice<SwiftToken>)] = []
        var start = open + 1
        var depth = 0
        func finish(_ end: Int) {
            guard start < end else { return }
            var slice = tokens[start..<end]
            var label: String?
            if slice.count >= 2, slice[slice.startIndex].kind == .identifier, slice[slice.startIndex + 1].isSymbol(":") {
                label = slice[slice.startIndex].text
                slice = slice.dropFirst(2)
            }
            result.append((label, slice))
        }
        for index in (open + 1)..<close {
            let token = tokens[index]
            if token.kind == .symbol {
                if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
                if token.text == ")" || token.text == "]" || token.text == "}" { depth -= 1 }
                if depth == 0, token.text == "," {
                    finish(index)
                    start = index + 1
                }
            }
        }
        finish(close)
        return result
    }

    /// The first index of `name` followed by `(` (a call) at or after `from`.
    package static func call(_ name: String, in tokens: ArraySlice<SwiftToken>, from: Int? = nil) -> Int? {
        var index = from ?? tokens.startIndex
        while index + 1 < tokens.endIndex {
            if tokens[index].isIdentifier(name), tokens[index + 1].isSymbol("(") { return index }
            index += 1
        }
        return nil
    }

    /// The tokens as written, for messages.
    package static func text(_ tokens: ArraySlice<SwiftToken>) -> String {
        var text = ""
        var previous: SwiftToken?
        for token in tokens {
            let glue = previous.map { $0.kind == .symbol && ["(", "[", ".", "!"].contains($0.text) } ?? true
            let tight = token.kind == .symbol && [")", "]", ".", ",", ":", "(", "?", "!"].contains(token.text)
            if !text.isEmpty, !glue, !tight { text += " " }
            text += token.kind == .string ? "\"\(token.text)\"" : token.text
            previous = token
        }
        return text.count > 70 ? String(text.prefix(69)) + "…" : text
    }
}
