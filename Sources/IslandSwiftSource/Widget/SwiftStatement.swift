/// A statement of a function, computed property or view builder body.
package indirect enum SwiftStatement: Sendable {
    case expression(SwiftExpression)
    /// `let a = x`, `var (a, b) = …` is not read; `let a: Int = x`.
    case binding(String, SwiftExpression?)
    case conditional(SwiftIf)
    case switchOver(SwiftSwitch)
    case guarded([SwiftCondition], otherwise: [SwiftStatement])
    case returning(SwiftExpression?)
    case forIn(String, SwiftExpression, [SwiftStatement])
    /// `a = b`, `a += b`.
    case assignment(SwiftExpression, String, SwiftExpression)
    case unsupported(String, line: Int)
}

/// `if a, let b = c, case .x = d { … } else if … { … } else { … }`.
package struct SwiftIf: Sendable {
    package var conditions: [SwiftCondition]
    package var then: [SwiftStatement]
    /// nil: no `else`; an `else if` is one nested `.conditional`.
    package var otherwise: [SwiftStatement]?

    package init(conditions: [SwiftCondition], then: [SwiftStatement], otherwise: [SwiftStatement]?) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
    }
}

/// One condition of an `if`, `guard` or `while`.
package enum SwiftCondition: Sendable {
    case expression(SwiftExpression)
    /// `let name = value`, or `let name` alone (value is `name`).
    case optionalBinding(String, SwiftExpression)
    /// `case .delayed(let minutes) = status`.
    case matching(SwiftPattern, SwiftExpression)
}

/// `switch value { case …: … default: … }`.
package struct SwiftSwitch: Sendable {
    package struct Case: Sendable {
        /// Empty: `default`.
        package var patterns: [SwiftPattern]
        package var guardExpression: SwiftExpression?
        package var body: [SwiftStatement]

        package init(patterns: [SwiftPattern], guardExpression: SwiftExpression?, body: [SwiftStatement]) {
            self.patterns = patterns
            self.guardExpression = guardExpression
            self.body = body
        }
    }

    package var subject: SwiftExpression
    package var cases: [Case]

    package init(subject: SwiftExpression, cases: [Case]) {
        self.subject = subject
        self.cases = cases
    }
}

/// What a `case` matches.
package indirect enum SwiftPattern: Sendable {
    /// `_`
    case wildcard
    /// `let x`, `var x`: binds whatever is there.
    case binding(String)
    /// `.delayed(let minutes)`, `.some(let x)`, `Status.late(_)`: a case by name and the
    /// patterns of its associated values (empty: any).
    case enumCase(String, [SwiftPattern])
    /// `x?`
    case optional(SwiftPattern)
    /// `(a, b)`
    case tuple([SwiftPattern])
    /// A value compared with `==` or a range with `~=`: `0`, `"x"`, `1...5`, `..<10`.
    case value(SwiftExpression)
}

/// `{ context in … }`, `{ $0.name }`.
package struct SwiftClosure: Sendable {
    package var parameters: [String]
    package var body: [SwiftStatement]

    package init(parameters: [String], body: [SwiftStatement]) {
        self.parameters = parameters
        self.body = body
    }
}
