import IslandSwiftSource
import Foundation

/// `Measurement(value:unit:)` and its `formatted(.measurement(width:usage:numberFormatStyle:))`,
/// as Foundation formats it on the device (docs/swift.md, "Measurements", cites the sources):
/// - unless `usage: .asProvided`, the value is shown in the unit the locale's region prefers for
///   that usage: CLDR's unit preferences (`units.xml`, `unitPreferenceData`), the data ICU
///   converts with, each unit taken from the first that the value reaches (its `geq`, 1 when
///   not given), else the last: 2.3 km is "1.4 mi" in en_US and en_GB, 0.4 km "1,312 ft";
/// - a converted value without a `numberFormatStyle` is rounded as ICU rounds a unit usage:
///   to an integer, with a decimal where needed for two significant digits ("1.4 mi",
///   "12 km"); road distances in metres, feet and yards to their preference's increment;
/// - a temperature is converted by Foundation itself and formatted without that rounding;
/// - `.abbreviated` (the default) "2.3 km", `.narrow` "2.3km" and "230°", `.wide`
///   "2.3 kilometers".
struct WidgetMeasurement {
    struct Unit {
        var dimension: String
        /// Its size in the dimension's base unit (metres, metres per second, kilograms, kilowatt-hours).
        var factor: Double
        var abbreviated: String
        var narrow: String
        var wide: String
        /// The wide name of exactly one.
        var wideOne: String
    }

    static let units: [String: Unit] = [
        "celsius": Unit(dimension: "temperature", factor: 1, abbreviated: "°C", narrow: "°", wide: " degrees Celsius", wideOne: " degree Celsius"),
        "fahrenheit": Unit(dimension: "temperature", factor: 1, abbreviated: "°F", narrow: "°", wide: " degrees Fahrenheit", wideOne: " degree Fahrenheit"),
        "centimeters": Unit(dimension: "length", factor: 0.01, abbreviated: " cm", narrow: "cm", wide: " centimeters", wideOne: " centimeter"),
        "meters": Unit(dimension: "length", factor: 1, abbreviated: " m", narrow: "m", wide: " meters", wideOne: " meter"),
        "kilometers": Unit(dimension: "length", factor: 1000, abbreviated: " km", narrow: "km", wide: " kilometers", wideOne: " kilometer"),
        "inches": Unit(dimension: "length", factor: 0.0254, abbreviated: " in", narrow: "″", wide: " inches", wideOne: " inch"),
        "feet": Unit(dimension: "length", factor: 0.3048, abbreviated: " ft", narrow: "′", wide: " feet", wideOne: " foot"),
        "yards": Unit(dimension: "length", factor: 0.9144, abbreviated: " yd", narrow: "yd", wide: " yards", wideOne: " yard"),
        "miles": Unit(dimension: "length", factor: 1609.344, abbreviated: " mi", narrow: "mi", wide: " miles", wideOne: " mile"),
        "metersPerSecond": Unit(dimension: "speed", factor: 1, abbreviated: " m/s", narrow: "m/s", wide: " meters per second", wideOne: " meter per second"),
        "kilometersPerHour": Unit(dimension: "speed", factor: 1 / 3.6, abbreviated: " km/h", narrow: "km/h", wide: " kilometers per hour", wideOne: " kilometer per hour"),
        "milesPerHour": Unit(dimension: "speed", factor: 0.44704, abbreviated: " mph", narrow: "mph", wide: " miles per hour", wideOne: " mile per hour"),
        "grams": Unit(dimension: "mass", factor: 0.001, abbreviated: " g", narrow: "g", wide: " grams", wideOne: " gram"),
        "kilograms": Unit(dimension: "mass", factor: 1, abbreviated: " kg", narrow: "kg", wide: " kilograms", wideOne: " kilogram"),
        "metricTons": Unit(dimension: "mass", factor: 1000, abbreviated: " t", narrow: "t", wide: " metric tons", wideOne: " metric ton"),
        "ounces": Unit(dimension: "mass", factor: 0.028349523125, abbreviated: " oz", narrow: "oz", wide: " ounces", wideOne: " ounce"),
        "pounds": Unit(dimension: "mass", factor: 0.45359237, abbreviated: " lb", narrow: "lb", wide: " pounds", wideOne: " pound"),
        "shortTons": Unit(dimension: "mass", factor: 907.18474, abbreviated: " tn", narrow: "tn", wide: " tons", wideOne: " ton"),
        "kilowattHours": Unit(dimension: "energy", factor: 1, abbreviated: " kWh", narrow: "kWh", wide: " kilowatt-hours", wideOne: " kilowatt-hour"),
        "kilocalories": Unit(dimension: "energy", factor: 4184.0 / 3_600_000, abbreviated: " kcal", narrow: "kcal", wide: " kilocalories", wideOne: " kilocalorie"),
        "foodCalories": Unit(dimension: "energy", factor: 4184.0 / 3_600_000, abbreviated: " Cal", narrow: "Cal", wide: " Calories", wideOne: " Calorie"),
    ]

    /// One unit of a region's preference: used from `least` of it up (CLDR's `geq`), its
    /// value rounded to `increment` where the preference names one.
    struct Preference {
        var unit: String
        var least: Double = 1
        var increment: Double?
    }

    /// CLDR's unit preferences (`unitPreferenceData`) for the dimensions and usages island
    /// knows: dimension → usage → region → preferences, "001" for the rest of the world.
    static let preferences: [String: [String: [String: [Preference]]]] = [
        "length": [
            "general": ["001": [Preference(unit: "kilometers"), Preference(unit: "meters"), Preference(unit: "centimeters", least: 0)],
                        "US": imperialLength, "GB": imperialLength],
            "road": ["001": [Preference(unit: "kilometers", least: 0.9), Preference(unit: "meters", least: 300, increment: 50),
                             Preference(unit: "meters", least: 10, increment: 10), Preference(unit: "meters", least: 0, increment: 1)],
                     "US": [Preference(unit: "miles", least: 0.5), Preference(unit: "feet", least: 100, increment: 50),
                            Preference(unit: "feet", least: 10, increment: 10), Preference(unit: "feet", least: 0, increment: 1)],
                     "GB": [Preference(unit: "miles", least: 0.5), Preference(unit: "yards", least: 100, increment: 50),
                            Preference(unit: "yards", least: 10, increment: 10), Preference(unit: "yards", least: 0, increment: 1)]],
        ],
        "speed": ["general": ["001": [Preference(unit: "kilometersPerHour", least: 0)], "US": [Preference(unit: "milesPerHour", least: 0)],
                             "GB": [Preference(unit: "milesPerHour", least: 0)]]],
        "temperature": ["general": ["001": [Preference(unit: "celsius", least: -.infinity)], "US": [Preference(unit: "fahrenheit", least: -.infinity)]],
                        "weather": ["001": [Preference(unit: "celsius", least: -.infinity)],
                                    "BS": fahrenheit, "BZ": fahrenheit, "KY": fahrenheit, "PR": fahrenheit, "PW": fahrenheit, "US": fahrenheit]],
        "mass": ["general": ["001": [Preference(unit: "metricTons"), Preference(unit: "kilograms"), Preference(unit: "grams", least: 0)],
                             "US": imperialMass, "GB": imperialMass]],
        "energy": ["general": ["001": [Preference(unit: "kilowattHours", least: 0)]],
                   "food": ["001": [Preference(unit: "kilocalories", least: 0)], "US": [Preference(unit: "foodCalories", least: 0)]]],
    ]

    static let imperialLength = [Preference(unit: "miles"), Preference(unit: "feet"), Preference(unit: "inches", least: 0)]
    static let imperialMass = [Preference(unit: "shortTons"), Preference(unit: "pounds"), Preference(unit: "ounces", least: 0)]
    static let fahrenheit = [Preference(unit: "fahrenheit", least: -.infinity)]

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
        // `.workout` is `.food` (Foundation: CLDR does not tell them apart).
        let usage = member?.argument("usage")?.memberName.map { $0 == "workout" ? "food" : $0 } ?? "general"
        var shown = value
        var increment: Double?
        var converted = false
        if usage != "asProvided", let preference = preferred(unit, value: value, usage: usage) {
            shown = convert(value, from: name, to: preference.unit)
            unit = Self.units[preference.unit]!
            increment = preference.increment
            converted = true
        }
        let number: String
        if let numberStyle = member?.argument("numberFormatStyle") {
            number = formatter.format(.double(shown), numberStyle)
        } else if converted, unit.dimension != "temperature" {
            number = formatter.format(.double(Self.usageRounded(shown, increment: increment)), .implicit([WidgetValue.Member("number")]))
        } else {
            number = formatter.format(.double(shown), .implicit([WidgetValue.Member("number")]))
        }
        switch width {
        case "narrow": return number + unit.narrow
        case "wide": return number + (shown == 1 ? unit.wideOne : unit.wide)
        default: return number + unit.abbreviated
        }
    }

    /// ICU's rounding of a value it converted for a usage: the preference's increment, else an
    /// integer with a decimal added until two digits are significant.
    static func usageRounded(_ value: Double, increment: Double?) -> Double {
        guard value.isFinite, value != 0 else { return value }
        if let increment, increment > 0 { return (value / increment).rounded() * increment }
        let magnitude = abs(value)
        if magnitude >= 10 { return value.rounded() }
        let digits = max(0, 1 - Int(floor(log10(magnitude))))
        let scale = pow(10, Double(digits))
        return (value * scale).rounded() / scale
    }

    /// The locale region's preference for the unit's dimension and usage (its general one
    /// where CLDR has none for the usage), by the value's size.
    func preferred(_ unit: Unit, value: Double, usage: String) -> Preference? {
        guard let byUsage = Self.preferences[unit.dimension], let byRegion = byUsage[usage] ?? byUsage["general"] else { return nil }
        let region = locale.region?.identifier ?? "001"
        guard let chain = byRegion[region] ?? byRegion["001"], let last = chain.last else { return nil }
        let base = unit.dimension == "temperature" ? 0 : abs(value) * unit.factor
        for preference in chain {
            guard let candidate = Self.units[preference.unit] else { continue }
            if base / candidate.factor >= preference.least * (1 - 1e-12) { return preference }
        }
        return last
    }

    func convert(_ value: Double, from: String, to: String) -> Double {
        guard from != to, let source = Self.units[from], let target = Self.units[to] else { return value }
        if source.dimension == "temperature" { return from == "celsius" ? value * 9 / 5 + 32 : (value - 32) * 5 / 9 }
        return value * source.factor / target.factor
    }
}
