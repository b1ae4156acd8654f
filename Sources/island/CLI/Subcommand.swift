/// A subcommand of `island` (`run`, and later `send`, `lint`, …): its name, a line for the
/// overview, and its entry point, which gets the arguments after its name and returns the
/// exit status.
struct Subcommand: Sendable {
    let name: String
    let summary: String
    let run: @Sendable ([String]) -> Int32
}
