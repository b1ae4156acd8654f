import ActivityKit
import Foundation

/// E-scooter rental. Payloads are kept tiny for APNs, so the keys are one letter and
/// anything the server leaves out has a default.
struct ScooterRentalAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var speedKmh: Int
        var minutesRidden: Int
        var costCents: Int
        var isLocked: Bool
        var zone: Zone

        enum Zone: String, Codable, Hashable {
            case normal, slow, noParking = "no_parking", unknown
        }

        private enum CodingKeys: String, CodingKey {
            case speedKmh = "v", minutesRidden = "m", costCents = "c", isLocked = "l", zone = "z"
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            speedKmh = try c.decodeIfPresent(Int.self, forKey: .speedKmh) ?? 0
            minutesRidden = try c.decode(Int.self, forKey: .minutesRidden)
            costCents = try c.decodeIfPresent(Int.self, forKey: .costCents) ?? 0
            isLocked = (try? c.decode(Bool.self, forKey: .isLocked)) ?? false
            zone = try c.decodeIfPresent(Zone.self, forKey: .zone) ?? .unknown
            guard minutesRidden >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .minutesRidden, in: c, debugDescription: "negative ride time")
            }
        }
    }

    var vehicleCode: String
}
