/// The model a replay started from, kept by reference: a seek backwards rebuilds the model
/// from it (the reducer is pure, so feeding the same inputs again gives the same state).
package final class ReplayOrigin: Sendable {
    package let model: AppModel

    /// `model` as it is before the replay feeds anything (its own replay is left out).
    package init(_ model: AppModel) {
        var model = model
        model.replay = nil
        self.model = model
    }
}
