/// How often an evaluation read the moment (`WidgetEnvironment.now`): an evaluated widget that
/// never read it is the same at any moment until its state or setting changes, so it can be
/// kept across frames. Shared by an environment's copies, which one evaluation on one thread
/// makes and reads; no part of any equality.
package final class WidgetClockReads: @unchecked Sendable, Hashable {
    package var count = 0

    package init() {}

    package static func == (lhs: WidgetClockReads, rhs: WidgetClockReads) -> Bool { true }

    package func hash(into hasher: inout Hasher) {}
}
