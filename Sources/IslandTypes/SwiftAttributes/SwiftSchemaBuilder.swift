import IslandSwiftSource
/// Turns the declarations of a `SwiftModule` into schema types the way synthesized `Codable`
/// decodes them: a struct's stored properties in declaration order (in `CodingKeys` order,
/// under their raw values, when it declares `CodingKeys`; a `let` with an initial value and a
/// property left out of `CodingKeys` are not decoded), an enum's raw values, optionals,
/// arrays and `String`- or `Int`-keyed dictionaries. What it cannot model — a hand-written
/// `init(from:)`, a property wrapper, an enum without raw values or with associated values,
/// a type it cannot resolve — is a warning at its line, and every type that needs it gets
/// no schema rather than a guess.
package struct SwiftSchemaBuilder {
    package let module: SwiftModule
    package private(set) var notes: [SwiftSourceNote] = []
    /// Whether something could not be modelled since the last `beginType()`.
    package private(set) var failed = false
    private var cache: [Int: SchemaType?] = [:]
    private var inProgress: Set<Int> = []

    package init(module: SwiftModule) {
        self.module = module
    }

    /// Attributes on a type that do not change how it decodes.
    package static let neutralTypeAttributes: Set<String> = [
        "available", "frozen", "MainActor", "preconcurrency", "objc", "usableFromInline", "_spi", "dynamicMemberLookup",
        "Sendable", "unchecked", "retroactive", "_documentation", "backDeployed", "_alwaysEmitIntoClient",
    ]

    /// Attributes on a property that do not change how it decodes (anything else is a
    /// property wrapper or a macro).
    package static let neutralPropertyAttributes: Set<String> = [
        "available", "MainActor", "preconcurrency", "objc", "nonobjc", "usableFromInline", "_spi", "inlinable",
        "IBOutlet", "IBInspectable", "NSCopying", "_documentation",
    ]

    package mutating func beginType() {
        failed = false
    }

    package mutating func warn(_ file: String, _ line: Int, _ message: String) {
        failed = true
        note(SwiftSourceNote(file: file, line: line, kind: .warning, message))
    }

    package mutating func inform(_ file: String, _ line: Int, _ message: String) {
        note(SwiftSourceNote(file: file, line: line, kind: .note, message))
    }

    private mutating func note(_ note: SwiftSourceNote) {
        if !notes.contains(note) { notes.append(note) }
    }

    // MARK: Types

    /// The schema type of a type reference written in the type at `scope` (nil: file level).
    package mutating func resolve(_ reference: SwiftTypeReference, scope: Int?, file: String, line: Int) -> SchemaType? {
        switch reference {
        case .optional(let wrapped):
            guard let inner = resolve(wrapped, scope: scope, file: file, line: line) else { return nil }
            if inner.isOptional {
                warn(file, line, "`\(reference)` is an optional of an optional, which island does not model")
                return nil
            }
            return .optional(inner)
        case .array(let element):
            return resolve(element, scope: scope, file: file, line: line).map { .array($0) }
        case .dictionary(let keyReference, let valueReference):
            let key = resolve(keyReference, scope: scope, file: file, line: line)
            let value = resolve(valueReference, scope: scope, file: file, line: line)
            guard let key, let value else { return nil }
            switch key {
            case .string: return .dictionary(key: .string, value: value)
            case .int: return .dictionary(key: .int, value: value)
            default:
                warn(file, line, "`\(reference)`: a dictionary decodes from a JSON object only with String or Int keys; keyed by \(keyReference) it decodes from an array of keys and values, which island does not model")
                return nil
            }
        case .unsupported(let text):
            warn(file, line, "`\(text)` is not a type synthesized Codable decodes from a JSON value island models")
            return nil
        case .named(let components):
            return named(components, scope: scope, file: file, line: line)
        }
    }

    private mutating func named(_ written: [SwiftTypeReference.Component], scope: Int?, file: String, line: Int) -> SchemaType? {
        var components = written
        let spelled = SwiftTypeReference.named(written).description
        if components.count > 1, SwiftBuiltinTypes.moduleNames.contains(components[0].name), module.lookup(components[0].name, from: scope) == nil {
            components.removeFirst()
        }
        let first = components[0]
        guard var found = module.lookup(first.name, from: scope) else {
            guard components.count == 1 else {
                warn(file, line, "cannot resolve `\(spelled)`: `\(first.name)` is not declared in the files read")
                return nil
            }
            if let sugar = SwiftBuiltinTypes.generic(first.name, arguments: first.arguments) {
                return resolve(sugar, scope: scope, file: file, line: line)
            }
            if first.arguments.isEmpty, let scalar = SwiftBuiltinTypes.scalar(first.name) { return scalar }
            if let reason = SwiftBuiltinTypes.unmodelled(first.name) {
                warn(file, line, reason)
            } else {
                warn(file, line, "cannot resolve `\(spelled)`: it is not declared in the files read, and not a type island models (String, Int, Int8…UInt64, Double, Float, CGFloat, TimeInterval, Decimal, Bool, Date, URL, UUID, optionals, arrays and dictionaries of them)")
            }
            return nil
        }
        for component in components.dropFirst() {
            guard case .type(let parent) = found, let member = module.member(component.name, of: parent) else {
                warn(file, line, "cannot resolve `\(spelled)`: no type `\(component.name)` there")
                return nil
            }
            found = member
        }
        if components.contains(where: { !$0.arguments.isEmpty }) {
            warn(file, line, "`\(spelled)`: generic types of the app are not modelled")
            return nil
        }
        switch found {
        case .type(let index):
            return schemaType(of: index, usedAt: file, line: line)
        case .alias(let alias, let aliasScope, let aliasFile):
            return resolve(alias.target, scope: aliasScope, file: aliasFile, line: alias.line)
        case .genericParameter(let owner):
            warn(file, line, "`\(spelled)` is a generic parameter of \(module.qualifiedName(owner)): its concrete type is not known here")
            return nil
        }
    }

    /// The schema type of a declared type; nil (after warning) when it cannot be modelled.
    package mutating func schemaType(of index: Int, usedAt file: String, line: Int) -> SchemaType? {
        if let cached = cache[index] {
            if cached == nil { failed = true }
            return cached
        }
        let node = module.nodes[index]
        let name = module.qualifiedName(index)
        guard !inProgress.contains(index) else {
            warn(file, line, "\(name) contains itself; a recursive type is not modelled")
            return nil
        }
        inProgress.insert(index)
        defer { inProgress.remove(index) }
        let wasFailed = failed
        failed = false
        var result: SchemaType?
        switch node.declaration.kind {
        case .struct:
            result = objectSchema(of: index).map { .object($0) }
        case .enum:
            result = enumeration(index)
        case .class, .actor:
            warn(node.file, node.declaration.line, "\(name) is a \(node.declaration.kind.rawValue); island models structs and enums (a class's decoding depends on its superclass and initializers)")
        case .protocol:
            warn(file, line, "\(name) is a protocol; a field needs a concrete type")
        case .extension:
            break
        }
        if failed { result = nil }
        cache[index] = .some(result)
        failed = wasFailed || result == nil
        return result
    }

    /// Warns of what makes a type decode otherwise than synthesized `Codable` would: a
    /// hand-written `init(from:)`, a macro or wrapper on the type. False when there is any.
    private mutating func decodesAsSynthesized(_ index: Int, name: String) -> Bool {
        let node = module.nodes[index]
        var ok = true
        if let custom = node.decoderInit {
            warn(custom.file, custom.line, "\(name) has a hand-written `init(from:)`: the app decodes it itself, so island cannot know what it accepts")
            ok = false
        }
        for attribute in node.declaration.attributes where !Self.neutralTypeAttributes.contains(attribute.name) {
            warn(node.file, attribute.line, "`@\(attribute.name)` on \(name) may change how it decodes (a macro or wrapper island does not model)")
            ok = false
        }
        return ok
    }

    // MARK: Structs

    /// The fields synthesized `init(from:)` decodes, in the order it decodes them.
    package mutating func objectSchema(of index: Int) -> ObjectSchema? {
        let node = module.nodes[index]
        let declaration = node.declaration
        let name = module.qualifiedName(index)
        var ok = decodesAsSynthesized(index, name: name)
        // A hand-written decoder makes everything below moot (its CodingKeys need not match).
        guard ok else { return nil }
        let stored = declaration.properties.filter(\.isStored)
        for property in stored {
            for attribute in property.attributes where !Self.neutralPropertyAttributes.contains(attribute.name) {
                warn(node.file, attribute.line, "`@\(attribute.name) var \(property.name)` in \(name): a property wrapper decodes its own way, which island does not model")
                ok = false
            }
            if property.isLazy {
                warn(node.file, property.line, "`lazy var \(property.name)` in \(name) is not modelled")
                ok = false
            }
        }
        guard let decoded = decodedProperties(of: index, stored: stored) else { return nil }
        var fields: [SchemaField] = []
        for (property, key) in decoded {
            guard let reference = property.type ?? inferredType(property) else {
                warn(node.file, property.line, "cannot tell the type of `\(property.name)` in \(name) from its initial value; write its type (`var \(property.name): T = …`)")
                ok = false
                continue
            }
            guard let type = resolve(reference, scope: index, file: node.file, line: property.line) else {
                ok = false
                continue
            }
            fields.append(SchemaField(property.name, type, key: key))
        }
        return ok ? ObjectSchema(fields, name: declaration.name) : nil
    }

    /// The stored properties `init(from:)` decodes with their JSON keys: all of them in
    /// declaration order, or those `CodingKeys` lists, in its order and under its raw values.
    private mutating func decodedProperties(of index: Int, stored: [SwiftProperty]) -> [(SwiftProperty, String)]? {
        let node = module.nodes[index]
        let name = module.qualifiedName(index)
        func skipsInitialized(_ property: SwiftProperty) -> Bool {
            guard property.isLet, property.hasInitializer else { return false }
            inform(node.file, property.line, "`let \(property.name)` in \(name) has an initial value: synthesized Codable does not decode it")
            return true
        }
        guard let keysIndex = node.children["CodingKeys"] else {
            return stored.filter { !skipsInitialized($0) }.map { ($0, $0.name) }
        }
        let keys = module.nodes[keysIndex]
        guard keys.declaration.kind == .enum else {
            warn(keys.file, keys.declaration.line, "\(name).CodingKeys is not an enum, which island does not model")
            return nil
        }
        let rawType = keys.inherited.first.flatMap { reference -> String? in
            guard case .named(let components) = reference else { return nil }
            return components.last?.name
        }
        var ok = true
        var result: [(SwiftProperty, String)] = []
        for keyCase in keys.declaration.cases {
            guard let property = stored.first(where: { $0.name == keyCase.name }) else {
                warn(keys.file, keyCase.line, "CodingKeys case `\(keyCase.name)` names no stored property of \(name) (the app would not compile)")
                ok = false
                continue
            }
            var key = keyCase.name
            if rawType == "String", let raw = keyCase.rawValue {
                guard case .string(let text) = raw else {
                    warn(keys.file, keyCase.line, "CodingKeys case `\(keyCase.name)` has a raw value that is not a plain string literal")
                    ok = false
                    continue
                }
                key = text
            }
            if skipsInitialized(property) { continue }
            result.append((property, key))
        }
        for property in stored where !keys.declaration.cases.contains(where: { $0.name == property.name }) {
            if property.hasInitializer || (!property.isLet && property.type?.isOptional == true) {
                inform(node.file, property.line, "`\(property.name)` is not in \(name).CodingKeys: synthesized Codable does not decode it")
            } else {
                warn(node.file, property.line, "`\(property.name)` is not in \(name).CodingKeys and has no default value (the app would not compile)")
                ok = false
            }
        }
        return ok ? result : nil
    }

    /// The type of `var x = 3` from its initial value: a number, string or Boolean literal,
    /// a call of a type's initializer (`Date()`, `Stop(name: "")`) or an empty collection (`[Stop]()`).
    package func inferredType(_ property: SwiftProperty) -> SwiftTypeReference? {
        var tokens = property.initializer[...]
        if tokens.first?.isSymbol("-") == true, tokens.count == 2, tokens.last?.kind == .number { tokens = tokens.dropFirst() }
        if tokens.count == 1, let token = tokens.first {
            switch token.kind {
            case .number:
                let isFloat = !token.text.lowercased().hasPrefix("0x") && token.text.contains { $0 == "." || $0 == "e" || $0 == "E" }
                return .name(isFloat ? "Double" : "Int")
            case .string: return .name("String")
            case .identifier where token.text == "true" || token.text == "false": return .name("Bool")
            default: return nil
            }
        }
        // `[Stop]()`, `[String: Int]()`: an empty collection of a written type.
        if tokens.first?.isSymbol("[") == true {
            let (type, count) = SwiftParser.typeReference(in: Array(tokens))
            guard count + 2 == tokens.count, tokens[tokens.startIndex + count].isSymbol("("), tokens.last?.isSymbol(")") == true else { return nil }
            return type
        }
        // Name(.…) or Name.init(…) taking the whole initial value.
        var components: [SwiftTypeReference.Component] = []
        var index = tokens.startIndex
        while index < tokens.endIndex, tokens[index].kind == .identifier {
            if tokens[index].text != "init" { components.append(SwiftTypeReference.Component(tokens[index].text)) }
            index += 1
            guard index < tokens.endIndex, tokens[index].isSymbol(".") else { break }
            index += 1
        }
        // A type's name starts with a capital letter; `makeValue()` is a function.
        guard let last = components.last?.name.first, last.isUppercase, index < tokens.endIndex, tokens[index].isSymbol("("),
              tokens.last?.isSymbol(")") == true else { return nil }
        var depth = 0
        for position in index..<tokens.endIndex {
            if tokens[position].isSymbol("(") { depth += 1 }
            if tokens[position].isSymbol(")") {
                depth -= 1
                if depth == 0, position != tokens.endIndex - 1 { return nil }
            }
        }
        return .named(components)
    }

    // MARK: Enums

    /// A `String`- or `Int`-backed enum: its raw values.
    private mutating func enumeration(_ index: Int) -> SchemaType? {
        let node = module.nodes[index]
        let declaration = node.declaration
        let name = module.qualifiedName(index)
        var ok = decodesAsSynthesized(index, name: name)
        guard !declaration.cases.isEmpty else {
            warn(node.file, declaration.line, "enum \(name) has no cases: no value decodes")
            return nil
        }
        let withValues = declaration.cases.filter(\.hasAssociatedValues)
        for enumCase in withValues {
            warn(node.file, enumCase.line, "`case \(enumCase.name)(…)` in \(name): an enum with associated values is not modelled")
        }
        if !withValues.isEmpty { return nil }
        if case .named(let components)? = node.inherited.first, components.last?.name == "Character" {
            warn(node.file, declaration.line, "enum \(name) has raw type Character, which is not Codable; island models String and Int raw values")
            return nil
        }
        let raw = node.inherited.first.flatMap { rawType($0, scope: index) }
        switch raw {
        case .string?:
            var values: [String] = []
            for enumCase in declaration.cases {
                switch enumCase.rawValue {
                case nil: values.append(enumCase.name)
                case .string(let text)?: values.append(text)
                default:
                    warn(node.file, enumCase.line, "`case \(enumCase.name)` in \(name): its raw value is not a plain string literal")
                    ok = false
                }
            }
            return ok ? .enumeration(values) : nil
        case .int?, .sizedInt?:
            var values: [Int] = []
            var next = 0
            for enumCase in declaration.cases {
                switch enumCase.rawValue {
                case nil: values.append(next)
                case .integer(let value)?: values.append(value)
                default:
                    warn(node.file, enumCase.line, "`case \(enumCase.name)` in \(name): its raw value is not an integer literal")
                    ok = false
                }
                next = (values.last ?? -1) &+ 1
            }
            return ok ? .integerEnumeration(values) : nil
        case let other?:
            warn(node.file, declaration.line, "enum \(name) has raw type \(other.swiftName); island models String and Int raw values")
            return nil
        case nil:
            warn(node.file, declaration.line, "enum \(name) has no raw type: synthesized Codable decodes it as {\"caseName\": {}}, which island does not model (give it `: String`)")
            return nil
        }
    }

    /// The raw type of an enum when its first inherited type is one (`String`, `Int`, `UInt8`,
    /// `Double`, or a typealias of one); nil for a protocol.
    private func rawType(_ reference: SwiftTypeReference, scope: Int) -> SchemaType? {
        guard case .named(var components) = reference, !components.isEmpty else { return nil }
        if components.count > 1, SwiftBuiltinTypes.moduleNames.contains(components[0].name) { components.removeFirst() }
        guard components.count == 1, components[0].arguments.isEmpty else { return nil }
        let name = components[0].name
        if case .alias(let alias, _, _)? = module.lookup(name, from: scope) {
            return rawType(alias.target, scope: scope)
        }
        return SwiftBuiltinTypes.scalar(name)
    }
}

extension SwiftTypeReference {
    /// `T?`, `T!` or `Optional<T>`: a `var` of it starts as nil.
    package var isOptional: Bool {
        switch self {
        case .optional: return true
        case .named(let components): return components.last?.name == "Optional"
        default: return false
        }
    }
}
