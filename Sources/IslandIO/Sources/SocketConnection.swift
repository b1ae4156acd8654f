import IslandCore

/// The NDJSON side of one socket client: its own line numbers and unfinished line, and the
/// complete lines read but not yet handed to the loop (the bytes are `ServedConnection`'s).
package final class SocketConnection {
    var splitter = LineSplitter()
    var lineNumber = 0
    /// Complete lines read from the socket, waiting for their turn (see `SocketServer`).
    var pending: [IncomingLine.Body] = []

    init() {}
}
