/// The members of an object node in document order, read off the tape. A key that repeats
/// appears once, at its first position, with its last value (`JSONObject`'s rule); only an
/// object the parser flagged as possibly repeating a key pays for finding out.
package struct JSONMembers: Sequence, Sendable {
    let object: JSONNode

    package struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var cursor: Int
        let end: Int
        /// The exact member list of an object whose keys may repeat.
        var distinct: [(key: Int, value: Int)]?
        var position = 0

        package mutating func next() -> (key: JSONKey, value: JSONNode)? {
            if let distinct {
                guard position < distinct.count else { return nil }
                defer { position += 1 }
                let member = distinct[position]
                return (JSONKey(document: document, index: member.key), JSONNode(document: document, index: member.value))
            }
            guard cursor < end else { return nil }
            let key = cursor
            cursor = Int(document.tape[key + 1].next)
            return (JSONKey(document: document, index: key), JSONNode(document: document, index: key + 1))
        }
    }

    package func makeIterator() -> Iterator {
        let entry = object.entry
        guard entry.kind == .object else { return Iterator(document: object.document, cursor: 0, end: 0) }
        let distinct = entry.has(JSONTapeEntry.objectMaybeDuplicates) ? object.distinctMembers() : nil
        return Iterator(document: object.document, cursor: object.index + 1, end: Int(entry.next), distinct: distinct)
    }

    package var underestimatedCount: Int {
        let entry = object.entry
        guard entry.kind == .object else { return 0 }
        // A repeated key makes the stored count an overestimate.
        return entry.has(JSONTapeEntry.objectMaybeDuplicates) ? Swift.min(1, Int(entry.storedCount)) : Int(entry.storedCount)
    }
}
