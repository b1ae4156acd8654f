/// One case of an enum with associated values (`SchemaType.cases`): its JSON key (the case
/// name, or its `CodingKeys` raw value) and its payload — the associated values as an object
/// under their labels, `_0`, `_1`, … for unlabelled ones (or the case's own `…CodingKeys`).
package struct EnumCaseSchema: Hashable, Sendable {
    package var key: String
    package var payload: ObjectSchema

    package init(key: String, payload: ObjectSchema) {
        self.key = key
        self.payload = payload
    }
}
