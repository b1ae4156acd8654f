import IslandText
import IslandJSON
import IslandSwiftSource
/// An enum without a raw type, as Swift 5.5+ synthesizes `Codable` for it: a JSON object
/// with exactly one key, the case's (its name, or its `CodingKeys` raw value), whose value
/// is an object of the case's associated values under their labels — `_0`, `_1`, … by
/// position for unlabelled ones — or under the raw values of the case's own
/// `<Case>CodingKeys`; `{}` for a case without values.
extension SwiftSchemaBuilder {
    mutating func keyedCases(_ index: Int) -> SchemaType? {
        let node = module.nodes[index]
        let name = module.qualifiedName(index)
        var ok = true
        let caseKeys = codingKeys(named: "CodingKeys", of: index)
        var cases: [EnumCaseSchema] = []
        for enumCase in node.declaration.cases {
            var key = enumCase.name
            if let caseKeys {
                guard let mapped = caseKeys[enumCase.name] else {
                    warn(node.file, enumCase.line, Sentence(.swiftCaseNotInKeys, ["case": enumCase.name, "name": name]))
                    ok = false
                    continue
                }
                key = mapped
            }
            let keysName = enumCase.name.prefix(1).uppercased() + enumCase.name.dropFirst() + "CodingKeys"
            let valueKeys = codingKeys(named: keysName, of: index)
            var fields: [SchemaField] = []
            for (position, value) in enumCase.associatedValues.enumerated() {
                let label = value.label ?? "_\(position)"
                var fieldKey = label
                if let valueKeys {
                    guard let mapped = valueKeys[label] else {
                        if !value.hasDefault {
                            warn(node.file, enumCase.line, Sentence(.swiftCaseLabelNotInKeys, ["label": label, "case": enumCase.name, "name": name, "keys": keysName]))
                            ok = false
                        }
                        continue
                    }
                    fieldKey = mapped
                }
                guard let type = resolve(value.type, scope: index, file: node.file, line: enumCase.line) else {
                    ok = false
                    continue
                }
                fields.append(SchemaField(label, type, key: fieldKey))
            }
            cases.append(EnumCaseSchema(key: key, payload: ObjectSchema(fields)))
        }
        return ok ? .cases(cases) : nil
    }

    /// A nested `CodingKey` enum's cases and their JSON keys (a `String` raw value, else the
    /// case name); nil when the type declares none by that name.
    func codingKeys(named keysName: String, of index: Int) -> [String: String]? {
        guard let keysIndex = module.nodes[index].children[keysName] else { return nil }
        let keys = module.nodes[keysIndex]
        var map: [String: String] = [:]
        for keyCase in keys.declaration.cases {
            if case .string(let text)? = keyCase.rawValue { map[keyCase.name] = text } else { map[keyCase.name] = keyCase.name }
        }
        return map
    }
}
