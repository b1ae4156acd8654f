import IslandText
/// Why a one-line payload is over APNs' limit as sent though its content would fit: what a
/// producer has to change. Escapes (`\u00e9` for `é`, as Python's `json.dumps` writes with its
/// default `ensure_ascii=True`) take six bytes where UTF-8 takes one to three; spaces after
/// `:` and `,` (its default separators) add one each.
enum OneLineBodySize {
    static func reason(_ line: ArraySlice<UInt8>, sent: Int, compact: Int, limit: Int) -> Sentence {
        let escapes = unicodeEscapes(in: line)
        let sizes = ["sent": String(sent), "limit": String(limit), "compact": String(compact)]
        // Each escape costs three to five bytes more than its UTF-8: the cause when they make
        // at least half of the difference.
        if escapes > 0, escapes * 3 * 2 >= sent - compact {
            return Sentence(.pushOneLineEscapes, sizes.merging(["escapes": String(escapes)]) { $1 })
        }
        return Sentence(.pushOneLineSpaces, sizes)
    }

    /// How many `\uXXXX` escapes the line holds (a `\\u` is an escaped backslash, not one).
    static func unicodeEscapes(in line: ArraySlice<UInt8>) -> Int {
        var count = 0
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == UInt8(ascii: "\\"), index + 1 < line.endIndex {
                if line[index + 1] == UInt8(ascii: "u") { count += 1 }
                index += 2
            } else {
                index += 1
            }
        }
        return count
    }
}
