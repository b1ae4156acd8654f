import Foundation

/// The grapheme clusters too long for a `Glyph` to hold inline (family and profession emoji
/// sequences, letters under a few combining marks), each interned once for the process, so a
/// glyph stays a plain value and equal clusters are equal glyphs in every grid. Such clusters
/// are rare and few, but text is untrusted and the spill never forgets: it takes clusters of
/// at most `longestCluster` bytes (the longest emoji sequence is about 35) and at most
/// `capacity` of them, 4 MB at worst; past either the glyph keeps what fits inline.
package final class GlyphSpill: @unchecked Sendable {
    package static let shared = GlyphSpill(capacity: 1 << 16)
    /// The longest cluster a spill takes, in UTF-8 bytes.
    package static let longestCluster = 64

    private let capacity: Int
    // Guarded by `lock`.
    private var clusters: [String] = []
    private var indices: [String: Int] = [:]
    private let lock = NSLock()

    package init(capacity: Int) {
        self.capacity = capacity
    }

    /// The cluster's index, interned on first use; nil when the spill is full or the cluster
    /// longer than it takes.
    package func index(of cluster: String) -> Int? {
        guard cluster.utf8.count <= Self.longestCluster else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let index = indices[cluster] { return index }
        guard clusters.count < capacity else { return nil }
        clusters.append(cluster)
        indices[cluster] = clusters.count - 1
        return clusters.count - 1
    }

    package func cluster(at index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return clusters[index]
    }

    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return clusters.count
    }
}
