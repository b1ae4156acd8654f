import IslandSwiftSource
import Foundation

/// A value while a widget's code is evaluated: Swift's values as far as view code uses them,
/// plus views, colours and the members SwiftUI names without a type (`.caption`, `.green`).
package indirect enum WidgetValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case date(Date)
    case array([WidgetValue])
    case dictionary([String: WidgetValue])
    case instance(type: String, fields: [String: WidgetValue])
    case enumCase(type: String, name: String, associated: [WidgetValue])
    case view(WidgetView)
    case color(WidgetColor)
    /// A member chain written without its type: `.caption`, `.number.precision(.fractionLength(1))`.
    case implicit([Member])
    /// A type named in code (`Color`, `Status`), for its static members and initializers.
    case type(String)
    case closure(SwiftClosure, captured: [String: WidgetValue])
    /// A method of a value, called next: `items.prefix(3)`, `state.label(for:)`.
    case method(WidgetValue, String)
    case range(WidgetValue, WidgetValue, closed: Bool)
    case keyPath([String])
    case tuple([WidgetValue])
    case island(WidgetDynamicIsland)

    package struct Member: Sendable {
        package var name: String
        package var arguments: [(label: String?, value: WidgetValue)]?

        package init(_ name: String, _ arguments: [(label: String?, value: WidgetValue)]? = nil) {
            self.name = name
            self.arguments = arguments
        }

        package func argument(_ label: String?) -> WidgetValue? {
            arguments?.first { $0.label == label }?.value
        }
    }

    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    package var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        case .bool(let flag): return flag ? 1 : 0
        case .implicit(let members) where members.count == 1 && members[0].name == "infinity": return .infinity
        case .date(let date): return date.timeIntervalSinceReferenceDate
        default: return nil
        }
    }

    package var integer: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.isFinite && abs(value) < 1e18: return Int(value)
        default: return nil
        }
    }

    package var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    package var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A member's name when this is one written alone (`.caption` → "caption").
    package var memberName: String? {
        switch self {
        case .implicit(let members): return members.last?.name
        case .enumCase(_, let name, _): return name
        default: return nil
        }
    }

    package var view: WidgetView? {
        if case .view(let view) = self { return view }
        return nil
    }
}
