import Testing

/// A `Measurement` in the unit the locale's region prefers (CLDR's unit preferences, which ICU
/// converts with under Foundation) and rounded as ICU rounds a converted value (docs/swift.md,
/// "Measurements").
struct WidgetMeasurementTests {
    static func text(_ code: String, _ locale: String) -> String? { WidgetEvaluatorTests.text(code, locale: locale) }

    @Test func aLengthIsInTheRegionsUnitByItsSize() {
        let trip = "Measurement(value: 2.3, unit: UnitLength.kilometers).formatted()"
        #expect(Self.text(trip, "en_US") == "1.4 mi")
        #expect(Self.text(trip, "en_GB") == "1.4 mi", "CLDR: US GB measure lengths in miles")
        #expect(Self.text(trip, "de_DE") == "2,3 km")
        #expect(Self.text(trip, "en_LR") == "2.3 km", "Liberia is not in CLDR's imperial regions")
        #expect(Self.text("Measurement(value: 800, unit: UnitLength.meters).formatted()", "en_US") == "2,625 ft", "under a mile: feet")
        #expect(Self.text("Measurement(value: 800, unit: UnitLength.meters).formatted()", "fr_FR") == "800 m")
        #expect(Self.text("Measurement(value: 12.34, unit: UnitLength.kilometers).formatted()", "de_DE") == "12 km", "two significant digits")
        #expect(Self.text("Measurement(value: 0.45, unit: UnitLength.meters).formatted()", "de_DE") == "45 cm")
    }

    @Test func aRoadDistanceHasItsOwnUnitsAndIncrements() {
        #expect(Self.text("Measurement(value: 64.6, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road))", "en_US") == "40 mi")
        #expect(Self.text("Measurement(value: 0.4, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road))", "en_US") == "1,300 ft")
        #expect(Self.text("Measurement(value: 0.4, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road))", "en_GB") == "450 yd")
        #expect(Self.text("Measurement(value: 0.42, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road))", "de_DE") == "400 m")
        #expect(Self.text("Measurement(value: 0.95, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road))", "de_DE") == "0,95 km")
    }

    @Test func speedMassAndEnergy() {
        #expect(Self.text("Measurement(value: 50, unit: UnitSpeed.kilometersPerHour).formatted()", "en_GB") == "31 mph")
        #expect(Self.text("Measurement(value: 50, unit: UnitSpeed.kilometersPerHour).formatted()", "de_DE") == "50 km/h")
        #expect(Self.text("Measurement(value: 60, unit: UnitMass.kilograms).formatted()", "en_US") == "132 lb")
        #expect(Self.text("Measurement(value: 60, unit: UnitMass.kilograms).formatted()", "de_DE") == "60 kg")
        #expect(Self.text("Measurement(value: 450, unit: UnitEnergy.kilocalories).formatted(.measurement(width: .abbreviated, usage: .workout))", "en_US") == "450 Cal")
        #expect(Self.text("Measurement(value: 450, unit: UnitEnergy.kilocalories).formatted(.measurement(width: .abbreviated, usage: .food))", "de_DE") == "450 kcal")
    }

    @Test func temperaturesAndWidths() {
        #expect(Self.text("Measurement(value: 36.8, unit: UnitTemperature.celsius).formatted()", "en_US") == "98.24°F")
        #expect(Self.text("Measurement(value: 36.8, unit: UnitTemperature.celsius).formatted()", "en_GB") == "36.8°C", "only the US is Fahrenheit by default")
        #expect(Self.text("Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .wide, usage: .asProvided))", "en_US") == "1 kilometer")
        #expect(Self.text("Measurement(value: 2.5, unit: UnitLength.kilometers).formatted(.measurement(width: .wide, usage: .asProvided))", "en_US") == "2.5 kilometers")
    }
}
