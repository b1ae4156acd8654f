import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSimulator

@Suite struct SimulationDeliveryTests {
    let start = Date(timeIntervalSince1970: 1_764_421_200)
    static let seeds: [UInt64] = [0, 1, 2, 3, 4, 5, 6, 7, 99, 12345]

    func decodedStates(_ delivery: DeliverySimulator) throws -> [DeliveryAttributes.ContentState] {
        try delivery.schedule.indices.map { index in
            let json = try #require(delivery.push(at: index).contentState)
            return try JSONDecoder().decode(DeliveryAttributes.ContentState.self, from: Data(JSONWriter.string(json.value).utf8))
        }
    }

    @Test(arguments: seeds) func sameSeedGivesTheSameStream(seed: UInt64) {
        let a = DeliverySimulator(seed: seed, start: start)
        let b = DeliverySimulator(seed: seed, start: start)
        #expect(a.schedule == b.schedule)
        #expect(a.schedule.indices.map(a.push(at:)) == b.schedule.indices.map(b.push(at:)))
    }

    @Test(arguments: seeds) func theJSONIsWhatTheAppsEncoderWouldSend(seed: UInt64) throws {
        let delivery = DeliverySimulator(seed: seed, start: start)
        #expect(try decodedStates(delivery) == delivery.states)
        let attributes = try #require(delivery.push(at: 0).attributes)
        let decoded = try JSONDecoder().decode(DeliveryAttributes.self, from: Data(JSONWriter.string(attributes.value).utf8))
        #expect(decoded == delivery.attributes)
        #expect(delivery.push(at: 0).attributesType == "DeliveryAttributes")
        // No location while preparing: the optional key is left out, not null.
        #expect(delivery.push(at: 0).contentState?["courierLocation"] == nil)
    }

    @Test(arguments: seeds) func statusesRunInOrderEachWithAnAlert(seed: UInt64) throws {
        let delivery = DeliverySimulator(seed: seed, start: start)
        let states = try decodedStates(delivery)
        let statuses = states.map(\.status)
        var order: [DeliveryStatus] = []
        for status in statuses where order.last != status { order.append(status) }
        #expect(order == DeliveryStatus.allCases)
        for index in states.indices {
            let changed = index == 0 || states[index - 1].status != states[index].status
            #expect((delivery.push(at: index).alert != nil) == changed, "push \(index): alerts exactly on a status change")
        }
        #expect(delivery.push(at: 0).event == .start)
        let end = delivery.push(at: states.count - 1)
        #expect(end.event == .end)
        #expect(states.last == DeliveryAttributes.ContentState(status: .delivered, estimatedMinutes: 0))
        #expect(end.dismissalDate == end.timestamp?.addingTimeInterval(DeliverySimulator.dismissalDelay))
        #expect(states.dropLast().allSatisfy { $0.status != .delivered })
        #expect(states.allSatisfy { ($0.courierLocation != nil) == ($0.status == .inDelivery || $0.status == .arriving) })
        #expect(delivery.push(at: 1).timestamp.map { $0 <= delivery.pickup } == true)
    }

    @Test(arguments: seeds) func pushesOnlyOnAMeaningfulChange(seed: UInt64) throws {
        let delivery = DeliverySimulator(seed: seed, start: start)
        let states = try decodedStates(delivery)
        var lastLocation: GeoCoordinate?
        for index in states.indices.dropFirst() {
            let previous = states[index - 1]
            let state = states[index]
            let gap = delivery.schedule[index].timeIntervalSince(delivery.schedule[index - 1])
            #expect(gap >= DeliverySimulator.tick)
            if let location = previous.courierLocation { lastLocation = location }
            if previous.status == state.status, previous.estimatedMinutes == state.estimatedMinutes {
                // A position-only push: far enough, and not too soon.
                let location = try #require(state.courierLocation)
                let moved = location.distance(to: try #require(lastLocation))
                #expect(moved >= DeliverySimulator.minimumMove - 1, "push \(index) moved only \(moved) m")
                #expect(gap >= DeliverySimulator.positionInterval)
            }
        }
        // The backend reads GPS every 5 s; it pushes far less often than that.
        let ticks = delivery.delivered.timeIntervalSince(delivery.pickup) / DeliverySimulator.tick
        let deliveryPushes = delivery.schedule.filter { $0 >= delivery.pickup }.count
        #expect(Double(deliveryPushes) < ticks / 2)
    }

    @Test(arguments: seeds) func staleDatesCoverTheGaps(seed: UInt64) throws {
        let delivery = DeliverySimulator(seed: seed, start: start)
        for index in delivery.schedule.indices.dropLast() {
            let push = delivery.push(at: index)
            let stale = try #require(push.staleDate)
            #expect(stale > delivery.schedule[index + 1], "push \(index) would go stale before the next one")
        }
        #expect(delivery.push(at: delivery.schedule.count - 1).staleDate == nil)
    }

    @Test func theCourierEndsAtTheCustomer() throws {
        let delivery = DeliverySimulator(seed: 8, start: start)
        let states = try decodedStates(delivery)
        let lastSeen = try #require(states.last { $0.courierLocation != nil }?.courierLocation)
        #expect(lastSeen.distance(to: delivery.customer) < DeliverySimulator.arrivingDistance)
        let total = delivery.restaurant.distance(to: delivery.customer)
        #expect(total > 2400 && total < 4600)
        #expect(delivery.phaseDescription(at: start) == "preparing")
        #expect(delivery.phaseDescription(at: delivery.delivered) == "delivered")
        #expect(delivery.activityID == "delivery-\(delivery.attributes.orderId)")
    }
}
