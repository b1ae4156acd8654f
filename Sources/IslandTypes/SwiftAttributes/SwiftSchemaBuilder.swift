import IslandText
import IslandSwiftSource
/// Turns the declarations of a `SwiftModule` into schema types the way synthesized `Codable`
/// decodes them: a struct's stored properties in declaration order (in `CodingKeys` order,
/// under their raw values, when it declares `CodingKeys`; a `let` with an initial value and a
/// property left out of `CodingKeys` are not decoded), an enum's raw values, optionals,
/// arrays and `String`- or `Int`-keyed dictionaries, ranges, enums with associated values in
/// their keyed form, generic types with concrete arguments; a hand-written `init(from:)` as
/// far as it can be followed (`SwiftDecoderInitReader`) and property wrappers by their own
/// decoders. What it cannot model — a type it cannot resolve, one that is not Codable — is a
/// warning at its line, and every type that needs it gets no schema rather than a guess.
package struct SwiftSchemaBuilder {
    package let module: SwiftModule
    package private(set) var notes: [SwiftSourceNote] = []
    /// Whether something could not be modelled since the last `beginType()`.
    package private(set) var failed = false
    private var cache: [CacheKey: SchemaType?] = [:]
    private var inProgress: Set<CacheKey> = []
    /// The concrete types of the generic parameters of the generic types being modelled, by
    /// the type's index (`Reading<Double>` while its fields are read).
    var bindings: [Int: [String: SchemaType]] = [:]
    /// Types whose hand-written decoder reads a single value with a fallback, by index.
    var singleValueFallbacks: [Int: SingleValueFallback] = [:]

    struct CacheKey: Hashable {
        var index: Int
        var arguments: [SchemaType]
    }

    package init(module: SwiftModule) {
        self.module = module
    }

    /// Attributes on a type that do not change how it decodes.
    package static let neutralTypeAttributes: Set<String> = [
        "available", "frozen", "MainActor", "preconcurrency", "objc", "usableFromInline", "_spi", "dynamicMemberLookup",
        "Sendable", "unchecked", "retroactive", "_documentation", "backDeployed", "_alwaysEmitIntoClient",
        // A wrapper type decodes as its own Codable says; where it is used is what changes.
        "propertyWrapper",
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

    package mutating func warn(_ file: String, _ line: Int, _ message: Sentence) {
        failed = true
        note(SwiftSourceNote(file: file, line: line, kind: .warning, message))
    }

    /// A warning that does not stop the type from being modelled (the part it names is not
    /// checked: an unknown property wrapper).
    package mutating func caution(_ file: String, _ line: Int, _ message: Sentence) {
        note(SwiftSourceNote(file: file, line: line, kind: .warning, message))
    }

    package mutating func inform(_ file: String, _ line: Int, _ message: Sentence) {
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
                warn(file, line, Sentence(.swiftDoubleOptional, ["type": "\(reference)"]))
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
                warn(file, line, Sentence(.swiftDictionaryKeys, ["type": "\(reference)", "key": "\(keyReference)"]))
                return nil
            }
        case .unsupported(let text):
            warn(file, line, Sentence(.swiftNotDecodable, ["type": "\(text)"]))
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
        var found = module.lookup(first.name, from: scope)
        if found == nil, components.count == 1, let inferred = inferredInScopes(first.name, scope) {
            return resolve(inferred.type, scope: inferred.scope, file: module.nodes[inferred.scope].file, line: line)
        }
        guard found != nil else {
            guard components.count == 1 else {
                warn(file, line, Sentence(.swiftUnresolvedUndeclared, ["type": "\(spelled)", "name": first.name]))
                return nil
            }
            return builtin(first, spelled: spelled, scope: scope, file: file, line: line)
        }
        for (position, component) in components.enumerated().dropFirst() {
            guard case .type(let parent)? = found else {
                warn(file, line, Sentence(.swiftUnresolvedNoMember, ["type": "\(spelled)", "name": component.name]))
                return nil
            }
            if let member = module.memberThroughConformances(component.name, of: parent) {
                found = member
                continue
            }
            // `Pastry.ID`: an associated type its conformance infers from a property.
            if position == components.count - 1, let inferred = module.inferredAssociatedType(component.name, of: parent) {
                return resolve(inferred.type, scope: inferred.scope, file: module.nodes[parent].file, line: line)
            }
            warn(file, line, Sentence(.swiftUnresolvedNoMember, ["type": "\(spelled)", "name": component.name]))
            return nil
        }
        if components.dropLast().contains(where: { !$0.arguments.isEmpty }) {
            warn(file, line, Sentence(.swiftNestedInGeneric, ["type": "\(spelled)"]))
            return nil
        }
        switch found! {
        case .type(let index):
            let parameters = module.nodes[index].declaration.genericParameters
            let written = components.last?.arguments ?? []
            guard written.count == parameters.count else {
                if written.isEmpty {
                    warn(file, line, Sentence(.swiftGenericWithoutArguments, ["type": "\(spelled)"]))
                } else {
                    warn(file, line, Sentence(.swiftGenericArity, ["type": "\(spelled)", "name": module.qualifiedName(index), "count": String(parameters.count)]))
                }
                return nil
            }
            var arguments: [SchemaType] = []
            for argument in written {
                guard let resolved = resolve(argument, scope: scope, file: file, line: line) else { return nil }
                arguments.append(resolved)
            }
            return schemaType(of: index, arguments: arguments, usedAt: file, line: line)
        case .alias(let alias, let aliasScope, let aliasFile):
            return resolve(alias.target, scope: aliasScope, file: aliasFile, line: alias.line)
        case .genericParameter(let owner):
            if let bound = bindings[owner]?[first.name] { return bound }
            warn(file, line, Sentence(.swiftGenericParameter, ["type": "\(spelled)", "name": module.qualifiedName(owner)]))
            return nil
        }
    }

    /// An associated type inferred in the type at `scope` or an enclosing one (`ID` inside an
    /// `Identifiable` struct).
    private func inferredInScopes(_ name: String, _ scope: Int?) -> (type: SwiftTypeReference, scope: Int)? {
        var current = scope
        while let index = current {
            if let inferred = module.inferredAssociatedType(name, of: index) { return inferred }
            current = module.nodes[index].parent
        }
        return nil
    }

    /// A standard library or Foundation type: generic sugar, ranges, `Measurement`, scalars;
    /// or the reason it is not modelled.
    private mutating func builtin(_ component: SwiftTypeReference.Component, spelled: String, scope: Int?, file: String, line: Int) -> SchemaType? {
        let name = component.name
        let arguments = component.arguments
        if let sugar = SwiftBuiltinTypes.generic(name, arguments: arguments) {
            return resolve(sugar, scope: scope, file: file, line: line)
        }
        if (name == "Range" || name == "ClosedRange"), arguments.count == 1 {
            guard let bound = resolve(arguments[0], scope: scope, file: file, line: line) else { return nil }
            guard SwiftBuiltinTypes.isComparable(bound) else {
                warn(file, line, Sentence(.swiftRangeNotComparable, ["type": "\(spelled)", "bound": bound.swiftName]))
                return nil
            }
            return .range(bound, closed: name == "ClosedRange")
        }
        if name == "Measurement", arguments.count == 1, case .named(let unit) = arguments[0], let unitName = unit.last?.name {
            return .object(SwiftBuiltinTypes.measurement(unitName))
        }
        if arguments.isEmpty, let scalar = SwiftBuiltinTypes.scalar(name) { return scalar }
        if let reason = SwiftBuiltinTypes.notCodable(name) {
            warn(file, line, reason)
        } else if let reason = SwiftBuiltinTypes.unmodelled(name) {
            warn(file, line, reason)
        } else {
            warn(file, line, Sentence(.swiftUnresolvedUnknown, ["type": "\(spelled)"]))
        }
        return nil
    }

    /// The schema type of a declared type (with its generic arguments); nil (after warning)
    /// when it cannot be modelled.
    package mutating func schemaType(of index: Int, arguments: [SchemaType] = [], usedAt file: String, line: Int) -> SchemaType? {
        let key = CacheKey(index: index, arguments: arguments)
        // Inside a generic type being instantiated, a nested type may use its parameters.
        let cacheable = bindings.isEmpty
        if cacheable, let cached = cache[key] {
            if cached == nil { failed = true }
            return cached
        }
        let node = module.nodes[index]
        let name = module.qualifiedName(index)
        guard !inProgress.contains(key) else {
            warn(file, line, Sentence(.swiftRecursive, ["name": "\(name)"]))
            return nil
        }
        inProgress.insert(key)
        let savedBindings = bindings[index]
        if !arguments.isEmpty {
            bindings[index] = Dictionary(zip(node.declaration.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        }
        defer {
            inProgress.remove(key)
            bindings[index] = savedBindings
        }
        let wasFailed = failed
        failed = false
        var result: SchemaType?
        switch node.declaration.kind {
        case .struct:
            if node.decoderInitFunction != nil {
                result = decoderInitType(index)
            } else {
                result = objectSchema(of: index).map { .object($0) }
            }
        case .enum:
            result = node.decoderInitFunction != nil ? decoderInitType(index) : enumeration(index)
        case .class, .actor:
            warn(node.file, node.declaration.line, Sentence(.swiftClassNotModelled, ["name": "\(name)", "kind": node.declaration.kind.rawValue]))
        case .protocol:
            warn(file, line, Sentence(.swiftProtocolField, ["name": "\(name)"]))
        case .extension:
            break
        }
        if failed { result = nil }
        if cacheable { cache[key] = .some(result) }
        failed = wasFailed || result == nil
        return result
    }

    /// Warns of what makes a type decode otherwise than synthesized `Codable` would: a macro
    /// or wrapper on the type. False when there is any.
    private mutating func decodesAsSynthesized(_ index: Int, name: String) -> Bool {
        let node = module.nodes[index]
        var ok = true
        for attribute in node.declaration.attributes where !Self.neutralTypeAttributes.contains(attribute.name) {
            warn(node.file, attribute.line, Sentence(.swiftAttributeMayChange, ["attribute": attribute.name, "name": "\(name)"]))
            ok = false
        }
        return ok
    }

    // MARK: Structs

    /// The fields `init(from:)` decodes, in the order it decodes them: the synthesized one's,
    /// or what a hand-written one can be followed to decode.
    package mutating func objectSchema(of index: Int) -> ObjectSchema? {
        let node = module.nodes[index]
        let declaration = node.declaration
        let name = module.qualifiedName(index)
        if node.decoderInitFunction != nil {
            guard let type = decoderInitType(index) else { return nil }
            guard case .object(let object) = type else {
                warn(node.file, declaration.line, Sentence(.swiftDecodesFrom, ["name": "\(name)"], sentences: ["expectation": type.expectation]))
                return nil
            }
            return object
        }
        var ok = decodesAsSynthesized(index, name: name)
        guard ok else { return nil }
        let stored = declaration.properties.filter(\.isStored)
        var wrappers: [String: SwiftAttribute] = [:]
        for property in stored {
            for attribute in property.attributes where !Self.neutralPropertyAttributes.contains(attribute.name) {
                wrappers[property.name] = attribute
            }
            if property.isLazy {
                warn(node.file, property.line, Sentence(.swiftLazyVar, ["property": property.name, "name": "\(name)"]))
                ok = false
            }
        }
        guard let decoded = decodedProperties(of: index, stored: stored) else { return nil }
        var fields: [SchemaField] = []
        for (property, key) in decoded {
            guard let reference = property.type ?? inferredType(property) else {
                warn(node.file, property.line, Sentence(.swiftUntypedProperty, ["property": property.name, "name": "\(name)"]))
                ok = false
                continue
            }
            if let wrapper = wrappers[property.name] {
                guard let field = wrappedField(property, reference, key: key, wrapper: wrapper, in: index) else {
                    ok = false
                    continue
                }
                fields.append(field)
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
            inform(node.file, property.line, Sentence(.swiftLetWithValue, ["property": property.name, "name": "\(name)"]))
            return true
        }
        guard let keysIndex = node.children["CodingKeys"] else {
            return stored.filter { !skipsInitialized($0) }.map { ($0, $0.name) }
        }
        let keys = module.nodes[keysIndex]
        guard keys.declaration.kind == .enum else {
            warn(keys.file, keys.declaration.line, Sentence(.swiftKeysNotEnum, ["name": "\(name)"]))
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
                warn(keys.file, keyCase.line, Sentence(.swiftKeyNamesNothing, ["case": keyCase.name, "name": "\(name)"]))
                ok = false
                continue
            }
            var key = keyCase.name
            if rawType == "String", let raw = keyCase.rawValue {
                guard case .string(let text) = raw else {
                    warn(keys.file, keyCase.line, Sentence(.swiftKeyRawValue, ["case": keyCase.name]))
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
                inform(node.file, property.line, Sentence(.swiftPropertyNotInKeys, ["property": property.name, "name": "\(name)"]))
            } else {
                warn(node.file, property.line, Sentence(.swiftPropertyNotInKeysRequired, ["property": property.name, "name": "\(name)"]))
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
            warn(node.file, declaration.line, Sentence(.swiftEnumNoCases, ["name": "\(name)"]))
            return nil
        }
        let raw = node.inherited.first.flatMap { rawType($0, scope: index) }
        if raw == nil, !isCharacterBacked(node) {
            return ok ? keyedCases(index) : nil
        }
        if case .named(let components)? = node.inherited.first, components.last?.name == "Character" {
            warn(node.file, declaration.line, Sentence(.swiftEnumCharacterRaw, ["name": "\(name)"]))
            return nil
        }
        switch raw {
        case .string?:
            var values: [String] = []
            for enumCase in declaration.cases {
                switch enumCase.rawValue {
                case nil: values.append(enumCase.name)
                case .string(let text)?: values.append(text)
                default:
                    warn(node.file, enumCase.line, Sentence(.swiftCaseRawString, ["case": enumCase.name, "name": "\(name)"]))
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
                    warn(node.file, enumCase.line, Sentence(.swiftCaseRawInteger, ["case": enumCase.name, "name": "\(name)"]))
                    ok = false
                }
                next = (values.last ?? -1) &+ 1
            }
            return ok ? .integerEnumeration(values) : nil
        case let other?:
            warn(node.file, declaration.line, Sentence(.swiftEnumRawType, ["name": "\(name)", "type": other.swiftName]))
            return nil
        case nil:
            return nil
        }
    }

    private func isCharacterBacked(_ node: SwiftModule.Node) -> Bool {
        guard case .named(let components)? = node.inherited.first else { return false }
        return components.last?.name == "Character"
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
