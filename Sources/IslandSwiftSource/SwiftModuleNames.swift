/// Module names a type may be qualified with (`Foundation.Date`, `Swift.Int`): the reader drops
/// the qualifier when the files declare no type of that name.
package enum SwiftModuleNames {
    package static let known: Set<String> = [
        "Swift", "Foundation", "CoreGraphics", "CoreFoundation", "ActivityKit", "SwiftUI", "WidgetKit", "UIKit",
    ]
}
