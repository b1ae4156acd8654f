import IslandSwiftSource
/// The standard library and Foundation types an attributes file uses without declaring them:
/// which schema type each is, and why the ones island does not model are left out.
package enum SwiftBuiltinTypes {
    /// Module names a type may be qualified with (`Foundation.Date`, `Swift.Int`).
    package static let moduleNames = SwiftModuleNames.known

    /// Names that are one schema type: the schema file's names (`SchemaFile.scalarNames`) and
    /// their Swift aliases.
    package static func scalar(_ name: String) -> SchemaType? {
        if let match = SchemaFile.scalarNames.first(where: { $0.0 == name }) { return match.1 }
        switch name {
        case "Float64": return .double
        case "Float32": return .float
        default: return nil
        }
    }

    /// Generic types that decode as their JSON counterpart: `Optional<T>`, `Array<T>`,
    /// `ContiguousArray<T>` and `Set<T>` (a JSON array), `Dictionary<K, V>`.
    package static func generic(_ name: String, arguments: [SwiftTypeReference]) -> SwiftTypeReference? {
        switch (name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1), ("ContiguousArray", 1), ("Set", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        default: return nil
        }
    }

    /// Why a known type that is not declared in the files is not modelled.
    package static func unmodelled(_ name: String) -> String? {
        switch name {
        case "Data": return "`Data` decodes from base64 text, which island does not model"
        case "Character": return "`Character` decodes from a one-character string, which island does not model"
        case "Float16", "Float80", "Int128", "UInt128": return "`\(name)` is not a number type island models"
        case "Any", "AnyObject", "AnyHashable", "Codable", "Decodable", "Encodable": return "`\(name)` is not a concrete Decodable type"
        case "CGPoint", "CGSize", "CGRect", "CGVector": return "`\(name)` decodes from a JSON array of numbers, which island does not model"
        default: return nil
        }
    }
}
