import Foundation

/// The app colours cells are painted with, each foreground-and-background pair once: a cell
/// keeps the pair's two-byte number, so it stays a plain value of at most 24 bytes (a frame
/// is copied and compared cell by cell) however many colours an app names. The numbers only
/// ever grow; past 65 535 pairs a new one is drawn in its roles' colours (legible, never an
/// error). Shared by every frame of the process, locked for the one rendering thread's sake
/// and any test's.
package final class AppColorTable: @unchecked Sendable {
    package struct Pair: Hashable, Sendable {
        package var foreground: AppColor?
        package var background: AppColor?
    }

    package static let shared = AppColorTable()

    private var pairs: [Pair] = [Pair()]
    private var numbers: [Pair: UInt16] = [Pair(): 0]
    private let lock = NSLock()

    /// The number of `pair`; 0 is no app colour at all.
    package func number(_ pair: Pair) -> UInt16 {
        if pair.foreground == nil, pair.background == nil { return 0 }
        lock.lock()
        defer { lock.unlock() }
        if let known = numbers[pair] { return known }
        guard pairs.count <= Int(UInt16.max) else { return 0 }
        let number = UInt16(pairs.count)
        pairs.append(pair)
        numbers[pair] = number
        return number
    }

    package func pair(_ number: UInt16) -> Pair {
        if number == 0 { return Pair() }
        lock.lock()
        defer { lock.unlock() }
        return Int(number) < pairs.count ? pairs[Int(number)] : Pair()
    }
}
