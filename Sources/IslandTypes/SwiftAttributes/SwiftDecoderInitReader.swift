import IslandText
import Foundation
import IslandJSON
import IslandSwiftSource

/// Follows a hand-written `init(from:)` the way real apps write them and turns what it
/// decodes into a schema: `container(keyedBy:)` with the `CodingKeys` raw values,
/// `decode`/`decodeIfPresent` for a key, `?? default`, `try?`, `nestedContainer`,
/// `nestedUnkeyedContainer` (a `while !isAtEnd` loop is an array), `singleValueContainer`,
/// `unkeyedContainer`, `superDecoder`, `T(from: decoder)`, a `Date` made from a decoded
/// number (`Date(timeIntervalSince1970:)`, also of milliseconds), `guard … else { throw … }`
/// checks on a decoded value, `if let` / `contains` branches. What it cannot follow is a note
/// with file and line, and the type is checked as far as it could follow it.
extension SwiftSchemaBuilder {
    /// What the decoder has handed out, by the local name it is kept under.
    struct Container {
        enum Kind { case keyed, unkeyed, single }
        var kind: Kind
        /// The draft its values go to.
        var draft: Int
        /// The `CodingKey` enum's cases to their JSON keys.
        var keys: [String: String]
    }

    /// An object (or sequence, or single value) being built.
    struct Draft {
        var fields: [DraftField] = []
        /// For an unkeyed container: the values decoded one after another, and whether a loop
        /// decodes them (an array of the first).
        var sequence: [SchemaType] = []
        var isLoop = false
        var kind: Container.Kind = .keyed
        /// A single value container's type, and what happens when it fails.
        var single: SchemaType?
        var singleFallback: SingleValueFallback?
    }

    /// A single value decoded with `try?` and `?? default`: a bad value is the default.
    struct SingleValueFallback: Hashable {
        var lenient: Bool
        var defaultValue: JSONValue?
    }

    struct DraftField {
        var name: String
        var key: String
        var type: SchemaType?
        /// A nested container's draft.
        var nested: Int?
        var optional = false
        var defaultValue: JSONValue?
        var lenient = false
        var checks: [ValueCheck] = []
        var hint: DisplayHint?
        /// Still named after its key (not yet given to a property).
        var provisional = true
        var absence: SchemaField.Absence = .plain
        var unlessPresent: String?
    }

    struct FollowState {
        var index: Int
        var file: String
        var drafts: [Draft] = [Draft()]
        var containers: [String: Container] = [:]
        /// Locals holding a decoded value: draft and field.
        var locals: [String: (draft: Int, field: Int)] = [:]
        /// Inside an `if`/`else` or `do`: what is decoded here may not be.
        var conditional = false
        var lenient = false
        /// In the `else` of `if let v = try c.decodeIfPresent(…, forKey: .k)`: the JSON key.
        var unlessPresent: String?
        var rootKind: Container.Kind?
    }

    mutating func decoderInitType(_ index: Int) -> SchemaType? {
        let node = module.nodes[index]
        let name = module.qualifiedName(index)
        guard let function = node.decoderInitFunction, let body = function.body else {
            warn(node.file, node.declaration.line, Sentence(.swiftInitWithoutBody, ["name": "\(name)"]))
            return nil
        }
        guard decodesAsSynthesizedAttributes(index, name: name) else { return nil }
        let file = node.decoderInit?.file ?? node.file
        var state = FollowState(index: index, file: file)
        follow(SwiftStatements.split(body), &state)
        switch state.rootKind {
        case .single?:
            guard let type = state.drafts[0].single else {
                inform(file, function.line, Sentence(.swiftInitSingleValue, ["name": "\(name)"]))
                return .unchecked
            }
            singleValueFallbacks[index] = state.drafts[0].singleFallback
            return type
        case .unkeyed?:
            return sequenceType(state.drafts[0]) ?? .unchecked
        default:
            guard let object = build(0, state) else { return nil }
            return .object(ObjectSchema(object, name: node.declaration.name))
        }
    }

    private mutating func decodesAsSynthesizedAttributes(_ index: Int, name: String) -> Bool {
        let node = module.nodes[index]
        var ok = true
        for attribute in node.declaration.attributes where !Self.neutralTypeAttributes.contains(attribute.name) {
            warn(node.file, attribute.line, Sentence(.swiftAttributeMayChange, ["attribute": attribute.name, "name": "\(name)"]))
            ok = false
        }
        return ok
    }

    private func sequenceType(_ draft: Draft) -> SchemaType? {
        guard let first = draft.sequence.first else { return nil }
        return draft.isLoop ? .array(first) : .tuple(draft.sequence, name: nil)
    }

    private mutating func build(_ draft: Int, _ state: FollowState) -> [SchemaField]? {
        var fields: [SchemaField] = []
        for field in state.drafts[draft].fields {
            var type: SchemaType
            if let nested = field.nested {
                let inner = state.drafts[nested]
                if inner.kind == .unkeyed {
                    type = sequenceType(inner) ?? .unchecked
                } else {
                    guard let object = build(nested, state) else { return nil }
                    type = .object(ObjectSchema(object))
                }
            } else {
                guard let known = field.type else { continue }
                type = known
            }
            if field.optional, !type.isOptional, type != .unchecked { type = .optional(type) }
            var display = FieldDisplay()
            display.hint = field.hint
            // Two decodes of one key (in two branches) are one field.
            if let existing = fields.firstIndex(where: { $0.key == field.key }) {
                if fields[existing].type != type { fields[existing].type = .unchecked }
                continue
            }
            // Two keys given to one property (`if let w = … { power = w / 1000 } else { power = … }`):
            // the second is named by its key.
            var name = field.name
            if fields.contains(where: { $0.name == name }) { name = field.key }
            while fields.contains(where: { $0.name == name }) { name += "_" }
            var built = SchemaField(name, type, key: field.key, display: display, defaultValue: field.defaultValue,
                                    lenient: field.lenient, checks: field.checks)
            built.absence = field.absence
            built.unlessPresent = field.unlessPresent
            fields.append(built)
        }
        return fields
    }

    // MARK: Statements

    private mutating func follow(_ statements: [ArraySlice<SwiftToken>], _ state: inout FollowState) {
        for statement in statements where !statement.isEmpty {
            followStatement(statement, &state)
        }
    }

    private mutating func followStatement(_ statement: ArraySlice<SwiftToken>, _ state: inout FollowState) {
        let first = statement[statement.startIndex]
        let line = first.line
        if first.isIdentifier("guard") {
            followGuard(statement, &state)
            return
        }
        if first.isIdentifier("if") {
            followIf(statement, &state)
            return
        }
        if first.isIdentifier("do") {
            guard let open = statement.firstIndex(where: { $0.isSymbol("{") }), let close = SwiftStatements.closing(statement, from: open) else { return }
            let saved = (state.lenient, state.conditional)
            let hasCatch = statement[close...].contains { $0.isIdentifier("catch") }
            state.lenient = state.lenient || hasCatch
            follow(SwiftStatements.split(Array(statement[(open + 1)..<close])), &state)
            (state.lenient, state.conditional) = saved
            if hasCatch { inform(state.file, line, Sentence(.swiftInitDoCatch)) }
            return
        }
        if first.isIdentifier("while") || first.isIdentifier("repeat") || first.isIdentifier("for") {
            followLoop(statement, &state)
            return
        }
        if first.isIdentifier("switch") {
            if mentionsDecoding(statement, state) {
                inform(state.file, line, Sentence(.swiftInitCannotFollow, ["statement": SwiftStatements.text(statement.prefix(6))]))
            }
            return
        }
        if first.isIdentifier("try"), statement.count > 2, statement[statement.startIndex + 1].isIdentifier("super") {
            inform(state.file, line, Sentence(.swiftInitSuper))
            return
        }
        // `let x = …`, `var x: T = …`, `self.x = …`, `x = …`, `self = …`, or an expression.
        var target: Target = .none
        var rest = statement
        if first.isIdentifier("let") || first.isIdentifier("var"), statement.count > 1, statement[statement.startIndex + 1].kind == .identifier {
            target = .local(statement[statement.startIndex + 1].text)
            if let equals = statement.firstIndex(where: { $0.isSymbol("=") }) { rest = statement[(equals + 1)...] } else { return }
        } else if let (name, after) = assignment(statement) {
            target = name == "self" ? .selfValue : .property(name)
            rest = statement[after...]
        }
        followExpression(rest, target: target, &state)
    }

    enum Target: Equatable {
        case none
        case local(String)
        case property(String)
        case selfValue
    }

    /// `self.x = …` / `x = …` / `self = …`: the name and where the value starts.
    private func assignment(_ statement: ArraySlice<SwiftToken>) -> (String, Int)? {
        var index = statement.startIndex
        if statement[index].isIdentifier("self") {
            if index + 1 < statement.endIndex, statement[index + 1].isSymbol("="), !(index + 2 < statement.endIndex && statement[index + 2].isSymbol("=")) {
                return ("self", index + 2)
            }
            guard index + 2 < statement.endIndex, statement[index + 1].isSymbol(".") else { return nil }
            index += 2
        }
        guard statement[index].kind == .identifier, index + 1 < statement.endIndex, statement[index + 1].isSymbol("="),
              !(index + 2 < statement.endIndex && statement[index + 2].isSymbol("=")) else { return nil }
        return (statement[index].text, index + 2)
    }

    private func mentionsDecoding(_ tokens: ArraySlice<SwiftToken>, _ state: FollowState) -> Bool {
        tokens.contains { $0.kind == .identifier && ($0.text == "decoder" || state.containers[$0.text] != nil) }
    }

    // MARK: Expressions

    private mutating func followExpression(_ written: ArraySlice<SwiftToken>, target: Target, _ state: inout FollowState) {
        guard !written.isEmpty else { return }
        var tokens = written
        // `decoder.singleValueContainer().decode(T.self)` in one go: a container of its own.
        if let call = SwiftStatements.call("singleValueContainer", in: tokens), call >= tokens.startIndex + 2,
           tokens[call - 2].isIdentifier("decoder"), call + 3 < tokens.endIndex, tokens[call + 2].isSymbol(")"), tokens[call + 3].isSymbol(".") {
            var rewritten = Array(tokens[..<(call - 2)])
            rewritten.append(SwiftToken(.identifier, "$single", line: tokens[call].line, startsLine: false))
            rewritten += tokens[(call + 3)...]
            tokens = rewritten[...]
            if state.rootKind == nil { state.rootKind = .single }
            state.containers["$single"] = Container(kind: .single, draft: 0, keys: [:])
        }
        let line = tokens[tokens.startIndex].line
        if let container = containerCreation(tokens, &state) {
            if case .local(let name) = target { state.containers[name] = container }
            return
        }
        var found = 0
        var search = tokens.startIndex
        while let call = nextDecodeCall(tokens, from: search, state) {
            found += 1
            search = call.end
            registerDecode(call, in: tokens, target: target, single: found == 1, &state)
        }
        // `Inner(from: decoder)`, `Inner(from: container.superDecoder(forKey: .k))`.
        if let from = fromDecoderCall(tokens, state) {
            found += 1
            registerFromDecoder(from, target: target, &state)
        }
        if found > 0 { return }
        // A local decoded before: `self.startedAt = Date(timeIntervalSince1970: seconds)`.
        for token in tokens where token.kind == .identifier {
            guard let local = state.locals[token.text] else { continue }
            var field = state.drafts[local.draft].fields[local.field]
            if case .property(let name) = target, field.provisional {
                field.name = name
                field.provisional = false
            }
            applyConversion(tokens, to: &field)
            state.drafts[local.draft].fields[local.field] = field
            if case .local(let name) = target { state.locals[name] = local }
            return
        }
        if mentionsDecoding(tokens, state) {
            inform(state.file, line, Sentence(.swiftInitCannotFollow, ["statement": SwiftStatements.text(tokens)]))
        }
    }

    /// `decoder.container(keyedBy: K.self)`, `.singleValueContainer()`, `.unkeyedContainer()`,
    /// `c.nestedContainer(keyedBy: K.self, forKey: .k)`, `c.nestedUnkeyedContainer(forKey: .k)`.
    private mutating func containerCreation(_ tokens: ArraySlice<SwiftToken>, _ state: inout FollowState) -> Container? {
        let optional = tokens.indices.contains { tokens[$0].isIdentifier("try") && $0 + 1 < tokens.endIndex && tokens[$0 + 1].isSymbol("?") }
        for name in ["container", "singleValueContainer", "unkeyedContainer"] {
            guard let call = SwiftStatements.call(name, in: tokens), call >= tokens.startIndex + 2, tokens[call - 1].isSymbol("."),
                  tokens[call - 2].isIdentifier("decoder") else { continue }
            let kind: Container.Kind = name == "container" ? .keyed : name == "singleValueContainer" ? .single : .unkeyed
            if state.rootKind == nil { state.rootKind = kind }
            state.drafts[0].kind = state.rootKind ?? kind
            let keys = name == "container" ? keyEnum(SwiftStatements.arguments(tokens, open: call + 1).first?.tokens, state) : [:]
            return Container(kind: kind, draft: 0, keys: keys)
        }
        for name in ["nestedContainer", "nestedUnkeyedContainer"] {
            guard let call = SwiftStatements.call(name, in: tokens), call >= tokens.startIndex + 2, tokens[call - 1].isSymbol("."),
                  let parent = state.containers[tokens[call - 2].text] else { continue }
            let arguments = SwiftStatements.arguments(tokens, open: call + 1)
            guard let keyArgument = arguments.first(where: { $0.label == "forKey" }), let key = jsonKey(keyArgument.tokens, parent) else { continue }
            let kind: Container.Kind = name == "nestedContainer" ? .keyed : .unkeyed
            var draft = Draft()
            draft.kind = kind
            state.drafts.append(draft)
            let index = state.drafts.count - 1
            var field = DraftField(name: key.name, key: key.json)
            field.nested = index
            field.optional = optional
            field.lenient = optional
            if state.conditional, !optional { field.absence = .allowed }
            state.drafts[parent.draft].fields.append(field)
            let keys = kind == .keyed ? keyEnum(arguments.first(where: { $0.label == "keyedBy" })?.tokens, state) : [:]
            return Container(kind: kind, draft: index, keys: keys)
        }
        return nil
    }

    /// `K.self`: the enum's cases and JSON keys.
    private func keyEnum(_ tokens: ArraySlice<SwiftToken>?, _ state: FollowState) -> [String: String] {
        guard let tokens, let first = tokens.first, first.kind == .identifier else { return [:] }
        var scope: Int? = state.index
        var found = module.lookup(first.text, from: scope)
        var position = tokens.startIndex + 1
        while position + 1 < tokens.endIndex, tokens[position].isSymbol("."), !tokens[position + 1].isIdentifier("self"),
              case .type(let parent)? = found {
            found = module.member(tokens[position + 1].text, of: parent)
            position += 2
        }
        guard case .type(let keysIndex)? = found else { return [:] }
        scope = keysIndex
        var map: [String: String] = [:]
        for keyCase in module.nodes[keysIndex].declaration.cases {
            if case .string(let text)? = keyCase.rawValue { map[keyCase.name] = text } else { map[keyCase.name] = keyCase.name }
        }
        return map
    }

    /// `.ridingSince`, `CodingKeys.ridingSince`: the case name and its JSON key.
    private func jsonKey(_ tokens: ArraySlice<SwiftToken>, _ container: Container) -> (name: String, json: String)? {
        guard let last = tokens.last, last.kind == .identifier else { return nil }
        if tokens.count > 1, !tokens[tokens.endIndex - 2].isSymbol(".") { return nil }
        return (last.text, container.keys[last.text] ?? last.text)
    }

    struct DecodeCall {
        var container: Container
        var method: String
        var type: ArraySlice<SwiftToken>
        var key: (name: String, json: String)?
        var start: Int
        var end: Int
    }

    /// The next `c.decode(T.self, forKey: .k)` / `decodeIfPresent` on a known container.
    private func nextDecodeCall(_ tokens: ArraySlice<SwiftToken>, from: Int, _ state: FollowState) -> DecodeCall? {
        var index = from
        while index + 3 < tokens.endIndex {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, let container = state.containers[tokens[index].text], tokens[index + 1].isSymbol("."),
                  tokens[index + 2].isIdentifier("decode") || tokens[index + 2].isIdentifier("decodeIfPresent"),
                  tokens[index + 3].isSymbol("("), let close = SwiftStatements.closing(tokens, from: index + 3) else { continue }
            let arguments = SwiftStatements.arguments(tokens, open: index + 3)
            guard var type = arguments.first?.tokens else { continue }
            if type.count >= 2, type.last?.isIdentifier("self") == true, type[type.endIndex - 2].isSymbol(".") { type = type.dropLast(2) }
            let key = arguments.first(where: { $0.label == "forKey" }).flatMap { jsonKey($0.tokens, container) }
            return DecodeCall(container: container, method: tokens[index + 2].text, type: type, key: key, start: index, end: close + 1)
        }
        return nil
    }

    private mutating func registerDecode(_ call: DecodeCall, in tokens: ArraySlice<SwiftToken>, target: Target, single: Bool, _ state: inout FollowState) {
        let line = tokens[call.start].line
        let reference = SwiftParser.typeReference(in: Array(call.type)).type
        guard var type = resolve(reference, scope: state.index, file: state.file, line: line) else { return }
        let lenient = state.lenient || (call.start >= tokens.startIndex + 2 && tokens[call.start - 2].isIdentifier("try") && tokens[call.start - 1].isSymbol("?"))
        switch call.container.kind {
        case .single:
            state.drafts[call.container.draft].single = type
            var after = call.end
            if after < tokens.endIndex, tokens[after].isSymbol(")") { after += 1 }
            var fallback: JSONValue?
            if after + 1 < tokens.endIndex, tokens[after].isSymbol("?"), tokens[after + 1].isSymbol("?") {
                fallback = literalJSON(tokens[(after + 2)...].prefix { !$0.isSymbol(",") && !$0.isSymbol(")") }, for: type, reference: reference, scope: state.index)
            }
            if lenient || fallback != nil {
                state.drafts[call.container.draft].singleFallback = SingleValueFallback(lenient: lenient, defaultValue: fallback)
            }
            return
        case .unkeyed:
            state.drafts[call.container.draft].sequence.append(type)
            return
        case .keyed:
            break
        }
        guard let key = call.key else { return }
        var field = DraftField(name: key.name, key: key.json, type: type)
        if call.method == "decodeIfPresent" {
            field.optional = true
        }
        // `?? literal` after the call, or after the `(try? …)` around it.
        var after = call.end
        if after < tokens.endIndex, tokens[after].isSymbol(")") { after += 1 }
        if after + 1 < tokens.endIndex, tokens[after].isSymbol("?"), tokens[after + 1].isSymbol("?") {
            let fallback = tokens[(after + 2)...].prefix { !$0.isSymbol(",") && !$0.isSymbol(")") }
            if let literal = literalJSON(fallback, for: type, reference: reference, scope: state.index) {
                field.defaultValue = literal
                field.optional = false
                if case .optional(let inner) = type { type = inner; field.type = inner }
            } else {
                field.optional = true
            }
        }
        field.lenient = lenient
        if lenient, field.defaultValue == nil { field.optional = true }
        if let other = state.unlessPresent, field.defaultValue == nil, !field.optional {
            field.unlessPresent = other
            inform(state.file, line, Sentence(.swiftInitOnlyWhenAbsent, ["key": key.json, "other": "\(other)"]))
        } else if state.conditional, field.defaultValue == nil, !field.optional {
            field.absence = .allowed
            inform(state.file, line, Sentence(.swiftInitOneBranch, ["key": key.json]))
        }
        switch target {
        case .property(let name):
            field.name = name
            field.provisional = false
        case .local(let name):
            field.name = name
        case .none, .selfValue:
            if let label = argumentLabel(before: call.start, in: tokens) {
                field.name = label
                field.provisional = false
            }
        }
        applyConversion(tokens, to: &field)
        state.drafts[call.container.draft].fields.append(field)
        if case .local(let name) = target, single {
            state.locals[name] = (call.container.draft, state.drafts[call.container.draft].fields.count - 1)
        }
    }

    /// `Trip(name: try c.decode(…))`: the label the decoded value is passed under.
    private func argumentLabel(before index: Int, in tokens: ArraySlice<SwiftToken>) -> String? {
        var position = index - 1
        while position > tokens.startIndex, tokens[position].isIdentifier("try") || tokens[position].isSymbol("?") || tokens[position].isSymbol("(") {
            position -= 1
        }
        guard position > tokens.startIndex, tokens[position].isSymbol(":"), tokens[position - 1].kind == .identifier else { return nil }
        return tokens[position - 1].text
    }

    /// A decoded number made a `Date`: `Date(timeIntervalSince1970: x)` (Unix seconds; of
    /// milliseconds when divided by 1000), `Date(timeIntervalSinceReferenceDate: x)`.
    private func applyConversion(_ tokens: ArraySlice<SwiftToken>, to field: inout DraftField) {
        guard let date = SwiftStatements.call("Date", in: tokens),
              let label = SwiftStatements.arguments(tokens, open: date + 1).first?.label else { return }
        let argument = SwiftStatements.arguments(tokens, open: date + 1).first?.tokens ?? []
        let milliseconds = argument.indices.contains { argument[$0].isSymbol("/") && $0 + 1 < argument.endIndex && argument[$0 + 1].text == "1000" }
        switch label {
        case "timeIntervalSince1970":
            field.hint = milliseconds ? .milliseconds : .unixSeconds
        case "timeIntervalSinceReferenceDate":
            if !milliseconds, let type = field.type, [.double, .timeInterval].contains(type.wrapped) {
                field.type = type.isOptional ? .optional(.date) : .date
            }
        default:
            break
        }
    }

    /// `Inner(from: decoder)` or `Inner(from: c.superDecoder(forKey: .k))`.
    private func fromDecoderCall(_ tokens: ArraySlice<SwiftToken>, _ state: FollowState) -> (type: String, container: Container?, key: String?, line: Int)? {
        for index in tokens.indices where index + 3 < tokens.endIndex {
            guard tokens[index].kind == .identifier, tokens[index].text.first?.isUppercase == true, tokens[index + 1].isSymbol("("),
                  tokens[index + 2].isIdentifier("from"), tokens[index + 3].isSymbol(":") else { continue }
            let argument = SwiftStatements.arguments(tokens, open: index + 1).first?.tokens ?? []
            if argument.count == 1, argument.first?.isIdentifier("decoder") == true {
                return (tokens[index].text, nil, nil, tokens[index].line)
            }
            guard let superCall = SwiftStatements.call("superDecoder", in: argument), superCall >= argument.startIndex + 2,
                  let container = state.containers[argument[superCall - 2].text] else { continue }
            let keyTokens = SwiftStatements.arguments(argument, open: superCall + 1).first(where: { $0.label == "forKey" })?.tokens
            let key = keyTokens.flatMap { jsonKey($0, container)?.json } ?? "super"
            return (tokens[index].text, container, key, tokens[index].line)
        }
        return nil
    }

    private mutating func registerFromDecoder(_ call: (type: String, container: Container?, key: String?, line: Int), target: Target, _ state: inout FollowState) {
        guard let type = resolve(.name(call.type), scope: state.index, file: state.file, line: call.line) else { return }
        if let container = call.container, let key = call.key {
            var field = DraftField(name: key, key: key, type: type)
            if case .property(let name) = target { field.name = name }
            field.absence = state.conditional ? .allowed : .null
            state.drafts[container.draft].fields.append(field)
            return
        }
        // The same decoder: the other type's fields are read from this object.
        guard case .object(let object) = type else {
            if state.rootKind == nil { state.rootKind = .single }
            state.drafts[0].single = type
            return
        }
        for field in object.fields {
            var draft = DraftField(name: field.name, key: field.key, type: field.type)
            draft.defaultValue = field.defaultValue
            draft.lenient = field.lenient
            draft.checks = field.checks
            draft.hint = field.display.hint
            draft.absence = field.absence
            draft.provisional = false
            state.drafts[0].fields.append(draft)
        }
    }

    // MARK: Control flow

    /// `guard cond, cond else { throw … }`: the conditions become checks on the values.
    private mutating func followGuard(_ statement: ArraySlice<SwiftToken>, _ state: inout FollowState) {
        guard let elseIndex = statement.firstIndex(where: { $0.isIdentifier("else") }) else { return }
        let body = statement[elseIndex...]
        let throwsError = body.contains { $0.isIdentifier("throw") }
        let atKey = body.contains { $0.isIdentifier("forKey") }
        let conditions = splitConditions(statement[(statement.startIndex + 1)..<elseIndex])
        for condition in conditions {
            guard let first = condition.first else { continue }
            if first.isIdentifier("let") || first.isIdentifier("var") {
                // `guard let v = try c.decodeIfPresent(…)`: required after all.
                followStatement(condition, &state)
                if condition.count > 1, let local = state.locals[condition[condition.startIndex + 1].text] {
                    if throwsError { state.drafts[local.draft].fields[local.field].optional = false }
                } else if condition.count > 3, throwsError, let rawCheck = rawValueCheck(condition, state) {
                    state.drafts[rawCheck.draft].fields[rawCheck.field].type = rawCheck.type
                } else if mentionsLocal(condition, state) {
                    inform(state.file, first.line, Sentence(.swiftInitCondition, ["condition": SwiftStatements.text(condition)]))
                }
                continue
            }
            guard throwsError else { continue }
            if !addCheck(condition, atObject: !atKey, &state) {
                if mentionsLocal(condition, state) || mentionsDecoding(condition, state) {
                    inform(state.file, first.line, Sentence(.swiftInitCheck, ["condition": SwiftStatements.text(condition)]))
                }
            }
        }
    }

    private func mentionsLocal(_ tokens: ArraySlice<SwiftToken>, _ state: FollowState) -> Bool {
        tokens.contains { $0.kind == .identifier && state.locals[$0.text] != nil }
    }

    /// Splits `a, b && c` into `a`, `b`, `c` (each must hold).
    private func splitConditions(_ tokens: ArraySlice<SwiftToken>) -> [ArraySlice<SwiftToken>] {
        var parts: [ArraySlice<SwiftToken>] = []
        var start = tokens.startIndex
        var depth = 0
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { depth -= 1 }
            if depth == 0, token.isSymbol(",") {
                parts.append(tokens[start..<index])
                start = index + 1
            } else if depth == 0, token.isSymbol("&"), index + 1 < tokens.endIndex, tokens[index + 1].isSymbol("&") {
                parts.append(tokens[start..<index])
                start = index + 2
                index += 1
            }
            index += 1
        }
        if start < tokens.endIndex { parts.append(tokens[start...]) }
        return parts.filter { !$0.isEmpty }
    }

    /// `let status = Status(rawValue: raw)`: the decoded raw value must be one of the enum's.
    private mutating func rawValueCheck(_ condition: ArraySlice<SwiftToken>, _ state: FollowState) -> (draft: Int, field: Int, type: SchemaType)? {
        guard let equals = condition.firstIndex(where: { $0.isSymbol("=") }), equals + 2 < condition.endIndex else { return nil }
        let value = condition[(equals + 1)...]
        guard let typeToken = value.first, typeToken.kind == .identifier, let open = value.firstIndex(where: { $0.isSymbol("(") }),
              let argument = SwiftStatements.arguments(value, open: open).first, argument.label == "rawValue",
              let name = argument.tokens.first?.text, argument.tokens.count == 1, let local = state.locals[name] else { return nil }
        guard let type = resolve(.name(typeToken.text), scope: state.index, file: state.file, line: typeToken.line) else { return nil }
        switch type {
        case .enumeration, .integerEnumeration: return (local.draft, local.field, type)
        default: return nil
        }
    }

    /// `v >= 0`, `0 < v`, `!v.isEmpty`, `(0...1).contains(v)`, `v.count > 0` on a decoded
    /// local or property; false when the condition is not one of these.
    private mutating func addCheck(_ condition: ArraySlice<SwiftToken>, atObject: Bool, _ state: inout FollowState) -> Bool {
        let tokens = Array(condition)
        func field(_ name: String) -> (draft: Int, field: Int)? {
            if let local = state.locals[name] { return local }
            for (draftIndex, draft) in state.drafts.enumerated() {
                if let position = draft.fields.firstIndex(where: { $0.name == name && !$0.provisional }) { return (draftIndex, position) }
            }
            return nil
        }
        func add(_ test: ValueCheck.Test, _ name: String) -> Bool {
            guard let found = field(name) else { return false }
            state.drafts[found.draft].fields[found.field].checks.append(ValueCheck(test, atObject: atObject))
            return true
        }
        var names = tokens
        if names.first?.isIdentifier("self") == true, names.count > 2, names[1].isSymbol(".") { names.removeFirst(2) }
        // `!v.isEmpty`
        if tokens.first?.isSymbol("!") == true {
            let rest = Array(tokens.dropFirst()).filter { !$0.isIdentifier("self") }
            let words = rest.filter { $0.kind == .identifier }.map(\.text)
            if words.count == 2, words[1] == "isEmpty" { return add(.notEmpty, words[0]) }
            return false
        }
        // `(a...b).contains(v)`, `(a..<b).contains(v)`
        if let contains = tokens.firstIndex(where: { $0.isIdentifier("contains") }), contains > 0, tokens[0].isSymbol("(") {
            let inside = tokens[1..<(contains - 2 < 1 ? 1 : contains - 2)]
            let argument = tokens[(contains + 2)...].prefix { !$0.isSymbol(")") }.filter { $0.kind == .identifier && $0.text != "self" }
            guard let name = argument.last?.text, let dots = inside.firstIndex(where: { $0.isSymbol(".") }) else { return false }
            let lower = number(inside[inside.startIndex..<dots])
            var upperStart = dots
            while upperStart < inside.endIndex, inside[upperStart].isSymbol(".") { upperStart += 1 }
            let halfOpen = upperStart < inside.endIndex && inside[upperStart].isSymbol("<")
            if halfOpen { upperStart += 1 }
            let upper = number(inside[upperStart...])
            guard let lower, let upper else { return false }
            return add(.atLeast(lower), name) && add(halfOpen ? .below(upper) : .atMost(upper), name)
        }
        // `v op n`, `n op v`, `v.count op n`
        guard let opIndex = names.firstIndex(where: { $0.isSymbol(">") || $0.isSymbol("<") || ($0.isSymbol("!") && names.count > 1) || ($0.isSymbol("=")) }) else { return false }
        var op = names[opIndex].text
        var next = opIndex + 1
        if next < names.count, names[next].isSymbol("=") {
            op += "="
            next += 1
        }
        let left = Array(names[..<opIndex])
        let right = Array(names[next...])
        func mirrored(_ op: String) -> String { ["<": ">", ">": "<", "<=": ">=", ">=": "<=", "!=": "!="][op] ?? op }
        var name: String
        var bound: Double
        if left.count == 1, left[0].kind == .identifier, let value = number(right[...]) {
            name = left[0].text
            bound = value
        } else if left.count == 3, left[2].isIdentifier("count"), let value = number(right[...]), value == 0, op == ">" || op == "!=" {
            return add(.notEmpty, left[0].text)
        } else if let value = number(left[...]), right.count == 1, right[0].kind == .identifier {
            name = right[0].text
            bound = value
            op = mirrored(op)
        } else {
            return false
        }
        let test: ValueCheck.Test
        switch op {
        case ">=": test = .atLeast(bound)
        case ">": test = .above(bound)
        case "<=": test = .atMost(bound)
        case "<": test = .below(bound)
        case "!=": test = .notEqual(bound)
        default: return false
        }
        if name == "self" { return false }
        return add(test, name)
    }

    private func number(_ tokens: ArraySlice<SwiftToken>) -> Double? {
        var text = tokens.map(\.text).joined().replacingOccurrences(of: "_", with: "")
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return Double(text)
    }

    /// `if let v = try c.decodeIfPresent(…) { … } else { … }`, `if c.contains(.k) { … }`:
    /// both branches are followed; what they decode is not required.
    private mutating func followIf(_ statement: ArraySlice<SwiftToken>, _ state: inout FollowState) {
        guard let open = statement.firstIndex(where: { $0.isSymbol("{") }), let close = SwiftStatements.closing(statement, from: open) else { return }
        let conditions = splitConditions(statement[(statement.startIndex + 1)..<open])
        var presentKey: String?
        for condition in conditions where condition.first?.isIdentifier("let") == true || condition.first?.isIdentifier("var") == true {
            let before = state.drafts.map(\.fields.count)
            followStatement(condition, &state)
            // `if let w = try c.decodeIfPresent(…)`: the else branch runs when `w` is absent or null.
            if conditions.count == 1, let draft = state.drafts.indices.first(where: { state.drafts[$0].fields.count == before[safe: $0].map { $0 + 1 } ?? -1 }),
               state.drafts[draft].fields.last?.optional == true, state.drafts[draft].fields.last?.defaultValue == nil, draft == 0 {
                presentKey = state.drafts[draft].fields.last?.key
            }
        }
        let saved = state.conditional
        state.conditional = true
        follow(SwiftStatements.split(Array(statement[(open + 1)..<close])), &state)
        var rest = statement[(close + 1)...]
        if rest.first?.isIdentifier("else") == true {
            rest = rest.dropFirst()
            if rest.first?.isIdentifier("if") == true {
                followIf(rest, &state)
            } else if let elseOpen = rest.firstIndex(where: { $0.isSymbol("{") }), let elseClose = SwiftStatements.closing(rest, from: elseOpen) {
                let savedUnless = state.unlessPresent
                if let presentKey, !saved { state.unlessPresent = presentKey }
                follow(SwiftStatements.split(Array(rest[(elseOpen + 1)..<elseClose])), &state)
                state.unlessPresent = savedUnless
            }
        }
        state.conditional = saved
    }

    /// `while !items.isAtEnd { list.append(try items.decode(Item.self)) }`: an array.
    private mutating func followLoop(_ statement: ArraySlice<SwiftToken>, _ state: inout FollowState) {
        guard let open = statement.firstIndex(where: { $0.isSymbol("{") }), let close = SwiftStatements.closing(statement, from: open) else { return }
        let header = statement[..<open]
        let loopsOver = header.first { $0.kind == .identifier && state.containers[$0.text]?.kind == .unkeyed }
        if let name = loopsOver?.text, let container = state.containers[name] {
            let before = state.drafts[container.draft].sequence.count
            let savedLenient = state.lenient
            follow(SwiftStatements.split(Array(statement[(open + 1)..<close])), &state)
            state.lenient = savedLenient
            if state.drafts[container.draft].sequence.count > before {
                let element = state.drafts[container.draft].sequence[before]
                state.drafts[container.draft].sequence = [element]
                state.drafts[container.draft].isLoop = true
            }
            return
        }
        if mentionsDecoding(statement, state) {
            inform(state.file, statement[statement.startIndex].line, Sentence(.swiftInitLoop))
        }
    }

    // MARK: Literals

    /// A default written in Swift as the JSON that decodes to it: a number, string, Boolean,
    /// `[]`, `[:]`, `nil`, or `.case` of an enum (its raw value).
    func literalJSON(_ tokens: ArraySlice<SwiftToken>, for type: SchemaType, reference: SwiftTypeReference?, scope: Int) -> JSONValue? {
        let list = Array(tokens)
        guard let first = list.first else { return nil }
        if list.count == 1 {
            switch first.kind {
            case .number:
                let text = first.text.replacingOccurrences(of: "_", with: "")
                guard let value = Double(text) else { return nil }
                return .number(JSONNumber(literal: text, double: value))
            case .string where !first.isInterpolated: return .string(first.text)
            case .identifier where first.text == "true" || first.text == "false": return .bool(first.text == "true")
            case .identifier where first.text == "nil": return .null
            default: return nil
            }
        }
        if list.count == 2, first.isSymbol("-"), list[1].kind == .number, let value = Double(list[1].text) {
            return .number(JSONNumber(literal: "-" + list[1].text, double: -value))
        }
        if list.count == 2, first.isSymbol("["), list[1].isSymbol("]") { return .array([]) }
        if list.count == 3, first.isSymbol("["), list[1].isSymbol(":"), list[2].isSymbol("]") { return .object(JSONObject()) }
        if list.count == 2, first.isSymbol("."), list[1].kind == .identifier {
            return enumCaseJSON(list[1].text, reference: reference, scope: scope)
        }
        return nil
    }

    /// `.unknown` of an enum: its raw value as JSON.
    private func enumCaseJSON(_ name: String, reference: SwiftTypeReference?, scope: Int) -> JSONValue? {
        guard case .named(let components)? = reference, let last = components.last,
              case .type(let enumIndex)? = module.lookup(last.name, from: scope),
              module.nodes[enumIndex].declaration.kind == .enum,
              let found = module.nodes[enumIndex].declaration.cases.first(where: { $0.name == name }) else { return nil }
        switch found.rawValue {
        case .string(let text)?: return .string(text)
        case .integer(let value)?: return .number(JSONNumber(value))
        case nil:
            let cases = module.nodes[enumIndex].declaration.cases
            if let position = cases.firstIndex(where: { $0.name == name }),
               case .named(let raw)? = module.nodes[enumIndex].inherited.first, raw.last?.name == "Int",
               cases.allSatisfy({ $0.rawValue == nil }) {
                return .number(JSONNumber(position))
            }
            return .string(name)
        default: return nil
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
