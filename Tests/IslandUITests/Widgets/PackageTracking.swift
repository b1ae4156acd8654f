import ActivityKit
import MapKit
import SwiftUI
import WidgetKit

struct ShipmentAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stopsAway: Int
        var status: Status
        var lastScan: Date
        var latitude: Double?
        var longitude: Double?
    }

    public enum Status: String, Codable {
        case inTransit = "in_transit"
        case outForDelivery = "out_for_delivery"
        case delivered
        case exception
    }

    var carrier: String
    var trackingNumber: String
    var recipient: String
}

extension ShipmentAttributes.Status {
    var description: String {
        switch self {
        case .inTransit: "In transit"
        case .outForDelivery: "Out for delivery"
        case .delivered: "Delivered"
        case .exception: "Delivery problem"
        }
    }

    var icon: String {
        switch self {
        case .inTransit: "shippingbox.fill"
        case .outForDelivery: "box.truck.fill"
        case .delivered: "checkmark.seal.fill"
        case .exception: "exclamationmark.octagon.fill"
        }
    }
}

struct ShipmentLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ShipmentAttributes.self) { context in
            HStack(alignment: .top, spacing: 10) {
                VStack(alignment: .leading, spacing: 4) {
                    Label(context.state.status.description, systemImage: context.state.status.icon)
                        .font(.headline)
                        .foregroundStyle(context.state.status == .exception ? .red : .primary)
                    Text("\(context.attributes.carrier) \(context.attributes.trackingNumber.suffix(6))")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    if context.state.status == .outForDelivery {
                        Text(context.state.stopsAway == 1 ? "Next stop!" : "\(context.state.stopsAway) stops away")
                            .font(.subheadline)
                    }
                    Text("Updated \(context.state.lastScan, style: .relative) ago")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                if let lat = context.state.latitude, let lon = context.state.longitude {
                    Map(initialPosition: .region(MKCoordinateRegion(center: .init(latitude: lat, longitude: lon), latitudinalMeters: 800, longitudinalMeters: 800)))
                        .frame(width: 88, height: 64)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.state.status.icon)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.status.description)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("For \(context.attributes.recipient)").font(.caption)
                }
            } compactLeading: {
                Image(systemName: context.state.status.icon)
            } compactTrailing: {
                Text(context.state.status == .outForDelivery ? "\(context.state.stopsAway)" : "")
            } minimal: {
                Image(systemName: context.state.status.icon)
            }
        }
    }
}

#Preview("Shipment", as: .content, using: ShipmentAttributes(carrier: "DHL", trackingNumber: "JD014600006281", recipient: "Alex")) {
    ShipmentLiveActivity()
} contentStates: {
    ShipmentAttributes.ContentState(stopsAway: 14, status: .inTransit, lastScan: .now.addingTimeInterval(-3900), latitude: nil, longitude: nil)
    ShipmentAttributes.ContentState(stopsAway: 3, status: .outForDelivery, lastScan: .now.addingTimeInterval(-300), latitude: 52.52, longitude: 13.40)
    ShipmentAttributes.ContentState(stopsAway: 0, status: .delivered, lastScan: .now, latitude: nil, longitude: nil)
    ShipmentAttributes.ContentState(stopsAway: 2, status: .exception, lastScan: .now.addingTimeInterval(-600), latitude: nil, longitude: nil)
}
