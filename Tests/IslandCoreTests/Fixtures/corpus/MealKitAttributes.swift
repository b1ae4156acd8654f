import ActivityKit
import Foundation

/// Cooking along with a meal kit: the current step and a timer.
struct MealKitAttributes: ActivityAttributes {
    var recipeName: String
    var servings: Int8
    var allergens: Set<Allergen>
}

extension MealKitAttributes {
    struct ContentState: Codable, Hashable {
        var step: Step
        var timerEnds: Date?
        var checkedIngredients: Set<String>
    }

    enum Allergen: String, Codable, Hashable {
        case gluten, nuts, dairy, egg, soy, fish
    }
}

extension MealKitAttributes.ContentState {
    struct Step: Codable, Hashable {
        var index: Int
        var title: String
        var tool: Tool?
    }

    enum Tool: String, Codable, Hashable {
        case oven, pan, pot, grill
    }
}
