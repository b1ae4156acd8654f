import CNghttp2
import IslandIO
import Foundation

/// An nghttp2 session driven by hand: bytes that arrived go in with `receive`, bytes to send
/// come out of `drainOutput` — no socket inside, so the same session runs over a plain socket
/// or TLS, in the dashboard's poll loop or in a command-line client. The C callbacks collect
/// each stream's message and report it complete (END_STREAM) or the stream closed.
package final class HTTP2Session {
    package enum Role { case server, client }

    /// A complete message (request on a server, response on a client) on a stream.
    package var onMessage: (Int32, HTTP2Message) -> Void = { _, _ in }
    /// A stream closed (after its answer, or reset by the peer: the error code is then not 0).
    package var onClose: (Int32, UInt32) -> Void = { _, _ in }
    /// A request's body reached `maximumBodyBytes` before it ended: answer it now (413), and the
    /// rest of its body is neither kept nor waited for. `onMessage` is not called for it.
    package var onOversize: ((Int32, HTTP2Message) -> Void)?

    /// Header bytes one stream may carry before it is reset (island's bound per stream).
    package let maximumFieldBytes: Int
    /// Body bytes one stream keeps; more are only counted.
    package let maximumBodyBytes: Int
    /// Header and body bytes all open streams together may hold; a stream that would go over
    /// is reset (island's bound per connection, so many streams cannot hoard memory).
    package let maximumBufferedBytes: Int
    private var bufferedBytes = 0
    private var answeredEarly: Set<Int32> = []

    private var session: OpaquePointer?
    private var messages: [Int32: HTTP2Message] = [:]
    private var outgoingBodies: [Int32: (bytes: [UInt8], offset: Int)] = [:]

    /// - Parameter maximumConcurrentStreams: the SETTINGS a server announces.
    package init(role: Role, maximumConcurrentStreams: UInt32 = 100, maximumFieldBytes: Int = 8192, maximumBodyBytes: Int = 4097,
                 maximumBufferedBytes: Int = .max) throws(HTTP2Error) {
        self.maximumFieldBytes = maximumFieldBytes
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumBufferedBytes = maximumBufferedBytes
        var callbacks: OpaquePointer?
        guard nghttp2_session_callbacks_new(&callbacks) == 0, let callbacks else { throw HTTP2Error("nghttp2_session_callbacks_new") }
        defer { nghttp2_session_callbacks_del(callbacks) }
        nghttp2_session_callbacks_set_on_begin_headers_callback(callbacks, Self.beginHeaders)
        nghttp2_session_callbacks_set_on_header_callback(callbacks, Self.header)
        nghttp2_session_callbacks_set_on_data_chunk_recv_callback(callbacks, Self.dataChunk)
        nghttp2_session_callbacks_set_on_frame_recv_callback(callbacks, Self.frameReceived)
        nghttp2_session_callbacks_set_on_stream_close_callback(callbacks, Self.streamClosed)
        let me = Unmanaged.passUnretained(self).toOpaque()
        var made: OpaquePointer?
        let status = role == .server ? nghttp2_session_server_new(&made, callbacks, me) : nghttp2_session_client_new(&made, callbacks, me)
        guard status == 0, let made else { throw HTTP2Error("nghttp2_session_new", code: status) }
        session = made
        var settings = [
            nghttp2_settings_entry(settings_id: Int32(NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS.rawValue), value: maximumConcurrentStreams),
            nghttp2_settings_entry(settings_id: Int32(NGHTTP2_SETTINGS_MAX_HEADER_LIST_SIZE.rawValue), value: UInt32(maximumFieldBytes)),
        ]
        let submitted = nghttp2_submit_settings(made, UInt8(NGHTTP2_FLAG_NONE.rawValue), &settings, settings.count)
        guard submitted == 0 else { throw HTTP2Error("nghttp2_submit_settings", code: submitted) }
    }

    deinit {
        if let session { nghttp2_session_del(session) }
    }

    /// Feeds received bytes; false when the peer broke the protocol (the session then has a
    /// GOAWAY to send and wants nothing more).
    @discardableResult
    package func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let session, !bytes.isEmpty else { return true }
        let used = nghttp2_session_mem_recv(session, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count)
        return used >= 0
    }

    /// Appends what the session has to send to `queue` until it holds `limit` bytes: a peer that
    /// does not read keeps the rest inside nghttp2, which stops producing when its streams wait.
    package func drainOutput(into queue: inout ByteQueue, limit: Int) -> Bool {
        guard let session else { return true }
        while queue.count < limit {
            var data: UnsafePointer<UInt8>?
            let count = nghttp2_session_mem_send(session, &data)
            if count < 0 { return false }
            guard count > 0, let data else { return true }
            queue.append(UnsafeBufferPointer(start: data, count: count))
        }
        return true
    }

    /// Whether the session still wants to read or write (false for both after a GOAWAY has
    /// gone and nothing is left: the connection can close).
    package var isFinished: Bool {
        guard let session else { return true }
        return nghttp2_session_want_read(session) == 0 && nghttp2_session_want_write(session) == 0
    }

    package var openStreams: Int { messages.count }

    /// A server's response on `stream`.
    package func respond(stream: Int32, status: Int, headers: [(String, String)], body: [UInt8]) {
        guard let session else { return }
        let fields = [(":status", String(status))] + headers
        if !body.isEmpty { outgoingBodies[stream] = (body, 0) }
        submit(fields, body: body) { nva, provider in
            nghttp2_submit_response(session, stream, nva.baseAddress, nva.count, provider)
        }
    }

    /// A client's request; the new stream's number, or nil when the session refuses it.
    package func request(_ fields: [(String, String)], body: [UInt8]) -> Int32? {
        guard let session else { return nil }
        var stream: Int32 = -1
        submit(fields, body: body) { nva, provider in
            stream = nghttp2_submit_request(session, nil, nva.baseAddress, nva.count, provider, nil)
            return stream
        }
        if stream > 0, !body.isEmpty { outgoingBodies[stream] = (body, 0) }
        return stream > 0 ? stream : nil
    }

    /// GOAWAY: no new streams; those open finish.
    package func goAway() {
        guard let session else { return }
        nghttp2_session_terminate_session(session, UInt32(NGHTTP2_NO_ERROR.rawValue))
    }

    /// GOAWAY with APNs's JSON in its debug data (`{"reason":"IdleTimeout"}`), as APNs closes
    /// a connection: the answers already submitted still go out, no new streams are taken, and
    /// the session then wants nothing more.
    package func goAway(debugData: [UInt8]) {
        guard let session else { return }
        let last = nghttp2_session_get_last_proc_stream_id(session)
        _ = debugData.withUnsafeBufferPointer { data in
            nghttp2_submit_goaway(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), last, UInt32(NGHTTP2_NO_ERROR.rawValue),
                                  data.baseAddress, data.count)
        }
    }

    /// Announces a new SETTINGS_MAX_CONCURRENT_STREAMS (nghttp2 refuses streams over it at once,
    /// before the peer's acknowledgement).
    package func allowConcurrentStreams(_ count: UInt32) {
        guard let session else { return }
        var settings = [nghttp2_settings_entry(settings_id: Int32(NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS.rawValue), value: count)]
        _ = nghttp2_submit_settings(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), &settings, settings.count)
    }

    /// Builds the name/value array (nghttp2 copies it) and the body's data provider. The names
    /// and values are laid out in one buffer on the stack, not a `strdup` each: an answer is
    /// a handful of fields, thousands of times a second.
    private func submit(_ fields: [(String, String)], body: [UInt8], _ call: (UnsafeMutableBufferPointer<nghttp2_nv>, UnsafePointer<nghttp2_data_provider>?) -> Int32) {
        var total = 0
        for (name, value) in fields { total += name.utf8.count + value.utf8.count }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, total)) { bytes in
            withUnsafeTemporaryAllocation(of: nghttp2_nv.self, capacity: max(1, fields.count)) { nva in
                var offset = 0
                func place(_ text: String) -> (UnsafeMutablePointer<UInt8>, Int) {
                    let start = bytes.baseAddress! + offset
                    var text = text
                    let count = text.withUTF8 { utf8 in
                        if let source = utf8.baseAddress { start.update(from: source, count: utf8.count) }
                        return utf8.count
                    }
                    offset += count
                    return (start, count)
                }
                for (index, (name, value)) in fields.enumerated() {
                    let (namePointer, nameLength) = place(name)
                    let (valuePointer, valueLength) = place(value)
                    (nva.baseAddress! + index).initialize(to: nghttp2_nv(name: namePointer, value: valuePointer, namelen: nameLength,
                                                                         valuelen: valueLength, flags: UInt8(NGHTTP2_NV_FLAG_NONE.rawValue)))
                }
                let filled = UnsafeMutableBufferPointer(rebasing: nva[0..<fields.count])
                // The body itself is read later, by readBody, from `outgoingBodies`.
                var provider = nghttp2_data_provider(source: nghttp2_data_source(ptr: nil), read_callback: Self.readBody)
                _ = body.isEmpty ? call(filled, nil) : withUnsafePointer(to: &provider) { call(filled, $0) }
            }
        }
    }

    /// Gives back what a stream's message holds to the connection's budget (its fields and
    /// body stay readable until the stream closes, but no longer count).
    private func release(_ stream: Int32) {
        guard let index = messages.index(forKey: stream), messages.values[index].fieldBytes >= 0 else { return }
        bufferedBytes -= messages.values[index].fieldBytes + messages.values[index].body.count
        messages.values[index].fieldBytes = -1
        messages.values[index].body = []
    }

    // MARK: Callbacks

    private static func me(_ userData: UnsafeMutableRawPointer?) -> HTTP2Session {
        Unmanaged<HTTP2Session>.fromOpaque(userData!).takeUnretainedValue()
    }

    private static let beginHeaders: nghttp2_on_begin_headers_callback = { _, frame, userData in
        guard let frame, frame.pointee.hd.type == UInt8(NGHTTP2_HEADERS.rawValue) else { return 0 }
        let session = me(userData)
        let stream = frame.pointee.hd.stream_id
        if session.messages[stream] == nil {
            var message = HTTP2Message()
            // A request's dozen fields without growing the array on the way.
            message.fields.reserveCapacity(12)
            session.messages[stream] = message
        }
        return 0
    }

    private static let header: nghttp2_on_header_callback = { _, frame, name, nameLength, value, valueLength, _, userData in
        guard let frame, let name, let value else { return 0 }
        let session = me(userData)
        let stream = frame.pointee.hd.stream_id
        // Changed where the table keeps it: a copy taken out and put back made every append
        // copy the fields (the table still held them).
        guard let index = session.messages.index(forKey: stream), session.messages.values[index].fieldBytes >= 0 else { return 0 }
        let fieldBytes = session.messages.values[index].fieldBytes + nameLength + valueLength
        if fieldBytes > session.maximumFieldBytes || session.bufferedBytes + nameLength + valueLength > session.maximumBufferedBytes {
            // Resets this stream only (RST_STREAM); the connection goes on.
            return Int32(NGHTTP2_ERR_TEMPORAL_CALLBACK_FAILURE.rawValue)
        }
        session.bufferedBytes += nameLength + valueLength
        session.messages.values[index].fieldBytes = fieldBytes
        session.messages.values[index].fields.append((String(decoding: UnsafeBufferPointer(start: name, count: nameLength), as: UTF8.self),
                                                      String(decoding: UnsafeBufferPointer(start: value, count: valueLength), as: UTF8.self)))
        return 0
    }

    private static let dataChunk: nghttp2_on_data_chunk_recv_callback = { _, _, stream, data, length, userData in
        guard let data else { return 0 }
        let session = me(userData)
        guard !session.answeredEarly.contains(stream), let index = session.messages.index(forKey: stream) else { return 0 }
        session.messages.values[index].bodyLength += length
        let room = min(session.maximumBodyBytes - session.messages.values[index].body.count, session.maximumBufferedBytes - session.bufferedBytes)
        if room > 0 {
            let kept = min(room, length)
            session.messages.values[index].body.append(contentsOf: UnsafeBufferPointer(start: data, count: kept))
            session.bufferedBytes += kept
        }
        if session.messages.values[index].bodyLength >= session.maximumBodyBytes, let oversize = session.onOversize {
            // Answered as the byte over the limit arrives, not after the whole body.
            let message = session.messages.values[index]
            session.answeredEarly.insert(stream)
            session.release(stream)
            oversize(stream, message)
        }
        return 0
    }

    private static let frameReceived: nghttp2_on_frame_recv_callback = { _, frame, userData in
        guard let frame else { return 0 }
        let type = frame.pointee.hd.type
        guard type == UInt8(NGHTTP2_HEADERS.rawValue) || type == UInt8(NGHTTP2_DATA.rawValue),
              frame.pointee.hd.flags & UInt8(NGHTTP2_FLAG_END_STREAM.rawValue) != 0 else { return 0 }
        let session = me(userData)
        let stream = frame.pointee.hd.stream_id
        if !session.answeredEarly.contains(stream), let message = session.messages[stream] { session.onMessage(stream, message) }
        return 0
    }

    private static let streamClosed: nghttp2_on_stream_close_callback = { _, stream, errorCode, userData in
        let session = me(userData)
        session.release(stream)
        session.answeredEarly.remove(stream)
        session.messages[stream] = nil
        session.outgoingBodies[stream] = nil
        session.onClose(stream, errorCode)
        return 0
    }

    private static let readBody: nghttp2_data_source_read_callback = { _, stream, buffer, length, flags, _, userData in
        let session = me(userData)
        guard let buffer, let flags, let pending = session.outgoingBodies[stream] else {
            flags?.pointee |= UInt32(NGHTTP2_DATA_FLAG_EOF.rawValue)
            return 0
        }
        let count = min(length, pending.bytes.count - pending.offset)
        pending.bytes.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + pending.offset, count: count)
        }
        let offset = pending.offset + count
        if offset >= pending.bytes.count {
            flags.pointee |= UInt32(NGHTTP2_DATA_FLAG_EOF.rawValue)
            session.outgoingBodies[stream] = nil
        } else {
            session.outgoingBodies[stream] = (pending.bytes, offset)
        }
        return count
    }
}

package struct HTTP2Error: Error, Hashable, Sendable, CustomStringConvertible {
    package let operation: String
    package let code: Int32

    package init(_ operation: String, code: Int32 = 0) {
        self.operation = operation
        self.code = code
    }

    package var description: String {
        code == 0 ? operation : "\(operation): \(String(cString: nghttp2_strerror(code)))"
    }
}
