import IslandSwiftSource

/// A type's member typealiases name the type they stand for: `typealias ContentState =
/// JourneyStatus` inside `TrainAttributes` makes `TrainAttributes.ContentState` that struct,
/// with everything its extensions add (an `extension TrainAttributes.ContentState` among
/// them), as the compiler sees it.
enum WidgetTypeAliases {
    /// Every member typealias's full name → the full name of the declared type it names.
    static func targets(_ types: [String: SwiftTypeBody]) -> [String: String] {
        var targets: [String: String] = [:]
        for body in types.values where !body.typealiases.isEmpty {
            for (alias, target) in body.typealiases {
                let aliasName = body.name.isEmpty ? alias : body.name + "." + alias
                guard types[aliasName] == nil, let found = lookup(target, from: body.name, in: types) else { continue }
                targets[aliasName] = found
            }
        }
        return targets
    }

    /// After the extensions are merged: each alias is its target's body.
    static func apply(_ targets: [String: String], to types: inout [String: SwiftTypeBody]) {
        for (alias, target) in targets {
            if let body = types[target] { types[alias] = body }
        }
    }

    /// `target` as written inside `scope`: a sibling nested type first, then outward, then the name itself.
    static func lookup(_ target: String, from scope: String, in types: [String: SwiftTypeBody]) -> String? {
        var name = target
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        var parts = scope.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            let candidate = (parts + [name]).joined(separator: ".")
            if types[candidate] != nil { return candidate }
            parts.removeLast()
        }
        return types[name] != nil ? name : nil
    }
}
