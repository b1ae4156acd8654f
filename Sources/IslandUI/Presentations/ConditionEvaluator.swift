import Foundation
import IslandCore
import IslandTypes

/// Whether a presentation's condition holds for the activity at the frame's moment
/// (`ActivityConditions`, the one rule). A test on a date ("past") notes the moment it
/// flips, so the frame is redrawn then.
struct ConditionEvaluator {
    let input: PresentationInput

    func holds(_ condition: Condition?) -> Bool {
        guard condition != nil else { return true }
        return ActivityConditions.holds(condition, of: input.activity, schema: input.definition.schema, now: input.now,
                                        noteChange: input.changes(at:))
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
