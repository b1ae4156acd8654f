import IslandText
import IslandJSON
import IslandTypes
extension ControlCharacters {
    /// Key paths of every string (key or value) inside `node` that holds a control character,
    /// in document order. The strings are read in place: a value without any (nearly every
    /// payload) costs one pass over its tape and builds no string and no path.
    package static func paths(in node: JSONNode, at path: String) -> [String] {
        guard holdsControl(node) else { return [] }
        var found: [String] = []
        collect(node, path: path, into: &found)
        return found
    }

    private static func collect(_ node: JSONNode, path: String, into found: inout [String]) {
        switch node.kind {
        case .string:
            if holdsControl(node) { found.append(path) }
        case .array:
            for (index, element) in node.elements.enumerated() where holdsControl(element) {
                collect(element, path: KeyPath.element(path, index), into: &found)
            }
        case .object:
            for (key, element) in node.members {
                let keyHolds = holdsControl(key.node)
                guard keyHolds || holdsControl(element) else { continue }
                let child = KeyPath.child(path, key.string)
                if keyHolds { found.append(child) }
                collect(element, path: child, into: &found)
            }
        case .null, .bool, .number:
            break
        }
    }

    /// Whether a string inside `node` (keys included) holds a control character.
    static func holdsControl(_ node: JSONNode) -> Bool {
        node.containsScalar(outsidePrintableASCII: isControl)
    }
}
