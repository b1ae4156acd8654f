/// A theme file found and read: where it is and its bytes (parsing happens in IslandUI).
public struct LocatedTheme: Hashable, Sendable {
    public var location: ThemeLocation
    public var contents: [UInt8]

    public init(location: ThemeLocation, contents: [UInt8]) {
        self.location = location
        self.contents = contents
    }

    public var name: String { location.name }
    public var path: String { location.path }
}
