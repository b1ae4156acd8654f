import Foundation
import IslandTypes

/// Whether a presentation's condition holds for an activity at a moment. Here, below the
/// views, because a type file's buttons have conditions too and the reducer must know which
/// buttons the card draws to press the right one; the views ask the same question through
/// this. A test on a date ("past") tells `noteChange` the moment it flips, so a frame can be
/// redrawn then. A function of borrowed arguments: a frame asks it for item after item.
package enum ActivityConditions {
    package static func holds(_ condition: Condition?, of activity: Activity, schema: ActivitySchema?, now: Date,
                              noteChange: (Date) -> Void = { _ in }) -> Bool {
        guard let condition else { return true }
        switch condition {
        case .isSet(let path): return activity.value(at: path)?.isSet ?? false
        case .nonZero(let path):
            guard let value = activity.value(at: path) else { return false }
            return value.number.map { $0 != 0 && !$0.isNaN } ?? value.isSet
        case .equals(let path, let values):
            let value = activity.value(at: path) ?? .null
            return value.comparable.map(values.contains) ?? false
        case .above(let path, let bound):
            return activity.value(at: path)?.number.map { $0 > bound } ?? false
        case .below(let path, let bound):
            return activity.value(at: path)?.number.map { $0 < bound } ?? false
        case .past(let path):
            guard let value = activity.value(at: path) else { return false }
            let field = schema.flatMap { FieldResolver.field(of: path, in: $0) }
            guard let date = value.date(field: field) else { return false }
            noteChange(date)
            return date <= now
        case .activityState(let states):
            return states.contains(activity.state.rawValue)
        case .not(let inner): return !holds(inner, of: activity, schema: schema, now: now, noteChange: noteChange)
        case .all(let conditions):
            return conditions.allSatisfy { holds($0, of: activity, schema: schema, now: now, noteChange: noteChange) }
        case .any(let conditions):
            return conditions.contains { holds($0, of: activity, schema: schema, now: now, noteChange: noteChange) }
        }
    }
}
