import Foundation

/// A list of names — the keys an object is expected to have: a schema's fields, ActivityKit's
/// `aps` keys — ready to be matched against parsed objects in one walk over their tape. Keys
/// compare as `==` on `String` does, as a dictionary lookup would: a key and a name that are
/// both plain ASCII compare by their bytes; any other pair as strings, so canonically
/// equivalent texts match ("é" and "e\u{301}", "K" and the Kelvin sign).
package struct JSONKeyTable: Hashable, Sendable {
    /// One reference however many names: a table rides along in every copy of a schema.
    private final class Storage: Sendable {
        let names: [String]
        /// The names' UTF-8, one after another; `ranges[i]` is `names[i]`'s.
        let utf8: [UInt8]
        let ranges: [Range<Int>]
        let isASCII: [Bool]
        /// No two names are one text: a key is at most one of them, and the search for it
        /// stops at the first.
        let distinct: Bool

        init(_ names: [String]) {
            self.names = names
            var utf8: [UInt8] = []
            var ranges: [Range<Int>] = []
            for name in names {
                let start = utf8.count
                utf8 += name.utf8
                ranges.append(start ..< utf8.count)
            }
            self.utf8 = utf8
            self.ranges = ranges
            isASCII = names.map { $0.utf8.allSatisfy { $0 < 0x80 } }
            distinct = Set(names).count == names.count
        }
    }

    private let storage: Storage

    package init(_ names: [String]) {
        storage = Storage(names)
    }

    package var names: [String] { storage.names }
    package var count: Int { storage.names.count }

    package static func == (lhs: JSONKeyTable, rhs: JSONKeyTable) -> Bool {
        lhs.storage === rhs.storage || lhs.names == rhs.names
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(names)
    }

    /// Walks the members of `object` (in document order; a repeated key once, at its first
    /// position, with its last value) and calls `matched(name, key, value)` for every name a
    /// member's key is — `key` and `value` being tape positions (`JSONNode.child(at:)`) — and
    /// `unmatched(key, value)` for a member whose key is none of them. Nothing for a value that
    /// is not an object.
    package func match(_ object: JSONNode, matched: (_ name: Int, _ key: Int, _ value: Int) -> Void,
                       unmatched: (_ key: Int, _ value: Int) -> Void) {
        let document = object.document
        let entry = object.entry
        guard entry.kind == .object else { return }
        let members = entry.has(JSONTapeEntry.objectMaybeDuplicates) ? object.distinctMembers() : nil
        let names = storage.names
        let ranges = storage.ranges
        let isASCII = storage.isASCII
        let distinct = storage.distinct
        // Members usually come in the names' order: with distinct names, each key is looked
        // for first at the name after the one the previous key was, so most take one comparison.
        var expected = 0
        let tape = document.tape
        document.bytes.withUnsafeBufferPointer { bytes in
            storage.utf8.withUnsafeBufferPointer { nameBytes in
                func visit(_ key: Int, _ value: Int) {
                    let keyEntry = tape[key]
                    var found = false
                    if JSONNode.isPlain(keyEntry) {
                        let content = JSONDocumentParser.content(of: keyEntry)
                        for offset in names.indices {
                            let name = distinct ? (expected + offset) % names.count : offset
                            let range = ranges[name]
                            let same = range.count == content.count
                                && (range.isEmpty || memcmp(bytes.baseAddress! + content.lowerBound, nameBytes.baseAddress! + range.lowerBound, range.count) == 0)
                            // A plain key and a name that is not ASCII may still be one text.
                            if same || (!isASCII[name] && JSONNode.text(of: keyEntry, bytes) == names[name]) {
                                matched(name, key, value)
                                found = true
                                if distinct {
                                    expected = name + 1
                                    break
                                }
                            }
                        }
                    } else {
                        let text = JSONNode.text(of: keyEntry, bytes)
                        for name in names.indices where text == names[name] {
                            matched(name, key, value)
                            found = true
                        }
                    }
                    if !found { unmatched(key, value) }
                }
                if let members {
                    for member in members { visit(member.key, member.value) }
                } else {
                    var cursor = object.index + 1
                    let end = Int(entry.next)
                    while cursor < end {
                        visit(cursor, cursor + 1)
                        cursor = Int(tape[cursor + 1].next)
                    }
                }
            }
        }
    }
}

extension JSONNode {
    /// The value at a tape position of this node's document (from `JSONKeyTable.match`).
    package func child(at position: Int) -> JSONNode {
        JSONNode(document: document, index: position)
    }

    /// The key at a tape position of this node's document (from `JSONKeyTable.match`).
    package func key(at position: Int) -> JSONKey {
        JSONKey(document: document, index: position)
    }
}
