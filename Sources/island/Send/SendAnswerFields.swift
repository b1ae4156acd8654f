import IslandCore
import IslandJSON

/// The members of a dashboard's line that `island send`'s text shows, found in one walk over
/// the object's keys rather than by a lookup each (which walks them all again). A key that
/// repeats gives its last value, as a lookup does; keys compare as lookups compare them.
struct SendAnswerFields {
    var type: JSONNode?
    var file: JSONNode?
    var line: JSONNode?
    var verdict: JSONNode?
    var code: JSONNode?
    var activityID: JSONNode?
    var reason: JSONNode?
    var warnings: JSONNode?
    var intent: JSONNode?
    var topic: JSONNode?
    var event: JSONNode?
    var message: JSONNode?

    init(_ object: JSONNode) {
        for (key, value) in object.members {
            let node = key.node
            let field: Field?
            if node.isPlainString {
                // Printable ASCII without escapes: its bytes are its text.
                let range = node.byteRange
                field = node.document.bytes.withUnsafeBufferPointer { bytes in
                    Self.field(named: UnsafeBufferPointer(rebasing: bytes[range.lowerBound + 1 ..< range.upperBound - 1]))
                }
            } else {
                field = Self.fields.first { key.equals($0.field.name) }?.field
            }
            if let field { set(field, value) }
        }
    }

    enum Field: CaseIterable {
        case type, file, line, verdict, code, activityID, reason, warnings, intent, topic, event, message

        var name: StaticString {
            switch self {
            case .type: "type"
            case .file: "file"
            case .line: "line"
            case .verdict: "verdict"
            case .code: "code"
            case .activityID: "activity-id"
            case .reason: "reason"
            case .warnings: "warnings"
            case .intent: "intent"
            case .topic: "topic"
            case .event: "event"
            case .message: "message"
            }
        }
    }

    /// Every field with its name's bytes, made once (`allCases` makes an array at each call).
    private static let fields = Field.allCases.map { field in
        (field: field, name: field.name.withUTF8Buffer { Array($0) })
    }

    private static func field(named text: UnsafeBufferPointer<UInt8>) -> Field? {
        fields.first { $0.name.count == text.count && $0.name.elementsEqual(text) }?.field
    }

    private mutating func set(_ field: Field, _ value: JSONNode) {
        switch field {
        case .type: type = value
        case .file: file = value
        case .line: line = value
        case .verdict: verdict = value
        case .code: code = value
        case .activityID: activityID = value
        case .reason: reason = value
        case .warnings: warnings = value
        case .intent: intent = value
        case .topic: topic = value
        case .event: event = value
        case .message: message = value
        }
    }
}
