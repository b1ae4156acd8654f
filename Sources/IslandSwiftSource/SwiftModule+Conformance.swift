/// Conformances as the compiler follows them: through protocols that refine others
/// (`protocol RegattaAttributes: ActivityAttributes`, `struct Race: RegattaAttributes`) and
/// through extensions (`extension Race: ActivityAttributes {}`), and the associated types a
/// conformance infers (`Pastry.ID` is the type of `Pastry.id`).
extension SwiftModule {
    /// Whether the type at `index` conforms to the protocol called `name` (its last dotted
    /// part, optionally qualified with `module`), directly or through protocols of the files.
    package func conforms(_ index: Int, to name: String, module qualifier: String? = nil) -> Bool {
        var seen: Set<Int> = []
        return conforms(index, to: name, qualifier: qualifier, seen: &seen)
    }

    private func conforms(_ index: Int, to name: String, qualifier: String?, seen: inout Set<Int>) -> Bool {
        guard seen.insert(index).inserted else { return false }
        for reference in nodes[index].inherited {
            guard case .named(let components) = reference, let last = components.last else { continue }
            if last.name == name, components.count == 1 || (components.count == 2 && components[0].name == qualifier) { return true }
            if components.count == 1, case .type(let target)? = lookup(last.name, from: nodes[index].parent),
               nodes[target].declaration.kind == .protocol, conforms(target, to: name, qualifier: qualifier, seen: &seen) {
                return true
            }
        }
        return false
    }

    /// The protocols of the files the type at `index` conforms to, nearest first.
    package func protocols(of index: Int) -> [Int] {
        var found: [Int] = []
        var queue = [index]
        while let next = queue.first {
            queue.removeFirst()
            for reference in nodes[next].inherited {
                guard case .named(let components) = reference, components.count == 1,
                      case .type(let target)? = lookup(components[0].name, from: nodes[next].parent),
                      nodes[target].declaration.kind == .protocol, !found.contains(target) else { continue }
                found.append(target)
                queue.append(target)
            }
        }
        return found
    }

    /// A member type or typealias of the type, or one its protocols' extensions give it
    /// (`extension RegattaAttributes { typealias ContentState = RaceState }`).
    package func memberThroughConformances(_ name: String, of index: Int) -> Found? {
        if let found = member(name, of: index) { return found }
        for protocolIndex in protocols(of: index) {
            if let found = member(name, of: protocolIndex) { return found }
        }
        return nil
    }

    /// An associated type the type's conformance infers from a stored property: `ID` of an
    /// `Identifiable` type is the type of its `id`; an `associatedtype Reading` of a protocol
    /// of the files is the type of the property the protocol declares as `Reading`. The
    /// property's type and the scope it is written in.
    package func inferredAssociatedType(_ name: String, of index: Int) -> (type: SwiftTypeReference, scope: Int)? {
        let properties = nodes[index].declaration.properties
        if name == "ID", conforms(index, to: "Identifiable", module: "Swift"),
           let id = properties.first(where: { $0.name == "id" && !$0.isStatic }), let type = id.type {
            return (type, index)
        }
        for protocolIndex in protocols(of: index) where nodes[protocolIndex].declaration.associatedTypes.contains(name) {
            for requirement in nodes[protocolIndex].declaration.properties {
                guard requirement.type == .name(name) || requirement.type == .optional(.name(name)),
                      let property = properties.first(where: { $0.name == requirement.name && !$0.isStatic }),
                      var type = property.type else { continue }
                if requirement.type == .optional(.name(name)), case .optional(let inner) = type { type = inner }
                return (type, index)
            }
        }
        return nil
    }
}
