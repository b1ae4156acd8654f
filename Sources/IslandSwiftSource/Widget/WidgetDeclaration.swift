/// A `Widget` whose body is an `ActivityConfiguration(for: X.self) { … } dynamicIsland: { … }`:
/// the two closures, kept as written and evaluated at every frame.
package struct WidgetDeclaration: Sendable {
    package var name: String
    /// The `ActivityAttributes` type it is for.
    package var attributesType: String
    package var lockScreen: SwiftClosure
    package var dynamicIsland: SwiftClosure?
    package var file: String
    package var line: Int
    /// `.supplementalActivityFamilies([.small])` on the configuration: the families beside
    /// `.medium` it draws (`small`: the Apple Watch Smart Stack and CarPlay).
    package var supplementalFamilies: [String] = []

    package init(name: String, attributesType: String, lockScreen: SwiftClosure, dynamicIsland: SwiftClosure?, file: String, line: Int) {
        self.name = name
        self.attributesType = attributesType
        self.lockScreen = lockScreen
        self.dynamicIsland = dynamicIsland
        self.file = file
        self.line = line
    }
}
