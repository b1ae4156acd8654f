import IslandText
import IslandSwiftSource
import Foundation

/// Evaluates a widget's code against one frame's `context` and environment: expressions,
/// statements, the file's own functions, computed properties, initializers and view
/// structs, and SwiftUI's views and modifiers into a concrete `WidgetView`. Pure: the same
/// program, context and environment give the same views. It runs nothing but the code's
/// expressions, within a step budget, so a loop without end in the file stops with a warning.
package final class WidgetEvaluator {
    package let program: WidgetProgram
    package let environment: WidgetEnvironment
    private(set) package var warnings: [WidgetWarning] = []
    /// The next instant something evaluated changes by itself (a timer, a relative date).
    private(set) package var nextChange: Date?
    var file: String
    private var steps = 0
    private var depth = 0
    static let stepLimit = 200_000
    static let depthLimit = 48
    private var warned: Set<WidgetWarning> = []

    package init(program: WidgetProgram, environment: WidgetEnvironment, file: String) {
        self.program = program
        self.environment = environment
        self.file = file
    }

    package func warn(_ line: Int?, _ message: Sentence) {
        let warning = WidgetWarning(file: file, line: line ?? 0, message)
        guard warned.insert(warning).inserted else { return }
        warnings.append(warning)
    }

    func changes(at date: Date) {
        guard date > environment.now else { return }
        nextChange = min(nextChange ?? date, date)
    }

    var exhausted: Bool { steps > Self.stepLimit || depth > Self.depthLimit }

    // MARK: Statements

    /// What running statements gave: the views a view builder collected, the last value (an
    /// implicit return), or an explicit `return`.
    struct Flow {
        var views: [WidgetView] = []
        var last: WidgetValue?
        var returned: WidgetValue?

        var value: WidgetValue {
            if let returned { return returned }
            if !views.isEmpty { return .view(views.count == 1 ? views[0] : .group(views)) }
            return last ?? .null
        }

        mutating func absorb(_ inner: Flow) {
            views += inner.views
            if inner.last != nil { last = inner.last }
            returned = inner.returned
        }
    }

    func run(_ statements: [SwiftStatement], _ scope: inout WidgetScope) -> Flow {
        var flow = Flow()
        for statement in statements {
            steps += 1
            if exhausted {
                if steps > Self.stepLimit { warn(nil, Sentence(.widgetEvaluationStopped, ["limit": String(Self.stepLimit)])) }
                break
            }
            switch statement {
            case .expression(let expression):
                let value = evaluate(expression, &scope)
                if case .view(let view) = value {
                    flow.views.append(view)
                }
                flow.last = value
            case .binding(let name, let expression):
                scope[name] = expression.map { evaluate($0, &scope) } ?? .null
            case .conditional(let conditional):
                flow.absorb(runIf(conditional, &scope))
            case .switchOver(let switchOver):
                flow.absorb(runSwitch(switchOver, &scope))
            case .guarded(let conditions, let otherwise):
                if !holds(conditions, &scope) {
                    var inner = scope
                    let result = run(otherwise, &inner)
                    flow.absorb(result)
                    flow.returned = result.returned ?? .null
                }
            case .returning(let expression):
                flow.returned = expression.map { evaluate($0, &scope) } ?? .null
            case .forIn(let name, let sequence, let body):
                for element in elements(of: evaluate(sequence, &scope)).prefix(1000) {
                    var inner = scope
                    inner[name] = element
                    let result = run(body, &inner)
                    carry(from: inner, into: &scope)
                    flow.views += result.views
                    if result.returned != nil {
                        flow.returned = result.returned
                        break
                    }
                }
            case .assignment(let target, let op, let expression):
                assign(target, op, evaluate(expression, &scope), &scope)
            case .unsupported(let text, let line):
                warn(line, Sentence(.widgetStatementSkipped, ["text": "\(text)"]))
            }
            if flow.returned != nil { break }
        }
        return flow
    }

    /// Assignments inside a branch reach the variables declared outside it.
    func carry(from inner: WidgetScope, into outer: inout WidgetScope) {
        for name in outer.variables.keys {
            if let value = inner.variables[name] { outer.variables[name] = value }
        }
    }

    func assign(_ target: SwiftExpression, _ op: String, _ value: WidgetValue, _ scope: inout WidgetScope) {
        var name: String?
        var field: String?
        switch target {
        case .name(let local, _):
            if scope[local] != nil { name = local } else { name = "self"; field = local }
        case .member(.name("self", _), let member, _, _):
            name = "self"
            field = member
        default:
            return
        }
        guard let name else { return }
        if let field {
            guard case .instance(let type, var fields)? = scope[name] else { return }
            fields[field] = op == "=" ? value : arithmetic(String(op.dropLast()), fields[field] ?? .null, value)
            scope[name] = .instance(type: type, fields: fields)
        } else {
            scope[name] = op == "=" ? value : arithmetic(String(op.dropLast()), scope[name] ?? .null, value)
        }
    }

    func runIf(_ conditional: SwiftIf, _ scope: inout WidgetScope) -> Flow {
        var inner = scope
        if holds(conditional.conditions, &inner) {
            let flow = run(conditional.then, &inner)
            carry(from: inner, into: &scope)
            return flow
        }
        guard let otherwise = conditional.otherwise else { return Flow() }
        var other = scope
        let flow = run(otherwise, &other)
        carry(from: other, into: &scope)
        return flow
    }

    func runSwitch(_ switchOver: SwiftSwitch, _ scope: inout WidgetScope) -> Flow {
        let subject = evaluate(switchOver.subject, &scope)
        for entry in switchOver.cases {
            var inner = scope
            let matched = entry.patterns.isEmpty || entry.patterns.contains { match($0, subject, &inner) }
            guard matched else { continue }
            if let condition = entry.guardExpression, !truthy(evaluate(condition, &inner)) { continue }
            let flow = run(entry.body, &inner)
            carry(from: inner, into: &scope)
            return flow
        }
        return Flow()
    }

    func holds(_ conditions: [SwiftCondition], _ scope: inout WidgetScope) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                guard truthy(evaluate(expression, &scope)) else { return false }
            case .optionalBinding(let name, let expression):
                let value = evaluate(expression, &scope)
                guard !value.isNull else { return false }
                scope[name] = value
            case .matching(let pattern, let expression):
                guard match(pattern, evaluate(expression, &scope), &scope) else { return false }
            }
        }
        return true
    }

    func truthy(_ value: WidgetValue) -> Bool {
        value.bool ?? false
    }

    func match(_ pattern: SwiftPattern, _ value: WidgetValue, _ scope: inout WidgetScope) -> Bool {
        switch pattern {
        case .wildcard: return true
        case .binding(let name):
            scope[name] = value
            return true
        case .optional(let inner):
            return !value.isNull && match(inner, value, &scope)
        case .tuple(let parts):
            guard case .tuple(let values) = value, values.count == parts.count else { return false }
            for (part, element) in zip(parts, values) where !match(part, element, &scope) { return false }
            return true
        case .enumCase(let name, let parts):
            if name == "some" { return !value.isNull && (parts.isEmpty || match(parts[0], value, &scope)) }
            if name == "none" { return value.isNull }
            // A case written without its type (`return .waiting(groupsAhead: 2)` from a property of
            // an enum type nothing converted) is that case.
            if case .implicit(let members) = value, members.count == 1 {
                guard members[0].name == name else { return false }
                let associated = members[0].arguments?.map(\.value) ?? []
                for (index, part) in parts.enumerated() where index < associated.count {
                    if !match(part, associated[index], &scope) { return false }
                }
                return true
            }
            guard case .enumCase(_, let caseName, let associated) = value, caseName == name else {
                if case .bool(let flag) = value { return name == (flag ? "true" : "false") }
                return false
            }
            for (index, part) in parts.enumerated() where index < associated.count {
                if !match(part, associated[index], &scope) { return false }
            }
            return true
        case .value(let expression):
            let expected = evaluate(expression, &scope)
            if case .range(let low, let high, let closed) = expected { return inRange(value, low, high, closed: closed) }
            return equal(expected, value)
        }
    }

    // MARK: Expressions

    package func evaluate(_ expression: SwiftExpression, _ scope: inout WidgetScope) -> WidgetValue {
        steps += 1
        if exhausted { return .null }
        switch expression {
        case .integer(let value): return .int(value)
        case .double(let value): return .double(value)
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .nilLiteral: return .null
        case .interpolated(let pieces):
            var text = ""
            for piece in pieces {
                switch piece {
                case .text(let literal): text += literal
                case .value(let inner, let arguments):
                    let value = evaluate(inner, &scope)
                    let extra = arguments.map { (label: $0.label, value: evaluate($0.value, &scope)) }
                    if let style = extra.first(where: { $0.label == "style" })?.value {
                        text += WidgetFormatter(self).dateStyle(value, style.memberName ?? "date")
                    } else if let style = extra.first(where: { $0.label == "format" })?.value {
                        text += WidgetFormatter(self).format(value, style)
                    } else if let specifier = extra.first(where: { $0.label == "specifier" })?.value.text {
                        text += WidgetFormatter.printf(specifier, [value])
                    } else if case .view(.text(let runs)) = value {
                        text += runs.map(\.text).joined()
                    } else {
                        text += WidgetFormatter(self).describe(value)
                    }
                }
            }
            return .string(text)
        case .name(let name, let line):
            return lookup(name, line: line, &scope)
        case .implicitMember(let name, _):
            // `.now` is `Date.now` wherever view code writes it.
            if name == "now" { return .date(environment.now) }
            return .implicit([WidgetValue.Member(name)])
        case .member(let base, let name, let optional, let line):
            let value = evaluate(base, &scope)
            if optional, value.isNull { return .null }
            return member(value, name, line: line)
        case .call(let callee, let arguments, let line):
            return call(callee, arguments, line: line, &scope)
        case .subscripted(let base, let arguments, let optional):
            let value = evaluate(base, &scope)
            if optional, value.isNull { return .null }
            guard let first = arguments.first else { return .null }
            let key = evaluate(first.value, &scope)
            switch (value, key) {
            case (.array(let items), .int(let position)): return items.indices.contains(position) ? items[position] : .null
            case (.array(let items), .range(let low, let high, let closed)):
                let lower = max(0, low.integer ?? 0)
                let upper = min(items.count, (high.integer ?? items.count) + (closed ? 1 : 0))
                return lower < upper ? .array(Array(items[lower..<upper])) : .array([])
            case (.dictionary(let table), let key): return table[WidgetFormatter(self).describe(key)] ?? .null
            default: return .null
            }
        case .prefix(let op, let operand):
            let value = evaluate(operand, &scope)
            switch (op, value) {
            case ("-", .int(let number)): return .int(0 &- number)
            case ("-", .double(let number)): return .double(-number)
            case ("!", .bool(let flag)): return .bool(!flag)
            default: return .null
            }
        case .binary(let op, let left, let right, let line):
            return binary(op, left, right, line: line, &scope)
        case .ternary(let condition, let then, let otherwise):
            return truthy(evaluate(condition, &scope)) ? evaluate(then, &scope) : evaluate(otherwise, &scope)
        case .forceUnwrap(let inner):
            return evaluate(inner, &scope)
        case .closure(let closure):
            return .closure(closure, captured: scope.variables)
        case .conditional(let conditional):
            var inner = scope
            return runIf(conditional, &inner).value
        case .switchOver(let switchOver):
            var inner = scope
            return runSwitch(switchOver, &inner).value
        case .array(let elements):
            return .array(elements.map { evaluate($0, &scope) })
        case .dictionary(let pairs):
            var table: [String: WidgetValue] = [:]
            for pair in pairs { table[WidgetFormatter(self).describe(evaluate(pair.key, &scope))] = evaluate(pair.value, &scope) }
            return .dictionary(table)
        case .tuple(let arguments):
            return .tuple(arguments.map { evaluate($0.value, &scope) })
        case .keyPath(let parts):
            return .keyPath(parts)
        case .cast(let inner, _):
            return evaluate(inner, &scope)
        case .isType(let inner, _):
            return .bool(!evaluate(inner, &scope).isNull)
        case .unsupported(let text, let line):
            warn(line, Sentence(.widgetNotUnderstood, ["text": "\(text)"]))
            return .view(.placeholder(text, width: nil, height: nil))
        }
    }

    func lookup(_ name: String, line: Int, _ scope: inout WidgetScope) -> WidgetValue {
        if let value = scope[name] { return value }
        if let this = scope["self"], name != "self" {
            switch this {
            case .instance(let type, let fields):
                if let field = fields[name] { return field }
                if let property = ownProperty(this, name) { return property }
                if program.type(type)?.computed[name] != nil || program.type(type)?.methods[name] != nil { return member(this, name, line: line) }
            case .enumCase(let type, _, _), .type(let type):
                if let body = program.type(type), body.computed[name] != nil || body.methods[name] != nil || body.stored.contains(where: { $0.name == name }) {
                    return member(this, name, line: line)
                }
            default: break
            }
        }
        if let global = program.globals[name] {
            var fresh = WidgetScope()
            return evaluate(global, &fresh)
        }
        if let computed = program.computedGlobals[name] { return invoke(computed, self: nil, arguments: []) }
        if program.type(name) != nil { return .type(name) }
        if program.functions[name] != nil { return .method(.null, name) }
        switch name {
        case "self": return scope["self"] ?? .null
        case "Color", "Font", "Date", "String", "Int", "Double", "Text", "Image", "URL", "Duration", "Calendar", "Locale", "TimeZone",
             "Float", "CGFloat", "Bool", "Array", "Set", "Dictionary", "Character", "Decimal", "TimeInterval", "Gradient", "Edge",
             "Alignment", "HorizontalAlignment", "VerticalAlignment", "AttributedString", "NumberFormatter", "DateFormatter",
             "Measurement", "UnitLength", "UnitSpeed", "UnitTemperature", "UIColor", "ShapeStyle", "Visibility":
            return .type(name)
        case "isLuminanceReduced": return .bool(environment.isLuminanceReduced)
        default:
            if name.first?.isUppercase == true { return .type(name) }
            warn(line, Sentence(.widgetNotDeclared, ["name": "\(name)"]))
            return .null
        }
    }

    // MARK: Operators

    func binary(_ op: String, _ left: SwiftExpression, _ right: SwiftExpression, line: Int, _ scope: inout WidgetScope) -> WidgetValue {
        switch op {
        case "&&": return .bool(truthy(evaluate(left, &scope)) && truthy(evaluate(right, &scope)))
        case "||": return .bool(truthy(evaluate(left, &scope)) || truthy(evaluate(right, &scope)))
        case "??":
            let value = evaluate(left, &scope)
            return value.isNull ? evaluate(right, &scope) : value
        default: break
        }
        let a = evaluate(left, &scope)
        let b = evaluate(right, &scope)
        switch op {
        case "==", "===": return .bool(equal(a, b))
        case "!=", "!==": return .bool(!equal(a, b))
        case "<", ">", "<=", ">=":
            guard let order = compare(a, b) else { return .bool(false) }
            switch op {
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            default: return .bool(order >= 0)
            }
        case "...", "..<": return .range(a, b, closed: op == "...")
        case "~=":
            if case .range(let low, let high, let closed) = a { return .bool(inRange(b, low, high, closed: closed)) }
            return .bool(equal(a, b))
        default: return arithmetic(op, a, b)
        }
    }

    func arithmetic(_ op: String, _ a: WidgetValue, _ b: WidgetValue) -> WidgetValue {
        switch (a, b) {
        case (.int(let x), .int(let y)):
            switch op {
            case "+": return .int(x &+ y)
            case "-": return .int(x &- y)
            case "*": return .int(x &* y)
            case "/": return y == 0 ? .null : .int(x / y)
            case "%": return y == 0 ? .null : .int(x % y)
            case "&": return .int(x & y)
            case "|": return .int(x | y)
            case "^": return .int(x ^ y)
            default: return .null
            }
        case (.string(let x), .string(let y)) where op == "+": return .string(x + y)
        case (.view(.text(let x)), .view(.text(let y))) where op == "+": return .view(.text(x + y))
        case (.view(.text(let x)), .string(let y)) where op == "+": return .view(.text(x + [WidgetTextRun(y)]))
        case (.array(let x), .array(let y)) where op == "+": return .array(x + y)
        case (.date(let date), let interval) where op == "+" || op == "-":
            if case .date(let other) = interval, op == "-" { return .double(date.timeIntervalSince(other)) }
            guard let seconds = interval.number else { return .null }
            return .date(date.addingTimeInterval(op == "+" ? seconds : -seconds))
        default:
            guard let x = a.number, let y = b.number else { return .null }
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            case "%": return .double(x.truncatingRemainder(dividingBy: y))
            default: return .null
            }
        }
    }

    func equal(_ a: WidgetValue, _ b: WidgetValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.enumCase(_, let x, let ax), .enumCase(_, let y, let ay)):
            return x == y && ax.count == ay.count && zip(ax, ay).allSatisfy { equal($0, $1) }
        case (.enumCase(_, let x, _), .implicit(let members)), (.implicit(let members), .enumCase(_, let x, _)):
            return members.count == 1 && members[0].name == x
        case (.implicit(let x), .implicit(let y)): return x.map(\.name) == y.map(\.name)
        case (.date(let x), .date(let y)): return x == y
        case (.enumCase(let type, let name, _), .string(let text)), (.string(let text), .enumCase(let type, let name, _)):
            return rawValue(type: type, name: name).text == text
        default:
            if let x = a.number, let y = b.number { return x == y }
            return false
        }
    }

    /// -1, 0, 1; nil when the two do not compare.
    func compare(_ a: WidgetValue, _ b: WidgetValue) -> Int? {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y ? -1 : x == y ? 0 : 1
        case (.date(let x), .date(let y)): return x < y ? -1 : x == y ? 0 : 1
        default:
            guard let x = a.number, let y = b.number else { return nil }
            return x < y ? -1 : x == y ? 0 : 1
        }
    }

    func inRange(_ value: WidgetValue, _ low: WidgetValue, _ high: WidgetValue, closed: Bool) -> Bool {
        if !low.isNull, let order = compare(value, low), order < 0 { return false }
        if !low.isNull, compare(value, low) == nil { return false }
        if high.isNull { return true }
        guard let order = compare(value, high) else { return false }
        return closed ? order <= 0 : order < 0
    }

    /// What `for … in` and `ForEach` walk.
    func elements(of value: WidgetValue) -> [WidgetValue] {
        switch value {
        case .array(let items): return items
        case .range(let low, let high, let closed):
            guard let lower = low.integer, var upper = high.integer else { return [] }
            if closed { upper += 1 }
            guard lower < upper else { return [] }
            return (lower..<min(upper, lower + 1000)).map { .int($0) }
        case .dictionary(let table): return table.keys.sorted().map { .tuple([.string($0), table[$0]!]) }
        case .null: return []
        default: return [value]
        }
    }

    // MARK: Calls

    func invoke(_ function: SwiftFunction, self this: WidgetValue?, arguments: [(label: String?, value: WidgetValue)],
                captured: [String: WidgetValue] = [:]) -> WidgetValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            warn(function.line, Sentence(.widgetRecursesTooDeeply, ["name": function.name]))
            return .null
        }
        let savedFile = file
        file = function.file
        defer { file = savedFile }
        var scope = WidgetScope(captured)
        if let this { scope["self"] = this }
        var index = 0
        for parameter in function.parameters {
            if index < arguments.count, arguments[index].label == parameter.label {
                scope[parameter.name] = coerce(arguments[index].value, to: parameter.type)
                index += 1
            } else if let fallback = parameter.defaultValue {
                scope[parameter.name] = evaluate(fallback, &scope)
            } else if index < arguments.count {
                scope[parameter.name] = arguments[index].value
                index += 1
            }
        }
        let flow = run(function.body, &scope)
        if function.name == "init" { return scope["self"] ?? flow.value }
        return flow.value
    }

    func callClosure(_ value: WidgetValue, _ arguments: [WidgetValue]) -> WidgetValue {
        // A key path stands for the closure that reads it: `filter(\.isOpen)`, `map(\.name)`.
        if case .keyPath(let parts) = value, let element = arguments.first {
            return parts.reduce(element) { member($0, $1, line: 0) }
        }
        guard case .closure(let closure, let captured) = value else { return value }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else { return .null }
        var scope = WidgetScope(captured)
        for (index, argument) in arguments.enumerated() {
            if index < closure.parameters.count { scope[closure.parameters[index]] = argument }
            scope["$\(index)"] = argument
        }
        // `{ $0.name }` for a two-value element (`enumerated()`): $0 is the pair.
        if closure.parameters.count == 1, arguments.count > 1 { scope[closure.parameters[0]] = .tuple(arguments) }
        return run(closure.body, &scope).value
    }

    func call(_ callee: SwiftExpression, _ arguments: [SwiftExpression.Argument], line: Int, _ scope: inout WidgetScope) -> WidgetValue {
        // `self.init(…)` inside an initializer of an extended type.
        if case .member(.name("self", _), "init", _, _) = callee, case .instance(let type, _)? = scope["self"] ?? .instance(type: "", fields: [:]) {
            let values = arguments.map { (label: $0.label, value: evaluate($0.value, &scope)) }
            scope["self"] = construct(type.isEmpty ? "Color" : type, values, line: line)
            return .null
        }
        let values = arguments.map { (label: $0.label, value: evaluate($0.value, &scope)) }
        switch callee {
        case .name(let name, let nameLine):
            if let local = scope[name] { return callValue(local, values, line: line) }
            if let this = scope["self"], let own = methodOwner(this, name) { return callMethod(own, name, values, line: line) }
            if let this = scope["self"], let property = ownProperty(this, name) { return callValue(property, values, line: line) }
            if let functions = program.functions[name], let function = functions.first(where: { $0.accepts(values.map(\.label)) }) ?? functions.first {
                return invoke(function, self: nil, arguments: values)
            }
            // Inside `extension View { func card() -> some View { padding().background(…) } }`:
            // a modifier written without its base applies to `self`, the view.
            // So does a method of the value inside `extension String { … uppercased() … }`.
            if let this = scope["self"], Self.isValueSelf(this), name.first?.isLowercase == true { return callMethod(this, name, values, line: line) }
            _ = nameLine
            return construct(name, values, line: line)
        case .member(let base, let name, let optional, _):
            let value = evaluate(base, &scope)
            if optional, value.isNull { return .null }
            return callMethod(value, name, values, line: line)
        case .implicitMember(let name, _):
            return .implicit([WidgetValue.Member(name, values)])
        default:
            return callValue(evaluate(callee, &scope), values, line: line)
        }
    }

    /// The value whose method `name` is when called without a base inside a type's member.
    func methodOwner(_ this: WidgetValue, _ name: String) -> WidgetValue? {
        switch this {
        case .instance(let type, _), .enumCase(let type, _, _), .type(let type):
            return program.type(type)?.methods[name] != nil ? this : nil
        default: return nil
        }
    }

    func callValue(_ value: WidgetValue, _ arguments: [(label: String?, value: WidgetValue)], line: Int) -> WidgetValue {
        switch value {
        case .closure: return callClosure(value, arguments.map(\.value))
        case .method(let base, let name):
            if base.isNull, let functions = program.functions[name],
               let function = functions.first(where: { $0.accepts(arguments.map(\.label)) }) ?? functions.first {
                return invoke(function, self: nil, arguments: arguments)
            }
            return callMethod(base, name, arguments, line: line)
        case .type(let name): return construct(name, arguments, line: line)
        case .implicit(var members):
            if members[members.count - 1].arguments == nil { members[members.count - 1].arguments = arguments } else { members.append(WidgetValue.Member("callAsFunction", arguments)) }
            return .implicit(members)
        default: return value
        }
    }
}
