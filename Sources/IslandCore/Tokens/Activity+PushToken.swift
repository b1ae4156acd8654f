extension Activity {
    /// The activity's push token, stable for its whole life (see `PushToken`).
    package var pushToken: String {
        PushToken.activity(id: id, startOrder: startOrder, startedAt: startedAt)
    }
}
