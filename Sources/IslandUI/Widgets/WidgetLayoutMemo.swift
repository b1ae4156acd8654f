import IslandTypes

/// What one layout pass has already worked out: a stack's distribution and a text's size for a
/// proposal, and a text's glyphs in a look. SwiftUI's rules ask a child its size several times
/// (at its least, its most, then at what it is offered), and a parent's answer asks its children
/// again, so without this a nested stack costs the product of its depths; with it, each view is
/// measured once for each proposal it gets.
///
/// A view is known by the storage of its children (a stack's, a group's) or its runs (a text's):
/// the tree is immutable and the one being laid out holds every part of it for the whole pass,
/// so no storage is freed and reused while the memo lives (one `WidgetLayout`, one `draw`). The
/// memo never changes a result: it returns what the same question returned before.
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
    }

    struct GlyphKey: Hashable {
        var storage: UnsafeRawPointer?
        var environment: Int
    }

    typealias Stack = (size: WidgetLayout.Size, children: [WidgetView], lengths: [Int], spacing: Int)

    var stacks: [Key: Stack] = [:]
    var sizes: [Key: WidgetLayout.Size] = [:]
    var glyphs: [GlyphKey: [WidgetLayout.Glyph]] = [:]
    private var environments: [WidgetLayout.Environment] = []

    func number(_ environment: WidgetLayout.Environment) -> Int {
        if let known = environments.firstIndex(of: environment) { return known }
        environments.append(environment)
        return environments.count - 1
    }

    static func storage<T>(_ array: [T]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
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
