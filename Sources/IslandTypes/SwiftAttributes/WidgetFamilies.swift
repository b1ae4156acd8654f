import IslandSwiftSource

/// The activity families a widget's configuration adds with `.supplementalActivityFamilies`
/// (Apple: "Add `.small` … to make your Live Activity appear in the Smart Stack on Apple Watch
/// and on CarPlay"; `.medium` is always there).
enum WidgetFamilies {
    static func supplemental(in statements: [SwiftStatement]) -> [String] {
        for statement in statements {
            switch statement {
            case .expression(let expression), .returning(let expression?):
                let found = supplemental(in: expression)
                if !found.isEmpty { return found }
            default:
                continue
            }
        }
        return []
    }

    /// The families named by the modifier calls around `ActivityConfiguration(…)`.
    static func supplemental(in expression: SwiftExpression) -> [String] {
        guard case .call(let callee, let arguments, _) = expression else { return [] }
        if case .member(let base, "supplementalActivityFamilies", _, _) = callee {
            var names: [String] = []
            for argument in arguments {
                switch argument.value {
                case .array(let items): names += items.compactMap(name)
                default: if let single = name(argument.value) { names.append(single) }
                }
            }
            return names + supplemental(in: base)
        }
        if case .member(let base, _, _, _) = callee { return supplemental(in: base) }
        return []
    }

    static func name(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .implicitMember(let name, _): return name
        case .member(_, let name, _, _): return name
        default: return nil
        }
    }
}
