import IslandText
import Foundation
import IslandCore
@testable import IslandIO
import IslandJSON

/// Lets a `Pump` drive a `SendClient` beside the server, in one thread: the same steps as
/// `SendClient.run`, with the outputs collected.
final class SendClientDriver: EventSource {
    let client: SendClient
    private(set) var outputs: [SendOutput] = []

    init(_ client: SendClient) {
        self.client = client
    }

    var received: [String] {
        outputs.compactMap { if case .received(let answer) = $0 { return answer.json } else { return nil } }
    }

    var problems: [String] {
        outputs.compactMap { if case .problem(let sentence) = $0 { return sentence.english } else { return nil } }
    }

    var messages: [JSONObject] {
        received.compactMap { try? JSONParser.parse($0).objectValue }
    }

    var pollRequests: [PollRequest] { client.isFinished ? [] : client.pollRequests }

    func handle(descriptor: Int32, revents: Int16, now: Date) -> [AppEvent] {
        outputs += client.handle(descriptor: descriptor, revents: revents)
        return []
    }

    func close() { client.close() }
}
