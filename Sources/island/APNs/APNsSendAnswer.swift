import IslandJSON
import IslandText

/// What became of one payload `island send --apns` sent: the answer as `--json` prints it, and,
/// when island had nothing to send it to, why, as a sentence the text output words in the
/// command line's language (`--json` has its English as `detail`).
struct APNsSendAnswer {
    var json: JSONObject
    var unsent: Sentence?

    init(json: JSONObject, unsent: Sentence? = nil) {
        self.json = json
        self.unsent = unsent
    }
}
