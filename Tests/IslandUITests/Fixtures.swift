import IslandText
import Foundation
import IslandCore
import IslandTestSupport
@testable import IslandUI
import IslandJSON
import IslandSimulator

/// Models and activities built with a fixed clock: the simulator's pushes go through the
/// reducer exactly as in the app, and custom contents through the lifecycle system.
enum Fixtures {
    /// StandBy's full-screen card of one activity at width × height, as StandBy draws it.
    static func standBy(activity: Activity, now: Date, context: RenderContext, width: Int, height: Int) -> Grid {
        let view = ActivityViewBuilder.make(activity, now: now, context: context)
        var grid = Canvas.blank(width: width, height: height)
        StandByPresentation.draw(view, in: &grid, rect: grid.bounds, context: context)
        return grid
    }

    /// 2025-11-29 12:00:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_764_417_600)
    static let utc = TimeZone(identifier: "UTC")!

    static func context(_ language: Language = .de, ascii: Bool = false) -> RenderContext {
        RenderContext(language: language, glyphs: ascii ? .ascii : .unicode, themeNames: ["default", "light"], timeZone: utc)
    }

    static let simulator = TripSimulator(seed: 42, start: start)

    /// The simulated RNV 5 trip played through the reducer up to `start + offset`.
    static func tripModel(at offset: TimeInterval, events: [AppEvent] = []) -> (AppModel, Date) {
        var model = AppModel(system: BuiltInTypes.system(), simulations: [SimulationRun(simulator)])
        model.sources = [SourceStatus(name: "sim", state: .running)]
        let now = start.addingTimeInterval(offset)
        var time = start
        // Tick through the schedule so the log reads as it would live.
        for push in simulator.schedule where push <= now {
            time = push
            _ = AppReducer.update(&model, .tick, now: time)
        }
        _ = AppReducer.update(&model, .tick, now: now)
        for event in events { _ = AppReducer.update(&model, event, now: now) }
        return (model, now)
    }

    /// Seconds after `start` when the trip is under way (between two stops).
    static var enRoute: TimeInterval { simulator.departure.timeIntervalSince(start) + 4 * 60 + 20 }
    static var beforeDeparture: TimeInterval { 60 }
    static var arrived: TimeInterval { simulator.arrival.timeIntervalSince(start) + 10 }

    /// One second after the first en-route push that carries an alert (a new delay).
    static var alertTime: TimeInterval {
        let index = simulator.schedule.indices.first { $0 > 0 && simulator.push(at: $0).alert != nil }!
        return simulator.schedule[index].timeIntervalSince(start) + 1
    }

    // MARK: Custom activities

    static func system(_ pushes: [Push], now: Date) -> LiveActivitySystem {
        var system = BuiltInTypes.system()
        for push in pushes {
            let outcome = system.receive(push, now: now)
            if case .notApplied(let rejection, _) = outcome.verdict {
                fatalError("fixture push rejected: \(rejection.message)")
            }
        }
        return system
    }

    static func startPush(id: String, app: String, type: String, attributes: JSONObject, state: JSONObject,
                          relevance: Double = 0, at time: Date = start, staleDate: Date? = nil) -> Push {
        var push = Push(event: .start, activityID: id, app: app, timestamp: time, contentState: state)
        push.attributesType = type
        push.attributes = JSONNode(attributes)
        push.alert = ActivityAlert(title: "started")
        push.relevanceScore = relevance
        push.staleDate = staleDate
        return push
    }

    static func tripState(current: String = "Paradeplatz", next: String = "Wasserturm", minutes: Double = 3,
                          delay: Int = 2, occupancy: OccupancyLevel = .medium, phase: TripPhase = .inProgress,
                          progress: Double = 0.6, now: Date = start) -> TripLiveActivityAttributes.ContentState {
        .init(currentStop: current, nextStop: next, nextStopTime: now.addingTimeInterval(minutes * 60 - 20),
              remainingTime: minutes * 60 - 20, delay: delay, occupancy: occupancy, phase: phase, progress: progress)
    }

    static func tripPush(id: String = "trip", line: String = "RNV 5", destination: String = "Heidelberg Bismarckplatz",
                         state: TripLiveActivityAttributes.ContentState = tripState(), relevance: Double = 100,
                         app: String = TripSimulator.app, staleDate: Date? = nil) -> Push {
        let attributes = TripLiveActivityAttributes(tripId: id, line: line, destination: destination)
        return startPush(id: id, app: app, type: TripLiveActivityAttributes.typeName, attributes: attributes.json,
                         state: state.json, relevance: relevance, staleDate: staleDate)
    }

    static func ridePush(id: String = "ride", device: String = "Onewheel GT",
                         state: RideActivityAttributes.ContentState = .init(phase: .connected, statusText: "Riding · 23 km/h",
                                                                           batteryPercent: 76),
                         relevance: Double = 50) -> Push {
        startPush(id: id, app: RideSimulator.app, type: RideActivityAttributes.typeName,
                  attributes: RideActivityAttributes(deviceName: device).json, state: state.json, relevance: relevance)
    }

    static func deliveryPush(id: String = "delivery", minutes: Int = 12, relevance: Double = 10) -> Push {
        startPush(id: id, app: "com.example.delivery", type: "DeliveryAttributes",
                  attributes: JSONObject([("orderId", "1234"), ("restaurantName", "Пицца Юг")]),
                  state: JSONObject([("status", "in_delivery"), ("estimatedMinutes", .number(JSONNumber(minutes))),
                                     ("courierLocation", ["latitude": 49.41, "longitude": 8.69])]),
                  relevance: relevance)
    }

    static func workoutPush(id: String = "workout", relevance: Double = 5) -> Push {
        startPush(id: id, app: "com.example.fitness", type: "WorkoutAttributes",
                  attributes: JSONObject([("workoutType", "Koşu")]),
                  state: JSONObject([("duration", 1200), ("caloriesBurned", 150)]),
                  relevance: relevance)
    }

    static func activity(_ push: Push, now: Date = start) -> Activity {
        system([push], now: now).activities[0]
    }

    static func model(_ pushes: [Push], now: Date = start) -> AppModel {
        var model = AppModel(system: system(pushes, now: now))
        model.sources = [SourceStatus(name: "socket", state: .clients(1))]
        model.selectedID = model.lockScreenActivities.first?.id
        return model
    }
}
