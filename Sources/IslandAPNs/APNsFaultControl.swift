import IslandTypes
import IslandJSON
import IslandCore

/// `/island/faults`, island's own path beside APNs's: `GET` answers the faults in force, one a
/// line; `POST` with a spec in the body adds one (`off` clears them) and answers the plan, or
/// 400 with what is wrong in the spec. What `island apns fault` sends to a running dashboard.
package enum APNsFaultControl {
    /// A spec is a short line; more is a mistake.
    static let bodyLimit = 1024

    package static func answer(_ request: HTTP2Message, plan: inout APNsFaultPlan) -> (status: Int, body: String) {
        switch request.field(":method") {
        case "GET":
            return (200, lines(plan.summary))
        case "POST":
            guard request.bodyLength <= bodyLimit, let spec = String(validating: request.body, as: UTF8.self) else {
                return (400, "a fault spec is one line of UTF-8, at most \(bodyLimit) bytes\n")
            }
            switch plan.apply(spec) {
            case .success(let summary): return (200, lines(summary))
            case .failure(let error): return (400, error.description + "\n")
            }
        default:
            return (405, "GET lists the faults in force, POST SPEC adds one, POST off clears them\n")
        }
    }

    static func lines(_ summary: [String]) -> String {
        summary.isEmpty ? "no faults in force\n" : summary.map { $0 + "\n" }.joined()
    }
}
