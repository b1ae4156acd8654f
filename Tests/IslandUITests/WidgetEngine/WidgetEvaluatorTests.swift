import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore
import Testing

/// The widget evaluator on expressions as view code writes them, in a fixed locale, zone and
/// moment.
struct WidgetEvaluatorTests {
    static let source = """
        import SwiftUI
        struct Trip: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var minutes: Int
                var status: Status
                var note: String?
                var fare: Double
            }
            enum Status: String, Codable { case onTime = "on_time", late, cancelled }
            var line: String
        }
        extension Trip.Status {
            var label: String {
                switch self {
                case .onTime: "On time"
                case .late: return "Late"
                default: return "Cancelled"
                }
            }
        }
        func eta(_ minutes: Int, short: Bool = false) -> String {
            if minutes <= 0 { return "Now" }
            return short ? "\\(minutes)m" : "\\(minutes) min"
        }
        let greeting = "Hi"
        """

    static let program = WidgetReader.read([SwiftSourceFile(name: "Trip.swift", text: source)]).program
    static let now = Date(timeIntervalSince1970: 1_764_421_200) // 2025-11-29 13:00 UTC

    static func value(_ code: String, locale: String = "en_US", scope extra: [String: WidgetValue] = [:]) -> WidgetValue {
        let environment = WidgetEnvironment(now: now, locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
        let evaluator = WidgetEvaluator(program: program, environment: environment, file: "Test.swift")
        var parser = SwiftExpressionParser(SwiftTokenizer.tokenize(code).tokens)
        let expression = parser.expression()
        var scope = WidgetScope(extra)
        return evaluator.evaluate(expression, &scope)
    }

    static func text(_ code: String, locale: String = "en_US", scope: [String: WidgetValue] = [:]) -> String? {
        switch value(code, locale: locale, scope: scope) {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .bool(let flag): return String(flag)
        case .double(let number): return String(number)
        case .null: return "nil"
        case .enumCase(_, let name, _): return "." + name
        case .view(.text(let runs)): return runs.map(\.text).joined()
        default: return nil
        }
    }

    static let state: [String: WidgetValue] = [
        "s": .instance(type: "Trip.ContentState", fields: [
            "minutes": .int(6), "status": .enumCase(type: "Trip.Status", name: "onTime", associated: []), "note": .null, "fare": .double(2.5),
        ]),
    ]

    @Test func literalsArithmeticAndComparisons() {
        #expect(Self.text("1 + 2 * 3") == "7")
        #expect(Self.text("7 / 2") == "3")
        #expect(Self.text("7.0 / 2") == "3.5")
        #expect(Self.text("10 % 4 == 2 && !(3 > 4)") == "true")
        #expect(Self.text("\"a\" + \"b\"") == "ab")
        #expect(Self.text("min(3, 1, 2) + max(4, 9) + abs(-5)") == "15")
        #expect(Self.text("x != nil ? 1 : 2", scope: ["x": .int(1)]) == "1")
        #expect(Self.text("x! == 1", scope: ["x": .int(1)]) == "true")
    }

    @Test func optionalsAndNilCoalescing() {
        #expect(Self.text("s.note ?? \"none\"", scope: Self.state) == "none")
        #expect(Self.text("s.note?.count ?? 0", scope: Self.state) == "0")
        #expect(Self.text("s.minutes > 5 ? \"soon\" : \"now\"", scope: Self.state) == "soon")
    }

    @Test func enumsComputedPropertiesAndFunctions() {
        #expect(Self.text("s.status.label", scope: Self.state) == "On time")
        #expect(Self.text("s.status == .onTime", scope: Self.state) == "true")
        #expect(Self.text("s.status.rawValue", scope: Self.state) == "on_time")
        #expect(Self.text("Trip.Status(rawValue: \"late\")?.label") == "Late")
        #expect(Self.text("Trip.Status.cancelled.label") == "Cancelled")
        #expect(Self.text("eta(s.minutes)", scope: Self.state) == "6 min")
        #expect(Self.text("eta(0)") == "Now")
        #expect(Self.text("eta(4, short: true)") == "4m")
        #expect(Self.text("greeting") == "Hi")
    }

    @Test func switchAndIfExpressions() {
        #expect(Self.text("switch s.minutes { case 0: \"now\" case 1...5: \"soon\" default: \"later\" }", scope: Self.state) == "later")
        #expect(Self.text("if s.fare > 2 { \"dear\" } else { \"cheap\" }", scope: Self.state) == "dear")
    }

    @Test func interpolationAndFormatSpecifiers() {
        #expect(Self.text("\"\\(s.minutes) min · \\(s.status.label)\"", scope: Self.state) == "6 min · On time")
        #expect(Self.text("String(format: \"%.1f km\", 3.14159)") == "3.1 km")
        #expect(Self.text("String(format: \"%02d:%02d\", 5, 7)") == "05:07")
        #expect(Self.text("String(format: \"%@ has %d\", \"Ana\", 3)") == "Ana has 3")
        #expect(Self.text("\"\\(s.fare, specifier: \"%.2f\")\"", scope: Self.state) == "2.50")
        #expect(Self.text("Int(\"42\")! + Int(2.9)") == "44")
        #expect(Self.text("Double(\"2.5\")") == "2.5")
    }

    @Test func formatStylesInTheDevicesLocale() {
        #expect(Self.text("(1234567).formatted()") == "1,234,567")
        #expect(Self.text("(1234567).formatted()", locale: "de_DE") == "1.234.567")
        #expect(Self.text("(4.91).formatted(.number.precision(.fractionLength(1)))") == "4.9")
        #expect(Self.text("(0.42).formatted(.percent)") == "42%")
        #expect(Self.text("(12.5).formatted(.currency(code: \"EUR\"))", locale: "de_DE") == "12,50 €")
        #expect(Self.text("(12.5).formatted(.currency(code: \"USD\"))") == "$12.50")
        #expect(Self.text("Date.now.addingTimeInterval(960).formatted(date: .omitted, time: .shortened)") == "1:16 PM")
        #expect(Self.text("Date.now.addingTimeInterval(960).formatted(date: .omitted, time: .shortened)", locale: "de_DE") == "13:16")
    }

    @Test func textTimersAndDateStyles() {
        #expect(Self.text("Text(timerInterval: Date.now...Date.now.addingTimeInterval(245), countsDown: true)") == "4:05")
        #expect(Self.text("Text(timerInterval: Date.now.addingTimeInterval(-3725)...Date.distantFuture, countsDown: false)") == "1:02:05")
        #expect(Self.text("Text(Date.now.addingTimeInterval(960), style: .time)") == "1:16 PM")
        #expect(Self.text("Text(Date.now.addingTimeInterval(960), style: .time)", locale: "de_DE") == "13:16")
        #expect(Self.text("Text(\"a\") + Text(\"b\")") == "ab")
    }

    @Test func arraysAndClosures() {
        #expect(Self.text("[3, 1, 2].sorted().map { \"\\($0)\" }.joined(separator: \",\")") == "1,2,3")
        #expect(Self.text("[1, 2, 3, 4].filter { $0 % 2 == 0 }.count") == "2")
        #expect(Self.text("[\"a\", \"b\"].first") == "a")
        #expect(Self.text("[1, 2, 3].reduce(0) { $0 + $1 }") == "6")
    }

    @Test func anEndlessLoopStopsWithAWarning() {
        let program = WidgetReader.read([SwiftSourceFile(name: "Loop.swift", text: "func spin(_ n: Int) -> Int { spin(n + 1) }")]).program
        let environment = WidgetEnvironment(now: Self.now, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
        let evaluator = WidgetEvaluator(program: program, environment: environment, file: "Loop.swift")
        var parser = SwiftExpressionParser(SwiftTokenizer.tokenize("spin(0)").tokens)
        var scope = WidgetScope()
        _ = evaluator.evaluate(parser.expression(), &scope)
        #expect(evaluator.warnings.contains { $0.message.contains("too deeply") })
    }
}
