/// The grapheme cluster a cell shows, as a plain value: its UTF-8 bytes inline when they fit
/// in 15 (every letter, box-drawing line, CJK ideograph, flag and most emoji sequences), a
/// longer cluster's index in `GlyphSpill`, and its width in cells. Nothing in it is counted
/// by reference, so a grid of cells is built, copied, compared and freed as plain memory —
/// a `String` per cell cost a retain and a release at every step. Two glyphs are equal when
/// their clusters are (the spill interns each long cluster once).
package struct Glyph: Hashable, Sendable {
    /// Bytes 0–7 of the cluster, little-endian, or a spilled cluster's index.
    private let head: UInt64
    /// Bytes 8–14, and the top byte `meta`.
    private let tail: UInt64

    /// The top byte of `tail`: length in bits 0–3, width in bits 4–5, spilled in bit 7.
    private var meta: UInt64 { tail >> 56 }
    private static let spilled: UInt64 = 0x80
    /// Bytes a glyph holds inline.
    package static let inlineCapacity = 15

    private init(head: UInt64, tail: UInt64) {
        self.head = head
        self.tail = tail
    }

    /// One ASCII byte (printable ones are a cell wide, controls none).
    package init(ascii byte: UInt8) {
        self.init(head: UInt64(byte), tail: (1 | UInt64(byte >= 0x20 && byte < 0x7F ? 1 : 0) << 4) << 56)
    }

    /// One scalar whose width the caller knows.
    package init(_ scalar: Unicode.Scalar, width: Int) {
        var head: UInt64 = 0
        var length: UInt64 = 0
        for byte in UTF8.encode(scalar)! {
            head |= UInt64(byte) << (8 * length)
            length += 1
        }
        self.init(head: head, tail: (length | UInt64(width & 3) << 4) << 56)
    }

    /// A cluster whose width the caller knows.
    package init(_ grapheme: Character, width: Int) {
        let utf8 = grapheme.utf8
        let count = utf8.count
        guard count <= Self.inlineCapacity else {
            let index = GlyphSpill.shared.index(of: String(grapheme))
            if let index {
                self.init(head: UInt64(index), tail: (Self.spilled | UInt64(width & 3) << 4) << 56)
            } else {
                self.init(Self.inlinePrefix(of: grapheme), width: width)
            }
            return
        }
        var head: UInt64 = 0
        var tail: UInt64 = 0
        for (offset, byte) in utf8.enumerated() {
            if offset < 8 { head |= UInt64(byte) << (8 * offset) } else { tail |= UInt64(byte) << (8 * (offset - 8)) }
        }
        self.init(head: head, tail: tail | (UInt64(count) | UInt64(width & 3) << 4) << 56)
    }

    /// A cluster, its width measured.
    package init(_ grapheme: Character) {
        self.init(grapheme, width: TextWidth.width(of: grapheme))
    }

    /// What a glyph keeps of a cluster the spill does not take: its leading scalars that fit
    /// inline (the base character and the marks nearest it). Only a letter under dozens of
    /// combining marks, or text made to exhaust the spill, ever gets here.
    package static func inlinePrefix(of grapheme: Character) -> Character {
        var prefix = String.UnicodeScalarView()
        var bytes = 0
        for scalar in grapheme.unicodeScalars {
            bytes += UTF8.width(scalar)
            if bytes > inlineCapacity { break }
            prefix.append(scalar)
        }
        return String(prefix).first ?? " "
    }

    package static let space = Glyph(ascii: 0x20)
    /// The empty glyph of a wide cluster's continuation cell.
    package static let none = Glyph(head: 0, tail: 0)

    /// Cells the cluster occupies: 0, 1 or 2.
    package var width: Int { Int(meta >> 4 & 3) }

    package var isEmpty: Bool { tail == 0 && head == 0 }

    /// The ASCII byte when the glyph is one, else nil.
    package var ascii: UInt8? {
        meta & 0x8F == 1 && head < 0x80 ? UInt8(head) : nil
    }

    /// The cluster as text.
    package var string: String {
        if meta & Self.spilled != 0 { return GlyphSpill.shared.cluster(at: Int(head)) }
        let count = Int(meta & 0x0F)
        var words = (head.littleEndian, (tail & 0x00FF_FFFF_FFFF_FFFF).littleEndian)
        return withUnsafeBytes(of: &words) { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[0 ..< count]), as: UTF8.self)
        }
    }

    /// The cluster as a `Character` (a space for an empty glyph).
    package var character: Character { string.first ?? " " }
}
