import Foundation
@testable import IslandCore

/// The types of the realistic attribute files in `Fixtures/swift/`, compiled into the tests so
/// Foundation's `JSONDecoder` can judge what the schemas read from those files accept. Each
/// twin file holds the same declarations as its fixture, without what does not build here
/// (imports, widgets, previews, `#if`); `SwiftTwinRoundTripTests` reads the twin files with
/// the attributes reader and checks they give the fixture's schemas, so the twins cannot
/// drift from the fixtures.
enum SwiftTwins {}
