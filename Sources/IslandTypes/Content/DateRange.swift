import Foundation

/// The dates a clock on screen can show: about the years 1 to 9999.
package enum DateRange {
    package static let showable: ClosedRange<Double> = -63_000_000_000...252_000_000_000
}
