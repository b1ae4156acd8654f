/// Where a presentation item reads its value: a field of the content state or of the static
/// attributes, possibly nested (`courier.name`) or an array element (`stops[0]`). Written
/// without a prefix it is looked up in the content state first, then in the attributes.
package struct FieldPath: Hashable, Sendable, CustomStringConvertible {
    package enum Scope: String, Hashable, Sendable {
        case any
        case state
        case attributes
    }

    package enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    package var scope: Scope
    package var steps: [Step]

    package init(scope: Scope = .any, _ steps: [Step]) {
        self.scope = scope
        self.steps = steps
    }

    /// Parses `name`, `state.name`, `attributes.name`, `a.b`, `a[0].b`; nil for a malformed path.
    package init?(parsing text: String) {
        var scope = Scope.any
        var rest = Substring(text)
        for candidate in [Scope.state, .attributes] where rest.hasPrefix(candidate.rawValue + ".") {
            scope = candidate
            rest = rest.dropFirst(candidate.rawValue.count + 1)
        }
        var steps: [Step] = []
        for part in rest.split(separator: ".", omittingEmptySubsequences: false) {
            var segment = part
            var indices: [Int] = []
            while segment.hasSuffix("]"), let open = segment.lastIndex(of: "[") {
                guard let index = Int(segment[segment.index(after: open)..<segment.index(before: segment.endIndex)]), index >= 0 else {
                    return nil
                }
                indices.insert(index, at: 0)
                segment = segment[..<open]
            }
            guard !segment.isEmpty, !segment.contains("["), !segment.contains("]") else { return nil }
            steps.append(.key(String(segment)))
            steps += indices.map(Step.index)
        }
        guard !steps.isEmpty else { return nil }
        self.scope = scope
        self.steps = steps
    }

    /// The first key: the top-level field.
    package var root: String? {
        if case .key(let key) = steps.first { return key }
        return nil
    }

    package var description: String {
        var text = scope == .any ? "" : scope.rawValue + "."
        for (offset, step) in steps.enumerated() {
            switch step {
            case .key(let key): text += (offset == 0 ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
