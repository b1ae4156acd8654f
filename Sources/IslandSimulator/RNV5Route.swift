/// RNV line 5 from Mannheim to Heidelberg Bismarckplatz: real stop names, timetable minutes.
package enum RNV5Route {
    package static let line = "RNV 5"
    package static let destination = "Heidelberg Bismarckplatz"

    package static let stops: [TripStop] = [
        ("Mannheim Kurpfalzbrücke", 0.0),
        ("Abendakademie", 1.5),
        ("Paradeplatz", 3.0),
        ("Strohmarkt", 4.5),
        ("Wasserturm", 6.0),
        ("Nationaltheater", 7.5),
        ("Neuostheim", 11.0),
        ("Seckenheim Rathaus", 16.0),
        ("Edingen Bahnhof", 21.0),
        ("Neu-Edingen/Friedrichsfeld", 23.5),
        ("Wieblingen Mitte", 28.0),
        ("Heidelberg Hauptbahnhof", 33.0),
        ("Heidelberg Stadtwerke", 35.0),
        ("Heidelberg Bismarckplatz", 37.5),
    ].map { TripStop(name: $0.0, scheduledOffset: $0.1 * 60) }
}
