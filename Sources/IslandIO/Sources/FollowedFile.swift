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
    /// The last bytes before `offset`, as read: if the file no longer holds them there, it was
    /// rewritten behind the follower's back (truncated, then written longer than before).
    var fingerprint: [UInt8] = []
    /// Size and modification time when the fingerprint was last found in place: while they
    /// stay the same, nothing can have changed and the bytes are not read again.
    var checkedSize = -1
    var checkedModification: Int64 = -1

    /// How many bytes the fingerprint keeps.
    static let fingerprintLength = 512

    /// Keeps the fingerprint up to date with bytes just read at the old offset.
    mutating func remember(_ bytes: UnsafeRawBufferPointer) {
        if bytes.count >= Self.fingerprintLength {
            fingerprint = Array(bytes.suffix(Self.fingerprintLength))
        } else {
            fingerprint.append(contentsOf: bytes)
            if fingerprint.count > Self.fingerprintLength { fingerprint.removeFirst(fingerprint.count - Self.fingerprintLength) }
        }
    }
}
