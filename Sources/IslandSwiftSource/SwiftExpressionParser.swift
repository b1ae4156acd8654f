/// Reads Swift expressions, statements and closures from tokens: the part of Swift a widget's
/// views, helper functions and computed properties are written in. Operators are put together
/// from the tokenizer's single characters by spacing (`a != b`, `x!`, `a?.b`, `a ?? b`);
/// what it does not understand becomes `.unsupported` with its line and is skipped to where
/// the next statement starts, so one construct never hides the rest of a view.
package struct SwiftExpressionParser {
    let tokens: [SwiftToken]
    var index: Int
    /// Nesting of `(`/`[` around the cursor, so a line break inside them never ends an expression.
    private var depth = 0
    /// Recursion guard: hostile input nests without end; a tree this deep is not a widget.
    private var nesting = 0
    private static let maximumNesting = 200

    package init(_ tokens: [SwiftToken], at index: Int = 0) {
        self.tokens = tokens
        self.index = index
    }

    // MARK: Cursor

    var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    func peek(_ offset: Int) -> SwiftToken? {
        index + offset < tokens.count && index + offset >= 0 ? tokens[index + offset] : nil
    }

    func isSymbol(_ text: String, at offset: Int = 0) -> Bool { peek(offset)?.isSymbol(text) == true }

    func isIdentifier(_ text: String, at offset: Int = 0) -> Bool { peek(offset)?.isIdentifier(text) == true }

    var line: Int { current?.line ?? tokens.last?.line ?? 0 }

    static let operators: [String] = [
        "...", "..<", "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "??", "->", "+=", "-=", "*=", "/=", "~=",
        "+", "-", "*", "/", "%", "<", ">", "=", "!", "?", "&", "|", "^", "~",
    ]
    static let operatorCharacters: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "=", "!", "?", "&", "|", "^", "~", "."]

    /// The operator written at `offset` (its characters adjacent), and how many tokens it takes.
    func operatorAt(_ offset: Int = 0) -> (text: String, count: Int)? {
        guard let first = peek(offset), first.kind == .symbol, Self.operatorCharacters.contains(first.text) else { return nil }
        var text = first.text
        var count = 1
        while let next = peek(offset + count), next.kind == .symbol, !next.spaceBefore, Self.operatorCharacters.contains(next.text),
              count < 3 {
            text += next.text
            count += 1
        }
        while count > 0 {
            if Self.operators.contains(text) { return (text, count) }
            text.removeLast()
            count -= 1
        }
        return nil
    }

    /// Skips a bracketed group at the cursor.
    mutating func skipBalanced() {
        guard let open = current?.text else { return }
        let close = ["(": ")", "[": "]", "{": "}", "<": ">"][open] ?? open
        var level = 0
        while let token = current {
            index += 1
            guard token.kind == .symbol else { continue }
            if token.text == open { level += 1 }
            if token.text == close {
                level -= 1
                if level == 0 { return }
            }
        }
    }

    /// Skips to the start of the next statement: a new line at this level, `;`, or the `}`
    /// that closes the block.
    mutating func skipStatement() {
        let start = index
        var level = 0
        while let token = current {
            if level == 0, index > start {
                if token.startsLine || token.isSymbol(";") { return }
            }
            if level == 0, token.isSymbol("}") { return }
            if token.kind == .symbol {
                if ["(", "[", "{"].contains(token.text) { level += 1 }
                if [")", "]", "}"].contains(token.text) { level = max(0, level - 1) }
            }
            index += 1
        }
    }

    // MARK: Statements

    /// Statements up to the `}` that closes the block (not consumed) or the end.
    package mutating func statements() -> [SwiftStatement] {
        var result: [SwiftStatement] = []
        while let token = current, !token.isSymbol("}") {
            if token.isSymbol(";") {
                index += 1
                continue
            }
            let before = index
            if let statement = statement() { result.append(statement) }
            if index == before {
                result.append(.unsupported(token.text, line: token.line))
                index += 1
            }
        }
        return result
    }

    /// A `{ … }` block's statements; the cursor at `{`.
    mutating func block() -> [SwiftStatement] {
        guard isSymbol("{") else { return [] }
        index += 1
        let saved = depth
        depth = 0
        let body = statements()
        depth = saved
        if isSymbol("}") { index += 1 }
        return body
    }

    mutating func statement() -> SwiftStatement? {
        guard let token = current else { return nil }
        nesting += 1
        defer { nesting -= 1 }
        guard nesting < Self.maximumNesting else {
            index = tokens.count
            return .unsupported("nesting too deep", line: token.line)
        }
        if token.kind == .attribute {
            index += 1
            if isSymbol("("), current?.line == token.line { skipBalanced() }
            return nil
        }
        if token.kind == .pound {
            // #if blocks are resolved before; anything else (#warning) is not a statement here.
            let line = token.line
            skipStatement()
            return .unsupported("#" + token.text, line: line)
        }
        if token.kind == .identifier {
            switch token.text {
            case "let", "var":
                return binding()
            case "if":
                return .conditional(ifStatement())
            case "switch":
                return .switchOver(switchStatement())
            case "guard":
                index += 1
                let conditions = conditionList()
                if isIdentifier("else") { index += 1 }
                return .guarded(conditions, otherwise: block())
            case "return":
                index += 1
                if let next = current, !next.isSymbol("}"), !next.startsLine || next.line == token.line, !next.isSymbol(";") {
                    if next.line == token.line { return .returning(expression()) }
                }
                return .returning(nil)
            case "for":
                index += 1
                var name = "_"
                if isIdentifier("case") { index += 1 }
                if let pattern = current, pattern.kind == .identifier { name = pattern.text; index += 1 }
                if isSymbol("(") { skipBalanced() }
                if isIdentifier("in") { index += 1 }
                let sequence = expression(trailingClosures: false)
                if isIdentifier("where") {
                    index += 1
                    _ = expression(trailingClosures: false)
                }
                return .forIn(name, sequence, block())
            case "do":
                index += 1
                return .conditional(SwiftIf(conditions: [], then: block(), otherwise: nil))
            case "func", "struct", "enum", "class", "typealias", "while", "repeat", "defer", "throw", "break", "continue",
                 "fallthrough":
                let line = token.line
                if token.text == "break" {
                    index += 1
                    return nil
                }
                skipStatement()
                if isSymbol("{") { skipBalanced() }
                return .unsupported(token.text, line: line)
            default:
                break
            }
        }
        let value = expression()
        if let (op, count) = operatorAt(), ["=", "+=", "-=", "*=", "/="].contains(op) {
            index += count
            return .assignment(value, op, expression())
        }
        return .expression(value)
    }

    mutating func binding() -> SwiftStatement {
        index += 1
        guard let name = current, name.kind == .identifier else {
            let line = self.line
            skipStatement()
            return .unsupported("a binding pattern", line: line)
        }
        index += 1
        if isSymbol(":") {
            index += 1
            _ = typeText()
        }
        var value: SwiftExpression?
        if let (op, count) = operatorAt(), op == "=" {
            index += count
            value = expression()
        }
        return .binding(name.text, value)
    }

    mutating func ifStatement() -> SwiftIf {
        index += 1
        let conditions = conditionList()
        let then = block()
        var otherwise: [SwiftStatement]?
        if isIdentifier("else") {
            index += 1
            if isIdentifier("if") {
                otherwise = [.conditional(ifStatement())]
            } else {
                otherwise = block()
            }
        }
        return SwiftIf(conditions: conditions, then: then, otherwise: otherwise)
    }

    mutating func conditionList() -> [SwiftCondition] {
        var conditions: [SwiftCondition] = []
        while let token = current, !token.isSymbol("{"), !token.isIdentifier("else") {
            let before = index
            if token.isIdentifier("let") || token.isIdentifier("var") {
                index += 1
                if let name = current, name.kind == .identifier {
                    index += 1
                    if isSymbol(":") {
                        index += 1
                        _ = typeText()
                    }
                    if let (op, count) = operatorAt(), op == "=" {
                        index += count
                        conditions.append(.optionalBinding(name.text, expression(trailingClosures: false)))
                    } else {
                        conditions.append(.optionalBinding(name.text, .name(name.text, line: name.line)))
                    }
                }
            } else if token.isIdentifier("case") {
                index += 1
                let pattern = self.pattern()
                if let (op, count) = operatorAt(), op == "=" { index += count }
                conditions.append(.matching(pattern, expression(trailingClosures: false)))
            } else {
                conditions.append(.expression(expression(trailingClosures: false)))
            }
            if isSymbol(",") {
                index += 1
                continue
            }
            if index == before { index += 1 }
            if !isSymbol("{") && !isIdentifier("else") { break }
        }
        return conditions
    }

    mutating func switchStatement() -> SwiftSwitch {
        index += 1
        let subject = expression(trailingClosures: false)
        var cases: [SwiftSwitch.Case] = []
        guard isSymbol("{") else { return SwiftSwitch(subject: subject, cases: []) }
        index += 1
        while let token = current, !token.isSymbol("}") {
            if token.kind == .attribute {
                index += 1
                continue
            }
            var patterns: [SwiftPattern] = []
            var guardExpression: SwiftExpression?
            if token.isIdentifier("default") {
                index += 1
            } else if token.isIdentifier("case") {
                index += 1
                while current != nil {
                    patterns.append(pattern())
                    if isIdentifier("where") {
                        index += 1
                        guardExpression = expression(trailingClosures: false)
                    }
                    guard isSymbol(",") else { break }
                    index += 1
                }
            } else {
                // Not a case label: a statement outside any case, which Swift rejects.
                let before = index
                skipStatement()
                if index == before { index += 1 }
                continue
            }
            if isSymbol(":") { index += 1 }
            var body: [SwiftStatement] = []
            while let next = current, !next.isSymbol("}"), !next.isIdentifier("case"), !next.isIdentifier("default"),
                  !(next.kind == .attribute && next.text == "unknown") {
                if next.isSymbol(";") {
                    index += 1
                    continue
                }
                let before = index
                if let statement = statement() { body.append(statement) }
                if index == before { index += 1 }
            }
            cases.append(SwiftSwitch.Case(patterns: patterns, guardExpression: guardExpression, body: body))
        }
        if isSymbol("}") { index += 1 }
        return SwiftSwitch(subject: subject, cases: cases)
    }

    // MARK: Patterns

    mutating func pattern(binding: Bool = false) -> SwiftPattern {
        guard let token = current else { return .wildcard }
        if token.isIdentifier("_") {
            index += 1
            return .wildcard
        }
        if token.isIdentifier("let") || token.isIdentifier("var") {
            index += 1
            if let name = current, name.kind == .identifier, !isSymbol(".", at: 1), !isSymbol("(", at: 1) {
                index += 1
                return .binding(name.text)
            }
            return pattern(binding: true)
        }
        if binding, token.kind == .identifier, !isSymbol(".", at: 1), !isSymbol("(", at: 1) {
            index += 1
            return .binding(token.text)
        }
        if token.isSymbol("("), !binding || true {
            index += 1
            var parts: [SwiftPattern] = []
            while let next = current, !next.isSymbol(")") {
                if next.kind == .identifier, isSymbol(":", at: 1) { index += 2 }
                let before = index
                parts.append(pattern(binding: binding))
                if isSymbol(",") { index += 1 }
                if index == before { index += 1 }
            }
            if isSymbol(")") { index += 1 }
            return parts.count == 1 ? parts[0] : .tuple(parts)
        }
        // `.name(…)` or `Type.name(…)`
        var offset = 0
        if token.kind == .identifier {
            while peek(offset)?.kind == .identifier, isSymbol(".", at: offset + 1), peek(offset + 2)?.kind == .identifier { offset += 2 }
        }
        if (token.isSymbol(".") && peek(1)?.kind == .identifier) || (token.kind == .identifier && offset > 0) {
            let start = token.isSymbol(".") ? 1 : offset
            // A dotted value (`Status.late`) is a case too; its last part names it.
            if let name = peek(start), name.kind == .identifier, operatorAt(start + 1).map({ ["...", "..<"].contains($0.text) }) != true {
                index += start + 1
                var parts: [SwiftPattern] = []
                if isSymbol("("), !(current?.spaceBefore ?? true) || true {
                    index += 1
                    while let next = current, !next.isSymbol(")") {
                        if next.kind == .identifier, isSymbol(":", at: 1) { index += 2 }
                        let before = index
                        parts.append(pattern(binding: binding))
                        if isSymbol(",") { index += 1 }
                        if index == before { index += 1 }
                    }
                    if isSymbol(")") { index += 1 }
                }
                var result = SwiftPattern.enumCase(name.text, parts)
                if isSymbol("?"), !(current?.spaceBefore ?? true) {
                    index += 1
                    result = .optional(result)
                }
                return result
            }
        }
        let value = expression(trailingClosures: false, stopAtColon: true)
        if isSymbol("?"), !(current?.spaceBefore ?? true) {
            index += 1
            return .optional(.value(value))
        }
        return .value(value)
    }

    // MARK: Expressions

    /// An expression; `trailingClosures` false in an `if`/`switch`/`for` head, where `{`
    /// opens the body.
    package mutating func expression(trailingClosures: Bool = true, stopAtColon: Bool = false) -> SwiftExpression {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting < Self.maximumNesting else {
            let line = self.line
            index = tokens.count
            return .unsupported("nesting too deep", line: line)
        }
        let condition = binary(0, trailingClosures: trailingClosures)
        // The ternary: a `?` with space before it.
        if let token = current, token.isSymbol("?"), token.spaceBefore, !stopAtColon || depth > 0 {
            index += 1
            let then = expression(trailingClosures: trailingClosures)
            if isSymbol(":") { index += 1 }
            let otherwise = expression(trailingClosures: trailingClosures, stopAtColon: stopAtColon)
            return .ternary(condition, then, otherwise)
        }
        return condition
    }

    static func precedence(_ op: String) -> (level: Int, right: Bool)? {
        switch op {
        case "*", "/", "%": return (7, false)
        case "+", "-", "&", "|", "^": return (6, false)
        case "...", "..<": return (5, false)
        case "??": return (4, true)
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return (3, false)
        case "&&": return (2, false)
        case "||": return (1, false)
        default: return nil
        }
    }

    mutating func binary(_ minimum: Int, trailingClosures: Bool) -> SwiftExpression {
        var left = unary(trailingClosures: trailingClosures)
        while true {
            if let token = current, token.isIdentifier("as") || token.isIdentifier("is"), depth > 0 || !token.startsLine || true {
                guard !token.startsLine || depth > 0 else { break }
                index += 1
                if isSymbol("?") || isSymbol("!") { index += 1 }
                let type = typeText()
                left = token.text == "is" ? .isType(left, type) : .cast(left, type)
                continue
            }
            guard let (op, count) = operatorAt(), let (level, right) = Self.precedence(op), level >= minimum else { break }
            let token = current!
            // `a -b` is not a subtraction on a new line: the line starts a new statement,
            // unless an open bracket holds it.
            if token.startsLine, depth == 0, op == "-" || op == "<" { break }
            index += count
            let rightSide = binary(right ? level : level + 1, trailingClosures: trailingClosures)
            left = .binary(op, left, rightSide, line: token.line)
        }
        return left
    }

    mutating func unary(trailingClosures: Bool) -> SwiftExpression {
        guard let token = current else { return .unsupported("end of file", line: line) }
        if token.isIdentifier("try") || token.isIdentifier("await") {
            index += 1
            if isSymbol("?") || isSymbol("!") { index += 1 }
            return unary(trailingClosures: trailingClosures)
        }
        if let (op, count) = operatorAt(), ["-", "!", "+", "~", "..<", "...", "&"].contains(op) {
            index += count
            let operand = unary(trailingClosures: trailingClosures)
            if op == "..<" || op == "..." { return .binary(op, .nilLiteral, operand, line: token.line) }
            if op == "&" || op == "+" { return operand }
            return .prefix(op, operand)
        }
        if token.isSymbol("\\") {
            index += 1
            var parts: [String] = []
            if let type = current, type.kind == .identifier { index += 1 }
            while isSymbol("."), let part = peek(1), part.kind == .identifier {
                parts.append(part.text)
                index += 2
            }
            return postfix(.keyPath(parts), trailingClosures: trailingClosures)
        }
        return postfix(primary(trailingClosures: trailingClosures), trailingClosures: trailingClosures)
    }

    mutating func primary(trailingClosures: Bool) -> SwiftExpression {
        guard let token = current else { return .unsupported("end of file", line: line) }
        switch token.kind {
        case .number:
            index += 1
            let digits = token.text.replacingOccurrences(of: "_", with: "")
            if let whole = SwiftParser.integer(token.text), !digits.contains(".") && !(digits.contains("e") && !digits.hasPrefix("0x")) {
                return .integer(whole)
            }
            return .double(Double(digits) ?? 0)
        case .string:
            index += 1
            guard token.isInterpolated else { return .string(token.text) }
            return .interpolated(pieces(token))
        case .identifier:
            switch token.text {
            case "true", "false":
                index += 1
                return .bool(token.text == "true")
            case "nil":
                index += 1
                return .nilLiteral
            case "if":
                return .conditional(ifStatement())
            case "switch":
                return .switchOver(switchStatement())
            default:
                index += 1
                return .name(token.text, line: token.line)
            }
        case .pound:
            index += 1
            // `if #available(iOS 17.0, *)`: island draws the widget as the current iOS runs it.
            if token.text == "available" || token.text == "unavailable", isSymbol("(") {
                skipBalanced()
                return .bool(token.text == "available")
            }
            return .name("#" + token.text, line: token.line)
        case .attribute:
            index += 1
            return primary(trailingClosures: trailingClosures)
        case .symbol:
            switch token.text {
            case ".":
                if let name = peek(1), name.kind == .identifier || name.kind == .number {
                    index += 2
                    return .implicitMember(name.text, line: token.line)
                }
            case "(":
                index += 1
                depth += 1
                let arguments = argumentList(closing: ")")
                depth -= 1
                if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
                return .tuple(arguments)
            case "[":
                index += 1
                depth += 1
                defer { depth -= 1 }
                var elements: [SwiftExpression] = []
                var pairs: [(key: SwiftExpression, value: SwiftExpression)] = []
                if isSymbol(":"), isSymbol("]", at: 1) {
                    index += 2
                    return .dictionary([])
                }
                while let next = current, !next.isSymbol("]") {
                    let before = index
                    let element = expression(stopAtColon: true)
                    if isSymbol(":") {
                        index += 1
                        pairs.append((element, expression()))
                    } else {
                        elements.append(element)
                    }
                    if isSymbol(",") { index += 1 }
                    if index == before { index += 1 }
                }
                if isSymbol("]") { index += 1 }
                return pairs.isEmpty ? .array(elements) : .dictionary(pairs)
            case "{":
                return .closure(closure())
            default:
                break
            }
        }
        index += 1
        return .unsupported(token.text, line: token.line)
    }

    /// The pieces of an interpolated literal, each `\(…)` read as an expression.
    func pieces(_ token: SwiftToken) -> [SwiftExpression.Piece] {
        var result: [SwiftExpression.Piece] = []
        for segment in token.segments {
            switch segment {
            case .text(let text):
                if !text.isEmpty { result.append(.text(text)) }
            case .code(let code, let line):
                var tokens = SwiftTokenizer.tokenize(code).tokens
                for position in tokens.indices { tokens[position].line += line - 1 }
                var inner = SwiftExpressionParser(tokens)
                inner.depth = 1
                inner.nesting = nesting
                let arguments = inner.argumentList(closing: nil)
                guard let first = arguments.first else { continue }
                result.append(.value(first.value, Array(arguments.dropFirst())))
            }
        }
        return result
    }

    /// `label: value, value` up to `closing` (consumed) or the end.
    mutating func argumentList(closing: String?) -> [SwiftExpression.Argument] {
        var arguments: [SwiftExpression.Argument] = []
        while let token = current {
            if let closing, token.isSymbol(closing) { break }
            let before = index
            var label: String?
            if token.kind == .identifier, isSymbol(":", at: 1), !isSymbol(":", at: 2) {
                label = token.text
                index += 2
            }
            if let closing, isSymbol(closing) {
                // `f(label:)`: a reference by name, not a call.
                break
            }
            arguments.append(SwiftExpression.Argument(label, expression()))
            if isSymbol(",") { index += 1 }
            if index == before { index += 1 }
        }
        if let closing, isSymbol(closing) { index += 1 }
        return arguments
    }

    mutating func postfix(_ base: SwiftExpression, trailingClosures: Bool) -> SwiftExpression {
        var result = base
        while let token = current {
            if token.isSymbol("."), let name = peek(1), name.kind == .identifier || name.kind == .number {
                // A modifier on the next line continues the expression; so does `.` on this one.
                index += 2
                result = .member(result, name.text, optional: false, line: name.line)
                continue
            }
            if token.isSymbol("?"), !token.spaceBefore, isSymbol(".", at: 1) || isSymbol("[", at: 1) {
                index += 1
                if isSymbol("."), let name = peek(1), name.kind == .identifier {
                    index += 2
                    result = .member(result, name.text, optional: true, line: name.line)
                } else if isSymbol("[") {
                    index += 1
                    depth += 1
                    let arguments = argumentList(closing: "]")
                    depth -= 1
                    result = .subscripted(result, arguments, optional: true)
                }
                continue
            }
            if token.isSymbol("!"), !token.spaceBefore, !isSymbol("=", at: 1) || peek(1)?.spaceBefore == true {
                index += 1
                result = .forceUnwrap(result)
                continue
            }
            if token.isSymbol("("), !token.startsLine || depth > 0, !token.spaceBefore || !token.startsLine {
                index += 1
                depth += 1
                let arguments = argumentList(closing: ")")
                depth -= 1
                result = .call(result, arguments, line: token.line)
                continue
            }
            if token.isSymbol("["), !token.spaceBefore {
                index += 1
                depth += 1
                let arguments = argumentList(closing: "]")
                depth -= 1
                result = .subscripted(result, arguments, optional: false)
                continue
            }
            if token.isSymbol("<"), !token.spaceBefore, case .name = result, genericArgumentsAhead() {
                skipBalanced()
                continue
            }
            if token.isSymbol("{"), trailingClosures, !token.startsLine || depth > 0 || isTrailingClosureOnNewLine(result) {
                var arguments = [SwiftExpression.Argument(nil, .closure(closure()))]
                // `} label: { … }`
                while let label = current, label.kind == .identifier, isSymbol(":", at: 1), isSymbol("{", at: 2) {
                    index += 2
                    arguments.append(SwiftExpression.Argument(label.text, .closure(closure())))
                }
                if case .call(let callee, let own, let line) = result {
                    result = .call(callee, own + arguments, line: line)
                } else {
                    result = .call(result, arguments, line: token.line)
                }
                continue
            }
            break
        }
        return result
    }

    /// `{` at the start of a line after a call: a trailing closure only after a view's name
    /// (`HStack\n{`), which view code does not write; treated as a new statement.
    func isTrailingClosureOnNewLine(_ expression: SwiftExpression) -> Bool { false }

    /// `Foo<Bar>(`, `Array<Int>.self`: `<` opening generic arguments rather than a comparison.
    func genericArgumentsAhead() -> Bool {
        var offset = 1
        var level = 1
        while let token = peek(offset), offset < 12 {
            if token.isSymbol("<") { level += 1 }
            if token.isSymbol(">") {
                level -= 1
                if level == 0 { return isSymbol("(", at: offset + 1) || isSymbol(".", at: offset + 1) }
            }
            if token.kind == .symbol, ![",", ".", "?", "[", "]", ":", "<", ">"].contains(token.text) { return false }
            offset += 1
        }
        return false
    }

    /// `{ a, b in … }`, `{ (a: Int) -> Int in … }`, `{ [weak self] in … }`, `{ $0 }`.
    mutating func closure() -> SwiftClosure {
        guard isSymbol("{") else { return SwiftClosure(parameters: [], body: []) }
        index += 1
        var parameters: [String] = []
        // Parameters: up to `in` before anything that is not a parameter list.
        var offset = 0
        var sawIn = false
        var level = 0
        while let token = peek(offset), offset < 40 {
            if token.isIdentifier("in"), level == 0 {
                sawIn = true
                break
            }
            if token.kind == .symbol {
                if ["(", "["].contains(token.text) { level += 1 } else if [")", "]"].contains(token.text) { level -= 1 } else if
                    ![",", ":", "-", ">", "?", "_", "."].contains(token.text) { break }
            } else if token.kind != .identifier && token.kind != .attribute {
                break
            }
            offset += 1
        }
        if sawIn {
            var level = 0
            var expectName = true
            for position in 0..<offset {
                let token = peek(position)!
                if token.isSymbol("[") || token.isSymbol("(") {
                    level += 1
                    if token.isSymbol("[") { expectName = false }
                    continue
                }
                if token.isSymbol("]") || token.isSymbol(")") {
                    level -= 1
                    expectName = level <= 1
                    continue
                }
                if token.isSymbol(",") {
                    expectName = true
                    continue
                }
                if token.isSymbol(":") || token.isSymbol("-") {
                    expectName = false
                    continue
                }
                if expectName, token.kind == .identifier, level <= 1 {
                    parameters.append(token.text)
                    expectName = false
                }
            }
            index += offset + 1
        }
        let saved = depth
        depth = 0
        let body = statements()
        depth = saved
        if isSymbol("}") { index += 1 }
        return SwiftClosure(parameters: parameters, body: body)
    }

    // MARK: Types

    /// A type as written, as text (`[Stop]?`, `ClosedRange<Date>`, `some View`).
    mutating func typeText() -> String {
        var text = ""
        var level = 0
        var lastWasName = false
        while let token = current {
            // A function type's arrow (`(State) -> String`): its `>` closes nothing.
            if token.isSymbol("-"), isSymbol(">", at: 1), peek(1)?.spaceBefore == false {
                text += "->"
                index += 2
                lastWasName = false
                continue
            }
            if level == 0 {
                if token.kind == .symbol, [",", "=", "{", ")", "}", ";", "]", ">"].contains(token.text) { break }
                if token.startsLine, !text.isEmpty { break }
                if token.kind == .identifier, lastWasName || ["where", "in", "else"].contains(token.text) && !text.isEmpty { break }
            }
            if token.kind == .symbol {
                if ["<", "[", "("].contains(token.text) { level += 1 }
                if [">", "]", ")"].contains(token.text) { level -= 1 }
            }
            if token.kind == .identifier, ["some", "any", "inout"].contains(token.text) {
                index += 1
                lastWasName = false
                continue
            }
            lastWasName = token.kind == .identifier && level == 0
            text += token.text
            index += 1
        }
        return text
    }
}
