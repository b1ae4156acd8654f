import IslandText
import IslandSwiftSource
import Foundation

/// Members of values: a struct's fields and computed properties, an enum's raw value and
/// members, static members of types, and the members of Swift's own values view code uses.
extension WidgetEvaluator {
    func member(_ value: WidgetValue, _ name: String, line: Int) -> WidgetValue {
        switch value {
        case .double, .int, .string, .date, .bool, .array:
            if let found = extensionProperty(value, name) { return found }
        default: break
        }
        switch value {
        case .instance(let type, let fields):
            if let field = fields[name] { return field }
            if let computed = program.type(type)?.computed[name] { return invoke(computed, self: value, arguments: []) }
            if program.type(type)?.methods[name] != nil { return .method(value, name) }
            if name == "self" { return value }
            if name == "id" { return .string(type) }
            return fields.isEmpty && program.type(type) == nil ? .implicit([WidgetValue.Member(type), WidgetValue.Member(name)]) : .null
        case .enumCase(let type, let caseName, let associated):
            if name == "rawValue" { return rawValue(type: type, name: caseName) }
            if name == "id" { return rawValue(type: type, name: caseName) }
            if name == "self" { return value }
            if let computed = program.type(type)?.computed[name] { return invoke(computed, self: value, arguments: []) }
            if program.type(type)?.methods[name] != nil { return .method(value, name) }
            if let labels = program.type(type)?.cases.first(where: { $0.name == caseName })?.labels,
               let position = labels.firstIndex(of: name), position < associated.count {
                return associated[position]
            }
            return .null
        case .type(let type):
            return staticMember(type, name, line: line)
        case .implicit(var members):
            members.append(WidgetValue.Member(name))
            return .implicit(members)
        case .string(let text):
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "capitalized": return .string(text.capitalized(with: environment.locale))
            case "localizedUppercase": return .string(text.uppercased(with: environment.locale))
            case "localizedCapitalized": return .string(text.capitalized(with: environment.locale))
            case "first": return text.first.map { .string(String($0)) } ?? .null
            case "last": return text.last.map { .string(String($0)) } ?? .null
            case "description": return value
            default: return .method(value, name)
            }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .range(.int(0), .int(items.count), closed: false)
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            default: return .method(value, name)
            }
        case .int(let number):
            switch name {
            case "description": return .string(String(number))
            case "magnitude": return .int(number.magnitude > UInt(Int.max) ? Int.max : Int(number.magnitude))
            case "isZero": return .bool(number == 0)
            default: return .method(value, name)
            }
        case .double(let number):
            switch name {
            case "description": return .string(String(number))
            case "magnitude": return .double(number.magnitude)
            case "isZero": return .bool(number == 0)
            case "isNaN": return .bool(number.isNaN)
            case "isFinite": return .bool(number.isFinite)
            default: return .method(value, name)
            }
        case .date(let date):
            switch name {
            case "timeIntervalSinceNow":
                changes(at: environment.now.addingTimeInterval(1))
                return .double(date.timeIntervalSince(environment.now))
            case "timeIntervalSince1970": return .double(date.timeIntervalSince1970)
            case "timeIntervalSinceReferenceDate": return .double(date.timeIntervalSinceReferenceDate)
            default: return .method(value, name)
            }
        case .range(let low, let high, _):
            switch name {
            case "lowerBound": return low
            case "upperBound": return high
            default: return .method(value, name)
            }
        case .tuple(let items):
            if let position = Int(name), position < items.count { return items[position] }
            if name == "offset" { return items.first ?? .null }
            if name == "element" { return items.count > 1 ? items[1] : .null }
            return .null
        case .dictionary(let table):
            switch name {
            case "count": return .int(table.count)
            case "isEmpty": return .bool(table.isEmpty)
            default: return .method(value, name)
            }
        case .null:
            return .null
        default:
            return .method(value, name)
        }
    }

    /// An enum case's raw value: as declared, the case's name for a `String` enum, its
    /// place for an `Int` one.
    func rawValue(type: String, name: String) -> WidgetValue {
        guard let body = program.type(type) else { return .string(name) }
        var next = 0
        for entry in body.cases {
            if let raw = entry.rawValue {
                var scope = WidgetScope()
                let value = evaluate(raw, &scope)
                if entry.name == name { return value }
                if let number = value.integer { next = number + 1 }
                continue
            }
            if entry.name == name { return body.rawType == "Int" ? .int(next) : .string(name) }
            next += 1
        }
        return .string(name)
    }

    func staticMember(_ type: String, _ name: String, line: Int) -> WidgetValue {
        if name == "self" { return .type(type) }
        if let body = program.type(type) {
            if let entry = body.cases.first(where: { $0.name == name }) {
                return entry.labels.isEmpty ? .enumCase(type: body.name, name: name, associated: []) : .method(.type(type), name)
            }
            if let stored = body.stored.first(where: { $0.name == name && $0.isStatic }), let initial = stored.initial {
                var scope = WidgetScope()
                scope["self"] = .type(type)
                return evaluate(initial, &scope)
            }
            if let computed = body.computed[name] { return invoke(computed, self: .type(type), arguments: []) }
            if body.methods[name] != nil { return .method(.type(type), name) }
            if program.type("\(body.name).\(name)") != nil { return .type("\(body.name).\(name)") }
            if let alias = body.typealiases[name] { return .type(alias) }
            if name == "allCases" { return .array(body.cases.map { .enumCase(type: body.name, name: $0.name, associated: []) }) }
        }
        switch (type, name) {
        case ("Date", "now"):
            return .date(environment.now)
        case ("Date", "distantFuture"): return .date(.distantFuture)
        case ("Date", "distantPast"): return .date(.distantPast)
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Double", "infinity"), ("CGFloat", "infinity"): return .double(.infinity)
        case ("Double", "pi"), ("CGFloat", "pi"): return .double(.pi)
        case ("Color", _), ("UIColor", _), ("ShapeStyle", _):
            return .color(.named(name))
        default:
            return .implicit([WidgetValue.Member(name)])
        }
    }

    // MARK: Methods

    func callMethod(_ base: WidgetValue, _ name: String, _ arguments: [(label: String?, value: WidgetValue)], line: Int) -> WidgetValue {
        let first = arguments.first?.value
        switch base {
        case .view(let view):
            // The files' own `extension View { func card() -> some View }` (or on `Text`), called on a view.
            for owner in ["Text", "Image", "View"] {
                if let functions = program.types[owner]?.methods[name] {
                    let function = functions.first { $0.accepts(arguments.map(\.label)) } ?? functions[0]
                    return invoke(function, self: base, arguments: arguments)
                }
            }
            if name == "modifier", let applied = applyViewModifier(view, first) { return applied }
            return .view(modify(view, name, arguments, line: line))
        case .island(var island):
            switch name {
            case "keylineTint": island.keyline = color(first)
            case "widgetURL": island.url = first.map { WidgetFormatter(self).describe($0) }
            default: break
            }
            return .island(island)
        case .instance(let type, _), .enumCase(let type, _, _):
            if let functions = program.type(type)?.methods[name] {
                let function = functions.first { $0.accepts(arguments.map(\.label)) } ?? functions[0]
                return invoke(function, self: base, arguments: arguments)
            }
            if name == "formatted", let measured = WidgetMeasurement(formatter: WidgetFormatter(self), locale: environment.locale).format(base, first) {
                return .string(measured)
            }
            if name == "formatted" { return .string(WidgetFormatter(self).describe(base)) }
            if case .instance(_, let fields) = base, let closure = fields[name] { return callValue(closure, arguments, line: line) }
            return .null
        case .type(let type):
            if let body = program.type(type) {
                if let functions = body.methods[name] {
                    let function = functions.first { $0.accepts(arguments.map(\.label)) } ?? functions[0]
                    return invoke(function, self: base, arguments: arguments)
                }
                if body.cases.contains(where: { $0.name == name }) {
                    return .enumCase(type: body.name, name: name, associated: arguments.map(\.value))
                }
                if name == "init" { return construct(type, arguments, line: line) }
                if program.type("\(body.name).\(name)") != nil { return construct("\(body.name).\(name)", arguments, line: line) }
            }
            if name == "init" { return construct(type, arguments, line: line) }
            if type == "Color" || type == "UIColor" { return .color(.named(name)) }
            return .implicit([WidgetValue.Member(type), WidgetValue.Member(name, arguments)])
        case .implicit(var members):
            if members[members.count - 1].name == name, members[members.count - 1].arguments == nil {
                members[members.count - 1].arguments = arguments
            } else {
                members.append(WidgetValue.Member(name, arguments))
            }
            return .implicit(members)
        case .method(let inner, let own):
            return callMethod(callMethod(inner, own, [], line: line), name, arguments, line: line)
        case .closure:
            return callClosure(base, arguments.map(\.value))
        case .null:
            return .null
        default:
            if let found = extensionMethod(base, name, arguments) { return found }
            return WidgetBuiltins(self).method(base, name, arguments, line: line)
        }
    }

    // MARK: Initializers

    /// `Name(…)`: a type of the files (memberwise or its own `init`; a view struct gives its
    /// `body`), a SwiftUI view, or a Swift value.
    func construct(_ name: String, _ arguments: [(label: String?, value: WidgetValue)], line: Int) -> WidgetValue {
        if name == "Color" || name == "UIColor", let hex = arguments.first?.value, let color = WidgetFormatter.hexColor(hex) {
            return .color(color)
        }
        // `UIColor(named: "Brand") ?? .systemBlue`: an asset colour island cannot see is the
        // nil the failable initializer gives without the asset, so the code's fallback is drawn.
        if name == "UIColor", let asset = arguments.first(where: { $0.label == "named" })?.value.text {
            warn(line, Sentence(.widgetAssetColorFallback, ["asset": "\(asset)"]))
            return .null
        }
        if let body = program.type(name), body.kind != .extension {
            if body.inherited.contains(where: { ["Shape", "InsettableShape"].contains($0) }) {
                warn(line, Sentence(.widgetCustomShape, ["name": "\(name)"]))
                return .view(.placeholder(name, width: nil, height: 1))
            }
            if body.kind == .enum {
                if arguments.first?.label == "rawValue", let raw = arguments.first?.value {
                    for entry in body.cases where equal(rawValue(type: body.name, name: entry.name), raw) {
                        return .enumCase(type: body.name, name: entry.name, associated: [])
                    }
                    return .null
                }
            }
            var fields: [String: WidgetValue] = [:]
            for stored in body.stored where !stored.isStatic {
                if let key = stored.environmentKey {
                    fields[stored.name] = environmentValue(key)
                } else if let initial = stored.initial {
                    var scope = WidgetScope()
                    fields[stored.name] = evaluate(initial, &scope)
                } else if stored.type?.hasSuffix("?") == true {
                    fields[stored.name] = .null
                }
            }
            var instance = WidgetValue.instance(type: body.name, fields: fields)
            if let initializer = body.initializers.first(where: { $0.accepts(arguments.map(\.label)) }) {
                instance = invoke(initializer, self: instance, arguments: arguments)
            } else {
                // The memberwise initializer: stored properties in order, those with a value optional.
                var index = 0
                for stored in body.stored where !stored.isStatic && stored.environmentKey == nil {
                    guard index < arguments.count else { break }
                    if arguments[index].label == stored.name || arguments[index].label == nil {
                        fields[stored.name] = coerce(arguments[index].value, to: stored.type)
                        index += 1
                    }
                }
                // A trailing closure of a view struct holding a `@ViewBuilder` content.
                while index < arguments.count {
                    if let stored = body.stored.first(where: { !$0.isStatic && $0.environmentKey == nil && fields[$0.name] == nil }) {
                        fields[stored.name] = arguments[index].value
                    }
                    index += 1
                }
                instance = .instance(type: body.name, fields: fields)
            }
            if body.inherited.contains("View"), let getter = body.computed["body"] {
                let savedFile = file
                defer { file = savedFile }
                return invoke(getter, self: resolvingContent(instance), arguments: [])
            }
            return instance
        }
        if let body = program.type(name), body.kind == .extension,
           let initializer = body.initializers.first(where: { $0.accepts(arguments.map(\.label)) }) {
            let made = invoke(initializer, self: .instance(type: name, fields: [:]), arguments: arguments)
            if case .instance(_, let fields) = made, fields.isEmpty { return WidgetViews(self).make(name, arguments, line: line) }
            return made
        }
        return WidgetViews(self).make(name, arguments, line: line)
    }

    /// What `@Environment(\.key)` reads on the device island draws.
    func environmentValue(_ key: String) -> WidgetValue {
        switch key {
        case "isLuminanceReduced": return .bool(environment.isLuminanceReduced)
        // Cases of SwiftUI's enums, so `switch family { case .small: … }` and `== .small` both match.
        case "colorScheme": return .enumCase(type: "ColorScheme", name: environment.colorScheme, associated: [])
        case "activityFamily": return .enumCase(type: "ActivityFamily", name: environment.activityFamily, associated: [])
        case "isActivityFullscreen": return .bool(environment.isActivityFullscreen)
        case "showsWidgetContainerBackground": return .bool(environment.showsWidgetContainerBackground)
        case "isDynamicIslandLimitedInWidth": return .bool(environment.isLimitedInWidth)
        case "showsWidgetLabel": return .bool(true)
        case "redactionReasons": return .array([])
        default: return .null
        }
    }

    /// `.delayed` passed where a `Status` goes is that enum's case.
    func coerce(_ value: WidgetValue, to type: String?) -> WidgetValue {
        if let type, let literal = coerceLiteral(value, to: type) { return literal }
        guard case .implicit(let members) = value, members.count == 1, var name = type else { return value }
        while name.hasSuffix("?") { name.removeLast() }
        // `.init(…)` where a `TeamScore` goes.
        if members[0].name == "init", program.type(name) != nil { return construct(name, members[0].arguments ?? [], line: 0) }
        guard let body = program.type(name), body.kind == .enum else { return value }
        if let entry = body.cases.first(where: { $0.name == members[0].name }) {
            return .enumCase(type: body.name, name: entry.name, associated: members[0].arguments?.map(\.value) ?? [])
        }
        if let stored = body.stored.first(where: { $0.isStatic && $0.name == members[0].name }), let initial = stored.initial {
            var scope = WidgetScope()
            return evaluate(initial, &scope)
        }
        return value
    }

    /// A view struct's `content` closure is called where its body names it: `content` as a
    /// view, as SwiftUI does for `@ViewBuilder let content: Content`.
    func resolvingContent(_ instance: WidgetValue) -> WidgetValue {
        guard case .instance(let type, var fields) = instance else { return instance }
        for (key, value) in fields {
            if case .closure(let closure, _) = value, closure.parameters.isEmpty, !closure.body.isEmpty {
                let made = callClosure(value, [])
                if made.view != nil { fields[key] = made }
            }
        }
        return .instance(type: type, fields: fields)
    }

    /// A colour argument: a `Color`, a named one (`.green`), `.secondary`.
    func color(_ value: WidgetValue?) -> WidgetColor? {
        switch value {
        case .color(let color)?: return color
        case .implicit(let members)?:
            guard let first = members.first else { return nil }
            if first.name == "opacity" { return nil }
            // `.green.opacity(0.8)`: the named colour, composited.
            if let opacity = members.dropFirst().first(where: { $0.name == "opacity" })?.arguments?.first?.value.number {
                return .opacity(.named(first.name), opacity)
            }
            return .named(first.name)
        case .enumCase(_, let name, _)?: return .named(name)
        default: return nil
        }
    }
}
