import Foundation
#if canImport(ActivityKit)
import ActivityKit
#endif

/// CI dashboard: a pipeline run on the Lock Screen.
struct PipelineRunAttributes {
    struct ContentState: Codable, Hashable {
        var status: RunStatus
        var finishedJobs: Int
        var totalJobs: Int
        var estimatedEnd: Date?
        #if DEBUG
        var rawLog: String
        #endif
        #if os(iOS) && !targetEnvironment(macCatalyst)
        var compactTitle: String
        #else
        var title: String
        #endif
    }

    enum RunStatus: String, Codable, Hashable {
        case queued, running, passed, failed, cancelled
    }

    var repository: String
    var branch: String
    var runNumber: UInt32
}

#if canImport(ActivityKit)
extension PipelineRunAttributes: ActivityAttributes {}
#endif
