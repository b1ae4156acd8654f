import IslandSwiftSource
import Foundation

/// A literal takes the type it is written for, as Swift's type checker gives it: `2_345`
/// passed where a `Double` goes is `2345.0` (so `meters / 1000` divides as a `Double`), and
/// every `.init(…)` of an array literal written for `[Quote]` is a `Quote`.
extension WidgetEvaluator {
    static let floatingTypes: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval", "Float64", "Float32"]

    func coerceLiteral(_ value: WidgetValue, to type: String) -> WidgetValue? {
        var name = type.trimmingCharacters(in: .whitespaces)
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        switch value {
        case .int(let number) where Self.floatingTypes.contains(name):
            return .double(Double(number))
        case .array(let items) where name.hasPrefix("[") && name.hasSuffix("]") && !name.contains(":"):
            let element = String(name.dropFirst().dropLast())
            return .array(items.map { coerce($0, to: element) })
        default:
            return nil
        }
    }
}
