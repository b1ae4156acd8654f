/// Every type declared in the Swift files read together, as the compiler sees one module:
/// nested types under their parents, extensions merged into the type they extend (their
/// nested types, typealiases, conformances and `init(from:)`), and name lookup from inside a
/// type outwards to the file level — the way `Courier`, `Self.ContentState` or
/// `DeliveryAttributes.Status` find their declaration.
package struct SwiftModule {
    package struct Node {
        package var declaration: SwiftDeclaration
        package var file: String
        package var parent: Int?
        package var children: [String: Int] = [:]
        package var typealiases: [String: Located<SwiftTypealias>] = [:]
        /// Conformances from the declaration and from extensions.
        package var inherited: [SwiftTypeReference]
        /// A hand-written `init(from:)` in the declaration or an extension.
        package var decoderInit: Location?
        /// Its body, to follow what it decodes.
        package var decoderInitFunction: SwiftFunctionTokens?
        /// Initializers and functions of the declaration and its extensions, with their files.
        package var functions: [Located<SwiftFunctionTokens>] = []
    }

    package struct Location: Hashable {
        package var file: String
        package var line: Int
    }

    package struct Located<Value> {
        package var value: Value
        package var file: String

        package init(value: Value, file: String) {
            self.value = value
            self.file = file
        }
    }

    /// What a name finds.
    package enum Found {
        case type(Int)
        /// A typealias and the scope it was declared in (nil: the file level).
        case alias(SwiftTypealias, scope: Int?, file: String)
        /// A generic parameter of the type at this index.
        case genericParameter(Int)
    }

    package private(set) var nodes: [Node] = []
    private var topLevel: [String: Int] = [:]
    private var topLevelAliases: [String: Located<SwiftTypealias>] = [:]
    /// Extensions of types the files do not declare (`extension KeyedDecodingContainer`), by
    /// the extended type's name.
    package private(set) var outsideExtensions: [String: [Located<SwiftDeclaration>]] = [:]
    /// Types declared twice at the same level (the first one counts).
    package private(set) var redeclarations: [(first: Location, again: Location, name: String)] = []

    package init(_ files: [(name: String, parsed: SwiftParser.Output)]) {
        var extensions: [Located<SwiftDeclaration>] = []
        for file in files {
            for declaration in file.parsed.declarations {
                if declaration.kind == .extension {
                    extensions.append(Located(value: declaration, file: file.name))
                } else {
                    add(declaration, file: file.name, parent: nil)
                }
            }
            for alias in file.parsed.typealiases where topLevelAliases[alias.name] == nil {
                topLevelAliases[alias.name] = Located(value: alias, file: file.name)
            }
        }
        // An extension may extend a type another extension adds: merge until nothing changes.
        var pending = extensions
        while !pending.isEmpty {
            var unresolved: [Located<SwiftDeclaration>] = []
            for located in pending {
                if let target = extendedType(located.value.name) {
                    merge(located.value, file: located.file, into: target)
                } else {
                    unresolved.append(located)
                }
            }
            if unresolved.count == pending.count {
                for located in unresolved { outsideExtensions[located.value.name, default: []].append(located) }
                break
            }
            pending = unresolved
        }
    }

    private mutating func add(_ declaration: SwiftDeclaration, file: String, parent: Int?) {
        let index = nodes.count
        let existing = parent.map { nodes[$0].children[declaration.name] } ?? topLevel[declaration.name]
        if let existing {
            redeclarations.append((Location(file: nodes[existing].file, line: nodes[existing].declaration.line),
                                   Location(file: file, line: declaration.line), declaration.name))
            return
        }
        var node = Node(declaration: declaration, file: file, parent: parent, inherited: declaration.inherited)
        node.declaration.nested = []
        if let line = declaration.decoderInitLine { node.decoderInit = Location(file: file, line: line) }
        node.decoderInitFunction = declaration.decoderInit
        node.functions = declaration.functions.map { Located(value: $0, file: file) }
        for alias in declaration.typealiases where node.typealiases[alias.name] == nil {
            node.typealiases[alias.name] = Located(value: alias, file: file)
        }
        nodes.append(node)
        if let parent {
            nodes[parent].children[declaration.name] = index
        } else {
            topLevel[declaration.name] = index
        }
        for nested in declaration.nested where nested.kind != .extension {
            add(nested, file: file, parent: index)
        }
    }

    private mutating func merge(_ extension: SwiftDeclaration, file: String, into target: Int) {
        nodes[target].inherited += `extension`.inherited
        if nodes[target].decoderInit == nil, let line = `extension`.decoderInitLine {
            nodes[target].decoderInit = Location(file: file, line: line)
            nodes[target].decoderInitFunction = `extension`.decoderInit
        }
        nodes[target].functions += `extension`.functions.map { Located(value: $0, file: file) }
        for alias in `extension`.typealiases where nodes[target].typealiases[alias.name] == nil {
            nodes[target].typealiases[alias.name] = Located(value: alias, file: file)
        }
        for nested in `extension`.nested where nested.kind != .extension {
            add(nested, file: file, parent: target)
        }
    }

    /// The type an `extension A.B` extends, looked up from the file level.
    private func extendedType(_ dottedName: String) -> Int? {
        var parts = dottedName.split(separator: ".").map(String.init)
        if parts.count > 1, topLevel[parts[0]] == nil, SwiftModuleNames.known.contains(parts[0]) { parts.removeFirst() }
        guard let first = parts.first, var index = topLevel[first] else { return nil }
        for part in parts.dropFirst() {
            guard let child = nodes[index].children[part] else { return nil }
            index = child
        }
        return index
    }

    // MARK: Lookup

    /// What `name` means inside the type at `scope` (nil: at the file level): a nested type or
    /// typealias of that type or an enclosing one, a generic parameter, or a file-level type.
    package func lookup(_ name: String, from scope: Int?) -> Found? {
        var current = scope
        while let index = current {
            if name == "Self" { return .type(index) }
            if let child = nodes[index].children[name] { return .type(child) }
            if let alias = nodes[index].typealiases[name] { return .alias(alias.value, scope: index, file: alias.file) }
            if nodes[index].declaration.genericParameters.contains(name) { return .genericParameter(index) }
            if nodes[index].declaration.name == name { return .type(index) }
            current = nodes[index].parent
        }
        if let index = topLevel[name] { return .type(index) }
        if let alias = topLevelAliases[name] { return .alias(alias.value, scope: nil, file: alias.file) }
        return nil
    }

    /// A member type or typealias of the type at `index` (`Trip.ContentState`).
    package func member(_ name: String, of index: Int) -> Found? {
        if let child = nodes[index].children[name] { return .type(child) }
        if let alias = nodes[index].typealiases[name] { return .alias(alias.value, scope: index, file: alias.file) }
        return nil
    }

    /// The type's name with its enclosing types' (`DeliveryAttributes.Courier`).
    package func qualifiedName(_ index: Int) -> String {
        var names = [nodes[index].declaration.name]
        var current = nodes[index].parent
        while let parent = current {
            names.insert(nodes[parent].declaration.name, at: 0)
            current = nodes[parent].parent
        }
        return names.joined(separator: ".")
    }

    /// Every type in declaration order (nested ones after their parent).
    package var indices: Range<Int> { nodes.indices }
}
