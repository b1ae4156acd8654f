import IslandText
import IslandJSON
import IslandSwiftSource
/// `@Wrapper var x: T` in a synthesized `Codable` struct: the compiler decodes the wrapper
/// (`container.decode(Wrapper<T>.self, forKey: .x)`), so the field decodes as the wrapper's
/// own `Codable` says — its hand-written `init(from:)` (commonly a single value container
/// with a fallback), else its synthesized one (`{"wrappedValue": …}`). A
/// `KeyedDecodingContainer.decode(_: Wrapper.Type, forKey:)` overload in the files that
/// falls back on `decodeIfPresent(…) ?? Wrapper()` makes a missing key the wrapper's default.
/// A wrapper not declared in the files is a warning naming it, and the field is not checked.
extension SwiftSchemaBuilder {
    mutating func wrappedField(_ property: SwiftProperty, _ reference: SwiftTypeReference, key: String, wrapper: SwiftAttribute,
                               in index: Int) -> SchemaField? {
        let node = module.nodes[index]
        let owner = module.qualifiedName(index)
        guard case .type(let wrapperIndex)? = module.lookup(wrapper.name, from: index),
              module.nodes[wrapperIndex].declaration.attributes.contains(where: { $0.name == "propertyWrapper" }) else {
            caution(node.file, wrapper.line, Sentence(.swiftUnknownWrapper, ["wrapper": wrapper.name, "property": property.name, "name": "\(owner)", "key": "\(key)"]))
            return SchemaField(property.name, .unchecked, key: key)
        }
        let wrapperNode = module.nodes[wrapperIndex]
        guard wrapperNode.declaration.kind == .struct || wrapperNode.declaration.kind == .enum else {
            warn(wrapperNode.file, wrapperNode.declaration.line, Sentence(.swiftWrapperNotStruct, ["wrapper": wrapper.name, "kind": wrapperNode.declaration.kind.rawValue]))
            return nil
        }
        // The wrapper's generic arguments: written (`@Default<Zero>`), else inferred from the
        // property's type standing for `wrappedValue`'s.
        let parameters = wrapperNode.declaration.genericParameters
        var arguments: [SchemaType] = []
        if !parameters.isEmpty {
            let wrappedType = wrapperNode.declaration.properties.first { $0.name == "wrappedValue" }?.type
            for (position, parameter) in parameters.enumerated() {
                let argument: SwiftTypeReference?
                if position < wrapper.genericArguments.count {
                    argument = wrapper.genericArguments[position]
                } else if wrappedType == .name(parameter) {
                    argument = reference
                } else if wrappedType == .array(.name(parameter)), case .array(let element) = reference {
                    argument = element
                } else if wrappedType == .optional(.name(parameter)), case .optional(let inner) = reference {
                    argument = inner
                } else {
                    argument = nil
                }
                guard let argument, let resolved = resolve(argument, scope: index, file: node.file, line: property.line) else {
                    warn(node.file, wrapper.line, Sentence(.swiftWrapperParameter, ["wrapper": wrapper.name, "property": property.name, "parameter": "\(parameter)"]))
                    return nil
                }
                arguments.append(resolved)
            }
        }
        guard let type = schemaType(of: wrapperIndex, arguments: arguments, usedAt: node.file, line: property.line) else { return nil }
        var field = SchemaField(property.name, type, key: key)
        let own = singleValueFallbacks[wrapperIndex]
        if let own {
            field.lenient = own.lenient
            field.defaultValue = own.defaultValue
            field.absence = .rejected
        }
        if let overload = keyedDecodeOverload(for: wrapper.name) {
            field.absence = .plain
            if let fallback = wrapperDefault(wrapperIndex, overload: overload, type: type, reference: reference, scope: index) ?? own?.defaultValue {
                field.defaultValue = fallback
            } else if !type.isOptional {
                field.type = .optional(type)
            }
            inform(overload.file, overload.value.line, Sentence(.swiftWrapperMayBeMissing, ["wrapper": wrapper.name, "key": "\(key)", "name": "\(owner)"]))
        }
        return field
    }

    /// `extension KeyedDecodingContainer { func decode(_ type: W.Type, forKey key: Key) … }`
    /// that falls back when the key is missing (`decodeIfPresent` in its body).
    private func keyedDecodeOverload(for wrapper: String) -> SwiftModule.Located<SwiftFunctionTokens>? {
        for located in module.outsideExtensions["KeyedDecodingContainer"] ?? [] {
            for function in located.value.functions where function.name == "decode" {
                guard function.signature.contains(where: { $0.isIdentifier(wrapper) }),
                      function.body?.contains(where: { $0.isIdentifier("decodeIfPresent") }) == true else { continue }
                return SwiftModule.Located(value: function, file: located.file)
            }
        }
        return nil
    }

    /// What the wrapper holds when the key is missing: `wrappedValue`'s initial value, what
    /// `init()` assigns it, or a `static let defaultValue` of its argument type.
    private func wrapperDefault(_ wrapperIndex: Int, overload: SwiftModule.Located<SwiftFunctionTokens>, type: SchemaType,
                                reference: SwiftTypeReference, scope: Int) -> JSONValue? {
        let declaration = module.nodes[wrapperIndex].declaration
        if let wrapped = declaration.properties.first(where: { $0.name == "wrappedValue" }), wrapped.hasInitializer,
           let literal = literalJSON(wrapped.initializer[...], for: type, reference: reference, scope: scope) {
            return literal
        }
        for function in module.nodes[wrapperIndex].functions where function.value.name == "init" && function.value.labels.isEmpty {
            guard let body = function.value.body, let equals = body.firstIndex(where: { $0.isSymbol("=") }) else { continue }
            let value = body[(equals + 1)...].prefix { !$0.startsLine || $0 == body[equals + 1] }
            if let literal = literalJSON(value, for: type, reference: reference, scope: scope) { return literal }
        }
        return nil
    }
}
