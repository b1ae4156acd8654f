import IslandSwiftSource
import Foundation

/// `Measurement(value:unit:)` and its `formatted(.measurement(width:usage:numberFormatStyle:))`,
/// as Foundation formats it on the device: the default usage (`.general`) shows the locale's
/// own unit (230 °C is "446°F" in en_US), `usage: .asProvided` the unit written; `.abbreviated`
/// (the default) "2.3 km", `.narrow` "2.3km" and "230°", `.wide` "2.3 kilometers".
/// Lengths and speeds are shown in miles, feet and mph where the locale measures in them
/// (the United States, Liberia, Myanmar): island's reading of Foundation's unit preferences.
struct WidgetMeasurement {
    struct Unit {
        var dimension: String
        /// Its size in the dimension's base unit (metres, metres per second, kelvin offsets aside).
        var factor: Double
        var abbreviated: String
        var narrow: String
        var wide: String
    }

    static let units: [String: Unit] = [
        "celsius": Unit(dimension: "temperature", factor: 1, abbreviated: "°C", narrow: "°", wide: "degrees Celsius"),
        "fahrenheit": Unit(dimension: "temperature", factor: 1, abbreviated: "°F", narrow: "°", wide: "degrees Fahrenheit"),
        "meters": Unit(dimension: "length", factor: 1, abbreviated: " m", narrow: "m", wide: " meters"),
        "kilometers": Unit(dimension: "length", factor: 1000, abbreviated: " km", narrow: "km", wide: " kilometers"),
        "miles": Unit(dimension: "length", factor: 1609.344, abbreviated: " mi", narrow: "mi", wide: " miles"),
        "feet": Unit(dimension: "length", factor: 0.3048, abbreviated: " ft", narrow: "′", wide: " feet"),
        "metersPerSecond": Unit(dimension: "speed", factor: 1, abbreviated: " m/s", narrow: "m/s", wide: " meters per second"),
        "kilometersPerHour": Unit(dimension: "speed", factor: 1 / 3.6, abbreviated: " km/h", narrow: "km/h", wide: " kilometers per hour"),
        "milesPerHour": Unit(dimension: "speed", factor: 0.44704, abbreviated: " mph", narrow: "mph", wide: " miles per hour"),
        "kilograms": Unit(dimension: "mass", factor: 1, abbreviated: " kg", narrow: "kg", wide: " kilograms"),
        "kilocalories": Unit(dimension: "energy", factor: 1, abbreviated: " kcal", narrow: "kcal", wide: " kilocalories"),
        "kilowattHours": Unit(dimension: "energy", factor: 1, abbreviated: " kWh", narrow: "kWh", wide: " kilowatt-hours"),
    ]

    static func make(_ arguments: [(label: String?, value: WidgetValue)]) -> WidgetValue? {
        guard let value = arguments.first(where: { $0.label == "value" })?.value.number,
              let unit = arguments.first(where: { $0.label == "unit" })?.value.memberName, units[unit] != nil else { return nil }
        return .instance(type: "Measurement", fields: ["value": .double(value), "unit": .string(unit)])
    }

    let formatter: WidgetFormatter
    let locale: Locale

    /// `formatted()` / `formatted(.measurement(…))` of a `Measurement` value.
    func format(_ measurement: WidgetValue, _ style: WidgetValue?) -> String? {
        guard case .instance(let type, let fields) = measurement, type == "Measurement", let value = fields["value"]?.number,
              let name = fields["unit"]?.text, var unit = Self.units[name] else { return nil }
        var member: WidgetValue.Member?
        if case .implicit(let members)? = style { member = members.first { $0.name == "measurement" } }
        let width = member?.argument("width")?.memberName ?? "abbreviated"
        let usage = member?.argument("usage")?.memberName ?? "general"
        var shown = value
        if usage != "asProvided", let preferred = preferredUnit(unit, value: value) {
            shown = convert(value, from: name, to: preferred)
            unit = Self.units[preferred]!
        }
        let numberStyle = member?.argument("numberFormatStyle") ?? .implicit([WidgetValue.Member("number")])
        let number = formatter.format(.double(shown), numberStyle)
        switch width {
        case "narrow": return number + unit.narrow
        case "wide": return number + (unit.dimension == "temperature" ? " " : "") + unit.wide
        default: return number + unit.abbreviated
        }
    }

    var usesImperial: Bool {
        ["US", "LR", "MM"].contains(locale.region?.identifier ?? "")
    }

    func preferredUnit(_ unit: Unit, value: Double) -> String? {
        switch unit.dimension {
        case "temperature": return usesImperial ? "fahrenheit" : "celsius"
        case "length":
            let meters = value * unit.factor
            if usesImperial { return meters >= 160.9344 ? "miles" : "feet" }
            return meters >= 1000 ? "kilometers" : "meters"
        case "speed": return usesImperial ? "milesPerHour" : "kilometersPerHour"
        default: return nil
        }
    }

    func convert(_ value: Double, from: String, to: String) -> Double {
        guard from != to, let source = Self.units[from], let target = Self.units[to] else { return value }
        if source.dimension == "temperature" { return from == "celsius" ? value * 9 / 5 + 32 : (value - 32) * 5 / 9 }
        return value * source.factor / target.factor
    }
}
