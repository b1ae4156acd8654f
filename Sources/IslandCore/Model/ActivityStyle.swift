/// ActivityKit's `ActivityStyle` (iOS 18), chosen at the request
/// (`Activity.request(attributes:content:pushType:style:)`). Apple documents the two cases and
/// nothing of what `transient` changes, so island records it, reports it and draws both alike
/// (docs/sending.md).
package enum ActivityStyle: String, Hashable, Sendable, CaseIterable {
    case standard
    case transient
}
