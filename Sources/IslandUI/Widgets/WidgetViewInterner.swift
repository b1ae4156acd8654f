import IslandTypes

/// Makes a frame's views out of the frame before's wherever they are equal: an update that
/// changes the minutes gives a Lock Screen view whose line badge, destination and stops are
/// the very views (the same storage) laid out before, so the layout memo, which knows a view
/// by its storage, answers for them without measuring them again. Keeps the last frame's
/// views only. The views it returns equal the ones it is given.
///
/// Each view is looked up by a hash made from its own fields and its children's hashes (one
/// pass up the tree, not a hash of every subtree at every level); equality decides.
final class WidgetViewInterner {
    struct Node: Hashable {
        let view: WidgetView
        let hash: Int

        static func == (lhs: Node, rhs: Node) -> Bool { lhs.hash == rhs.hash && lhs.view == rhs.view }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private var previous: Set<Node> = []
    private var current: Set<Node> = []

    func intern(_ view: WidgetView) -> WidgetView { interned(view).view }

    private func interned(_ view: WidgetView) -> Node {
        var hasher = Hasher()
        let rebuilt: WidgetView
        func inner(_ child: WidgetView) -> WidgetView {
            let node = interned(child)
            hasher.combine(node.hash)
            return node.view
        }
        switch view {
        case .stack(var stack):
            hasher.combine(1)
            hasher.combine(stack.axis)
            hasher.combine(stack.alignment)
            hasher.combine(stack.spacing)
            hasher.combine(stack.isLabel)
            hasher.combine(stack.layer)
            hasher.combine(stack.isGeometry)
            stack.children = stack.children.map(inner)
            rebuilt = .stack(stack)
        case .group(let views):
            hasher.combine(2)
            rebuilt = .group(views.map(inner))
        case .fitting(let views):
            hasher.combine(3)
            rebuilt = .fitting(views.map(inner))
        case .modified(let child, let modifier):
            hasher.combine(4)
            hasher.combine(modifier)
            rebuilt = .modified(inner(child), modifier)
        case .region(let name, let priority, let child):
            hasher.combine(5)
            hasher.combine(name)
            hasher.combine(priority)
            rebuilt = .region(name, priority: priority, inner(child))
        case .button(let label, let control):
            hasher.combine(6)
            hasher.combine(control)
            rebuilt = .button(inner(label), control: control)
        case .toggle(let isOn, let label, let control):
            hasher.combine(7)
            hasher.combine(isOn)
            hasher.combine(control)
            rebuilt = .toggle(isOn, inner(label), control: control)
        case .progress(let fraction, let label):
            hasher.combine(8)
            hasher.combine(fraction)
            rebuilt = .progress(fraction, label: label.map(inner))
        default:
            // Views without views inside: hashed as they are.
            hasher.combine(view)
            rebuilt = view
        }
        let node = Node(view: rebuilt, hash: hasher.finalize())
        if let known = current.firstIndex(of: node) { return current[known] }
        if let known = previous.firstIndex(of: node) {
            current.insert(previous[known])
            return previous[known]
        }
        current.insert(node)
        return node
    }

    func intern(_ island: WidgetDynamicIsland) -> WidgetDynamicIsland {
        var made = island
        made.expanded = island.expanded.map(intern)
        made.compactLeading = intern(island.compactLeading)
        made.compactTrailing = intern(island.compactTrailing)
        made.minimal = intern(island.minimal)
        return made
    }

    /// The frame's views are in: the ones before it go.
    func endFrame() {
        previous = current
        current = []
    }
}
