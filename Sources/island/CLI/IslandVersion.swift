/// What `island --version` says: the version, and the commit it was built from
/// (`BuildCommit` is written by the IslandBuildInfo plugin on every build).
enum IslandVersion {
    static let number = "0.2.0"

    static var text: String { "island \(number) (commit \(BuildCommit.commit))" }
}
