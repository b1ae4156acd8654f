/// The directory a `FileFollower` watches for its file to appear: the file's own directory,
/// or while that does not exist, its nearest existing ancestor.
struct DirectoryWatch: Equatable {
    let watch: Int32
    let path: String
    let identity: FileIdentity
    /// The entry of `path` that matters: the file's name, or the next directory on the way.
    let awaitedName: String
}
