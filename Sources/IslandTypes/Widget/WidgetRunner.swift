import IslandSwiftSource
import Foundation

/// Runs a widget for one frame: builds `context` from the activity's attributes and content
/// state (typed by the files' own declarations: enums as cases, dates as dates, CodingKeys
/// honoured), evaluates the Lock Screen and Dynamic Island closures, and collects the
/// background tint, URL and control the views carry.
package enum WidgetRunner {
    package static func run(_ program: WidgetProgram, widget: WidgetDeclaration, attributes: ContentObject, state: ContentObject,
                            isStale: Bool, environment: WidgetEnvironment) -> WidgetSurfaces {
        let evaluator = WidgetEvaluator(program: program, environment: environment, file: widget.file)
        let context = contextValue(program, widget: widget, attributes: attributes, state: state, isStale: isStale)
        return run(evaluator, widget: widget, context: context)
    }

    /// With `context.attributes` converted before (`attributesValue`): an activity's
    /// attributes do not change, so a dashboard converts them once.
    package static func run(_ program: WidgetProgram, widget: WidgetDeclaration, attributesValue: WidgetValue, state: ContentObject,
                            isStale: Bool, environment: WidgetEnvironment) -> WidgetSurfaces {
        let evaluator = WidgetEvaluator(program: program, environment: environment, file: widget.file)
        let context = contextValue(program, widget: widget, attributesValue: attributesValue, state: state, isStale: isStale)
        return run(evaluator, widget: widget, context: context)
    }

    /// With a `context` made by hand (a `#Preview`'s attributes and state).
    package static func run(_ evaluator: WidgetEvaluator, widget: WidgetDeclaration, context: WidgetValue) -> WidgetSurfaces {
        // The closures are the widget struct's: its own methods and properties are in reach.
        let this: [String: WidgetValue] = ["self": .instance(type: widget.name, fields: [:])]
        let lockValue = evaluator.callClosure(.closure(widget.lockScreen, captured: this), [context])
        let lockScreen = WidgetViews(evaluator).views(lockValue)
        var island: WidgetDynamicIsland?
        if let closure = widget.dynamicIsland, case .island(let made) = evaluator.callClosure(.closure(closure, captured: this), [context]) {
            island = made
        }
        let lock: WidgetView = lockScreen.count == 1 ? lockScreen[0] : .stack(WidgetStack(axis: .vertical, alignment: "center", spacing: nil, children: lockScreen))
        var surfaces = WidgetSurfaces(lockScreen: lock, island: island, warnings: evaluator.warnings, nextChange: evaluator.nextChange)
        surfaces.background = find(lock) { if case .activityBackground(let color) = $0 { return color }; return nil }
        surfaces.actionForeground = find(lock) { if case .systemActionForeground(let color) = $0 { return color }; return nil }
        surfaces.url = find(lock) { if case .widgetURL(let url) = $0 { return url }; return nil } ?? island?.url
        WidgetControls.number(&surfaces) { intentTitle($0, evaluator) }
        return surfaces
    }

    static func intentTitle(_ intent: String?, _ evaluator: WidgetEvaluator) -> String? {
        guard let intent, let body = evaluator.program.type(intent),
              let title = body.stored.first(where: { $0.name == "title" && $0.isStatic })?.initial else { return nil }
        var scope = WidgetScope()
        return evaluator.evaluate(title, &scope).text
    }

    static func find<T>(_ view: WidgetView, _ match: (WidgetModifier) -> T?) -> T? {
        switch view {
        case .modified(let inner, let modifier): return match(modifier) ?? find(inner, match)
        case .stack(let stack): for child in stack.children { if let found = find(child, match) { return found } }; return nil
        case .group(let views), .fitting(let views): for child in views { if let found = find(child, match) { return found } }; return nil
        case .region(_, _, let inner), .button(let inner, _), .toggle(_, let inner, _): return find(inner, match)
        default: return nil
        }
    }

    /// A view's text as one line (a button's label), symbols left out.
    static func plainText(_ view: WidgetView) -> String {
        switch view {
        case .text(let runs): return runs.map(\.text).joined()
        case .modified(let inner, _), .region(_, _, let inner), .button(let inner, _), .toggle(_, let inner, _): return plainText(inner)
        case .stack(let stack): return stack.children.map(plainText).filter { !$0.isEmpty }.joined(separator: " ")
        case .group(let views): return views.map(plainText).filter { !$0.isEmpty }.joined(separator: " ")
        default: return ""
        }
    }

    // MARK: Context

    package static func contextValue(_ program: WidgetProgram, widget: WidgetDeclaration, attributes: ContentObject, state: ContentObject,
                                     isStale: Bool) -> WidgetValue {
        contextValue(program, widget: widget, attributesValue: attributesValue(program, widget: widget, attributes: attributes), state: state,
                     isStale: isStale)
    }

    /// `context.attributes`: the attributes as the widget's `ActivityAttributes` type holds them.
    package static func attributesValue(_ program: WidgetProgram, widget: WidgetDeclaration, attributes: ContentObject) -> WidgetValue {
        convert(.object(attributes), type: widget.attributesType, program)
    }

    package static func contextValue(_ program: WidgetProgram, widget: WidgetDeclaration, attributesValue: WidgetValue, state: ContentObject,
                                     isStale: Bool) -> WidgetValue {
        let stateType = stateTypeName(program, widget.attributesType)
        return .instance(type: "ActivityViewContext", fields: [
            "attributes": attributesValue,
            "state": convert(.object(state), type: stateType, program),
            "isStale": .bool(isStale),
            "activityID": .string(""),
        ])
    }

    /// `X.ContentState`, or the struct `typealias ContentState = …` names.
    package static func stateTypeName(_ program: WidgetProgram, _ attributesType: String) -> String {
        if let body = program.type(attributesType), let alias = body.typealiases["ContentState"] { return alias }
        let nested = (program.type(attributesType)?.name ?? attributesType) + ".ContentState"
        return program.types[nested] != nil ? nested : "ContentState"
    }

    /// A decoded value as the Swift type `type` holds it.
    package static func convert(_ value: ContentValue, type: String?, _ program: WidgetProgram) -> WidgetValue {
        var name = type ?? ""
        if name.first == " " || name.last == " " { name = name.trimmingCharacters(in: .whitespaces) }
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = String(name.dropFirst(9).dropLast()) }
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number):
            if name == "Date" { return .date(Date(timeIntervalSinceReferenceDate: Double(number))) }
            if let body = program.type(name), body.kind == .enum { return enumValue(.int(number), body, program) }
            if ["Double", "Float", "CGFloat", "TimeInterval"].contains(name) { return .double(Double(number)) }
            return .int(number)
        case .double(let number):
            if name == "Date" { return .date(Date(timeIntervalSinceReferenceDate: number)) }
            if ["Int", "Int64", "Int32", "UInt"].contains(name), number.isFinite, abs(number) < 9e18 { return .int(Int(number)) }
            return .double(number)
        case .decimal(let literal): return .double(Double(literal) ?? 0)
        case .string(let text), .url(let text), .uuid(let text):
            if let body = program.type(name), body.kind == .enum { return enumValue(.string(text), body, program) }
            if name == "Date", let date = ISO8601DateFormatter().date(from: text) { return .date(date) }
            return .string(text)
        case .enumCase(let raw):
            if let body = program.type(name), body.kind == .enum {
                return enumValue(body.rawType == "Int" ? Int(raw).map { .int($0) } ?? .string(raw) : .string(raw), body, program)
            }
            return .string(raw)
        case .date(let date): return .date(date)
        case .array(let items):
            var element = name
            if element.hasPrefix("["), element.hasSuffix("]") { element = String(element.dropFirst().dropLast()) }
            return .array(items.map { convert($0, type: element, program) })
        case .dictionary(let object):
            var table: [String: WidgetValue] = [:]
            var valueType: String?
            if name.hasPrefix("["), let colon = name.firstIndex(of: ":") {
                valueType = String(name[name.index(after: colon)...].dropLast()).trimmingCharacters(in: .whitespaces)
            }
            for entry in object.entries { table[entry.key] = convert(entry.value, type: valueType, program) }
            return .dictionary(table)
        case .object(let object):
            if let body = program.type(name), body.kind == .enum, let made = associatedCase(object, body, program) { return made }
            guard let body = program.type(name) else {
                var fields: [String: WidgetValue] = [:]
                for entry in object.entries { fields[entry.key] = convert(entry.value, type: nil, program) }
                return .instance(type: name.isEmpty ? "Object" : name, fields: fields)
            }
            let keys = codingKeys(body, program)
            var fields: [String: WidgetValue] = [:]
            for stored in body.stored where !stored.isStatic {
                let key = keys[stored.name] ?? stored.name
                if let field = object[key] {
                    fields[stored.name] = convert(field, type: stored.type ?? typeOfInitial(stored), program)
                } else if let initial = stored.initial {
                    _ = initial
                    fields[stored.name] = .null
                } else {
                    fields[stored.name] = .null
                }
            }
            return .instance(type: body.name, fields: fields)
        }
    }

    static func typeOfInitial(_ stored: SwiftTypeBody.Stored) -> String? { nil }

    /// A property's JSON key from the type's `CodingKeys`, where it renames one.
    static func codingKeys(_ body: SwiftTypeBody, _ program: WidgetProgram) -> [String: String] {
        guard let keys = program.types[body.name + ".CodingKeys"] else { return [:] }
        var table: [String: String] = [:]
        for entry in keys.cases {
            if case .string(let raw)? = entry.rawValue { table[entry.name] = raw }
        }
        return table
    }

    /// The case whose raw value `raw` is.
    static func enumValue(_ raw: WidgetValue, _ body: SwiftTypeBody, _ program: WidgetProgram) -> WidgetValue {
        var next = 0
        for entry in body.cases {
            var value: WidgetValue = body.rawType == "Int" ? .int(next) : .string(entry.name)
            switch entry.rawValue {
            case .string(let text)?: value = .string(text)
            case .integer(let number)?:
                value = .int(number)
                next = number
            default: break
            }
            next += 1
            switch (value, raw) {
            case (.string(let a), .string(let b)) where a == b: return .enumCase(type: body.name, name: entry.name, associated: [])
            case (.int(let a), .int(let b)) where a == b: return .enumCase(type: body.name, name: entry.name, associated: [])
            default: continue
            }
        }
        return raw
    }
}

