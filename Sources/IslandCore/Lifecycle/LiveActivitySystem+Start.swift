import IslandText
import Foundation
import IslandJSON
import IslandTypes

extension LiveActivitySystem {
    /// A start: push-to-start (iOS 17.2) or, from a simulated app, `Activity.request`.
    mutating func start(_ push: Push, timestamp: Date, now: Date, review: inout PushReview) -> (String?, [LifecycleChange]) {
        let id = push.activityID
        if push.channelID != nil {
            review.reject(.rejectedChannelStart, Sentence(.lifeChannelStart))
        }
        if !push.isLocal, !options.ios.supportsPushToStart {
            review.reject(.rejectedUnsupportedIOS, Sentence(.lifePushToStartNeedsIOS, ["ios": options.ios.rawValue]))
        }
        if push.style != nil, !options.ios.supportsChannels {
            review.reject(.rejectedUnsupportedIOS, Sentence(.lifeStyleNeedsIOS, ["ios": options.ios.rawValue]))
        }
        if push.inputPushChannel != nil, !options.ios.supportsChannels {
            review.reject(.rejectedUnsupportedIOS, Sentence(.lifeInputChannelNeedsIOS, ["ios": options.ios.rawValue]))
        }
        let typeName = push.attributesType
        if typeName == nil, !push.invalidKeys.contains("attributes-type") {
            review.reject(.rejectedStartAttributes, Sentence(.lifeStartNeedsType))
        }
        if push.attributes == nil, !push.invalidKeys.contains("attributes") {
            review.reject(.rejectedStartAttributes, typeName.map { Sentence(.lifeStartNeedsAttributesOf, ["type": DiagnosticText.quote($0)]) } ?? Sentence(.lifeStartNeedsAttributes))
        }
        if push.alert == nil, !push.invalidKeys.contains("alert") {
            review.reject(.rejectedStartMissingAlert, Sentence(.lifeStartNeedsAlert))
        }
        if push.contentState == nil, !push.invalidKeys.contains("content-state") {
            review.reject(.rejectedMissingContentState, Sentence(.lifeStartNeedsContentState))
        }
        if push.contentBytes > Self.contentLimit {
            review.reject(.rejectedTooLarge, Sentence(.lifeStartTooLarge, ["bytes": String(push.contentBytes), "limit": String(Self.contentLimit)]))
        }
        if let id, let existing = index(of: id), activities[existing].state != .dismissed {
            review.reject(.rejectedStartAttributes, Sentence(activities[existing].isOnIsland ? .lifeIDOfRunning : .lifeIDOfEnded, ["id": DiagnosticText.quote(id)]))
        }
        guard let typeName else { return (nil, []) }
        rejectUnknownType(typeName, app: push.app, review: &review)
        let (definition, app, typeWarnings) = resolve(typeName, app: push.app, push: push)
        if disabledApps.contains(app.bundle) {
            review.reject(.rejectedActivitiesDisabled, Sentence(.lifeActivitiesDisabled, ["app": DiagnosticText.quote(app.bundle)]))
        }
        var attributes = ContentObject()
        var state = ContentObject()
        if let json = push.attributes {
            let decoded = ContentDecoder.attributes(json, definition: definition, now: deviceNow(now))
            review.problems += decoded.problems
            review.warnings += decoded.warnings
            attributes = decoded.value ?? attributes
        }
        if let json = push.contentState {
            let decoded = ContentDecoder.state(json, definition: definition, now: deviceNow(now), timestamp: push.timestamp)
            review.problems += decoded.problems
            review.warnings += decoded.warnings
            state = decoded.value ?? state
        }
        guard review.problems.isEmpty else { return (nil, []) }
        review.warnings += typeWarnings
        // An ambiguous type already says why it is not validated.
        let ambiguous = typeWarnings.contains { $0.code == .ambiguousType }
        if !definition.isSchemaKnown, !ambiguous, !unvalidatedTypesWarned.contains(typeName) {
            unvalidatedTypesWarned.insert(typeName)
            if definition.origin != Self.inferredOrigin {
                review.warnings.append(Warning(.unvalidatedType, .lifeNotModelled, ["type": DiagnosticText.quote(typeName), "origin": "\(definition.origin)"]))
            } else {
                let owners = types.all.filter { $0.key.name == typeName }.compactMap(\.key.app)
                if owners.isEmpty {
                    review.warnings.append(Warning(.unvalidatedType, .lifeNoSchema, ["type": DiagnosticText.quote(typeName)]))
                } else {
                    review.warnings.append(Warning(.unvalidatedType, Sentence(.lifeNoSchemaElsewhere, arguments: [
                        .text("type", DiagnosticText.quote(typeName)), .text("name", typeName),
                        Sentence.Named("owners", DiagnosticWords.list(owners.map { DiagnosticText.quote($0) })),
                        Sentence.Named("app", push.app.map { .text(DiagnosticText.quote($0)) } ?? .sentence(Sentence(.lifeThisApp))),
                    ])))
                }
            }
        }
        if let id, let existing = index(of: id) { activities.remove(at: existing) }
        startCount += 1
        let newID = id ?? nextGeneratedID()
        var activity = Activity(
            id: newID, app: app, definition: definition, attributes: attributes, contentState: state,
            attributesBytes: push.attributes.map(JSONSize.compact) ?? 0, staleDate: push.staleDate,
            relevanceScore: push.relevanceScore ?? 0, startedAt: scheduledStart(push, now: now) ?? now, startOrder: startCount, timestamp: timestamp)
        activity.channel = push.inputPushChannel
        activity.pushToken = PushToken.activity(id: newID, startOrder: startCount, startedAt: activity.startedAt, environment: options.environment)
        activity.style = push.style ?? .standard
        activity.alertedContentState = state
        if let start = scheduledStart(push, now: now) {
            activity.state = .pending
            activity.scheduledAlert = push.alert
            activities.append(activity)
            return (newID, [.scheduled(activityID: newID, start: start)] + advance(to: now))
        }
        activities.append(activity)
        return (newID, [.started(activityID: newID)] + advance(to: now))
    }

    /// The date a scheduled start waits for: a `start-date` after the device's now. One already
    /// past starts at once (island's choice: Apple does not say), and without a device clock
    /// (lint) nothing waits.
    func scheduledStart(_ push: Push, now: Date) -> Date? {
        guard clockKnown, let start = push.startDate, start > now else { return nil }
        return start
    }

    /// The definition a start decodes with and the app it belongs to. An unknown type gets a
    /// definition laid out from its first payload, and a warning when its name is one edit
    /// from a known type's.
    func resolve(_ typeName: String, app bundle: String?, push: Push) -> (TypeDefinition, AppDescription, [Warning]) {
        var warnings: [Warning] = []
        switch types.lookup(app: bundle, type: typeName) {
        case .found(let found):
            var definition = found
            if let schema = definition.schema {
                let fallback = DefaultPresentation.make(for: schema)
                definition.presentation = definition.presentation?.filled(from: fallback) ?? fallback
            } else if definition.presentation == nil {
                // A type known by name only (a Swift file island could not model) is laid out
                // from its first payload, like an unknown one.
                let inferred = SchemaInference.schema(typeName: typeName, attributes: Self.object(push.attributes), state: Self.object(push.contentState))
                definition.presentation = DefaultPresentation.make(for: inferred)
            }
            let owner = bundle ?? definition.key.app ?? AppDescription.unknownBundle
            return (definition, types.app(owner), warnings)
        case .ambiguous(let apps):
            warnings.append(Warning(.ambiguousType, Sentence(.lifeAmbiguousType, arguments: [
                .text("type", DiagnosticText.quote(typeName)), Sentence.Named("apps", DiagnosticWords.list(apps.map { DiagnosticText.quote($0) })),
            ])))
        case .unknown:
            if let near = types.typeNames.first(where: { KeySuggestion.editDistance(Array($0), Array(typeName)) == 1 }) {
                warnings.append(Warning(.typeNameNearMiss, .lifeTypeNearMiss, ["type": DiagnosticText.quote(typeName), "near": DiagnosticText.quote(near), "nearName": near]))
            }
        }
        let schema = SchemaInference.schema(typeName: typeName, attributes: Self.object(push.attributes), state: Self.object(push.contentState))
        let definition = TypeDefinition(key: TypeKey(app: bundle, name: typeName), schema: nil, presentation: DefaultPresentation.make(for: schema),
                                        origin: Self.inferredOrigin)
        return (definition, types.app(bundle ?? AppDescription.unknownBundle), warnings)
    }

    static let inferredOrigin = "inferred from the first payload"

    /// An object node as the schema inference reads it (once per start of a type without a schema).
    static func object(_ node: JSONNode?) -> JSONObject {
        node?.value.objectValue ?? JSONObject()
    }

    func nextGeneratedID() -> String {
        var number = startCount
        while activity("activity-\(number)") != nil { number += 1 }
        return "activity-\(number)"
    }
}

extension TypeDefinition {
    /// Whether payloads of the type are validated (it has a schema of its own).
    package var isSchemaKnown: Bool { schema != nil }
}
