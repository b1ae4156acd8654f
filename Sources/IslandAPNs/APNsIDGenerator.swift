/// Random version-4 UUIDs as text: the `apns-id` APNs makes for a request that brings none,
/// and the sandbox's `apns-unique-id`. One generator (xoshiro256**) seeded once from the
/// system's randomness, so an answer costs neither a `getrandom` call nor Foundation's `UUID`
/// and its text (each was a few microseconds of every answer). island's choice: the ids must
/// be unique, not unpredictable — APNs's ids are neither secret nor a credential.
package struct APNsIDGenerator: Sendable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// Seeded from the system's generator, or from `seed` (tests: the same ids every run).
    package init(seed: UInt64? = nil) {
        var generator = SeedSequence(seed ?? UInt64.random(in: .min ... .max))
        s0 = generator.next()
        s1 = generator.next()
        s2 = generator.next()
        s3 = generator.next()
    }

    /// `8-4-4-4-12` hex digits, upper case as Foundation's `uuidString`, or lower case as the
    /// sandbox writes `apns-unique-id`.
    package mutating func next(uppercase: Bool) -> String {
        var high = nextBits()
        var low = nextBits()
        // Version 4 (random) and the RFC 9562 variant.
        high = (high & ~0xF000) | 0x4000
        low = (low & ~(0xC000 << 48)) | (0x8000 << 48)
        let digits: StaticString = uppercase ? "0123456789ABCDEF" : "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 36) { out in
            digits.withUTF8Buffer { hex in
                var index = 0
                for nibble in 0..<32 {
                    if nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20 {
                        out[index] = UInt8(ascii: "-")
                        index += 1
                    }
                    let word = nibble < 16 ? high : low
                    out[index] = hex[Int((word >> UInt64(60 - (nibble % 16) * 4)) & 0xF)]
                    index += 1
                }
            }
            return 36
        }
    }

    private mutating func nextBits() -> UInt64 {
        let result = rotate(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotate(s3, 45)
        return result
    }

    private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

    /// SplitMix64, to spread one seed over the four words of state (never all zero).
    private struct SeedSequence {
        var state: UInt64
        init(_ seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
