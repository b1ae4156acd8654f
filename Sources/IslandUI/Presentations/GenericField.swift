/// One labelled value of a generic activity.
struct GenericField: Hashable, Sendable {
    let key: String
    let label: String
    let value: GenericValue
    /// From the content state (changes with updates) rather than the attributes.
    let isState: Bool
}
