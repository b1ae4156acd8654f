/// APNs topics of Live Activity pushes: the app's bundle id with this suffix. A type file's
/// bundle id must not carry it, and the wire decoder reads it off a push's topic.
package enum LiveActivityTopic {
    package static let suffix = ".push-type.liveactivity"
}
