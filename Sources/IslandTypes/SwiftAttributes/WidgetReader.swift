import IslandText
import IslandSwiftSource
/// Finds the Live Activity widgets in an app's Swift files: every `Widget` whose body is an
/// `ActivityConfiguration(for: X.self) { … } dynamicIsland: { … }`, with every type,
/// extension, function and `#Preview` of the files (the helper views and `Color(hex:)` it
/// calls), read once into one `WidgetProgram`. A file the tokenizer cannot finish gives no
/// widget (its type keeps its default presentation) and says why.
package enum WidgetReader {
    package struct Output: Sendable {
        package var program: WidgetProgram
        package var notes: [SwiftSourceNote]
    }

    package static func read(_ files: [SwiftSourceFile]) -> Output {
        var notes: [SwiftSourceNote] = []
        var types: [String: SwiftTypeBody] = [:]
        var extensions: [SwiftTypeBody] = []
        var functions: [String: [SwiftFunction]] = [:]
        var globals: [String: SwiftExpression] = [:]
        var computedGlobals: [String: SwiftFunction] = [:]
        var previewCalls: [(arguments: [SwiftExpression.Argument], line: Int, file: String)] = []
        var broken: Set<String> = []
        for file in files {
            let tokenized = SwiftTokenizer.tokenize(file.text)
            if let problem = tokenized.problems.first {
                notes.append(SwiftSourceNote(file: file.name, line: problem.line, kind: .warning,
                                             Sentence(.swiftWidgetNotDrawn, sentences: ["problem": problem.message])))
                broken.insert(file.name)
                continue
            }
            let resolved = SwiftConditionalCompilation.releaseBuild(tokenized.tokens, source: file.text)
            let output = WidgetDeclarationReader.read(resolved.tokens, file: file.name)
            for type in output.types where types[type.name] == nil { types[type.name] = type }
            extensions += output.extensions
            for function in output.functions { functions[function.name, default: []].append(function) }
            globals.merge(output.globals) { first, _ in first }
            computedGlobals.merge(output.computedGlobals) { first, _ in first }
            previewCalls += output.previews.map { ($0.arguments, $0.line, file.name) }
        }
        let aliases = WidgetTypeAliases.targets(types)
        for body in extensions {
            let written = body.name.hasPrefix("SwiftUI.") ? String(body.name.dropFirst(8)) : body.name
            let name = aliases[written] ?? written
            if let key = types[name] != nil ? name : types.keys.first(where: { $0.hasSuffix("." + name) }) {
                types[key]?.merge(body)
            } else {
                // An extension of a type the files do not declare (`Color`, `Date`): kept under
                // that name, so `Color(hex:)` and `Date.formattedArrival` are found.
                if types[name] == nil { types[name] = body } else { types[name]?.merge(body) }
            }
        }
        WidgetTypeAliases.apply(aliases, to: &types)
        // Nested types are found by their own name as well, when no other type has it.
        var shortNames: [String: [String]] = [:]
        for name in types.keys where name.contains(".") {
            shortNames[String(name.split(separator: ".").last!), default: []].append(name)
        }
        for (short, full) in shortNames where types[short] == nil && full.count == 1 {
            types[short] = types[full[0]]
        }
        var widgets: [WidgetDeclaration] = []
        for body in types.values.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) })
        where body.kind == .struct && body.inherited.contains("Widget") && !body.name.contains(".") || body.kind == .struct && body.inherited.contains("Widget") {
            guard !widgets.contains(where: { $0.name == body.name }), let getter = body.computed["body"] else { continue }
            guard let configuration = configuration(in: getter.body) else { continue }
            var attributesType: String?
            var lockScreen: SwiftClosure?
            var dynamicIsland: SwiftClosure?
            for argument in configuration {
                switch (argument.label, argument.value) {
                case ("for", let type), ("attributesType", let type):
                    attributesType = typeName(type)
                case (nil, .closure(let closure)), ("content", .closure(let closure)):
                    if lockScreen == nil { lockScreen = closure }
                case ("dynamicIsland", .closure(let closure)):
                    dynamicIsland = closure
                default:
                    break
                }
            }
            guard let attributesType, let lockScreen else {
                notes.append(SwiftSourceNote(file: body.file, line: getter.line, kind: .warning,
                                             Sentence(.swiftConfigurationUnreadable, ["name": body.name])))
                continue
            }
            var widget = WidgetDeclaration(name: body.name, attributesType: attributesType, lockScreen: lockScreen,
                                           dynamicIsland: dynamicIsland, file: body.file, line: body.line)
            widget.supplementalFamilies = WidgetFamilies.supplemental(in: getter.body)
            widgets.append(widget)
        }
        let previews = previewCalls.compactMap { preview($0.arguments, file: $0.file, line: $0.line) }
        let program = WidgetProgram(types: types, functions: functions, globals: globals, computedGlobals: computedGlobals,
                                    widgets: widgets, previews: previews)
        _ = broken
        return Output(program: program, notes: notes)
    }

    /// The arguments of the `ActivityConfiguration(…)` a widget's body returns, under any
    /// modifiers after it.
    static func configuration(in statements: [SwiftStatement]) -> [SwiftExpression.Argument]? {
        for statement in statements {
            switch statement {
            case .expression(let expression), .returning(let expression?):
                if let found = configuration(in: expression) { return found }
            default:
                continue
            }
        }
        return nil
    }

    static func configuration(in expression: SwiftExpression) -> [SwiftExpression.Argument]? {
        switch expression {
        case .call(.name("ActivityConfiguration", _), let arguments, _):
            return arguments
        case .call(let callee, _, _):
            return configuration(in: callee)
        case .member(let base, _, _, _):
            return configuration(in: base)
        default:
            return nil
        }
    }

    /// `X.self`, `Module.X.self` → `X`.
    static func typeName(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .member(let base, "self", _, _): return typeName(base)
        case .member(_, let name, _, _): return name
        case .name(let name, _): return name
        default: return nil
        }
    }

    static func preview(_ arguments: [SwiftExpression.Argument], file: String, line: Int) -> WidgetPreview? {
        var name: String?
        var presentation: WidgetPreview.Presentation?
        var attributes: SwiftExpression?
        var widget: String?
        var states: [SwiftExpression] = []
        for argument in arguments {
            switch (argument.label, argument.value) {
            case (nil, .string(let text)): name = text
            case ("as", let kind): presentation = previewPresentation(kind)
            case ("using", let value): attributes = value
            case (nil, .closure(let closure)):
                for statement in closure.body {
                    if case .expression(.call(.name(let type, _), _, _)) = statement { widget = type }
                }
            case ("contentStates", .closure(let closure)):
                for statement in closure.body {
                    if case .expression(let state) = statement { states.append(state) }
                }
            default: break
            }
        }
        guard let presentation, let attributes else { return nil }
        return WidgetPreview(name: name ?? "\(widget ?? "Widget") \(presentation.rawValue)", presentation: presentation,
                             attributes: attributes, widget: widget, states: states, file: file, line: line)
    }

    /// `.content`, `.dynamicIsland(.compact)`.
    static func previewPresentation(_ expression: SwiftExpression) -> WidgetPreview.Presentation? {
        switch expression {
        case .implicitMember("content", _): return .content
        case .call(.implicitMember("dynamicIsland", _), let arguments, _):
            if case .implicitMember(let kind, _)? = arguments.first?.value { return WidgetPreview.Presentation(rawValue: kind) }
            return nil
        default: return nil
        }
    }
}

extension WidgetReader {
    /// Gives each type with a widget in the files that widget as its presentation; its controls
    /// are the ones each frame draws (`WidgetControls`), not a button fixed here. Returns what
    /// the reader has to say.
    static func attach(_ files: [SwiftSourceFile], to types: inout [SwiftAttributesType]) -> [SwiftSourceNote] {
        // Files without a widget cost nothing more: the token scan is the attributes reader's.
        guard files.contains(where: { $0.text.contains("ActivityConfiguration") }) else { return [] }
        let output = read(files)
        var notes = output.notes
        for index in types.indices {
            guard let widget = output.program.widget(for: types[index].name) else { continue }
            types[index].definition.widget = output.program
            var presentation = types[index].definition.presentation ?? DefaultPresentation.placeholder
            presentation.buttons = []
            types[index].definition.presentation = presentation
            notes.append(SwiftSourceNote(file: widget.file, line: widget.line, kind: .note,
                                         Sentence(.swiftWidgetDraws, ["widget": widget.name, "name": types[index].name])))
        }
        return notes
    }
}
