import Foundation
import IslandCore
import IslandTypes

/// Whether a presentation's condition holds for the activity at the frame's moment. A test on
/// a date ("past") notes the moment it flips, so the frame is redrawn then.
struct ConditionEvaluator {
    let input: PresentationInput

    func holds(_ condition: Condition?) -> Bool {
        guard let condition else { return true }
        switch condition {
        case .isSet(let path): return input.activity.value(at: path)?.isSet ?? false
        case .nonZero(let path):
            guard let value = input.activity.value(at: path) else { return false }
            return value.number.map { $0 != 0 && !$0.isNaN } ?? value.isSet
        case .equals(let path, let values):
            let value = input.activity.value(at: path) ?? .null
            return value.comparable.map(values.contains) ?? false
        case .above(let path, let bound):
            return input.activity.value(at: path)?.number.map { $0 > bound } ?? false
        case .below(let path, let bound):
            return input.activity.value(at: path)?.number.map { $0 < bound } ?? false
        case .past(let path):
            guard let value = input.activity.value(at: path) else { return false }
            let field = input.definition.schema.flatMap { FieldResolver.field(of: path, in: $0) }
            guard let date = ValueFormatter(input: input).date(value, field: field) else { return false }
            input.changes(at: date)
            return date <= input.now
        case .activityState(let states):
            return states.contains(input.activity.state.rawValue)
        case .not(let inner): return !holds(inner)
        case .all(let conditions): return conditions.allSatisfy(holds)
        case .any(let conditions): return conditions.contains(where: holds)
        }
    }

    /// The role a `RoleSpec` picks.
    func role(_ spec: RoleSpec?) -> PresentationRole? {
        switch spec {
        case nil: return nil
        case .fixed(let role)?: return role
        case .cases(let cases, let otherwise)?: return cases.first { holds($0.when) }?.role ?? otherwise
        }
    }
}
