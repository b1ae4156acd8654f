/// Reads the declarations of a Swift file from its tokens (after `#if` blocks are resolved):
/// types with their stored and computed properties, enum cases with raw values, nested
/// types, typealiases, extensions and hand-written `init(from:)`. It is a parser for the part
/// of Swift that `ActivityAttributes` files use; anything else — functions, views, previews,
/// statements — is skipped as a whole, by balanced brackets and by where the next
/// declaration starts.
package struct SwiftParser {
    package struct Output {
        package var declarations: [SwiftDeclaration]
        /// File-level `typealias`es.
        package var typealiases: [SwiftTypealias]
    }

    private let tokens: [SwiftToken]
    private var index = 0

    private init(_ tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    package static func parse(_ tokens: [SwiftToken]) -> Output {
        var parser = SwiftParser(tokens)
        var file = SwiftDeclaration(kind: .extension, name: "", line: 1)
        parser.members(into: &file, topLevel: true)
        return Output(declarations: file.nested, typealiases: file.typealiases)
    }

    /// A type written at the start of `tokens` (`[Stop]` of `[Stop]()`), and how many tokens it took.
    package static func typeReference(in tokens: [SwiftToken]) -> (type: SwiftTypeReference, count: Int) {
        var parser = SwiftParser(tokens)
        let type = parser.type()
        return (type, parser.index)
    }

    package static let typeKeywords: [String: SwiftDeclaration.Kind] = [
        "struct": .struct, "enum": .enum, "class": .class, "actor": .actor, "protocol": .protocol, "extension": .extension,
    ]
    package static let otherKeywords: Set<String> = [
        "var", "let", "case", "typealias", "init", "func", "subscript", "deinit", "operator", "precedencegroup", "import",
        "associatedtype", "macro",
    ]
    package static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class", "lazy", "mutating",
        "nonmutating", "override", "required", "convenience", "dynamic", "weak", "unowned", "optional", "indirect",
        "nonisolated", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing", "isolated", "sending",
    ]

    // MARK: Cursor

    private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    private func peek(_ offset: Int) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private func isSymbol(_ text: String, at offset: Int = 0) -> Bool {
        peek(offset)?.isSymbol(text) == true
    }

    /// Skips a bracketed group starting at the current `(`, `[`, `{` or `<`.
    private mutating func skipBalanced() {
        guard let open = current?.text else { return }
        let close = ["(": ")", "[": "]", "{": "}", "<": ">"][open] ?? open
        var depth = 0
        while let token = current {
            index += 1
            guard token.kind == .symbol else { continue }
            if token.text == open { depth += 1 }
            if token.text == close {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// Whether a declaration can start at `offset`: an attribute, a modifier or a keyword.
    private func startsDeclaration(at offset: Int) -> Bool {
        guard let token = peek(offset) else { return false }
        switch token.kind {
        case .attribute, .pound: return true
        case .identifier:
            return Self.typeKeywords[token.text] != nil || Self.otherKeywords.contains(token.text) || Self.modifiers.contains(token.text)
        default: return false
        }
    }

    private static func depthChange(_ token: SwiftToken) -> Int {
        guard token.kind == .symbol else { return 0 }
        switch token.text {
        case "(", "[", "{": return 1
        case ")", "]", "}": return -1
        default: return 0
        }
    }

    /// Skips to where the next declaration starts: past balanced brackets, up to a `}` that
    /// closes the enclosing scope, a `;`, or a line that begins with a declaration.
    private mutating func skipDeclaration() {
        index += 1
        var depth = 0
        while let token = current {
            if depth == 0 {
                if token.isSymbol("}") { return }
                if token.isSymbol(";") {
                    index += 1
                    return
                }
                if token.startsLine, startsDeclaration(at: 0) { return }
            }
            depth = max(0, depth + Self.depthChange(token))
            index += 1
        }
    }

    // MARK: Members

    private mutating func members(into declaration: inout SwiftDeclaration, topLevel: Bool) {
        while let token = current {
            if token.isSymbol("}") {
                index += 1
                if topLevel { continue }
                return
            }
            if token.isSymbol(";") {
                index += 1
                continue
            }
            var attributes: [SwiftAttribute] = []
            var modifiers: Set<String> = []
            while let next = current {
                if next.kind == .attribute {
                    var attribute = SwiftAttribute(name: next.text, line: next.line)
                    index += 1
                    if isSymbol("<"), current?.line == next.line {
                        index += 1
                        while let token = current, !token.isSymbol(">") {
                            if token.isSymbol(",") {
                                index += 1
                                continue
                            }
                            let before = index
                            attribute.genericArguments.append(type())
                            if index == before { index += 1 }
                        }
                        if isSymbol(">") { index += 1 }
                    }
                    attributes.append(attribute)
                    if isSymbol("("), current?.line == next.line { skipBalanced() }
                } else if next.kind == .identifier, Self.modifiers.contains(next.text), isModifier(next.text) {
                    modifiers.insert(next.text)
                    index += 1
                    if isSymbol("("), peek(1)?.kind == .identifier, isSymbol(")", at: 2) {
                        // private(set), unowned(unsafe), nonisolated(unsafe)
                        index += 3
                    }
                } else {
                    break
                }
            }
            guard let keyword = current else { return }
            let line = keyword.line
            if keyword.kind == .identifier, let kind = Self.typeKeywords[keyword.text] {
                if let nested = typeDeclaration(kind, attributes: attributes, line: line) {
                    declaration.nested.append(nested)
                }
                continue
            }
            guard keyword.kind == .identifier else {
                skipDeclaration()
                continue
            }
            switch keyword.text {
            case "var", "let":
                declaration.properties += properties(isLet: keyword.text == "let", modifiers: modifiers, attributes: attributes)
            case "case" where declaration.kind == .enum:
                declaration.cases += enumCases()
            case "typealias":
                if let alias = typeAlias() { declaration.typealiases.append(alias) }
            case "init":
                let isDecoder = isDecoderInit()
                let function = functionDeclaration(name: "init", line: keyword.line)
                if isDecoder {
                    declaration.decoderInitLine = keyword.line
                    declaration.decoderInit = function
                }
                declaration.functions.append(function)
            case "func":
                if let name = peek(1), name.kind == .identifier {
                    index += 1
                    declaration.functions.append(functionDeclaration(name: name.text, line: keyword.line))
                } else {
                    skipDeclaration()
                }
            case "associatedtype":
                if let name = peek(1), name.kind == .identifier { declaration.associatedTypes.append(name.text) }
                skipDeclaration()
            default:
                skipDeclaration()
            }
        }
    }

    /// `class` and `package` are modifiers only in front of another declaration word.
    private func isModifier(_ word: String) -> Bool {
        guard word == "class" || word == "package" || word == "optional" || word == "open" else { return true }
        guard let next = peek(1), next.kind == .identifier || next.kind == .attribute else { return false }
        if next.kind == .attribute { return true }
        return Self.typeKeywords[next.text] != nil || Self.otherKeywords.contains(next.text) || Self.modifiers.contains(next.text)
    }

    /// `init(…) throws { … }`, `func name<T>(…) -> R where … { … }` from the word before the
    /// signature: the signature's and the body's tokens; the cursor ends after the body.
    private mutating func functionDeclaration(name: String, line: Int) -> SwiftFunctionTokens {
        index += 1
        var signature: [SwiftToken] = []
        var depth = 0
        while let token = current {
            if depth == 0 {
                if token.isSymbol("{") { break }
                if token.isSymbol("}") || token.isSymbol(";") || (token.startsLine && startsDeclaration(at: 0)) {
                    return SwiftFunctionTokens(name: name, line: line, signature: signature, body: nil)
                }
            }
            depth = max(0, depth + Self.depthChange(token))
            signature.append(token)
            index += 1
        }
        guard isSymbol("{") else { return SwiftFunctionTokens(name: name, line: line, signature: signature, body: nil) }
        let start = index + 1
        skipBalanced()
        let end = max(start, index - 1)
        return SwiftFunctionTokens(name: name, line: line, signature: signature, body: Array(tokens[start..<min(end, tokens.count)]))
    }

    // MARK: Types

    private mutating func typeDeclaration(_ kind: SwiftDeclaration.Kind, attributes: [SwiftAttribute], line: Int) -> SwiftDeclaration? {
        index += 1
        guard let nameToken = current, nameToken.kind == .identifier else {
            skipDeclaration()
            return nil
        }
        index += 1
        var name = nameToken.text
        if kind == .extension {
            while isSymbol("."), let part = peek(1), part.kind == .identifier {
                name += "." + part.text
                index += 2
            }
        }
        var declaration = SwiftDeclaration(kind: kind, name: name, line: line)
        declaration.attributes = attributes
        if isSymbol("<") {
            declaration.genericParameters = genericParameters()
        }
        if isSymbol(":") {
            index += 1
            declaration.inherited = inheritance()
        }
        if current?.isIdentifier("where") == true {
            while let token = current, !token.isSymbol("{") {
                index += 1
            }
        }
        guard isSymbol("{") else {
            return declaration
        }
        index += 1
        members(into: &declaration, topLevel: false)
        return declaration
    }

    /// `<T, U: Codable>`: the parameters' names.
    private mutating func genericParameters() -> [String] {
        var names: [String] = []
        var depth = 0
        var expectName = true
        while let token = current {
            index += 1
            if token.isSymbol("<") {
                depth += 1
                expectName = depth == 1
                continue
            }
            if token.isSymbol(">") {
                depth -= 1
                if depth == 0 { break }
                continue
            }
            if depth == 1, token.isSymbol(",") {
                expectName = true
                continue
            }
            if expectName, token.kind == .identifier, token.text != "each" {
                names.append(token.text)
                expectName = false
            }
        }
        return names
    }

    /// `: String, Codable, @unchecked Sendable, ActivityAttributes` up to `where` or `{`.
    private mutating func inheritance() -> [SwiftTypeReference] {
        var types: [SwiftTypeReference] = []
        while let token = current, !token.isSymbol("{"), !token.isIdentifier("where") {
            if token.kind == .attribute || token.isSymbol("~") || token.isSymbol(",") || token.isSymbol("&") {
                index += 1
                continue
            }
            let before = index
            types.append(type(composing: false))
            if index == before { index += 1 }
        }
        return types
    }

    private mutating func typeAlias() -> SwiftTypealias? {
        let line = current?.line ?? 0
        index += 1
        guard let name = current, name.kind == .identifier else {
            skipDeclaration()
            return nil
        }
        index += 1
        if isSymbol("<") { skipBalanced() }
        guard isSymbol("=") else {
            skipDeclaration()
            return nil
        }
        index += 1
        return SwiftTypealias(name: name.text, target: type(), line: line)
    }

    // MARK: Type references

    /// A type: a name with generic arguments and dotted parts, `[T]`, `[K: V]`, a
    /// parenthesised or tuple or function type, with `?` and `!` after it.
    /// - Parameter composing: whether `A & B` is read as one (unmodelled) type; an
    ///   inheritance clause reads its parts one by one.
    package mutating func type(composing: Bool = true) -> SwiftTypeReference {
        var base: SwiftTypeReference
        guard let token = current else { return .unsupported("") }
        if token.kind == .attribute {
            index += 1
            if isSymbol("(") { skipBalanced() }
            return type()
        }
        if token.kind == .identifier, ["some", "any", "inout", "borrowing", "consuming", "sending", "each"].contains(token.text) {
            index += 1
            let inner = type()
            base = ["some", "any"].contains(token.text) ? .unsupported("\(token.text) \(inner)") : inner
        } else if token.isSymbol("[") {
            index += 1
            let first = type()
            if isSymbol(":") {
                index += 1
                let value = type()
                base = .dictionary(key: first, value: value)
            } else {
                base = .array(first)
            }
            if isSymbol("]") { index += 1 }
        } else if token.isSymbol("(") {
            base = parenthesised()
        } else if token.kind == .identifier {
            var components: [SwiftTypeReference.Component] = []
            var metatype = false
            while let part = current, part.kind == .identifier {
                index += 1
                if part.text == "Type" || part.text == "Protocol", !components.isEmpty {
                    metatype = true
                    break
                }
                var component = SwiftTypeReference.Component(part.text)
                if isSymbol("<") {
                    index += 1
                    while let next = current, !next.isSymbol(">") {
                        if next.isSymbol(",") {
                            index += 1
                            continue
                        }
                        let before = index
                        component.arguments.append(type())
                        if index == before { index += 1 }
                    }
                    if isSymbol(">") { index += 1 }
                }
                components.append(component)
                guard isSymbol("."), peek(1)?.kind == .identifier else { break }
                index += 1
            }
            base = metatype ? .unsupported(SwiftTypeReference.named(components).description + ".Type") : .named(components)
        } else {
            index += 1
            return .unsupported(token.text)
        }
        while let next = current {
            if next.isSymbol("?") || next.isSymbol("!") {
                index += 1
                base = .optional(base)
            } else if next.isSymbol("&"), composing {
                index += 1
                base = .unsupported("\(base) & \(type())")
            } else if next.isSymbol("."), isSymbol(".", at: 1), isSymbol(".", at: 2) {
                index += 3
                base = .unsupported("\(base)...")
            } else {
                break
            }
        }
        return base
    }

    /// `(T)` is T; a tuple or a function type is not modelled.
    private mutating func parenthesised() -> SwiftTypeReference {
        index += 1
        var elements: [SwiftTypeReference] = []
        while let token = current, !token.isSymbol(")") {
            if token.isSymbol(",") {
                index += 1
                continue
            }
            if token.kind == .identifier, isSymbol(":", at: 1) {
                index += 2
            } else if token.kind == .identifier, peek(1)?.kind == .identifier, isSymbol(":", at: 2) {
                index += 3
            }
            let before = index
            elements.append(type())
            if index == before { index += 1 }
        }
        if isSymbol(")") { index += 1 }
        var isFunction = false
        while let token = current, token.isIdentifier("async") || token.isIdentifier("throws") || token.isIdentifier("rethrows") {
            index += 1
            isFunction = true
            if isSymbol("(") { skipBalanced() }
        }
        if isSymbol("-"), isSymbol(">", at: 1) {
            index += 2
            let result = type()
            return .unsupported("(" + elements.map(\.description).joined(separator: ", ") + ") -> \(result)")
        }
        if !isFunction, elements.count == 1 { return elements[0] }
        return .unsupported("(" + elements.map(\.description).joined(separator: ", ") + ")")
    }

    // MARK: Properties

    /// `var a: Int`, `let b = 3`, `var c, d: Double`, `var e: Int { get }`, with what follows.
    private mutating func properties(isLet: Bool, modifiers: Set<String>, attributes: [SwiftAttribute]) -> [SwiftProperty] {
        index += 1
        var result: [SwiftProperty] = []
        var awaitingType: [SwiftProperty] = []
        while let nameToken = current {
            guard nameToken.kind == .identifier else {
                // A tuple pattern or something else this reader does not take apart.
                skipDeclaration()
                break
            }
            index += 1
            var property = SwiftProperty(name: nameToken.text, type: nil, isLet: isLet,
                                         isStatic: modifiers.contains("static") || modifiers.contains("class"),
                                         isLazy: modifiers.contains("lazy"), attributes: attributes, line: nameToken.line)
            if isSymbol(":") {
                index += 1
                property.type = type()
            }
            if isSymbol("=") {
                index += 1
                property.hasInitializer = true
                property.initializer = initialValue()
            }
            if isSymbol("{") {
                property.isComputed = !accessorBlockObserves()
                skipBalanced()
            }
            if property.type == nil, !property.hasInitializer {
                awaitingType.append(property)
            } else {
                for var waiting in awaitingType {
                    waiting.type = property.type
                    result.append(waiting)
                }
                awaitingType = []
                result.append(property)
            }
            guard isSymbol(",") else { break }
            index += 1
        }
        result += awaitingType
        if let token = current, !token.isSymbol("}"), !token.startsLine, !token.isSymbol(";") {
            skipDeclaration()
        }
        return result
    }

    /// Whether the `{` at the cursor opens `willSet` / `didSet` observers (a stored property)
    /// rather than a getter.
    private func accessorBlockObserves() -> Bool {
        var offset = 1
        while let token = peek(offset), token.kind == .attribute { offset += 1 }
        guard let first = peek(offset) else { return false }
        return first.isIdentifier("willSet") || first.isIdentifier("didSet")
    }

    /// The tokens of an initial value, up to the next binding (`,`), the end of the
    /// declaration, or an observer block.
    private mutating func initialValue() -> [SwiftToken] {
        var collected: [SwiftToken] = []
        var depth = 0
        while let token = current {
            if depth == 0 {
                if token.isSymbol(",") || token.isSymbol(";") || token.isSymbol("}") { break }
                if !collected.isEmpty, token.startsLine, startsDeclaration(at: 0) { break }
                if token.isSymbol("{"), accessorBlockObserves() { break }
            }
            depth = max(0, depth + Self.depthChange(token))
            collected.append(token)
            index += 1
        }
        return collected
    }

    // MARK: Enum cases

    /// `case a, b = "x", c(Int)`.
    private mutating func enumCases() -> [SwiftEnumCase] {
        index += 1
        var cases: [SwiftEnumCase] = []
        while let name = current, name.kind == .identifier {
            index += 1
            var enumCase = SwiftEnumCase(name: name.text, line: name.line)
            if isSymbol("(") {
                enumCase.hasAssociatedValues = true
                enumCase.associatedValues = associatedValues()
            }
            if isSymbol("=") {
                index += 1
                enumCase.rawValue = rawValue()
            }
            cases.append(enumCase)
            guard isSymbol(",") else { break }
            index += 1
        }
        if let token = current, !token.startsLine, !token.isSymbol("}"), !token.isSymbol(";") {
            skipDeclaration()
        }
        return cases
    }

    /// `(remaining: TimeInterval, Int, note: String = "")` from its `(`; the cursor ends after `)`.
    private mutating func associatedValues() -> [SwiftEnumCase.AssociatedValue] {
        index += 1
        var values: [SwiftEnumCase.AssociatedValue] = []
        while let token = current, !token.isSymbol(")") {
            if token.isSymbol(",") {
                index += 1
                continue
            }
            var label: String?
            if token.kind == .identifier, isSymbol(":", at: 1) {
                label = token.text == "_" ? nil : token.text
                index += 2
            } else if token.kind == .identifier, peek(1)?.kind == .identifier, isSymbol(":", at: 2) {
                // `_ name: T` / `label name: T`: the first name is the one Codable keys by.
                label = token.text == "_" ? nil : token.text
                index += 3
            }
            let before = index
            let type = type()
            if index == before { index += 1 }
            var hasDefault = false
            if isSymbol("=") {
                hasDefault = true
                var depth = 0
                while let next = current {
                    if depth == 0, next.isSymbol(",") || next.isSymbol(")") { break }
                    depth = max(0, depth + Self.depthChange(next))
                    index += 1
                }
            }
            values.append(SwiftEnumCase.AssociatedValue(label: label, type: type, hasDefault: hasDefault))
        }
        if isSymbol(")") { index += 1 }
        return values
    }

    private mutating func rawValue() -> SwiftEnumCase.RawValue? {
        var negative = false
        if isSymbol("-") {
            negative = true
            index += 1
        }
        guard let token = current else { return nil }
        index += 1
        switch token.kind {
        case .number:
            if let value = Self.integer(token.text) { return .integer(negative ? -value : value) }
            return .other((negative ? "-" : "") + token.text)
        case .string where !token.isInterpolated && !negative:
            return .string(token.text)
        default:
            return .other(token.text)
        }
    }

    /// An integer literal's value: decimal, `0x`, `0o`, `0b`, with `_` separators.
    package static func integer(_ literal: String) -> Int? {
        let digits = literal.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }

    // MARK: Initializers

    /// `init(from decoder: Decoder)`, `init(from: any Decoder)`: a hand-written decoder.
    private func isDecoderInit() -> Bool {
        var offset = 1
        if isSymbol("?", at: offset) || isSymbol("!", at: offset) { offset += 1 }
        guard isSymbol("(", at: offset), peek(offset + 1)?.isIdentifier("from") == true else { return false }
        var scan = offset + 2
        if peek(scan)?.kind == .identifier { scan += 1 }
        guard isSymbol(":", at: scan) else { return false }
        var depth = 1
        var mentionsDecoder = false
        scan = offset + 1
        while let token = peek(scan), depth > 0 {
            if token.isSymbol("(") { depth += 1 }
            if token.isSymbol(")") { depth -= 1 }
            if depth == 1, token.isSymbol(",") { return false }
            if token.isIdentifier("Decoder") { mentionsDecoder = true }
            scan += 1
        }
        return mentionsDecoder
    }
}
