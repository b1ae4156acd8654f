/// SplitMix64: a small, fast generator whose sequence depends only on its seed, so a
/// simulated trip is the same on every machine for the same `--seed`.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A new seed from an old one and a count, the same on every machine (1…999 999, like the
    /// random seeds island picks, so it is easy to type back as `--seed`).
    package static func derive(_ seed: UInt64, _ count: Int) -> UInt64 {
        var random = SeededRandom(seed: seed &+ UInt64(truncatingIfNeeded: count) &* 0x2545_F491_4F6C_DD1D)
        return random.next() % 999_999 + 1
    }
}
