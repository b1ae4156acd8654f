import IslandText
import IslandJSON
/// The shape of a type island has no schema for, read off its first payload so it can be laid
/// out: strings, whole numbers, numbers, booleans, nested objects and arrays. Nothing is
/// validated against it. Without a schema the values are the only evidence, so a few of them
/// are read closer (island's choice: these are guesses a schema or a type file replaces):
/// - a number under a name that says it is a moment (`…Date`, `…Time`, `…At`, `…Until`) is a
///   `Date` when it lies in 2015…2040 as seconds since 2001, Unix seconds when it does so as
///   seconds since 1970, and under a name ending in milliseconds (`…Ms`, `…InMilliseconds`)
///   Unix milliseconds when it does so as those;
/// - a fractional number in 0…1 is a fraction (a progress bar);
/// - a string shaped like an enum case (`in_delivery`, `onTheWay`) is shown in words.
package enum SchemaInference {
    package static func schema(typeName: String, attributes: JSONObject, state: JSONObject) -> ActivitySchema {
        ActivitySchema(typeName: typeName, attributes: object(attributes, name: typeName), contentState: object(state, name: "ContentState"))
    }

    static func object(_ object: JSONObject, name: String?) -> ObjectSchema {
        ObjectSchema(object.entries.map { field(key: $0.key, value: $0.value) }, name: name)
    }

    package static func field(key: String, value: JSONValue) -> SchemaField {
        var display = FieldDisplay()
        var type: SchemaType
        switch value {
        case .null: type = .optional(.string)
        case .bool: type = .bool
        case .string(let text): type = looksLikeEnumCase(text) ? .enumeration([text]) : .string
        case .number(let number):
            let whole = number.isIntegerLiteral && Int(number.literal) != nil
            type = whole ? .int : .double
            switch moment(key: key, number: number.double) {
            case .date?: type = .date
            case .unixSeconds?: display.hint = .unixSeconds
            case .milliseconds?: display.hint = .milliseconds
            case nil: if !whole, (0...1).contains(number.double) { display.hint = .fraction }
            }
        case .array(let elements): type = .array(elements.first.map { field(key: key, value: $0).type } ?? .string)
        case .object(let nested): type = .object(object(nested, name: nil))
        }
        return SchemaField(key, type, display: display)
    }

    /// 2015-01-01 … 2040-01-01 as seconds since 2001-01-01.
    static let plausibleDates: ClosedRange<Double> = 441_763_200...1_230_768_000
    /// The same years as seconds since 1970.
    static let plausibleUnixSeconds: ClosedRange<Double> = 1_420_070_400...2_208_988_800

    /// What kind of moment a number under `key` is, if any.
    enum Moment: Equatable {
        /// Seconds since 2001, as a Swift `Date` encodes.
        case date
        case unixSeconds
        case milliseconds
    }

    static func moment(key: String, number: Double) -> Moment? {
        let words = Words.words(key).map { $0.lowercased() }
        guard let last = words.last else { return nil }
        if ["ms", "millis", "milliseconds"].contains(last) {
            return plausibleUnixSeconds.contains(number / 1000) ? .milliseconds : nil
        }
        guard ["date", "time", "at", "until", "deadline"].contains(last) else { return nil }
        if plausibleDates.contains(number) { return .date }
        if plausibleUnixSeconds.contains(number) { return .unixSeconds }
        return nil
    }

    /// `in_delivery`, `onTheWay`: ASCII, starting lower-case, with an underscore or an
    /// inner capital — a word in code, not in a sentence.
    static func looksLikeEnumCase(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first), text.count <= 40,
              text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }) else {
            return false
        }
        return text.contains("_") || text.unicodeScalars.contains { ("A"..."Z").contains($0) }
    }
}
