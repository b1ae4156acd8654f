import Foundation
import IslandCore
import IslandJSON

/// Compares `JSONDocument` with `ReferenceJSONParser` (the reference) and with `JSONSerialization`:
/// each function returns nil when they agree, else what differs.
enum JSONDocumentComparison {
    /// Parses `bytes` both ways: the same error, or documents that agree everywhere.
    static func againstParser(_ bytes: [UInt8]) -> String? {
        let old: Result<JSONValue, JSONParseError> = Result { () throws(JSONParseError) in try ReferenceJSONParser.parse(bytes) }
        let new: Result<JSONDocument, JSONParseError> = Result { () throws(JSONParseError) in try JSONDocument(parsing: bytes) }
        switch (old, new) {
        case (.success(let value), .success(let document)):
            return node(document.root, matches: value, path: "$")
        case (.failure(let oldError), .failure(let newError)):
            return oldError == newError ? nil : "ReferenceJSONParser: \(oldError), JSONDocument: \(newError)"
        case (.success, .failure(let error)):
            return "ReferenceJSONParser accepts, JSONDocument rejects: \(error)"
        case (.failure(let error), .success):
            return "ReferenceJSONParser rejects (\(error)), JSONDocument accepts"
        }
    }

    /// Everything a node answers, against the reference value.
    static func node(_ node: JSONNode, matches value: JSONValue, path: String) -> String? {
        let written = JSONWriter.string(value)
        if node.compactSize != written.utf8.count {
            return "\(path): compactSize \(node.compactSize), JSONWriter writes \(written.utf8.count) bytes"
        }
        if JSONSize.compact(node) != JSONSize.compact(value) {
            return "\(path): JSONSize.compact \(JSONSize.compact(node)) of the node, \(JSONSize.compact(value)) of its value"
        }
        // The node's own bytes are a JSON text of the same value.
        let slice = Array(node.document.bytes[node.byteRange])
        guard let reparsed = try? ReferenceJSONParser.parse(slice), JSONWriter.string(reparsed) == written else {
            return "\(path): byteRange \(node.byteRange) holds \(String(decoding: slice, as: UTF8.self))"
        }
        if JSONWriter.string(node.value) != written { return "\(path): value \(JSONWriter.string(node.value)), expected \(written)" }
        var writtenBytes: [UInt8] = []
        JSONWriter.write(node, into: &writtenBytes)
        if writtenBytes != Array(written.utf8) {
            return "\(path): JSONWriter.write(node) writes \(String(decoding: writtenBytes, as: UTF8.self)), expected \(written)"
        }
        if node.typeName != value.typeName { return "\(path): \(node.typeName), expected \(value.typeName)" }
        switch value {
        case .null:
            if !node.isNull || node.kind != .null { return "\(path): not null" }
        case .bool(let bool):
            if node.bool != bool { return "\(path): bool \(String(describing: node.bool)), expected \(bool)" }
        case .number(let number):
            if node.numberLiteral != number.literal { return "\(path): literal \(node.numberLiteral ?? "nil"), expected \(number.literal)" }
            if node.double?.bitPattern != number.double.bitPattern {
                return "\(path): \(number.literal) reads \(String(describing: node.double)), expected \(number.double)"
            }
            if node.isIntegerLiteral != number.isIntegerLiteral { return "\(path): isIntegerLiteral differs for \(number.literal)" }
            if node.exactInt != number.exactInt { return "\(path): exactInt \(String(describing: node.exactInt)) for \(number.literal)" }
            if node.number != number { return "\(path): number differs" }
        case .string(let string):
            if node.string != string { return "\(path): string \(String(reflecting: node.string)), expected \(String(reflecting: string))" }
            if !node.stringEquals(string) { return "\(path): stringEquals(\(String(reflecting: string))) is false" }
            if node.stringEquals(string + "x") { return "\(path): stringEquals a longer text" }
        case .array(let array):
            if node.count != array.count { return "\(path): count \(node.count), expected \(array.count)" }
            let elements = Array(node.elements)
            if elements.count != array.count { return "\(path): \(elements.count) elements, expected \(array.count)" }
            for (index, (element, expected)) in zip(elements, array).enumerated() {
                if let problem = self.node(element, matches: expected, path: "\(path)[\(index)]") { return problem }
            }
        case .object(let object):
            if node.count != object.count { return "\(path): count \(node.count), expected \(object.count)" }
            let members = Array(node.members)
            if members.map(\.key.string) != object.keys {
                return "\(path): keys \(members.map(\.key.string)), expected \(object.keys)"
            }
            for (member, entry) in zip(members, object.entries) {
                if !member.key.equals(entry.key) { return "\(path): key \(entry.key) does not equal itself" }
                if let problem = self.node(member.value, matches: entry.value, path: "\(path).\(entry.key)") { return problem }
                guard let found = node[entry.key] else { return "\(path): subscript \(String(reflecting: entry.key)) finds nothing" }
                if found.byteRange != member.value.byteRange { return "\(path): subscript \(entry.key) finds another value" }
            }
            if node["\u{0}missing"] != nil { return "\(path): subscript finds a missing key" }
        }
        return nil
    }

    /// `JSONSerialization`'s reading of a text `ReferenceJSONParser` accepts, against the reference.
    static func againstFoundation(_ bytes: [UInt8]) -> String? {
        guard (try? ReferenceJSONParser.parse(bytes)) != nil else { return nil }
        let foundation: Any
        do {
            foundation = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
        } catch {
            return "JSONSerialization rejects what ReferenceJSONParser accepts: \(error)"
        }
        let document = try? JSONDocument(parsing: bytes)
        guard let document else { return "JSONDocument rejects what ReferenceJSONParser accepts" }
        return self.foundation(foundation, matches: document.root, path: "$")
    }

    /// swift-corelibs-foundation drops a U+FEFF that starts a run of unescaped text in a string
    /// (it decodes each run as if it were a file with a byte-order mark): texts with one are
    /// compared with `ReferenceJSONParser` only.
    static func comparableWithFoundation(_ bytes: [UInt8]) -> Bool {
        guard let value = try? ReferenceJSONParser.parse(bytes) else { return false }
        return !JSONWriter.string(value).unicodeScalars.contains("\u{FEFF}")
    }

    static func foundation(_ object: Any, matches node: JSONNode, path: String) -> String? {
        switch node.kind {
        case .null:
            return object is NSNull ? nil : "\(path): \(object), expected null"
        case .bool:
            return (object as? Bool) == node.bool ? nil : "\(path): \(object), expected \(node.bool!)"
        case .number:
            guard let number = object as? NSNumber else { return "\(path): \(object), expected a number" }
            let expected = node.double!
            // Foundation keeps big integers exactly (as Int64, UInt64 or Decimal); it agrees when
            // the same decimal value rounds to the same Double.
            if number.doubleValue == expected { return nil }
            if let decimal = object as? Decimal, Double(node.numberLiteral!) == expected,
               abs((decimal as NSDecimalNumber).doubleValue - expected) <= abs(expected) * 1e-12 { return nil }
            return "\(path): \(number) (\(number.doubleValue)), expected \(node.numberLiteral!) (\(expected))"
        case .string:
            return (object as? String) == node.string ? nil : "\(path): \(String(reflecting: object)), expected \(String(reflecting: node.string!))"
        case .array:
            guard let array = object as? [Any], array.count == node.count else { return "\(path): \(object), expected \(node.count) elements" }
            for (index, (element, child)) in zip(array, node.elements).enumerated() {
                if let problem = foundation(element, matches: child, path: "\(path)[\(index)]") { return problem }
            }
            return nil
        case .object:
            guard let dictionary = object as? [String: Any] else { return "\(path): \(object), expected an object" }
            guard dictionary.count == node.count else { return "\(path): \(object), expected \(node.count) members" }
            for member in node.members {
                guard let element = dictionary[member.key.string] else { return "\(path): no \(member.key.string)" }
                if let problem = foundation(element, matches: member.value, path: "\(path).\(member.key.string)") { return problem }
            }
            return nil
        }
    }
}
