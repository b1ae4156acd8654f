/// The `ActivityAttributes` types island can validate: the built-in ones and those loaded with
/// `--schema FILE`. A value handed to `LiveActivitySystem`, never global state.
package struct SchemaRegistry: Hashable, Sendable {
    /// How island knows a type.
    package enum Kind: Hashable, Sendable {
        /// Compiled into island; decoded by Foundation's `JSONDecoder`.
        case builtIn
        /// From a schema file; decoded by `SchemaDecoder`.
        case user
    }

    private var schemas: [String: ActivitySchema]
    private var kinds: [String: Kind]

    /// The built-in types only.
    package init() {
        schemas = [:]
        kinds = [:]
        for schema in BuiltInSchemas.all {
            schemas[schema.typeName] = schema
            kinds[schema.typeName] = .builtIn
        }
    }

    /// The built-in types and `userSchemas`. A name that is already known is an error.
    package init(_ userSchemas: [ActivitySchema]) throws(SchemaError) {
        self.init()
        try add(userSchemas)
    }

    package mutating func add(_ userSchemas: [ActivitySchema]) throws(SchemaError) {
        for schema in userSchemas {
            if let kind = kinds[schema.typeName] {
                let what = kind == .builtIn ? "is built into island" : "is described twice"
                throw SchemaError(path: "types.\(schema.typeName)", "\(schema.typeName) \(what); give the type another name")
            }
            schemas[schema.typeName] = schema
            kinds[schema.typeName] = .user
        }
    }

    package func schema(for typeName: String) -> ActivitySchema? {
        schemas[typeName]
    }

    package func kind(of typeName: String) -> Kind? {
        kinds[typeName]
    }

    /// Every known type name, sorted.
    package var typeNames: [String] {
        schemas.keys.sorted()
    }
}
