import IslandCore

/// Where the events pane is not drawn (below about 80 columns, the phone and StandBy views),
/// the status line says in one part what it would have shown: how many of the kept entries
/// are problems and the newest one's code — a rejected push leaves a trace at every size.
enum ProblemNote {
    /// "2 problems · last REJECTED_KEY_NOT_FOUND"; nil when the log holds none.
    static func text(_ scene: Scene) -> String? {
        let entries = scene.model.log.entries
        var count = 0
        var newest: LogEntry?
        for index in entries.indices.reversed() where entries[index].isProblem {
            if newest == nil { newest = entries[index] }
            count += 1
        }
        guard let newest else { return nil }
        let s = scene.strings
        return "\(s.problemCount(count)) \(scene.context.glyphs.separator) \(s.lastProblem(code(of: newest)))"
    }

    /// The code a developer looks up (`REJECTED_KEY_NOT_FOUND`), else what kind of problem.
    static func code(of entry: LogEntry) -> String {
        switch entry.message {
        case .notApplied(let rejection, _): return rejection.code.rawValue
        case .warning(let warning): return warning.code.rawValue
        case .sourceError(let name, _): return name
        default: return entry.level.rawValue
        }
    }
}
