/// `typealias ContentState = TripState`.
package struct SwiftTypealias: Hashable, Sendable {
    package var name: String
    package var target: SwiftTypeReference
    package var line: Int

    package init(name: String, target: SwiftTypeReference, line: Int) {
        self.name = name
        self.target = target
        self.line = line
    }
}
