import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandTypes

/// The schema features an app's Swift file brings, decoded both ways: explicit `CodingKeys`
/// (renamed, reordered and omitted keys), nested types, dictionaries keyed by `String` and by
/// `Int`, `URL`, `UUID`, `Decimal`, `Float`, every fixed-width integer and `Int`-backed enums
/// of them. Foundation's `JSONDecoder` on the compiled struct is the judge; the schema is
/// written by hand, independently of the struct.
@Suite struct CodableDifferentialSwiftFeaturesTests {
    struct Features: Codable {
        enum Level: Int8, Codable { case low = -1, mid = 0, high = 1 }
        enum Kind: String, Codable { case alpha, beta = "b" }
        struct Inner: Codable {
            var label: String
            var weight: Float
            var tags: [String: Bool]?
            // Reordered and renamed: decoded in this order, under these keys.
            enum CodingKeys: String, CodingKey { case weight = "w", label, tags }
        }

        var renamed: Int
        var omitted: String = "kept"
        var link: URL
        var id: UUID
        var price: Decimal
        var ratio: Float
        var i8: Int8
        var i16: Int16
        var i32: Int32
        var i64: Int64
        var u8: UInt8
        var u16: UInt16
        var u32: UInt32
        var u64: UInt64
        var u: UInt
        var byName: [String: Int]
        var byNumber: [Int: String]
        var nested: Inner
        var list: [Inner]?
        var level: Level
        var kind: Kind?
        var optionalLink: URL?

        enum CodingKeys: String, CodingKey {
            case link, renamed = "renamed_key", id, price, ratio, i8, i16, i32, i64, u8, u16, u32, u64, u
            case byName = "by_name", byNumber, nested, list, level, kind, optionalLink
        }
    }

    static let schemaText = """
        {"types": {"Features": {"attributes": {}, "content-state": {
          "link": "URL",
          "renamed": {"type": "Int", "key": "renamed_key"},
          "id": "UUID", "price": "Decimal", "ratio": "Float",
          "i8": "Int8", "i16": "Int16", "i32": "Int32", "i64": "Int64",
          "u8": "UInt8", "u16": "UInt16", "u32": "UInt32", "u64": "UInt64", "u": "UInt",
          "byName": {"type": "[String: Int]", "key": "by_name"},
          "byNumber": "[Int: String]",
          "nested": {"name": "Inner", "object": {"weight": {"type": "Float", "key": "w"}, "label": "String", "tags": "[String: Bool]?"}},
          "list": {"array": {"name": "Inner", "object": {"weight": {"type": "Float", "key": "w"}, "label": "String", "tags": "[String: Bool]?"}}, "optional": true},
          "level": {"enum": [-1, 0, 1]},
          "kind": {"enum": ["alpha", "b"], "optional": true},
          "optionalLink": "URL?"
        }}}}
        """

    static let base = obj([
        "link": "https://example.com/orders/42", "renamed_key": 7, "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "price": 12.5, "ratio": 0.25, "i8": -5, "i16": 300, "i32": 70000, "i64": 5_000_000_000,
        "u8": 200, "u16": 60000, "u32": 4_000_000_000, "u64": 42, "u": 43,
        "by_name": ["a": 1, "b": 2], "byNumber": ["1": "one", "20": "twenty"],
        "nested": ["w": 1.5, "label": "n", "tags": ["hot": true]],
        "list": [["w": 2, "label": "first"], ["w": 3, "label": "second", "tags": [:]]],
        "level": 1, "kind": "b", "optionalLink": "https://example.com",
    ])

    static func schema() throws -> ObjectSchema {
        try #require(try SchemaFile.parse(schemaText).first).contentState
    }

    @Test func everyFeatureAgreesWithFoundation() throws {
        let result = DecodingComparison.compare(Features.self, base: Self.base, schema: try Self.schema())
        #expect(result.cases > 2500, "ran \(result.cases) cases")
        #expect(result.rejected > 1000, "rejected \(result.rejected)")
        #expect(result.disagreements.isEmpty, "\(result.disagreements.count) disagreements:\n\(result.summary)")
    }

    /// Foundation decodes in `CodingKeys` order, not in declaration order: with two faults,
    /// the first in `CodingKeys` is the verdict.
    @Test func codingKeysOrderDecidesTheVerdict() throws {
        var payload = Self.base
        payload["renamed_key"] = "seven"
        payload["link"] = 3
        let foundation = DecodingComparison.foundation(Features.self, payload)
        #expect(foundation == .rejected(.rejectedTypeMismatch, path: "content-state.link"))
        #expect(DecodingComparison.interpreter(try Self.schema(), payload) == foundation)
        var inner = Self.base
        inner["nested"] = ["w": "heavy", "label": 5]
        let nested = DecodingComparison.foundation(Features.self, inner)
        #expect(nested == .rejected(.rejectedTypeMismatch, path: "content-state.nested.w"))
        #expect(DecodingComparison.interpreter(try Self.schema(), inner) == nested)
    }

    /// A property left out of `CodingKeys` is never decoded, whatever the payload holds.
    @Test func anOmittedKeyIsIgnored() throws {
        var payload = Self.base
        payload["omitted"] = ["not": "a string"]
        #expect(DecodingComparison.foundation(Features.self, payload) == .accepted)
        #expect(DecodingComparison.interpreter(try Self.schema(), payload) == .accepted)
    }

    /// Keys of an `Int`-keyed dictionary, one by one.
    @Test(arguments: ["1", "-1", "01", "+1", "1.0", "x", "", " 1", "9223372036854775807", "9223372036854775808", "1e2", "0x10"])
    func intKeysDecodeAsFoundationDoes(key: String) throws {
        struct Box: Codable { var d: [Int: String] }
        let payload = obj(["d": .object(JSONObject([(key, "v")]))])
        let schema = ObjectSchema([SchemaField("d", .dictionary(key: .int, value: .string))])
        let foundation = DecodingComparison.foundation(Box.self, payload)
        #expect(DecodingComparison.agree(foundation, DecodingComparison.interpreter(schema, payload)),
                "key \(key): Foundation \(foundation), schema \(DecodingComparison.interpreter(schema, payload))")
    }

    /// Number literals into each fixed-width integer, `Float` and `Decimal`, one by one.
    @Test(arguments: [
        "0", "-0", "1", "-1", "1.0", "1.5", "1e2", "1E2", "2.5e-1", "127", "128", "-128", "-129", "255", "256", "32767", "32768",
        "65535", "65536", "2147483647", "2147483648", "4294967295", "4294967296", "9223372036854775807", "9223372036854775808",
        "18446744073709551615", "18446744073709551616", "18446744073709551615.0", "1e19", "1.8446744073709552e19",
        "9223372036854775808.5", "9007199254740993.0", "9007199254740993", "123456789012345678.5", "-0.0", "0.0",
        "3.4028235e38", "3.40282350e38", "3.4028235677973366e38", "3.4028235677973367e38", "3.5e38", "1e-38", "1e-39",
        "1.4e-45", "1e-45", "7e-46", "1e-46", "1e-300", "1.5e300", "0.1", "16777217", "1.00000001",
        "0e5", "0e1", "0e9", "0e10", "0e+5", "0e05", "-0e5", "0.0e5", "0e-5",
    ])
    func numbersDecodeIntoEveryWidthAsFoundationDoes(literal: String) throws {
        struct Widths: Codable {
            var i8: Int8?, i16: Int16?, i32: Int32?, i64: Int64?
            var u8: UInt8?, u16: UInt16?, u32: UInt32?, u64: UInt64?, u: UInt?
            var f: Float?, d: Double?, dec: Decimal?, t: TimeInterval?, date: Date?
        }
        let fields: [(String, SchemaType)] = [
            ("i8", .sizedInt(.int8)), ("i16", .sizedInt(.int16)), ("i32", .sizedInt(.int32)), ("i64", .sizedInt(.int64)),
            ("u8", .sizedInt(.uint8)), ("u16", .sizedInt(.uint16)), ("u32", .sizedInt(.uint32)), ("u64", .sizedInt(.uint64)),
            ("u", .sizedInt(.uint)), ("f", .float), ("d", .double), ("dec", .decimal), ("t", .timeInterval), ("date", .date),
        ]
        guard let double = Double(literal), double.isFinite else { return }
        for (name, type) in fields {
            let payload = obj(.object(JSONObject([(name, .number(JSONNumber(literal: literal, double: double)))])))
            let schema = ObjectSchema(fields.map { SchemaField($0.0, .optional($0.1)) })
            let foundation = DecodingComparison.foundation(Widths.self, payload)
            let interpreter = DecodingComparison.interpreter(schema, payload)
            #expect(DecodingComparison.agree(foundation, interpreter), "\(literal) as \(type.swiftName): Foundation \(foundation), schema \(interpreter)")
        }
    }

    /// URL strings, one by one: the interpreter asks the same `URL(string:)` Foundation does.
    @Test(arguments: ["", " ", "a", "a b", "%", "%zz", "http://x y", "ht tp://x", "http://[::1", "http://[::1]:80/", "https://apple.com/a?b=c#d",
                      "mailto:x@example.com", "file:///tmp/x", "//host/path", "\u{7F}", "é", "http://例え.テスト", "\\", "http://x/%", "::"])
    func urlsDecodeAsFoundationDoes(text: String) {
        struct Box: Codable { var u: URL }
        let payload = obj(["u": .string(text)])
        let schema = ObjectSchema([SchemaField("u", .url)])
        let foundation = DecodingComparison.foundation(Box.self, payload)
        #expect(DecodingComparison.agree(foundation, DecodingComparison.interpreter(schema, payload)), "\(text): Foundation \(foundation)")
    }

    /// UUID strings, one by one.
    @Test(arguments: ["e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8C36C495A93FC0C247A3E6E5F",
                      "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                      " E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "00000000-0000-0000-0000-000000000000", ""])
    func uuidsDecodeAsFoundationDoes(text: String) {
        struct Box: Codable { var u: UUID }
        let payload = obj(["u": .string(text)])
        let schema = ObjectSchema([SchemaField("u", .uuid)])
        let foundation = DecodingComparison.foundation(Box.self, payload)
        #expect(DecodingComparison.agree(foundation, DecodingComparison.interpreter(schema, payload)), "\(text): Foundation \(foundation)")
    }
}
