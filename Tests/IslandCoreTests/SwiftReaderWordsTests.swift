import IslandCore
import IslandSwiftSource
import IslandText
import IslandTypes
import Testing

/// What the Swift reader says about an app's files comes from the string tables: stderr and
/// machine outputs keep the English a compiler's diagnostics have, and the events pane says it
/// in the screen's language.
@Suite struct SwiftReaderWordsTests {
    static let files = [SwiftSourceFile(name: "Ride.swift", text: """
        import ActivityKit
        struct RideAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var position: CLLocationCoordinate2D
                var fare: Money
            }
            var rider: String
        }
        #if DEBUG
        let verbose = true
        #endif
        """)]

    @Test func theNotesKeepTheirEnglishWordForWord() {
        let report = SwiftAttributesReader.read(Self.files)
        let lines = report.notes.map(\.description)
        #expect(lines.contains("Ride.swift:4: warning: `CLLocationCoordinate2D` is not Codable, so the app's code cannot compile: synthesized Codable needs every stored property to be Codable (store its parts, e.g. latitude and longitude as Double, or a color's name)"), "\(lines)")
        #expect(lines.contains("Ride.swift:5: warning: cannot resolve `Money`: it is not declared in the files read, and not a type island models (String, Int, Int8…UInt64, Double, Float, CGFloat, TimeInterval, Decimal, Bool, Date, Data, URL, UUID, CGPoint/CGSize/CGRect, Range, ClosedRange, Measurement, optionals, arrays, sets and dictionaries of them)"), "\(lines)")
        #expect(lines.contains("Ride.swift:2: warning: RideAttributes is not validated: island shows its payloads without checking them"), "\(lines)")
        #expect(lines.contains("Ride.swift:9: note: `#if DEBUG`: the iOS release build compiles none of its code"), "\(lines)")
    }

    @Test func theEventsPaneSaysThemInGerman() {
        let report = SwiftAttributesReader.read(Self.files)
        let german = report.notes.map { $0.located.words(.de) }
        #expect(german.contains("Ride.swift:5: Warnung: `Money` kann nicht aufgelöst werden: Er ist in den gelesenen Dateien nicht deklariert und kein Typ, den island modelliert (String, Int, Int8…UInt64, Double, Float, CGFloat, TimeInterval, Decimal, Bool, Date, Data, URL, UUID, CGPoint/CGSize/CGRect, Range, ClosedRange, Measurement sowie Optionals, Arrays, Sets und Dictionaries davon)"), "\(german)")
        #expect(german.contains("Ride.swift:9: Hinweis: `#if DEBUG`: Der iOS-Release-Build kompiliert nichts davon"), "\(german)")
        let entry = LogEntry(time: .init(timeIntervalSince1970: 0), level: .warning, note: report.notes[0].located)
        #expect(entry.message.words(.de, value: { _ in "" }).contains("Warnung"))
        #expect(entry.message.words(.en, value: { _ in "" }) == report.notes[0].description)
    }

    @Test func aFileCutShortSaysWhereInEitherLanguage() {
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "Cut.swift", text: "struct A: ActivityAttributes {\n  let s = \"never closed\n")])
        let note = try! #require(report.notes.first { $0.line == 2 })
        #expect(note.description == "Cut.swift:2: warning: a string literal that never ends; the file is read only up to it")
        #expect(note.located.words(.de) == "Cut.swift:2: Warnung: ein String-Literal, das nie endet; die Datei wird nur bis dorthin gelesen")
    }

    @Test func aWidgetWarningIsASentenceToo() {
        let warning = WidgetWarning(file: "Tram.swift", line: 12, Sentence(.widgetNotDrawn, ["name": "Map"]))
        #expect(warning.description == "Tram.swift:12: Map is not drawn by island; a placeholder of its size stands for it")
        #expect(warning.located.words(.de) == "Tram.swift:12: Map zeichnet island nicht; ein Platzhalter seiner Größe steht dafür")
    }
}
