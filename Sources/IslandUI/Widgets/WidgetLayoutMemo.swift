import IslandInput
import IslandTypes

/// What layout passes have already worked out: a stack's distribution and a text's size for a
/// proposal, and a text's glyphs in a look. SwiftUI's rules ask a child its size several times
/// (at its least, its most, then at what it is offered), and a parent's answer asks its children
/// again, so without this a nested stack costs the product of its depths; with it, each view is
/// measured once for each proposal it gets.
///
/// A view is known by the storage of its children (a stack's, a group's) or its runs (a text's).
/// Each entry holds that storage (`owner`), so it is never freed and reused for another view
/// while the entry lives. One memo may serve the frames of one activity (`WidgetFrameCache`):
/// the views of a frame that equal the frame before's are that frame's own (`WidgetViewInterner`),
/// so what did not change is not measured again; `endFrame` drops what the frame did not ask
/// for, so only the last frame's answers are kept. The memo never changes a result: it returns
/// what the same question returned before.
final class WidgetLayoutMemo {
    struct Key: Hashable {
        var storage: UnsafeRawPointer?
        /// A stack's axis and spacing (0 for text): the same children in another stack is another layout.
        var kind: Int
        var spacing: Double?
        var width: Int?
        var height: Int?
        /// The environment's place in `environments`: a pass sees a handful, and comparing
        /// with them costs less than hashing one for every question.
        var environment: Int

        // The storage and the proposal tell entries apart: hashing the rest costs more than it saves.
        func hash(into hasher: inout Hasher) {
            hasher.combine(storage)
            hasher.combine(width)
            hasher.combine(height)
        }
    }

    struct GlyphKey: Hashable {
        var storage: UnsafeRawPointer?
        var environment: Int
    }

    typealias Stack = (size: WidgetLayout.Size, children: [WidgetView], lengths: [Int], spacing: Int)

    /// An answer with the storage its key names.
    struct Kept<Value> {
        var value: Value
        /// The array whose storage the key names, held (an array in an `Any` is not copied).
        let owner: Any
    }

    /// Answers asked for (or made) in this frame, and in the frame before.
    private var stacks: [Key: Kept<Stack>] = [:]
    private var sizes: [Key: Kept<WidgetLayout.Size>] = [:]
    private var glyphs: [GlyphKey: Kept<[WidgetLayout.Glyph]>] = [:]
    private var oldStacks: [Key: Kept<Stack>] = [:]
    private var oldSizes: [Key: Kept<WidgetLayout.Size>] = [:]
    private var oldGlyphs: [GlyphKey: Kept<[WidgetLayout.Glyph]>] = [:]
    private var environments: [WidgetLayout.Environment] = []
    /// Answers worked out (not found): what tests count.
    private(set) var made = 0
    /// What every answer depends on besides the view: glyphs fold to ASCII or not.
    private var asciiOnly: Bool?

    /// Starts a layout with `asciiOnly`: a memo made for the other answers nothing.
    func begin(asciiOnly: Bool) {
        if self.asciiOnly != asciiOnly {
            clear()
            self.asciiOnly = asciiOnly
        }
    }

    /// The frame is done: what it did not ask for goes.
    func endFrame() {
        oldStacks = stacks
        oldSizes = sizes
        oldGlyphs = glyphs
        stacks = [:]
        sizes = [:]
        glyphs = [:]
        stacks.reserveCapacity(oldStacks.count)
        sizes.reserveCapacity(oldSizes.count)
        glyphs.reserveCapacity(oldGlyphs.count)
    }

    private func clear() {
        stacks = [:]
        sizes = [:]
        glyphs = [:]
        oldStacks = [:]
        oldSizes = [:]
        oldGlyphs = [:]
        environments = []
    }

    func number(_ environment: WidgetLayout.Environment) -> Int {
        if let known = environments.firstIndex(of: environment) { return known }
        environments.append(environment)
        return environments.count - 1
    }

    static func storage<T>(_ array: [T]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    private static func look<K, V>(_ key: K, _ table: inout [K: Kept<V>], _ old: [K: Kept<V>]) -> V? {
        if let known = table[key] { return known.value }
        guard let known = old[key] else { return nil }
        table[key] = known
        return known.value
    }

    func stack(_ key: Key) -> Stack? { Self.look(key, &stacks, oldStacks) }
    func size(_ key: Key) -> WidgetLayout.Size? { Self.look(key, &sizes, oldSizes) }
    func glyphs(_ key: GlyphKey) -> [WidgetLayout.Glyph]? { Self.look(key, &glyphs, oldGlyphs) }

    func keep(_ stack: Stack, _ key: Key, owner: [WidgetView]) {
        made += 1
        stacks[key] = Kept(value: stack, owner: owner)
    }

    func keep(_ size: WidgetLayout.Size, _ key: Key, owner: [WidgetTextRun]) {
        made += 1
        sizes[key] = Kept(value: size, owner: owner)
    }

    func keep(_ glyphs: [WidgetLayout.Glyph], _ key: GlyphKey, owner: [WidgetTextRun]) {
        made += 1
        self.glyphs[key] = Kept(value: glyphs, owner: owner)
    }

    func key(_ stack: WidgetStack, _ proposal: WidgetLayout.Proposal, _ environment: WidgetLayout.Environment) -> Key {
        let kind: Int
        switch stack.axis {
        case .horizontal: kind = 1
        case .vertical: kind = 2
        case .depth: kind = 3
        }
        return Key(storage: Self.storage(stack.children), kind: kind, spacing: stack.spacing, width: proposal.width, height: proposal.height,
                   environment: number(environment))
    }

    func key(_ runs: [WidgetTextRun], _ proposal: WidgetLayout.Proposal, _ environment: WidgetLayout.Environment) -> Key {
        Key(storage: Self.storage(runs), kind: 0, spacing: nil, width: proposal.width, height: proposal.height, environment: number(environment))
    }
}
