import Testing

/// The house rule for parameterised and generated tests: each asserts that it ran at least
/// N cases, so a table that lost its rows or a generator that yields nothing fails instead
/// of passing with nothing checked.
package enum CaseCount {
    /// Records an issue when fewer than `minimum` cases ran. Call it after the loop, with the
    /// number of cases that actually reached their assertions.
    package static func expect(_ count: Int, atLeast minimum: Int, _ what: String = "cases",
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(count >= minimum, "only \(count) \(what) ran, fewer than \(minimum)", sourceLocation: sourceLocation)
    }

    /// For a `@Test(arguments:)` table: a companion test checks the table itself.
    package static func expect<Cases: Collection>(_ cases: Cases, atLeast minimum: Int, _ what: String = "cases",
                                                  sourceLocation: SourceLocation = #_sourceLocation) {
        expect(cases.count, atLeast: minimum, what, sourceLocation: sourceLocation)
    }
}
