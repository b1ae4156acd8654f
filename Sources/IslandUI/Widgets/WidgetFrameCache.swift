import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore
import IslandInput

/// Each widget-drawn activity's last evaluation and layouts, kept between frames, so a frame
/// works out only what depends on what changed:
/// - `context.attributes` is converted once per activity (attributes never change after the start);
/// - the widget is evaluated again only when the content state, `isStale` or the environment
///   changed, or the clock moved and the last evaluation read it (a timer, a relative date);
/// - each presentation is laid out again only when its evaluated view is not the one laid out
///   before (an update that changes the minutes leaves the compact leading "🚋 T4" as it was),
///   and within one, only the views that are not the frame before's (`WidgetViewInterner`,
///   `WidgetLayoutMemo`).
///
/// A memo of pure functions: it never changes what a frame shows (the layout and evaluation it
/// returns are the ones the same inputs gave). Used by the one thread that renders; the lock
/// only keeps it sound if two did.
package final class WidgetFrameCache: @unchecked Sendable {
    /// One presentation as last laid out, and what it was laid out from.
    struct Layout {
        let view: WidgetView
        let width: Int
        let height: Int?
        let alignment: String
        let asciiOnly: Bool
        let marks: WidgetPresentation.Marks
        let drawn: WidgetPresentation.Drawn
    }

    /// What is kept for one activity.
    final class Entry {
        let program: WidgetProgram
        let widget: String
        let attributes: ContentObject
        /// `context.attributes` as the widget's code sees it.
        let attributesValue: WidgetValue
        var evaluation: Evaluation?
        /// By presentation (`WidgetPresentation.Slot`).
        var layouts: [WidgetPresentation.Slot: Layout] = [:]
        /// The last frame's views and what their layout worked out.
        /// The Lock Screen view the last frame showed (toggles flipped) and its controls' marks.
        var shownLockScreen: (view: WidgetView, marks: WidgetPresentation.Marks)?
        let interner = WidgetViewInterner()
        let memo = WidgetLayoutMemo()

        init(program: WidgetProgram, widget: String, attributes: ContentObject, attributesValue: WidgetValue) {
            self.program = program
            self.widget = widget
            self.attributes = attributes
            self.attributesValue = attributesValue
        }

        /// The layout kept for `slot` when it was made from the same view in the same place, else nil.
        func layout(_ slot: WidgetPresentation.Slot, _ view: WidgetView, width: Int, height: Int?, alignment: String, asciiOnly: Bool,
                    marks: WidgetPresentation.Marks) -> WidgetPresentation.Drawn? {
            guard let kept = layouts[slot], kept.width == width, kept.height == height, kept.alignment == alignment,
                  kept.asciiOnly == asciiOnly, kept.marks == marks, kept.view == view else { return nil }
            return kept.drawn
        }
    }

    /// One evaluation of the widget and what it was made from.
    struct Evaluation {
        let state: ContentObject
        let isStale: Bool
        let environment: WidgetEnvironment
        /// Whether the code read the moment: then only the same moment gives the same views.
        let readsClock: Bool
        let surfaces: WidgetSurfaces

        func holds(state: ContentObject, isStale: Bool, environment: WidgetEnvironment) -> Bool {
            guard self.isStale == isStale, self.state == state else { return false }
            // The kept surfaces' next change comes: a text of them changes by itself then.
            if let next = surfaces.nextChange, environment.now >= next { return false }
            if readsClock { return self.environment.now == environment.now && self.environment.sameSetting(environment) }
            return self.environment.sameSetting(environment)
        }
    }

    /// More activities than a dashboard shows at once: the table is emptied past this.
    static let limit = 256

    private var table: [String: Entry] = [:]
    private let lock = NSLock()
    /// How often the widget was evaluated and a presentation laid out (what tests count).
    private(set) package var evaluations = 0
    private(set) package var layouts = 0

    package init() {}

    /// The sizes, distributions and glyphs worked out for `activityID`'s layouts so far.
    func measured(_ activityID: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return table[activityID]?.memo.made ?? 0
    }

    /// The frame of `activity`'s widget at `now`, nil when its type has no widget.
    func frame(_ activity: Activity, now: Date, context: RenderContext) -> WidgetPresentation.Frame? {
        guard let program = activity.definition.widget, let widget = program.widget(for: activity.attributesType) else { return nil }
        let environment = WidgetPresentation.environment(activity, now: now, context: context)
        lock.lock()
        defer { lock.unlock() }
        let entry = self.entry(activity, program: program, widget: widget)
        let isStale = activity.state == .stale
        var surfaces: WidgetSurfaces
        if let kept = entry.evaluation, kept.holds(state: activity.contentState, isStale: isStale, environment: environment) {
            surfaces = kept.surfaces
        } else {
            let reads = environment.clockReads.count
            var made = WidgetRunner.run(program, widget: widget, attributesValue: entry.attributesValue, state: activity.contentState,
                                        isStale: isStale, environment: environment)
            made.lockScreen = entry.interner.intern(made.lockScreen)
            made.island = made.island.map(entry.interner.intern)
            entry.interner.endFrame()
            surfaces = made
            evaluations += 1
            entry.evaluation = Evaluation(state: activity.contentState, isStale: isStale, environment: environment,
                                          readsClock: environment.clockReads.count > reads, surfaces: surfaces)
        }
        // The toggles the user flipped, as iOS draws them until the app's next update: only the
        // presentations holding one are laid out again.
        WidgetControls.flip(&surfaces, activity.controlState.toggled)
        var laidOut = false
        defer { if laidOut { entry.memo.endFrame() } }
        let selected = WidgetPresentation.selectedControl(surfaces, activity)
        return WidgetPresentation.frame(surfaces, activityID: activity.id, context: context, selectedControl: selected) { slot, view, width, height, alignment, marks in
            if slot == .lockScreen { entry.shownLockScreen = (view, marks) }
            if let kept = entry.layout(slot, view, width: width, height: height, alignment: alignment, asciiOnly: context.asciiOnly, marks: marks) {
                return kept
            }
            let drawn = WidgetPresentation.draw(view, width: width, height: height, alignment: alignment, asciiOnly: context.asciiOnly, marks: marks,
                                                memo: entry.memo)
            laidOut = true
            layouts += 1
            entry.layouts[slot] = Layout(view: view, width: width, height: height, alignment: alignment, asciiOnly: context.asciiOnly,
                                         marks: marks, drawn: drawn)
            return drawn
        }
    }

    /// The Lock Screen of `activityID`'s last frame laid out again at `width`, for a card
    /// narrower than the widget's Lock Screen: SwiftUI lays a view out in the width it is
    /// given (its texts wrap or end in "…", its spacers shrink) rather than cutting it. nil
    /// when the activity has no widget frame yet.
    func lockScreenRows(_ activityID: String, width: Int, asciiOnly: Bool) -> [Row]? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = table[activityID], let (view, marks) = entry.shownLockScreen else { return nil }
        let height = WidgetPresentation.lockScreenRows
        if let kept = entry.layout(.fittedLockScreen, view, width: width, height: height, alignment: "leading", asciiOnly: asciiOnly, marks: marks) {
            return kept.rows
        }
        let drawn = WidgetPresentation.draw(view, width: width, height: height, alignment: "leading", asciiOnly: asciiOnly, marks: marks)
        layouts += 1
        entry.layouts[.fittedLockScreen] = Layout(view: view, width: width, height: height, alignment: "leading", asciiOnly: asciiOnly,
                                                  marks: marks, drawn: drawn)
        return drawn.rows
    }

    /// The activity's entry, made anew when its program, widget or attributes are not the kept one's.
    private func entry(_ activity: Activity, program: WidgetProgram, widget: WidgetDeclaration) -> Entry {
        if let kept = table[activity.id], kept.program === program, kept.widget == widget.name, kept.attributes == activity.attributes {
            return kept
        }
        if table.count >= Self.limit { table.removeAll(keepingCapacity: true) }
        let made = Entry(program: program, widget: widget.name, attributes: activity.attributes,
                         attributesValue: WidgetRunner.attributesValue(program, widget: widget, attributes: activity.attributes))
        table[activity.id] = made
        return made
    }
}
