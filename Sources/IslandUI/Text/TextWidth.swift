/// Terminal cell widths, locale-free (the C library's `wcwidth` returns -1 in the C locale
/// that `swift test` runs in). East Asian Wide/Fullwidth and emoji-presentation characters are
/// 2 cells, combining marks and zero-width characters 0, everything else 1.
package enum TextWidth {
    /// Cells a grapheme cluster occupies.
    package static func width(of grapheme: Character) -> Int {
        // Plain ASCII (most of every frame): one byte, printable or a control.
        let utf8 = grapheme.utf8
        if utf8.count == 1, let byte = utf8.first { return byte < 0x20 || byte == 0x7F ? 0 : 1 }
        // One scalar (a box-drawing line, an umlaut, most glyphs): its own width, decoded from
        // the bytes without walking the cluster's scalars.
        if let scalar = singleScalar(utf8) { return width(of: scalar) }
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if scalars.contains(where: { (0x1F1E6...0x1F1FF).contains($0.value) }), scalars.count >= 2 { return 2 }
        return width(of: first)
    }

    /// The scalar a cluster's UTF-8 bytes encode when they are exactly one scalar.
    private static func singleScalar(_ utf8: String.UTF8View) -> Unicode.Scalar? {
        guard let lead = utf8.first else { return nil }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard utf8.count == length, length > 1 else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for byte in utf8.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        return Unicode.Scalar(value)
    }

    /// Cells a string occupies.
    package static func width(of text: some StringProtocol) -> Int {
        // All ASCII: a cell per printable byte, without breaking the text into graphemes
        // (CR LF, the one ASCII cluster of two, is as wide as its two controls: 0).
        var printable = 0
        for byte in text.utf8 {
            if byte >= 0x80 {
                var cells = 0
                forEachCluster(text) { cluster in cells += cluster.width }
                return cells
            }
            if byte >= 0x20 && byte != 0x7F { printable += 1 }
        }
        return printable
    }

    /// A grapheme cluster of a text: an ASCII byte that is a cluster on its own, a scalar that
    /// is one, or any other cluster as a `Character`.
    package struct Cluster {
        /// The byte when the cluster is one ASCII byte; 0 otherwise.
        package let ascii: UInt8
        /// The scalar when the cluster is one non-ASCII scalar.
        package let scalar: Unicode.Scalar?
        /// The cluster when it is neither.
        package let character: Character?
        package let width: Int

        /// The cluster as a grapheme (built only when asked for).
        package var grapheme: Character {
            if let character { return character }
            if let scalar { return Character(scalar) }
            return Character(Unicode.Scalar(ascii))
        }
    }

    /// Calls `body` with each grapheme cluster of `text`, in order: the clusters
    /// `for character in text` gives, without grapheme breaking where no break rule can join
    /// two characters. At a cluster boundary, a character is a cluster of its own when the
    /// next one is a break for sure: ASCII before ASCII (no ASCII character extends or joins a
    /// cluster, except CR before LF, which are both controls and as wide together, 0, as
    /// apart), a scalar of the ranges without prepending characters (`standsAlone`) before
    /// ASCII, and ASCII or an `isolated` scalar before an `isolated` scalar. Everything else is
    /// walked a grapheme at a time.
    package static func forEachCluster<Text: StringProtocol>(_ text: Text, _ body: (Cluster) -> Void) {
        let walked: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            let count = bytes.count
            var offset = 0
            /// Whether the character at `next` (a scalar's start) cannot join what is before it
            /// when that is ASCII or an isolated scalar.
            func nextIsIsolated(_ next: Int) -> Bool {
                next < count && bytes[next] >= 0x80 && decodeScalar(bytes, at: next).map { isolated($0.0) } == true
            }
            while offset < count {
                let byte = bytes[offset]
                if byte < 0x80 {
                    if offset + 1 == count || bytes[offset + 1] < 0x80 || nextIsIsolated(offset + 1) {
                        body(Cluster(ascii: byte, scalar: nil, character: nil, width: byte < 0x20 || byte == 0x7F ? 0 : 1))
                        offset += 1
                        continue
                    }
                } else if let (scalar, length) = decodeScalar(bytes, at: offset), standsAlone(scalar) {
                    let next = offset + length
                    if next == count || bytes[next] < 0x80 || (isolated(scalar) && nextIsIsolated(next)) {
                        body(Cluster(ascii: 0, scalar: scalar, character: nil, width: width(of: scalar)))
                        offset = next
                        continue
                    }
                }
                let character = text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
                body(Cluster(ascii: 0, scalar: nil, character: character, width: width(of: character)))
                offset += character.utf8.count
            }
        }
        if walked == nil {
            for character in text { body(Cluster(ascii: 0, scalar: nil, character: character, width: width(of: character))) }
        }
    }

    /// Scalars of Grapheme_Cluster_Break "Other" or "Control" only, none a regional
    /// indicator, Hangul, an extending or spacing mark, a joiner, a linker or a prepending
    /// character: no rule joins two of them, or one of them and ASCII, into one cluster. Latin,
    /// Greek and Cyrillic letters, general punctuation (the ellipsis, the middle dot, dashes
    /// and quotes), currency, arrows, mathematical operators, box drawing, blocks, geometric
    /// shapes, dingbats, kana and CJK ideographs, fullwidth forms.
    private static func isolated(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0..<0x300, 0x370..<0x483, 0x2010..<0x2028, 0x2030..<0x205F, 0x2070..<0x20D0, 0x2100..<0x2C00,
             0x3041..<0x3099, 0x30A0..<0x3100, 0x4E00..<0xA000, 0xFF01..<0xFF9E:
            return true
        default:
            return false
        }
    }

    /// The scalar whose UTF-8 starts at `offset` (a lead byte) and its length in bytes.
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[offset]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, offset + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for i in 1..<length { value = value << 6 | UInt32(bytes[offset + i] & 0x3F) }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    /// Scalars that never join a following ASCII character into one cluster: the ranges that
    /// hold no prepending character (Grapheme_Cluster_Break=Prepend, the only kind that
    /// would) — Latin to Hebrew, punctuation, arrows, box drawing and symbols, CJK and Hangul,
    /// the private use area and the forms and specials blocks.
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80..<0x600, 0x2000..<0x3000, 0x3000..<0xD800, 0xE000...0xFFFF: return true
        default: return false
        }
    }

    /// Cells one scalar occupies on its own.
    package static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        if isZeroWidth(v) { return 0 }
        if isWide(v) { return 2 }
        return 1
    }

    static func isZeroWidth(_ v: UInt32) -> Bool {
        switch v {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
             0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF,
             0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0x20D0...0x20FF,
             0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
             0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
             0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
             0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
             0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
             0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
             0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4, 0x1F3F8...0x1F43E,
             0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
             0x1F57A, 0x1F595...0x1F596, 0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC,
             0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC,
             0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945,
             0x1F947...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The longest prefix of `text` that fits in `cells`, cut between grapheme clusters, with
    /// `ellipsis` appended when something was cut and the ellipsis fits.
    package static func truncate(_ text: String, toWidth cells: Int, ellipsis: String = "…") -> String {
        guard cells > 0 else { return "" }
        if width(of: text) <= cells { return text }
        let ellipsisWidth = width(of: ellipsis)
        let budget = cells - ellipsisWidth
        guard budget >= 0 else { return "" }
        var out = ""
        var used = 0
        for grapheme in text {
            let w = width(of: grapheme)
            if used + w > budget { break }
            out.append(grapheme)
            used += w
        }
        return out + ellipsis
    }

    /// `text` padded with spaces (or truncated) to exactly `cells` wide.
    package static func pad(_ text: String, toWidth cells: Int) -> String {
        let fitted = truncate(text, toWidth: cells)
        return fitted + String(repeating: " ", count: max(0, cells - width(of: fitted)))
    }
}
