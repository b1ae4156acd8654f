/// Reads one Swift file's declarations with their bodies for the widget engine: types and
/// their members (stored and computed properties, methods, initializers, enum cases),
/// extensions, free functions, globals and `#Preview` blocks. It reads what `SwiftParser`
/// skips (bodies) with `SwiftExpressionParser`; declarations it does not know are skipped.
package struct WidgetDeclarationReader {
    package struct Output {
        package var types: [SwiftTypeBody] = []
        package var extensions: [SwiftTypeBody] = []
        package var functions: [SwiftFunction] = []
        package var globals: [String: SwiftExpression] = [:]
        package var computedGlobals: [String: SwiftFunction] = [:]
        package var previews: [(arguments: [SwiftExpression.Argument], line: Int)] = []
    }

    private var parser: SwiftExpressionParser
    private let file: String
    private var output = Output()

    private init(tokens: [SwiftToken], file: String) {
        parser = SwiftExpressionParser(tokens)
        self.file = file
    }

    package static func read(_ tokens: [SwiftToken], file: String) -> Output {
        var reader = WidgetDeclarationReader(tokens: tokens, file: file)
        var top = SwiftTypeBody(kind: .extension, name: "", inherited: [], file: file, line: 1)
        reader.members(into: &top, scope: [], topLevel: true)
        reader.output.functions = top.methods.values.flatMap { $0 }
        for stored in top.stored {
            if let initial = stored.initial { reader.output.globals[stored.name] = initial }
        }
        reader.output.computedGlobals = top.computed
        return reader.output
    }

    private var current: SwiftToken? { parser.current }

    private func isSymbol(_ text: String, at offset: Int = 0) -> Bool { parser.isSymbol(text, at: offset) }

    private static let typeKeywords: [String: SwiftTypeBody.Kind] = [
        "struct": .struct, "enum": .enum, "class": .class, "actor": .actor, "protocol": .protocol, "extension": .extension,
    ]

    private mutating func members(into body: inout SwiftTypeBody, scope: [String], topLevel: Bool) {
        while let token = current {
            if token.isSymbol("}") {
                parser.index += 1
                if topLevel { continue }
                return
            }
            if token.isSymbol(";") {
                parser.index += 1
                continue
            }
            var isStatic = false
            var environmentKey: String?
            // Attributes and modifiers.
            while let next = current {
                if next.kind == .attribute {
                    parser.index += 1
                    if next.text == "Environment", isSymbol("("), isSymbol("\\", at: 1), isSymbol(".", at: 2), let key = parser.peek(3) {
                        environmentKey = key.text
                    }
                    if isSymbol("("), current?.line == next.line { parser.skipBalanced() }
                } else if next.kind == .identifier, SwiftParser.modifiers.contains(next.text), next.text != "class" || isDeclarationWord(at: 1) {
                    if next.text == "static" || next.text == "class" { isStatic = true }
                    parser.index += 1
                    if isSymbol("("), parser.peek(1)?.kind == .identifier, isSymbol(")", at: 2) { parser.index += 3 }
                } else {
                    break
                }
            }
            guard let keyword = current else { return }
            if keyword.kind == .pound, keyword.text == "Preview" {
                parser.index += 1
                if isSymbol("(") {
                    let call = parser.postfix(.name("#Preview", line: keyword.line), trailingClosures: true)
                    if case .call(_, let arguments, _) = call { output.previews.append((arguments, keyword.line)) }
                } else {
                    parser.skipStatement()
                }
                continue
            }
            guard keyword.kind == .identifier else {
                skipDeclaration()
                continue
            }
            if let kind = Self.typeKeywords[keyword.text], !(keyword.text == "class" && isDeclarationWord(at: 1)) {
                typeDeclaration(kind, scope: scope, line: keyword.line)
                continue
            }
            switch keyword.text {
            case "var", "let":
                let before = body.stored.count
                properties(into: &body, isStatic: isStatic)
                if let environmentKey, body.stored.count > before { body.stored[before].environmentKey = environmentKey }
            case "func":
                if let function = function(isStatic: isStatic) { body.methods[function.name, default: []].append(function) }
            case "init":
                if let function = function(isStatic: false, isInitializer: true) { body.initializers.append(function) }
            case "case" where body.kind == .enum:
                enumCases(into: &body)
            case "typealias":
                parser.index += 1
                if let name = current, name.kind == .identifier {
                    parser.index += 1
                    if isSymbol("=") {
                        parser.index += 1
                        body.typealiases[name.text] = parser.typeText()
                    }
                }
            case "subscript":
                skipDeclaration()
                if isSymbol("{") { parser.skipBalanced() }
            default:
                skipDeclaration()
            }
        }
    }

    private func isDeclarationWord(at offset: Int) -> Bool {
        guard let token = parser.peek(offset), token.kind == .identifier else { return false }
        return Self.typeKeywords[token.text] != nil || ["var", "let", "func", "init"].contains(token.text) ||
            SwiftParser.modifiers.contains(token.text)
    }

    /// Skips what this reader does not read: up to a new line that starts a declaration.
    private mutating func skipDeclaration() {
        parser.index += 1
        var level = 0
        while let token = current {
            if level == 0 {
                if token.isSymbol("}") { return }
                if token.startsLine, token.kind == .attribute || token.kind == .pound || token.kind == .identifier &&
                    (Self.typeKeywords[token.text] != nil || ["var", "let", "func", "init", "case", "typealias"].contains(token.text) ||
                        SwiftParser.modifiers.contains(token.text)) {
                    return
                }
            }
            if token.kind == .symbol {
                if ["(", "[", "{"].contains(token.text) { level += 1 }
                if [")", "]", "}"].contains(token.text) { level = max(0, level - 1) }
            }
            parser.index += 1
        }
    }

    private mutating func typeDeclaration(_ kind: SwiftTypeBody.Kind, scope: [String], line: Int) {
        parser.index += 1
        guard let nameToken = current, nameToken.kind == .identifier else {
            skipDeclaration()
            return
        }
        parser.index += 1
        var name = nameToken.text
        while isSymbol("."), let part = parser.peek(1), part.kind == .identifier {
            name += "." + part.text
            parser.index += 2
        }
        if isSymbol("<") { parser.skipBalanced() }
        var inherited: [String] = []
        if isSymbol(":") {
            parser.index += 1
            while let token = current, !token.isSymbol("{"), !token.isIdentifier("where") {
                if token.isSymbol(",") || token.kind == .attribute || token.isSymbol("&") {
                    parser.index += 1
                    continue
                }
                let before = parser.index
                let text = parser.typeText()
                if !text.isEmpty { inherited.append(text.split(separator: ".").last.map(String.init) ?? text) }
                if parser.index == before { parser.index += 1 }
            }
        }
        while let token = current, !token.isSymbol("{") { parser.index += 1 }
        let fullName = kind == .extension ? name : (scope + [name]).joined(separator: ".")
        var body = SwiftTypeBody(kind: kind, name: fullName, inherited: inherited, file: file, line: line)
        guard isSymbol("{") else { return }
        parser.index += 1
        let inner = kind == .extension ? name.split(separator: ".").map(String.init) : scope + [name]
        members(into: &body, scope: inner, topLevel: false)
        if kind == .extension { output.extensions.append(body) } else { output.types.append(body) }
    }

    private mutating func properties(into body: inout SwiftTypeBody, isStatic: Bool) {
        parser.index += 1
        while let nameToken = current {
            guard nameToken.kind == .identifier else {
                skipDeclaration()
                return
            }
            parser.index += 1
            var type: String?
            if isSymbol(":") {
                parser.index += 1
                type = parser.typeText()
            }
            var initial: SwiftExpression?
            if let (op, count) = parser.operatorAt(), op == "=" {
                parser.index += count
                initial = parser.expression()
            }
            if isSymbol("{") {
                if let getter = accessorBody() {
                    body.computed[nameToken.text] = SwiftFunction(name: nameToken.text, parameters: [], body: getter, isStatic: isStatic,
                                                                  file: file, line: nameToken.line)
                } else {
                    body.stored.append(SwiftTypeBody.Stored(name: nameToken.text, type: type, initial: initial, isStatic: isStatic))
                }
            } else {
                body.stored.append(SwiftTypeBody.Stored(name: nameToken.text, type: type, initial: initial, isStatic: isStatic))
            }
            guard isSymbol(",") else { break }
            parser.index += 1
        }
    }

    /// A computed property's getter (`{ … }`, `{ get { … } set { … } }`); nil for observers.
    private mutating func accessorBody() -> [SwiftStatement]? {
        let first = parser.peek(1)
        if let first, first.isIdentifier("willSet") || first.isIdentifier("didSet") {
            parser.skipBalanced()
            return nil
        }
        if let first, first.isIdentifier("get") || first.kind == .attribute && parser.peek(2)?.isIdentifier("get") == true {
            parser.index += 1
            var getter: [SwiftStatement] = []
            while let token = current, !token.isSymbol("}") {
                if token.isIdentifier("get") {
                    parser.index += 1
                    while let next = current, next.kind == .identifier, !next.isSymbol("{") { parser.index += 1 }
                    getter = parser.block()
                } else if isSymbol("{") {
                    parser.skipBalanced()
                } else {
                    parser.index += 1
                }
            }
            if isSymbol("}") { parser.index += 1 }
            return getter
        }
        return parser.block()
    }

    private mutating func function(isStatic: Bool, isInitializer: Bool = false) -> SwiftFunction? {
        let line = current?.line ?? 0
        parser.index += 1
        var name = "init"
        if !isInitializer {
            guard let nameToken = current else { return nil }
            name = nameToken.text
            parser.index += 1
            // An operator's name is its characters.
            while let next = current, next.kind == .symbol, !next.isSymbol("("), !next.isSymbol("<") {
                name += next.text
                parser.index += 1
            }
        } else if isSymbol("?") || isSymbol("!") {
            parser.index += 1
        }
        if isSymbol("<") { parser.skipBalanced() }
        guard isSymbol("(") else {
            skipDeclaration()
            return nil
        }
        parser.index += 1
        var parameters: [SwiftFunction.Parameter] = []
        while let token = current, !token.isSymbol(")") {
            let before = parser.index
            var names: [String] = []
            while let part = current, part.kind == .identifier, names.count < 2 {
                names.append(part.text)
                parser.index += 1
            }
            if isSymbol(":") {
                parser.index += 1
                let type = parser.typeText()
                var defaultValue: SwiftExpression?
                if let (op, count) = parser.operatorAt(), op == "=" {
                    parser.index += count
                    defaultValue = parser.expression()
                }
                let label = names.first == "_" ? nil : names.first
                let inner = names.count > 1 ? names[1] : names.first ?? "_"
                parameters.append(SwiftFunction.Parameter(label: label, name: inner, type: type, defaultValue: defaultValue))
            }
            if isSymbol(",") { parser.index += 1 }
            if parser.index == before { parser.index += 1 }
        }
        if isSymbol(")") { parser.index += 1 }
        // Effects, the result type and a where clause: up to the body.
        while let token = current, !token.isSymbol("{") {
            if token.startsLine, token.kind == .identifier, !["where", "throws", "async", "rethrows"].contains(token.text) { break }
            if token.isSymbol("}") { break }
            if token.isSymbol("(") || token.isSymbol("[") {
                parser.skipBalanced()
                continue
            }
            parser.index += 1
        }
        let body = isSymbol("{") ? parser.block() : []
        return SwiftFunction(name: name, parameters: parameters, body: body, isStatic: isStatic, file: file, line: line)
    }

    private mutating func enumCases(into body: inout SwiftTypeBody) {
        parser.index += 1
        while let name = current, name.kind == .identifier {
            parser.index += 1
            var labels: [String?] = []
            var types: [String] = []
            if isSymbol("(") {
                parser.index += 1
                while let token = current, !token.isSymbol(")") {
                    let before = parser.index
                    if token.kind == .identifier, isSymbol(":", at: 1) {
                        labels.append(token.text == "_" ? nil : token.text)
                        parser.index += 2
                    } else if token.kind == .identifier, parser.peek(1)?.kind == .identifier, isSymbol(":", at: 2) {
                        labels.append(token.text == "_" ? nil : token.text)
                        parser.index += 3
                    } else {
                        labels.append(nil)
                    }
                    types.append(parser.typeText())
                    if let (op, count) = parser.operatorAt(), op == "=" {
                        parser.index += count
                        _ = parser.expression()
                    }
                    if isSymbol(",") { parser.index += 1 }
                    if parser.index == before { parser.index += 1 }
                }
                if isSymbol(")") { parser.index += 1 }
            }
            var raw: SwiftExpression?
            if let (op, count) = parser.operatorAt(), op == "=" {
                parser.index += count
                raw = parser.expression()
            }
            body.cases.append(SwiftTypeBody.Case(name: name.text, rawValue: raw, labels: labels, types: types))
            guard isSymbol(",") else { break }
            parser.index += 1
        }
    }
}
