/// A Swift expression as the widget reader keeps it: a small tree, built once when the file
/// is read and evaluated at every frame (`WidgetEvaluator`). View builders are expressions too:
/// `HStack { … }.padding()` is a call with a trailing closure and a modifier call on it.
package indirect enum SwiftExpression: Sendable {
    case integer(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case nilLiteral
    /// `"\(a) min"`: text and expressions in order (`\(x, format: …)` keeps its arguments).
    case interpolated([Piece])
    case name(String, line: Int)
    /// `.caption`, `.onTime`: a member of a type the context implies.
    case implicitMember(String, line: Int)
    /// `a.b`; `a?.b` when `optional`.
    case member(SwiftExpression, String, optional: Bool, line: Int)
    /// `f(x, label: y) { … } other: { … }`: trailing closures are arguments too (the first
    /// unlabelled).
    case call(SwiftExpression, [Argument], line: Int)
    case subscripted(SwiftExpression, [Argument], optional: Bool)
    case prefix(String, SwiftExpression)
    case binary(String, SwiftExpression, SwiftExpression, line: Int)
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    case forceUnwrap(SwiftExpression)
    case closure(SwiftClosure)
    case conditional(SwiftIf)
    case switchOver(SwiftSwitch)
    case array([SwiftExpression])
    case dictionary([(key: SwiftExpression, value: SwiftExpression)])
    case tuple([Argument])
    /// `\.id`, `\Stop.name`.
    case keyPath([String])
    /// `x as? T`, `x as! T`, `x as T`: the value, unchanged.
    case cast(SwiftExpression, String)
    case isType(SwiftExpression, String)
    /// What the reader did not understand, kept with its line so drawing it can say so.
    case unsupported(String, line: Int)

    package struct Argument: Sendable {
        package var label: String?
        package var value: SwiftExpression

        package init(_ label: String?, _ value: SwiftExpression) {
            self.label = label
            self.value = value
        }
    }

    package enum Piece: Sendable {
        case text(String)
        case value(SwiftExpression, [Argument])
    }

    /// The line an expression starts on, where the tree knows it.
    package var line: Int? {
        switch self {
        case .name(_, let line), .implicitMember(_, let line), .member(_, _, _, let line), .call(_, _, let line),
             .binary(_, _, _, let line), .unsupported(_, let line):
            return line
        case .subscripted(let base, _, _), .forceUnwrap(let base), .cast(let base, _), .isType(let base, _), .prefix(_, let base),
             .ternary(let base, _, _):
            return base.line
        default: return nil
        }
    }
}
