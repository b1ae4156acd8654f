import ActivityKit
import SwiftUI
import WidgetKit

struct HotelStayAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var roomStatus: RoomStatus
        var roomNumber: String?
        var keyReady: Bool
        var checkOut: Date
        var message: String?

        private enum CodingKeys: String, CodingKey {
            case roomStatus = "room_status"
            case roomNumber = "room_number"
            case keyReady = "key_ready"
            case checkOut = "check_out"
            case message
        }
    }

    enum RoomStatus: String, Codable {
        case preparing = "PREPARING"
        case ready = "READY"
        case occupied = "OCCUPIED"
        case checkedOut = "CHECKED_OUT"
    }

    var reservationID: UUID
    var hotelName: String
    var guestName: String
    var nights: Int
}

private extension HotelStayAttributes.RoomStatus {
    var headline: String {
        switch self {
        case .preparing: return "Your room is being prepared"
        case .ready: return "Your room is ready"
        case .occupied: return "Welcome back"
        case .checkedOut: return "Thanks for staying"
        }
    }

    var symbol: String {
        switch self {
        case .preparing: return "sparkles"
        case .ready: return "key.fill"
        case .occupied: return "bed.double.fill"
        case .checkedOut: return "suitcase.rolling.fill"
        }
    }
}

struct Pill<Content: View>: View {
    var tint: Color = .accentColor
    @ViewBuilder var content: () -> Content

    var body: some View {
        content()
            .font(.caption.bold())
            .foregroundStyle(tint)
    }
}

func roomLine(_ state: HotelStayAttributes.ContentState) -> String {
    guard let room = state.roomNumber else {
        return "Room assigned soon"
    }
    guard state.roomStatus != .checkedOut else {
        return "Room \(room) · checked out"
    }
    return "Room \(room)"
}

struct HotelStayLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: HotelStayAttributes.self) { context in
            let status = context.state.roomStatus
            VStack(alignment: .leading, spacing: 6) {
                HStack(alignment: .top) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(context.attributes.hotelName)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text(status.headline)
                            .font(.headline)
                    }
                    Spacer()
                    Image(systemName: status.symbol)
                        .font(.title2)
                        .foregroundStyle(.indigo)
                }
                HStack {
                    Text(roomLine(context.state))
                    Spacer()
                    if context.state.keyReady {
                        Pill(tint: .green) {
                            Label("Key in Wallet", systemImage: "wallet.pass.fill")
                        }
                    }
                }
                Group {
                    if let message = context.state.message, !message.isEmpty {
                        Text(message)
                    } else {
                        Text("Check-out \(context.state.checkOut.formatted(.dateTime.weekday(.wide).hour().minute()))")
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            .padding()
            .widgetURL(URL(string: "hotel://stay/\(context.attributes.reservationID.uuidString)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.state.roomStatus.symbol)
                        .foregroundStyle(.indigo)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if let room = context.state.roomNumber {
                        Text(room).font(.title3.bold())
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.roomStatus.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ViewThatFits {
                        Text("\(context.attributes.guestName) · \(context.attributes.nights) nights at \(context.attributes.hotelName)")
                        Text("\(context.attributes.nights) nights")
                    }
                    .font(.caption)
                }
            } compactLeading: {
                Image(systemName: context.state.roomStatus.symbol)
                    .foregroundStyle(.indigo)
            } compactTrailing: {
                Text(context.state.roomNumber ?? "…")
            } minimal: {
                Image(systemName: context.state.keyReady ? "key.fill" : context.state.roomStatus.symbol)
            }
        }
    }
}

#Preview("Hotel", as: .content, using: HotelStayAttributes(reservationID: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, hotelName: "Harbor View Hotel", guestName: "Ana Souza", nights: 3)) {
    HotelStayLiveActivity()
} contentStates: {
    HotelStayAttributes.ContentState(roomStatus: .preparing, roomNumber: nil, keyReady: false, checkOut: Date(timeIntervalSince1970: 1_764_666_000), message: nil)
    HotelStayAttributes.ContentState(roomStatus: .ready, roomNumber: "1204", keyReady: true, checkOut: Date(timeIntervalSince1970: 1_764_666_000), message: "Late check-in confirmed")
    HotelStayAttributes.ContentState(roomStatus: .occupied, roomNumber: "1204", keyReady: true, checkOut: Date(timeIntervalSince1970: 1_764_666_000), message: "")
    HotelStayAttributes.ContentState(roomStatus: .checkedOut, roomNumber: "1204", keyReady: false, checkOut: Date(timeIntervalSince1970: 1_764_666_000), message: nil)
}
