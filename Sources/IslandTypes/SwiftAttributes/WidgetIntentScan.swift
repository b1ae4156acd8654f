import IslandSwiftSource
/// The control a widget's code shows, found without running it: the first
/// `Button(intent: X(…))` or `Toggle(isOn:intent:)` in its Lock Screen view, else in its
/// Dynamic Island, with the label written in it. `b` and a click send that intent's type name;
/// the label drawn is the one each frame's view shows.
enum WidgetIntentScan {
    static func button(_ widget: WidgetDeclaration) -> ButtonSpec? {
        for closure in [widget.lockScreen] + (widget.dynamicIsland.map { [$0] } ?? []) {
            if let found = first(in: closure.body) { return found }
        }
        return nil
    }

    static func first(in statements: [SwiftStatement]) -> ButtonSpec? {
        for statement in statements {
            switch statement {
            case .expression(let expression), .returning(let expression?), .binding(_, let expression?):
                if let found = first(in: expression) { return found }
            case .conditional(let conditional):
                if let found = first(in: conditional.then) ?? conditional.otherwise.flatMap(first(in:)) { return found }
            case .switchOver(let switchOver):
                for entry in switchOver.cases { if let found = first(in: entry.body) { return found } }
            default: continue
            }
        }
        return nil
    }

    static func first(in expression: SwiftExpression) -> ButtonSpec? {
        switch expression {
        case .call(let callee, let arguments, _):
            if case .name(let name, _) = callee, name == "Button" || name == "Toggle",
               let intent = arguments.first(where: { $0.label == "intent" }), let type = typeName(intent.value) {
                return ButtonSpec(intent: type, label: .literal(label(arguments) ?? type))
            }
            if let found = first(in: callee) { return found }
            for argument in arguments {
                if let found = first(in: argument.value) { return found }
            }
            return nil
        case .member(let base, _, _, _): return first(in: base)
        case .closure(let closure): return first(in: closure.body)
        case .conditional(let conditional): return first(in: conditional.then) ?? conditional.otherwise.flatMap(first(in:))
        case .ternary(_, let a, let b): return first(in: a) ?? first(in: b)
        default: return nil
        }
    }

    static func typeName(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .call(.name(let name, _), _, _): return name
        case .call(.member(_, let name, _, _), _, _): return name
        case .name(let name, _): return name.first?.isUppercase == true ? name : nil
        default: return nil
        }
    }

    /// `Button("Pause", intent:)`, or the first text in its label closure.
    static func label(_ arguments: [SwiftExpression.Argument]) -> String? {
        if case .string(let text)? = arguments.first?.value { return text }
        for argument in arguments {
            if case .closure(let closure) = argument.value, let text = firstText(closure.body) { return text }
        }
        return nil
    }

    static func firstText(_ statements: [SwiftStatement]) -> String? {
        for statement in statements {
            if case .expression(let expression) = statement, let text = firstText(expression) { return text }
        }
        return nil
    }

    static func firstText(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .call(.name(let name, _), let arguments, _) where name == "Text" || name == "Label":
            if case .string(let text)? = arguments.first?.value { return text }
            return nil
        case .call(let callee, let arguments, _):
            if let text = firstText(callee) { return text }
            for argument in arguments {
                if case .closure(let closure) = argument.value, let text = firstText(closure.body) { return text }
            }
            return nil
        case .member(let base, _, _, _): return firstText(base)
        default: return nil
        }
    }
}
