import IslandText
import IslandSwiftSource
/// The standard library and Foundation types an attributes file uses without declaring them:
/// which schema type each is, and why the ones island does not model are left out.
package enum SwiftBuiltinTypes {
    /// Module names a type may be qualified with (`Foundation.Date`, `Swift.Int`).
    package static let moduleNames = SwiftModuleNames.known

    /// Names that are one schema type: the schema file's names (`SchemaFile.scalarNames`) and
    /// their Swift aliases.
    package static func scalar(_ name: String) -> SchemaType? {
        if name != "Any", let match = SchemaFile.scalarNames.first(where: { $0.0 == name }) { return match.1 }
        switch name {
        case "Float64": return .double
        case "Float32": return .float
        // CoreLocation's and Foundation's aliases of Double.
        case "CLLocationDegrees", "CLLocationDistance", "CLLocationSpeed", "CLLocationDirection", "CLLocationAccuracy": return .double
        default: return nil
        }
    }

    /// Whether `Range`/`ClosedRange` of it compiles (its values are `Comparable`).
    package static func isComparable(_ type: SchemaType) -> Bool {
        switch type {
        case .string, .int, .sizedInt, .double, .float, .timeInterval, .decimal, .date, .uuid: return true
        default: return false
        }
    }

    /// `Measurement<UnitX>` as Foundation codes it: `{"value": …, "unit": {"symbol": …,
    /// "converter": {"coefficient": …, "constant": …}}}` (the converter only for a
    /// `Dimension`, which every unit type but `Unit` itself is).
    package static func measurement(_ unit: String) -> ObjectSchema {
        var unitFields = [SchemaField("symbol", .string)]
        if unit != "Unit" {
            unitFields.append(SchemaField("converter", .object(ObjectSchema([SchemaField("coefficient", .double), SchemaField("constant", .double)], name: "UnitConverterLinear"))))
        }
        return ObjectSchema([SchemaField("value", .double), SchemaField("unit", .object(ObjectSchema(unitFields, name: unit)))], name: "Measurement")
    }

    /// Types apps put in their state that are not `Codable`: a struct storing one does not
    /// compile, so the app's code as written is not what runs.
    package static func notCodable(_ name: String) -> Sentence? {
        let types: Set<String> = [
            "Color", "UIColor", "NSColor", "CGColor", "Image", "UIImage", "NSImage", "CGImage", "Font", "UIFont",
            "CLLocationCoordinate2D", "CLLocation", "MKCoordinateRegion", "MKCoordinateSpan", "MKMapItem", "LocalizedStringKey",
            "NSAttributedString", "Text", "AnyView", "ShapeStyle", "Gradient", "LinearGradient",
        ]
        guard types.contains(name) else { return nil }
        return Sentence(.swiftNotCodable, ["type": name])
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
    package static func unmodelled(_ name: String) -> Sentence? {
        switch name {
        case "Character": return Sentence(.swiftCharacterUnmodelled)
        case "Float16", "Float80", "Int128", "UInt128": return Sentence(.swiftNumberUnmodelled, ["type": name])
        case "Any", "AnyObject", "AnyHashable", "Codable", "Decodable", "Encodable": return Sentence(.swiftNotConcrete, ["type": name])
        default: return nil
        }
    }
}
