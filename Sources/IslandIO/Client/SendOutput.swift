/// What `island send` has to say, as it happens.
package enum SendOutput: Hashable, Sendable {
    /// A line the dashboard sent (an ack, a reply, an intent, a lifecycle change): standard output.
    case received(String)
    /// Something the sender noticed itself (a line not sent, the connection lost): standard error.
    case problem(String)
}
