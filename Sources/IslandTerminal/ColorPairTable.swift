/// ncurses colour pairs, allocated lazily per (foreground, background) and cached; a theme
/// change resets the table so the numbers are reused. When the terminal's pairs run out, the
/// rest draw with pair 0 (the terminal's colours): legible, never an error.
struct ColorPairTable {
    struct Key: Hashable {
        let foreground: Int32
        let background: Int32
    }

    /// Pairs 1 ..< limit can be defined (pair 0 is fixed by the terminal).
    let limit: Int32
    private var pairs: [Key: Int32] = [:]
    private var next: Int32 = 1

    init(limit: Int32) {
        self.limit = max(1, limit)
    }

    var count: Int { pairs.count }

    /// The pair for the colours; `define(pair, foreground, background)` is called once per
    /// new pair and returns whether the terminal accepted it.
    mutating func pair(foreground: Int32, background: Int32, define: (Int32, Int32, Int32) -> Bool) -> Int32 {
        if foreground == -1 && background == -1 { return 0 }
        let key = Key(foreground: foreground, background: background)
        if let known = pairs[key] { return known }
        guard next < limit, define(next, foreground, background) else {
            pairs[key] = 0
            return 0
        }
        pairs[key] = next
        next += 1
        return pairs[key]!
    }

    mutating func reset() {
        pairs = [:]
        next = 1
    }
}
