/// The elements of an array node in order, read off the tape.
package struct JSONElements: Sequence, Sendable {
    let array: JSONNode

    package struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var cursor: Int
        let end: Int

        package mutating func next() -> JSONNode? {
            guard cursor < end else { return nil }
            let element = cursor
            cursor = Int(document.tape[element].next)
            return JSONNode(document: document, index: element)
        }
    }

    package func makeIterator() -> Iterator {
        let entry = array.entry
        guard entry.kind == .array else { return Iterator(document: array.document, cursor: 0, end: 0) }
        return Iterator(document: array.document, cursor: array.index + 1, end: Int(entry.next))
    }

    package var underestimatedCount: Int { array.kind == .array ? Int(array.entry.storedCount) : 0 }
}
