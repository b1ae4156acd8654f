/// The file a `FileFollower` has open: where it has read to, its unfinished line, and its
/// inotify watch. After a rotation it is still this (old) file until it has been drained.
struct FollowedFile {
    let descriptor: Int32
    let identity: FileIdentity
    /// The watch on this very inode (IN_MODIFY and friends); nil when it could not be added.
    var watch: Int32?
    /// Bytes read so far, including those of the unfinished line in `splitter`.
    var offset: Int
    var splitter = LineSplitter()
    /// Lines handed over from this file (the next line's number is this + 1).
    var lineNumber = 0
}
