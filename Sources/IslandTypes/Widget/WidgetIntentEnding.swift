import IslandSwiftSource

/// Whether pressing a control's intent ends the activity, as far as the files say: when the
/// `perform()` the files declare calls `end(…)` on an activity (`await activity.end(nil,
/// dismissalPolicy: .immediate)`), or when its name says so (`EndTripIntent`, `StopRideIntent`,
/// `CancelOrderIntent`) — island's choice: a widget extension often declares its intents with
/// an empty `perform()` and the app target's copy does the work.
package enum WidgetIntentEnding {
    static let endingWords = ["End", "Stop", "Finish", "Cancel", "Complete", "Dismiss"]

    package static func ends(_ intent: String?, program: WidgetProgram) -> Bool {
        guard let intent else { return false }
        if let perform = program.type(intent)?.methods["perform"]?.first, perform.body.contains(where: callsEnd) { return true }
        return endingWords.contains { word in
            guard let range = intent.range(of: word) else { return false }
            // A word of the name, not a part of one ("Endurance"): what follows starts a new word.
            let after = intent[range.upperBound...]
            return after.isEmpty || after.first!.isUppercase
        }
    }

    static func callsEnd(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .expression(let expression), .returning(let expression?), .binding(_, let expression?):
            return callsEnd(expression)
        case .assignment(_, _, let expression): return callsEnd(expression)
        case .conditional(let conditional): return callsEnd(conditional)
        case .switchOver(let switchOver): return switchOver.cases.contains { $0.body.contains(where: callsEnd) }
        case .guarded(_, let otherwise): return otherwise.contains(where: callsEnd)
        case .forIn(_, let sequence, let body): return callsEnd(sequence) || body.contains(where: callsEnd)
        default: return false
        }
    }

    static func callsEnd(_ conditional: SwiftIf) -> Bool {
        conditional.then.contains(where: callsEnd) || (conditional.otherwise?.contains(where: callsEnd) ?? false)
    }

    static func callsEnd(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .call(let callee, let arguments, _):
            if case .member(_, "end", _, _) = callee { return true }
            return callsEnd(callee) || arguments.contains { callsEnd($0.value) }
        case .member(let base, _, _, _): return callsEnd(base)
        case .closure(let closure): return closure.body.contains(where: callsEnd)
        case .conditional(let conditional): return callsEnd(conditional)
        case .ternary(_, let a, let b): return callsEnd(a) || callsEnd(b)
        case .prefix(_, let inner), .forceUnwrap(let inner), .cast(let inner, _): return callsEnd(inner)
        default: return false
        }
    }
}
