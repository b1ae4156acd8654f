/// Push payloads for the tests: a start of a type without a schema (rendered generically,
/// applied with a warning) and updates for it.
enum Payloads {
    static func start(_ id: String = "pizza-1") -> String {
        #"{"activity-id":"\#(id)","aps":{"event":"start","attributes-type":"PizzaDeliveryAttributes","attributes":{"name":"Margherita"},"content-state":{"status":"baking","minutes":12},"alert":{"title":"Pizza","body":"in the oven"}}}"#
    }

    static func update(_ id: String = "pizza-1", status: String = "on the way") -> String {
        #"{"activity-id":"\#(id)","aps":{"event":"update","content-state":{"status":"\#(status)","minutes":5}}}"#
    }

    /// A start as `xcrun simctl push` takes it: pretty-printed over many lines.
    static let prettyStart = """
        {
          "Simulator Target Bundle": "de.rnv.trips",
          "activity-id": "pretty-1",
          "aps": {
            "event": "start",
            "attributes-type": "PizzaDeliveryAttributes",
            "attributes": { "name": "Funghi" },
            "content-state": {
              "status": "baking",
              "minutes": 9
            },
            "alert": {
              "title": "Pizza",
              "body": "in the oven"
            }
          }
        }
        """

    /// An update of `pizza-1`, pretty-printed over several lines.
    static let prettyUpdate = """
        {
          "activity-id": "pizza-1",
          "aps": {
            "event": "update",
            "content-state": { "status": "pretty", "minutes": 4 }
          }
        }
        """
}
