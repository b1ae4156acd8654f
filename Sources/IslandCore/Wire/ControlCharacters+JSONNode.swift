extension ControlCharacters {
    /// Key paths of every string (key or value) inside `node` that holds a control character,
    /// in document order. A value whose strings are all plain ASCII (most payloads) is passed
    /// over without building a string or a path.
    package static func paths(in node: JSONNode, at path: String) -> [String] {
        guard !node.holdsOnlyPlainStrings else { return [] }
        var found: [String] = []
        collect(node, path: path, into: &found)
        return found
    }

    private static func collect(_ node: JSONNode, path: String, into found: inout [String]) {
        switch node.kind {
        case .string:
            if !node.isPlainString, let text = node.string, contains(text) { found.append(path) }
        case .array:
            for (index, element) in node.elements.enumerated() { collect(element, path: KeyPath.element(path, index), into: &found) }
        case .object:
            for (key, element) in node.members {
                let name = key.string
                let child = KeyPath.child(path, name)
                if !key.node.isPlainString, contains(name) { found.append(child) }
                collect(element, path: child, into: &found)
            }
        case .null, .bool, .number:
            break
        }
    }
}
