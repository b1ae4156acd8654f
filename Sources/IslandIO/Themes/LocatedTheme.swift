/// A theme file found and read: where it is and its bytes (parsing happens in IslandUI).
package struct LocatedTheme: Hashable, Sendable {
    package var location: ThemeLocation
    package var contents: [UInt8]

    package init(location: ThemeLocation, contents: [UInt8]) {
        self.location = location
        self.contents = contents
    }

    package var name: String { location.name }
    package var path: String { location.path }
}
