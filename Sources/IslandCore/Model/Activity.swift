import Foundation
import IslandTypes

/// One Live Activity as the system holds it.
package struct Activity: Hashable, Sendable, Identifiable {
    package let id: String
    /// The app it belongs to (push `topic` or `Simulator Target Bundle`).
    package var app: AppDescription { _read { yield kind.app } }
    /// Its type: how it decodes and where its content goes. Always has a presentation.
    package var definition: TypeDefinition { _read { yield kind.definition } }
    /// The app and the type, which never change, in one shared box: an activity is copied
    /// into every frame's lists and views, and these two hold most of its references. (Read
    /// in place, `_read`: a getter would copy them at every use.)
    private let kind: Kind
    /// The static attributes as the app's struct holds them.
    package var attributes: ContentObject
    /// The last applied content state.
    package var contentState: ContentObject
    /// The attributes' compact size as sent: ActivityKit's 4 KB covers them with every update.
    package let attributesBytes: Int
    package var state: ActivityState
    package var staleDate: Date?
    package var relevanceScore: Double
    /// When it started, and its place among all starts (ties in relevance go to the first).
    package let startedAt: Date
    package let startOrder: Int
    /// The newest push timestamp applied: the ordering high-water mark.
    package var lastTimestamp: Date
    /// When the last update was applied (for "updated N min ago").
    package var updatedAt: Date
    package var updateCount: Int
    package var endedAt: Date?
    package var endReason: EndReason?
    /// When an ended activity leaves the Lock Screen.
    package var dismissAt: Date?
    package var dismissedAt: Date?
    /// The user asked the app to end it (Beenden, End all); the app has not yet.
    package var endRequest: EndRequest?
    /// The broadcast channel it subscribed to at its start (`input-push-channel`, iOS 18).
    package var channel: String?
    /// Its push token for updates (`Activity.pushToken`), minted at its start; nil for an
    /// activity started by push-to-start without `input-push-token: 1` (see
    /// `LiveActivitySystem+PushTokens`), which iOS gives none.
    package var pushToken: String?
    /// A scheduled activity's alert, shown when it starts (`AlertConfiguration` of
    /// `Activity.request(…, start:)`); nil once shown, and for an activity started at once.
    package var scheduledAlert: ActivityAlert?
    /// The content as of the last alerting push (the start counts): what a Watch out of range
    /// of its iPhone shows, since only alerting updates reach it (`isActivityUpdateReduced`).
    package var alertedContentState: ContentObject?
    /// The request's style (iOS 18).
    package var style: ActivityStyle = .standard
    /// Which of its card's controls `b` presses, and the toggles flipped since the app's last update.
    package var controlState = ActivityControlState()

    package init(
        id: String, app: AppDescription, definition: TypeDefinition, attributes: ContentObject, contentState: ContentObject,
        attributesBytes: Int, staleDate: Date?, relevanceScore: Double, startedAt: Date, startOrder: Int, timestamp: Date
    ) {
        self.id = id
        self.kind = Kind(app: app, definition: definition)
        self.attributes = attributes
        self.contentState = contentState
        self.attributesBytes = attributesBytes
        self.state = .active
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.startedAt = startedAt
        self.startOrder = startOrder
        self.lastTimestamp = timestamp
        self.updatedAt = startedAt
        self.updateCount = 0
    }

    /// The `attributes-type` it was started with.
    package var attributesType: String { definition.key.name }

    /// Whether its content is checked against a schema (else shown as it comes).
    package var isValidated: Bool { definition.schema != nil }

    /// Where its content goes (every activity's definition has one).
    package var presentation: PresentationSpec { definition.presentation ?? DefaultPresentation.placeholder }

    /// Shown in the Dynamic Island: not ended and not dismissed.
    package var isOnIsland: Bool { state.isOnIsland }
    /// Shown on the Lock Screen: from its start until dismissal.
    package var isOnLockScreen: Bool { state.isOnLockScreen }

    /// The value a presentation's field path names, in the content state or the attributes.
    package func value(at path: FieldPath) -> ContentValue? {
        FieldResolver.value(of: path, state: contentState, attributes: attributes)
    }
}

extension Activity {
    /// An activity's app and type (see `kind`); equal when they are.
    private final class Kind: Hashable, @unchecked Sendable {
        let app: AppDescription
        let definition: TypeDefinition

        init(app: AppDescription, definition: TypeDefinition) {
            self.app = app
            self.definition = definition
        }

        static func == (lhs: Kind, rhs: Kind) -> Bool {
            lhs === rhs || (lhs.app == rhs.app && lhs.definition == rhs.definition)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(app)
            hasher.combine(definition)
        }
    }
}
