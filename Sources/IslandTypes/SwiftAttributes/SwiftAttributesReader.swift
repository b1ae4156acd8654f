import IslandText
import IslandSwiftSource
/// Reads an app's own Swift files and describes every struct conforming to
/// `ActivityAttributes` in them as island's schema: its stored properties as the attributes,
/// its nested `ContentState` (or the struct `typealias ContentState` names) as the content
/// state, with the nested and sibling types they use, exactly as synthesized `Codable`
/// decodes them. A type that uses something island cannot model is not guessed at: it gets
/// no schema (payloads of it are shown but not validated) and a warning at the line that
/// made it so. Pure: the caller reads the files.
package enum SwiftAttributesReader {
    package static func read(_ files: [SwiftSourceFile]) -> SwiftAttributesReport {
        var notes: [SwiftSourceNote] = []
        var parsed: [(name: String, parsed: SwiftParser.Output)] = []
        var unfinished: Set<String> = []
        for file in files {
            let tokenized = SwiftTokenizer.tokenize(file.text)
            let resolved = SwiftConditionalCompilation.releaseBuild(tokenized.tokens, source: file.text)
            for problem in tokenized.problems {
                notes.append(SwiftSourceNote(file: file.name, line: problem.line, kind: .warning, Sentence(.swiftReadOnlyUpTo, sentences: ["problem": problem.message])))
                unfinished.insert(file.name)
            }
            for problem in resolved.problems {
                notes.append(SwiftSourceNote(file: file.name, line: problem.line, kind: .warning, problem.message))
                unfinished.insert(file.name)
            }
            notes += resolved.notes.map { SwiftSourceNote(file: file.name, line: $0.line, kind: .note, $0.message) }
            parsed.append((file.name, SwiftParser.parse(resolved.tokens)))
        }
        let module = SwiftModule(parsed)
        for again in module.redeclarations {
            notes.append(SwiftSourceNote(file: again.again.file, line: again.again.line, kind: .warning,
                                         Sentence(.swiftRedeclared, ["name": "\(again.name)", "file": again.first.file, "line": String(again.first.line)])))
        }
        var builder = SwiftSchemaBuilder(module: module)
        var types: [SwiftAttributesType] = []
        for index in module.indices where conformsToActivityAttributes(index, in: module) {
            let node = module.nodes[index]
            let name = node.declaration.name
            if let first = types.first(where: { $0.name == name }) {
                builder.warn(node.file, node.declaration.line, Sentence(.swiftAttributesNameTaken, ["name": "\(name)", "file": first.file, "line": String(first.line)]))
                continue
            }
            builder.beginType()
            var schema: ActivitySchema?
            if node.declaration.kind != .struct {
                builder.warn(node.file, node.declaration.line, Sentence(.swiftAttributesNotStruct, ["name": "\(name)", "kind": node.declaration.kind.rawValue]))
            } else {
                let attributes = builder.objectSchema(of: index)
                let state = contentState(of: index, builder: &builder)
                if unfinished.contains(node.file) {
                    builder.warn(node.file, node.declaration.line, Sentence(.swiftFileNotWhole, ["file": node.file]))
                }
                if let attributes, let state, !builder.failed {
                    schema = ActivitySchema(typeName: name, attributes: attributes, contentState: state)
                }
            }
            if schema == nil {
                builder.warn(node.file, node.declaration.line, Sentence(.swiftNotValidated, ["name": "\(name)"]))
            }
            let definition = TypeDefinition(key: TypeKey(app: nil, name: name), schema: schema,
                                            presentation: schema.map { DefaultPresentation.make(for: $0) },
                                            origin: node.file)
            types.append(SwiftAttributesType(name: name, file: node.file, line: node.declaration.line, schema: schema, definition: definition))
        }
        notes += builder.notes
        notes += WidgetReader.attach(files, to: &types)
        let order = Dictionary(files.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        notes = notes.enumerated().sorted { a, b in
            let left = (order[a.element.file] ?? 0, a.element.line, a.offset)
            let right = (order[b.element.file] ?? 0, b.element.line, b.offset)
            return left < right
        }.map(\.element)
        return SwiftAttributesReport(types: types, notes: notes)
    }

    /// `struct X: ActivityAttributes`, also `ActivityKit.ActivityAttributes`, after other
    /// protocols, added by an extension, or through a protocol of the files that refines it.
    static func conformsToActivityAttributes(_ index: Int, in module: SwiftModule) -> Bool {
        let kind = module.nodes[index].declaration.kind
        guard kind != .protocol, kind != .extension else { return false }
        return module.conforms(index, to: "ActivityAttributes", module: "ActivityKit")
    }

    /// The nested `ContentState`: a struct, or a typealias naming one.
    static func contentState(of index: Int, builder: inout SwiftSchemaBuilder) -> ObjectSchema? {
        let module = builder.module
        let node = module.nodes[index]
        let name = node.declaration.name
        let type: SchemaType?
        switch module.memberThroughConformances("ContentState", of: index) {
        case .type(let child)?:
            type = builder.schemaType(of: child, usedAt: node.file, line: node.declaration.line)
        case .alias(let alias, let scope, let file)?:
            type = builder.resolve(alias.target, scope: scope, file: file, line: alias.line)
        default:
            builder.warn(node.file, node.declaration.line, Sentence(.swiftNoContentState, ["name": "\(name)"]))
            return nil
        }
        guard let type else { return nil }
        guard case .object(var object) = type else {
            builder.warn(node.file, node.declaration.line, Sentence(.swiftContentStateNotStruct, ["name": "\(name)", "type": type.swiftName]))
            return nil
        }
        object.name = "ContentState"
        return object
    }
}
