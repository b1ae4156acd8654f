import Foundation
import IslandAPNs
import IslandText

/// One request to a running dashboard's own paths beside APNs's (`/island/tokens`,
/// `/island/faults`, `/island/channels`): its answer printed as the commands print it, and the
/// exit status they share — 0 answered, 1 refused (`refused`, the dashboard's reason on
/// standard error), 2 no answer or an island too old to know the path.
struct IslandPathRequest {
    var method: String
    var path: String
    var body: [UInt8] = []
    /// The status a dashboard refuses the request with.
    var refused: Int? = nil

    func run(_ client: APNsClientOptions, command: String) -> Int32 {
        do {
            let connection = try APNsClient(url: client.url, caFile: client.trustedCertificate)
            let headers = body.isEmpty ? [] : [("content-type", "text/plain")]
            let response = try connection.exchange([(method, path, headers, body)])[0]
            let text = response.body.trimmingCharacters(in: .newlines)
            switch response.status {
            case 200:
                if !text.isEmpty { Console.out(text) }
                return 0
            case refused:
                Console.error(text, prefix: command)
                return 1
            default:
                Console.error(Sentence(.cliAPNsOldIsland, ["url": client.url, "status": String(response.status), "command": command]), prefix: command)
                return 2
            }
        } catch {
            Console.error("\(error)", prefix: command)
            return 2
        }
    }
}
