/// What one listener allows its clients: how many at once, how long a handshake and a silence
/// may last, what is read of each per turn of the loop, what may wait to be sent to one.
package struct ConnectionLimits: Sendable {
    /// Clients at once; nil: as many as descriptors allow. When the table is full, the oldest
    /// idle client goes to make room for the newcomer (only when none is idle is the newcomer
    /// refused).
    package var maximumConnections: Int?
    /// Seconds from accept until the first bytes of the protocol have arrived (the TLS
    /// handshake and the HTTP/2 preface); nil: no deadline.
    package var handshakeTimeout: Double?
    /// Seconds an idle client (nothing in flight) is kept; nil: for ever.
    package var idleTimeout: Double?
    /// Bytes read from all clients together in one turn of the loop, shared out evenly...
    package var turnReadBytes: Int
    /// ...but never fewer than this from one client. A client's share is read in one read
    /// where it can (up to 64 KiB, or `turnReadBytes` when that is less).
    package var minimumReadBytes: Int
    /// What may wait to be sent to one client before it is disconnected as not reading.
    package var maximumOutgoingBytes: Int
    /// How long the listener rests when accepting fails (out of descriptors: EMFILE, ENFILE).
    package var acceptPause: Double

    package init(maximumConnections: Int? = nil, handshakeTimeout: Double? = nil, idleTimeout: Double? = nil,
                 turnReadBytes: Int = 256 * 1024, minimumReadBytes: Int = 16 * 1024,
                 maximumOutgoingBytes: Int = 256 * 1024, acceptPause: Double = 0.5) {
        self.maximumConnections = maximumConnections
        self.handshakeTimeout = handshakeTimeout
        self.idleTimeout = idleTimeout
        self.turnReadBytes = turnReadBytes
        self.minimumReadBytes = minimumReadBytes
        self.maximumOutgoingBytes = maximumOutgoingBytes
        self.acceptPause = acceptPause
    }

    /// A table that leaves room below the descriptor limit for island's own files, so the
    /// table is full (and makes room) before `accept` fails.
    package static func connections(atMost wanted: Int, descriptorLimit: Int? = DescriptorLimit.current) -> Int {
        guard let descriptorLimit else { return wanted }
        return max(4, min(wanted, descriptorLimit / 2))
    }
}
