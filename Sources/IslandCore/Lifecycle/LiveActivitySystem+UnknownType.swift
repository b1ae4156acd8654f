import IslandText
import IslandTypes

extension LiveActivitySystem {
    /// A start for an app whose types island knows (a type file, a widget or attributes file
    /// for that app) naming a type that app does not have: iOS matches `attributes-type`
    /// against the app's own ActivityAttributes types and drops the start when none is called
    /// that, so island rejects it, with the nearest of the app's names. Only a start for an
    /// app island knows nothing about is still shown generically.
    func rejectUnknownType(_ typeName: String, app bundle: String?, review: inout PushReview) {
        guard let bundle, !bundle.isEmpty, case .unknown = types.lookup(app: bundle, type: typeName) else { return }
        let declared = types.all.filter { $0.key.app == bundle }.map(\.key.name)
        guard !declared.isEmpty else { return }
        let near = Self.likelyMeant(typeName, among: declared)
        var arguments: [Sentence.Named] = [
            .text("type", DiagnosticText.quote(typeName)), .text("app", DiagnosticText.quote(bundle)),
            Sentence.Named("names", DiagnosticWords.list(declared.map { DiagnosticText.quote($0) })),
        ]
        if let near { arguments.append(.text("near", DiagnosticText.quote(near))) }
        review.reject(.rejectedUnknownType, Sentence(near == nil ? .lifeUnknownType : .lifeUnknownTypeMeant, arguments: arguments))
    }

    /// The app's type a wrong name most likely meant: a near miss (`KeySuggestion`), else the
    /// one sharing the longest start (`TripAttributes` for `TripLiveActivityAttributes`), else
    /// the app's only type.
    static func likelyMeant(_ name: String, among declared: [String]) -> String? {
        if let near = KeySuggestion.nearest(to: name, among: declared) { return near }
        func shared(_ candidate: String) -> Int {
            zip(candidate.lowercased(), name.lowercased()).prefix { $0 == $1 }.count
        }
        if let best = declared.max(by: { shared($0) < shared($1) }), shared(best) >= 3 { return best }
        return declared.count == 1 ? declared[0] : nil
    }
}
