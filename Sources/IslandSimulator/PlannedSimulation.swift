import Foundation
import IslandCore

/// A simulated app that plans every push at its start — each push and the content state it
/// carries — so what it sends and what its card shows at any moment are read off the plan.
package protocol PlannedSimulation: ActivitySimulation {
    associatedtype State
    var identity: SimulatedApp { get }
    var planned: [PlannedPush] { get }
    var states: [State] { get }
}

extension PlannedSimulation {
    package func push(at index: Int) -> Push {
        identity.push(planned[index])
    }

    /// The content state the card shows at `now`: the last one pushed by then.
    package func state(at now: Date) -> State? {
        let index = firstIndex(after: now) - 1
        return index >= 0 ? states[index] : nil
    }
}
