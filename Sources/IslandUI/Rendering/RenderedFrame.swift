import Foundation

/// One frame: the grid, and the next instant anything on it changes by itself (a countdown
/// turning over, "vor 3 Min." becoming "vor 4 Min.", a stale banner's age, the phone's
/// clock, an alert's highlight ending). The run loop sleeps until then at the latest; nil:
/// nothing on screen depends on time.
package struct RenderedFrame {
    package var grid: Grid
    package var nextChange: Date?

    package init(grid: Grid, nextChange: Date?) {
        self.grid = grid
        self.nextChange = nextChange
    }
}
