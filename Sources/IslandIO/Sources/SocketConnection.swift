import IslandCore

/// One client of the socket server: its own line numbers and unfinished line, the complete
/// lines read but not yet handed to the loop, and what waits to be sent to it.
final class SocketConnection {
    let id: Int
    let descriptor: Int32
    var splitter = LineSplitter()
    var lineNumber = 0
    /// Complete lines read from the socket, waiting for their turn (see `SocketServer`).
    var pending: [IncomingLine.Body] = []
    var outgoing = ByteQueue()
    /// The client shut down its sending side: no more lines, but it may still read.
    var inputClosed = false

    init(id: Int, descriptor: Int32) {
        self.id = id
        self.descriptor = descriptor
    }
}
