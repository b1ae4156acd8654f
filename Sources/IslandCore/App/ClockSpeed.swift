/// How fast the app clock may run, wherever a speed comes from (`--speed`, the configuration's
/// `speed`, a recording's clock line): from a thousandth of real time to a million times as
/// fast. island's choice: the fastest step of `+` is 3600×, and a clock far beyond a million
/// leaves the range of a date (and of the numbers that show it) within moments.
package enum ClockSpeed {
    package static let range: ClosedRange<Double> = 0.001...1_000_000
}
