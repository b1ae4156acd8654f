/// The built-in types described field for field as their Swift declarations are. They are
/// decoded through Foundation's `JSONDecoder` itself; these descriptions name the fields in
/// messages, find unknown keys and dates sent as Unix timestamps, and let the tests check the
/// schema interpreter against the real decoder.
package enum BuiltInSchemas {
    package static let trip = ActivitySchema(
        typeName: TripLiveActivityAttributes.typeName,
        attributes: ObjectSchema([
            SchemaField("tripId", .string),
            SchemaField("line", .string),
            SchemaField("destination", .string),
        ]),
        contentState: ObjectSchema([
            SchemaField("currentStop", .string),
            SchemaField("nextStop", .string),
            SchemaField("nextStopTime", .date),
            SchemaField("remainingTime", .timeInterval),
            SchemaField("delay", .int),
            SchemaField("occupancy", .enumeration(OccupancyLevel.allCases.map(\.rawValue))),
            SchemaField("phase", .enumeration(TripPhase.allCases.map(\.rawValue))),
            SchemaField("progress", .double),
        ])
    )

    package static let ride = ActivitySchema(
        typeName: RideActivityAttributes.typeName,
        attributes: ObjectSchema([SchemaField("deviceName", .string)]),
        contentState: ObjectSchema([
            SchemaField("phase", .enumeration(RidePhase.allCases.map(\.rawValue))),
            SchemaField("statusText", .string),
            SchemaField("criticalGlyph", .optional(.string)),
            SchemaField("batteryPercent", .optional(.int)),
            SchemaField("faultCode", .optional(.string)),
        ])
    )

    package static let all: [ActivitySchema] = [trip, ride]
}
