import Foundation
@testable import IslandCore
@testable import IslandJSON
@testable import IslandTypes

/// Decodes JSON both ways — a compiled `Codable` type through Foundation's `JSONDecoder`, a
/// schema through `SchemaDecoder` — and says whether they agree on the verdict, the reason
/// code and the key path. `compare` mutates every key path of a valid payload with every
/// replacement value (and removes it) and collects the disagreements.
enum DecodingComparison {
    enum Outcome: Equatable, CustomStringConvertible {
        case accepted
        /// `path` nil: Foundation did not say where (its number errors carry no path).
        case rejected(ReasonCode, path: String?)

        var description: String {
            switch self {
            case .accepted: return "accepted"
            case .rejected(let code, let path): return "\(code.rawValue) at \(path ?? "?")"
            }
        }
    }

    static let root = "content-state"

    static func foundation<T: Decodable>(_ type: T.Type, _ object: JSONObject) -> Outcome {
        do {
            _ = try JSONDecoder().decode(T.self, from: Data(JSONWriter.string(.object(object)).utf8))
            return .accepted
        } catch let error as DecodingError {
            switch error {
            case .keyNotFound(let key, let context):
                return .rejected(.rejectedKeyNotFound, path: path(context.codingPath + [key]))
            case .valueNotFound(_, let context):
                return .rejected(.rejectedValueNotFound, path: path(context.codingPath))
            case .typeMismatch(_, let context):
                return .rejected(.rejectedTypeMismatch, path: path(context.codingPath))
            case .dataCorrupted(let context):
                return .rejected(.rejectedDataCorrupted, path: context.codingPath.isEmpty ? nil : path(context.codingPath))
            @unknown default:
                return .rejected(.rejectedInvalidJSON, path: nil)
            }
        } catch {
            return .rejected(.rejectedInvalidJSON, path: nil)
        }
    }

    /// A coding path as island writes key paths: array positions as `[i]`, keys (an
    /// `Int`-keyed dictionary's too) as `.key`.
    static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce(root) { path, key in
            if let index = key.intValue, key.stringValue == "Index \(index)" { return KeyPath.element(path, index) }
            return KeyPath.child(path, key.stringValue)
        }
    }

    static func interpreter(_ schema: ObjectSchema, _ object: JSONObject) -> Outcome {
        problems(schema, object).first ?? .accepted
    }

    /// Every problem the interpreter finds, in its order (the first is its verdict).
    static func problems(_ schema: ObjectSchema, _ object: JSONObject) -> [Outcome] {
        let result = SchemaDecoder.decode(JSONNode(object), as: schema, path: root, typeName: "T", now: Date(timeIntervalSince1970: 1_764_417_600))
        return result.problems.map { .rejected($0.code, path: String($0.english.prefix { $0 != ":" })) }
    }

    /// Agreement, or — where the first failure lies among a dictionary's entries — Foundation's
    /// failure among the interpreter's problems in the same dictionary: Foundation decodes a
    /// dictionary's entries in hash order, which changes from run to run, so which faulty
    /// entry it names first is chance; the interpreter names the first in the payload's order.
    static func agree(_ foundation: Outcome, _ problems: [Outcome], schema: ObjectSchema) -> Bool {
        let verdict = problems.first ?? .accepted
        if agree(foundation, verdict) { return true }
        guard case .rejected(let code, let path) = foundation, case .rejected(_, let verdictPath?) = verdict,
              let dictionary = parent(verdictPath), isDictionary(dictionary, in: schema) else { return false }
        return problems.contains { problem in
            guard case .rejected(let problemCode, let problemPath?) = problem, problemCode == code, parent(problemPath) == dictionary else { return false }
            return path == nil || path == problemPath
        }
    }

    /// `content-state.a.b` → `content-state.a`; `content-state.a[2]` → `content-state.a`.
    static func parent(_ path: String) -> String? {
        guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
        return String(path[..<cut])
    }

    /// Whether the value at `path` (plain keys and indices below `content-state`) is a dictionary.
    static func isDictionary(_ path: String, in schema: ObjectSchema) -> Bool {
        var type = SchemaType.object(schema)
        var rest = Substring(path.dropFirst(root.count))
        while !rest.isEmpty {
            if rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]"), case .array(let element) = type.wrapped else { return false }
                type = element
                rest = rest[rest.index(after: close)...]
            } else if rest.hasPrefix(".") {
                rest = rest.dropFirst()
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                let key = String(rest[..<end])
                rest = rest[end...]
                switch type.wrapped {
                case .object(let object):
                    guard let field = object.field(forKey: key) else { return false }
                    type = field.type
                case .dictionary(_, let value):
                    type = value
                default:
                    return false
                }
            } else {
                return false
            }
        }
        if case .dictionary = type.wrapped { return true }
        return false
    }

    static func agree(_ foundation: Outcome, _ interpreter: Outcome) -> Bool {
        switch (foundation, interpreter) {
        case (.accepted, .accepted): return true
        case (.rejected(let a, let pathA), .rejected(let b, let pathB)): return a == b && (pathA == nil || pathA == pathB)
        default: return false
        }
    }

    enum PathStep: Hashable, CustomStringConvertible {
        case key(String)
        case index(Int)

        var description: String {
            switch self {
            case .key(let key): return ".\(key)"
            case .index(let index): return "[\(index)]"
            }
        }
    }

    /// Every key path of `value`: object keys and array elements, at every depth.
    static func paths(_ value: JSONValue, prefix: [PathStep] = []) -> [[PathStep]] {
        switch value {
        case .object(let object):
            return object.keys.flatMap { [prefix + [.key($0)]] + paths(object[$0]!, prefix: prefix + [.key($0)]) }
        case .array(let array):
            return array.indices.flatMap { [prefix + [.index($0)]] + paths(array[$0], prefix: prefix + [.index($0)]) }
        default:
            return []
        }
    }

    /// `value` with the element at `path` replaced (nil removes it).
    static func replacing(_ value: JSONValue, at path: ArraySlice<PathStep>, with replacement: JSONValue?) -> JSONValue? {
        guard let step = path.first else { return replacement }
        switch (value, step) {
        case (.object(var object), .key(let key)):
            object[key] = replacing(object[key] ?? .null, at: path.dropFirst(), with: replacement)
            return .object(object)
        case (.array(var array), .index(let index)):
            if let new = replacing(array[index], at: path.dropFirst(), with: replacement) { array[index] = new } else { array.remove(at: index) }
            return .array(array)
        default:
            return value
        }
    }

    struct Comparison {
        var cases = 0
        var rejected = 0
        var disagreements: [String] = []

        var summary: String { disagreements.prefix(25).joined(separator: "\n") }
    }

    /// Mutates every key path of `base` with every replacement (and removal) and compares.
    static func compare<T: Decodable>(_ type: T.Type, base: JSONObject, schema: ObjectSchema, replacements: [JSONValue] = DecodingComparison.replacements) -> Comparison {
        var result = Comparison()
        let baseline = (foundation(T.self, base), interpreter(schema, base))
        if baseline != (.accepted, .accepted) {
            result.disagreements.append("the base payload: Foundation \(baseline.0), schema \(baseline.1)")
        }
        for path in paths(.object(base)) {
            for replacement in [nil] + replacements.map(Optional.some) {
                guard let mutated = replacing(.object(base), at: path[...], with: replacement)?.objectValue else { continue }
                result.cases += 1
                let a = foundation(T.self, mutated)
                let found = problems(schema, mutated)
                let b = found.first ?? .accepted
                if a != .accepted { result.rejected += 1 }
                if !agree(a, found, schema: schema) {
                    let shown = replacement.map { JSONWriter.string($0) } ?? "<removed>"
                    result.disagreements.append("\(path.map(\.description).joined()) = \(shown): Foundation \(a), schema \(b)")
                }
            }
        }
        return result
    }

    static func number(_ literal: String) -> JSONValue {
        .number(JSONNumber(literal: literal, double: Double(literal)!))
    }

    /// Every JSON type, strings that are (nearly) URLs, UUIDs and enum values, and the numbers
    /// on the edges of every integer width, of Float, Double and Decimal; objects with keys
    /// an `Int`-keyed dictionary accepts or not.
    static let replacements: [JSONValue] = [
        "x", "", " ", "https://example.com/a b", "http://x y", "ht tp://x", "%", "https://apple.com/live?id=1",
        "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "E621E1F8C36C495A93FC0C247A3E6E5F", "{e621e1f8-c36c-495a-93fc-0c247a3e6e5f}",
        "alpha", "b", "low", "1", .null, true, false, [], [:],
        number("0"), number("-0"), number("3"), number("3.0"), number("3.5"), number("-1"), number("1e3"), number("2.5e-1"),
        number("127"), number("128"), number("-128"), number("-129"), number("255"), number("256"), number("32767"), number("32768"),
        number("-32769"), number("65535"), number("65536"), number("2147483647"), number("2147483648"), number("-2147483649"),
        number("4294967295"), number("4294967296"), number("9223372036854775807"), number("9223372036854775808"),
        number("-9223372036854775809"), number("18446744073709551615"), number("18446744073709551616"), number("1e19"),
        number("1.8446744073709552e19"), number("9223372036854775808.5"), number("9007199254740993.0"),
        number("3.4028235e38"), number("3.4028236e38"), number("3.5e38"), number("1e-39"), number("1e-45"), number("1e-46"),
        number("1e-300"), number("1e-400"), number("1.5e300"), number("0.1"), number("123456789012345678901234567890.5"),
        ["a"], [number("1")], [.null], ["x": "y"], ["1": "a"], ["1": number("2")], ["01": number("1")], ["1.0": number("1")],
        ["-1": number("1")], ["": number("1")], ["x": number("1"), "1": "a"], ["1": .null],
        ["label": "l", "w": number("0.5")], ["label": "l", "w": "0.5"], ["label": "l"],
    ]
}
