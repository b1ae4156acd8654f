/// "Did you mean …?" for keys: `contentState`, `content_state` and `staleDate` are the usual
/// spellings of `content-state` and `stale-date` that iOS silently ignores.
package enum KeySuggestion {
    package static func nearest(to key: String, among candidates: [String]) -> String? {
        let wanted = normalized(key)
        guard !wanted.isEmpty else { return nil }
        if let exact = candidates.first(where: { normalized($0) == wanted && $0 != key }) { return exact }
        var best: (String, Int)?
        for candidate in candidates where candidate != key {
            let distance = editDistance(wanted, normalized(candidate))
            let allowed = min(2, max(wanted.count, candidate.count) / 4)
            if distance <= allowed, best.map({ distance < $0.1 }) ?? true { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Lowercase, without `-`, `_` and spaces.
    static func normalized(_ key: String) -> [Character] {
        Array(key.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// Optimal string alignment distance: a swap of two neighbours counts as one edit.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
