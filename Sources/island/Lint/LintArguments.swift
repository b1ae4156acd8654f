import Foundation
import IslandCore

/// `island lint [OPTIONS] [FILE…|-]`, as `LintOptions.table` fills it. No file means stdin.
struct LintArguments: Hashable, Sendable {
    /// Type files (`--type FILE`, `--schema FILE`).
    var typeFiles: [String] = []
    /// The app's Swift files (`--attributes FILE.swift`).
    var attributesFiles: [String] = []
    /// `--type NAME`: lone updates and ends are checked against this type.
    var loneType: String?
    var json = false
    /// `--now TIME`: the device clock from the first payload on.
    var now: Date?
    var ios: IOSVersion = .newest
    var frequentUpdates = false
    /// Paths in order; `-` is stdin.
    var inputs: [String] = []
}
