import IslandSwiftSource

/// An enum case with associated values as Swift's synthesized `Codable` writes it:
/// `{"quarter":{"_0":2,"clock":"3:12"}}` is `.quarter(2, clock: "3:12")` (an unlabelled value
/// is keyed `_0`, `_1`, …), `{"halftime":{}}` is `.halftime`; each value is converted as the
/// type the case declares for it, so a `Date` is a date.
extension WidgetRunner {
    static func associatedCase(_ object: ContentObject, _ body: SwiftTypeBody, _ program: WidgetProgram) -> WidgetValue? {
        guard object.entries.count == 1, let entry = object.entries.first,
              let declared = body.cases.first(where: { $0.name == entry.key }) else { return nil }
        var associated: [WidgetValue] = []
        let payload: ContentObject?
        if case .object(let inner) = entry.value { payload = inner } else { payload = nil }
        for (position, label) in declared.labels.enumerated() {
            let key = label ?? "_\(position)"
            let type = position < declared.types.count ? declared.types[position] : nil
            associated.append(payload?[key].map { convert($0, type: type, program) } ?? .null)
        }
        return .enumCase(type: body.name, name: declared.name, associated: associated)
    }
}
