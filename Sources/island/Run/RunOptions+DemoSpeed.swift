extension RunOptions {
    /// The speed the demo trip (`island` with no source option) plays at when no speed is
    /// given: a presenter's first minute moves — the tram leaves 12–18 s in and the
    /// countdown changes every 6 s, an update every 0.5–1.5 s — while the whole trip still takes
    /// minutes, not seconds. Island's choice; `--speed 1` plays it in real time.
    static let demoSpeed: Double = 10

    /// How long after the start the demo trip departs, in app time: 2 min, rounded up to a whole
    /// minute (12–18 s at 10×).
    static let demoDeparture: Double = 2 * 60

    /// Whether this run is the demo: the simulated trip and nothing else.
    var isDemo: Bool { !hasExplicitSource }

    /// The app clock's speed: `--speed` (or the setting) when given, else the demo speed for
    /// the demo, else real time.
    var clockSpeed: Double {
        speedIsExplicit || !isDemo ? speed : Self.demoSpeed
    }
}
