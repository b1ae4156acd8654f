import IslandText

/// Every Live Activity type island knows and every app it knows of, from type files: the
/// built-in ones (`types/`), the user's (`$XDG_CONFIG_HOME/island/types`) and those given
/// with `--type`, `--schema` or `--attributes`. A value handed to the lifecycle, never global.
package struct TypeRegistry: Hashable, Sendable {
    /// What to do when a file describes a type or app that is already known.
    package enum Conflict: Sendable {
        /// An error naming both files (files given on the command line).
        case error
        /// The one already known wins (a user's file shadows a built-in one: it is read first).
        case keepExisting
    }

    private var definitions: [TypeKey: TypeDefinition] = [:]
    private var order: [TypeKey] = []
    private var apps: [String: AppDescription] = [:]
    private var appOrigins: [String: String] = [:]

    package init() {}

    package init(_ files: [TypeFile.Contents]) throws(SchemaError) {
        for file in files { try add(file) }
    }

    /// Adds a file's app and types. With `.keepExisting` it returns the keys it skipped.
    @discardableResult
    package mutating func add(_ contents: TypeFile.Contents, onConflict: Conflict = .error) throws(SchemaError) -> [TypeKey] {
        if let app = contents.app {
            let origin = contents.definitions.first?.origin
            if let known = apps[app.bundle], known != app {
                if onConflict == .error {
                    if let first = appOrigins[app.bundle] {
                        throw SchemaError(path: "app", .loadAppDescribedTwice, ["bundle": app.bundle, "file": first])
                    }
                    throw SchemaError(path: "app", .loadAppDescribedTwiceElsewhere, ["bundle": app.bundle])
                }
            } else if apps[app.bundle] == nil {
                apps[app.bundle] = app
                if let origin { appOrigins[app.bundle] = origin }
            }
        }
        var skipped: [TypeKey] = []
        for definition in contents.definitions {
            if let known = definitions[definition.key] {
                if onConflict == .keepExisting {
                    skipped.append(definition.key)
                    continue
                }
                throw SchemaError(path: "types.\(definition.key.name)", .loadTypeDescribedTwice,
                                  ["type": "\(definition.key)", "file": known.origin])
            }
            definitions[definition.key] = definition
            order.append(definition.key)
        }
        return skipped
    }

    /// The definition pushes of `type` from `app` decode with. A push naming its app finds that
    /// app's type, else a type any app may send; one naming no app finds a type any app may
    /// send, else the one app's type of that name — several such apps make it ambiguous.
    package func lookup(app: String?, type name: String) -> TypeLookup {
        if let app, !app.isEmpty {
            if let exact = definitions[TypeKey(app: app, name: name)] { return .found(exact) }
            if let shared = definitions[TypeKey(app: nil, name: name)] { return .found(shared) }
            return .unknown
        }
        if let shared = definitions[TypeKey(app: nil, name: name)] { return .found(shared) }
        let candidates = order.filter { $0.name == name }.compactMap { definitions[$0] }
        switch candidates.count {
        case 0: return .unknown
        case 1: return .found(candidates[0])
        default: return .ambiguous(apps: candidates.compactMap(\.key.app))
        }
    }

    /// The app as a type file describes it, else what its bundle identifier says.
    package func app(_ bundle: String) -> AppDescription {
        apps[bundle] ?? AppDescription.derived(bundle: bundle)
    }

    package func isDescribed(app bundle: String) -> Bool { apps[bundle] != nil }

    /// Every definition in the order the files were read.
    package var all: [TypeDefinition] { order.compactMap { definitions[$0] } }

    /// Every type name, for "did you mean …".
    package var typeNames: [String] { Array(Set(order.map(\.name))).sorted() }

    package var describedApps: [AppDescription] { apps.values.sorted { $0.bundle < $1.bundle } }

    package static func == (lhs: TypeRegistry, rhs: TypeRegistry) -> Bool {
        lhs.definitions == rhs.definitions && lhs.apps == rhs.apps
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(order)
    }
}

/// What a type name finds in the registry.
package enum TypeLookup: Hashable, Sendable {
    case found(TypeDefinition)
    /// Several apps have a type of this name and the push names none of them.
    case ambiguous(apps: [String])
    case unknown
}
