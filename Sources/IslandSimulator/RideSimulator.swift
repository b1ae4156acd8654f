import Foundation
import IslandCore

/// The board-ride controller of the board-ride scenario (docs/scenarios.md) over a simulated ride: the session starts connecting,
/// the link drops mid-ride (reconnecting, rescanning, connected again: the activity lives on),
/// the battery drains, and the controller reports a fault twice. The controller pushes only
/// when the card's content state changes, which is exactly the board-ride scenario's rules: battery only when
/// the integer percent steps, faults edge-triggered and de-duplicated (a sustained fault is the
/// same state frame after frame), the critical glyph while faulted. The ride ends after
/// `rideLength` with an end push, unless the user stops it first (Stop ride).
package struct RideSimulator: PlannedSimulation {
    package static let app = "app.vescape.ride"
    package static let deviceNames = ["Trail Carver 75", "Street Deck S2", "Mountainboard 6.4"]
    /// The glyph the card shows while the controller reports a fault.
    package static let faultGlyph = "!"

    package let identity: SimulatedApp
    package let seed: UInt64
    /// The language of the app's texts (status text, alerts): the device's when the app has it.
    package let language: String
    package let attributes: RideActivityAttributes
    /// One frame per second from the start to the end of the ride.
    package let telemetry: [RideTelemetry]
    /// The pushes the controller sends, in time order: the start first, the end last.
    package let planned: [PlannedPush]
    /// The card's content state after each push.
    package let states: [RideActivityAttributes.ContentState]
    package let schedule: [Date]
    /// When the link drops and when it is back.
    package let linkLost: ClosedRange<Date>
    /// The fault the controller reports, and the frames it reports it in (two episodes).
    package let fault: RideFault
    package let faultEpisodes: [ClosedRange<Date>]

    /// The ride length asked for (nil: random).
    let rideLength: TimeInterval?

    package var activityID: String { identity.activityID }
    package var end: Date { schedule[schedule.count - 1] }

    /// - Parameters:
    ///   - rideLength: seconds from start to end; random (10 to 15 minutes) when nil.
    package init(
        seed: UInt64, start: Date, activityID: String = "vescape-ride", relevanceScore: Double = 75,
        rideLength: TimeInterval? = nil, language: String = "en"
    ) {
        var random = SeededRandom(seed: seed)
        self.seed = seed
        self.language = language
        self.rideLength = rideLength
        let device = Self.deviceNames.randomElement(using: &random)!
        attributes = RideActivityAttributes(deviceName: device)
        identity = SimulatedApp(
            topic: Self.app, activityID: activityID, attributesType: RideActivityAttributes.typeName,
            attributes: attributes.json, relevanceScore: relevanceScore)

        let length = max(300, (rideLength ?? Double(Int.random(in: 600...900, using: &random))).rounded())
        let connectAt = Double(Int.random(in: 3...6, using: &random))
        let dropAt = (length * Double.random(in: 0.3...0.45, using: &random)).rounded()
        let rescanAt = dropAt + Double(Int.random(in: 6...10, using: &random))
        let reconnectAt = rescanAt + Double(Int.random(in: 8...20, using: &random))
        let fault = RideFault.known.randomElement(using: &random)!
        let firstFault = (length * Double.random(in: 0.55...0.7, using: &random)).rounded()
        let firstFaultEnd = firstFault + Double(Int.random(in: 8...15, using: &random))
        let secondFault = firstFaultEnd + Double(Int.random(in: 15...40, using: &random))
        let secondFaultEnd = secondFault + Double(Int.random(in: 4...8, using: &random))
        let startBattery = Double(Int.random(in: 7200...9500, using: &random)) / 100
        let drainPerSecond = Double(Int.random(in: 110...180, using: &random)) / 100 / 60

        self.fault = fault
        linkLost = start.addingTimeInterval(dropAt)...start.addingTimeInterval(reconnectAt)
        faultEpisodes = [
            start.addingTimeInterval(firstFault)...start.addingTimeInterval(firstFaultEnd),
            start.addingTimeInterval(secondFault)...start.addingTimeInterval(secondFaultEnd),
        ]

        var frames: [RideTelemetry] = []
        for second in stride(from: 0.0, to: length, by: 1) {
            let phase: RidePhase
            switch second {
            case ..<connectAt: phase = .connecting
            case dropAt..<rescanAt: phase = .reconnecting
            case rescanAt..<reconnectAt: phase = .rescanning
            default: phase = .connected
            }
            let linked = phase == .connected
            let faulted = (firstFault...firstFaultEnd).contains(second) || (secondFault...secondFaultEnd).contains(second)
            frames.append(RideTelemetry(
                time: start.addingTimeInterval(second), phase: phase,
                batteryPercent: linked ? startBattery - drainPerSecond * second : nil,
                fault: linked && faulted ? fault : nil))
        }
        telemetry = frames
        let plan = Self.plan(frames, device: device, end: start.addingTimeInterval(length), words: RideWords(language: language))
        planned = plan.map(\.push)
        states = plan.map(\.state)
        schedule = planned.map(\.time)
    }

    /// The controller: one push whenever the content state differs from the last one pushed.
    static func plan(_ frames: [RideTelemetry], device: String, end: Date, words: RideWords) -> [(push: PlannedPush, state: RideActivityAttributes.ContentState)] {
        var pushes: [(push: PlannedPush, state: RideActivityAttributes.ContentState)] = []
        var last: RideActivityAttributes.ContentState?
        var battery: Int?
        for frame in frames {
            // The card keeps the last reading while the link is down.
            if let reading = frame.batteryPercent { battery = Int(reading.rounded(.down)) }
            let state = Self.state(phase: frame.phase, fault: frame.fault, battery: battery, device: device, words: words)
            guard state != last else { continue }
            var push = PlannedPush(
                time: frame.time, event: last == nil ? .start : .update, contentState: state.json,
                staleDate: frame.time.addingTimeInterval(frame.phase == .connected ? 300 : 60))
            if last == nil {
                push.alert = ActivityAlert(title: device, body: words.started, sound: "default")
            } else if let fault = frame.fault, last?.faultCode != fault.code {
                // Faults are the only thing worth an alert while the phone is in a pocket.
                push.alert = ActivityAlert(title: words.faultTitle(device), body: fault.text, sound: "default")
            }
            pushes.append((push, state))
            last = state
        }
        let final = RideActivityAttributes.ContentState(phase: .disconnected, statusText: words.ended, batteryPercent: battery)
        pushes.append((PlannedPush(time: end, event: .end, contentState: final.json), final))
        return pushes
    }

    static func state(phase: RidePhase, fault: RideFault?, battery: Int?, device: String, words: RideWords) -> RideActivityAttributes.ContentState {
        if let fault {
            return .init(phase: phase, statusText: fault.text, criticalGlyph: faultGlyph, batteryPercent: battery, faultCode: fault.code)
        }
        return .init(phase: phase, statusText: words.status(phase, device: device), batteryPercent: battery)
    }

    /// Stop ride: the first invocation tears everything down through endSession (the board-ride scenario (docs/scenarios.md)):
    /// the card says the ride ended, and it leaves the Lock Screen a few seconds later.
    package func endPushes(at time: Date) -> [Push] {
        let battery = state(at: time)?.batteryPercent
        let final = RideActivityAttributes.ContentState(phase: .disconnected, statusText: RideWords(language: language).ended, batteryPercent: battery)
        return [identity.end(final.json, at: time, dismissal: time.addingTimeInterval(Self.stopDismissalDelay))]
    }

    /// How long a stopped ride's card stays on the Lock Screen.
    package static let stopDismissalDelay: TimeInterval = 5

    package func restarted(seed: UInt64, start: Date, activityID: String) -> any ActivitySimulation {
        RideSimulator(seed: seed, start: start, activityID: activityID, relevanceScore: identity.relevanceScore,
                      rideLength: rideLength, language: language)
    }



    package func phaseDescription(at now: Date) -> String {
        guard let state = state(at: now) else { return "not started" }
        return state.faultCode.map { "\(state.phase.rawValue), \($0)" } ?? state.phase.rawValue
    }
}
