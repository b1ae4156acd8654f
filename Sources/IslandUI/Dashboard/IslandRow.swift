/// The dashboard's island row: the minimal, compact and expanded presentations side by side,
/// each under its label; the label of what iOS is showing right now is highlighted.
enum IslandRow {
    static let gap = 2

    /// Rows the island row takes: labels plus the tallest presentation.
    static func height(_ scene: Scene) -> Int {
        1 + max(1, scene.expandedFocus.map { ExpandedPresentation.height(scene.view($0)) } ?? 1)
    }

    static func draw(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        let context = scene.context
        let minimalWidth = max(labelWidth(minimalLabel(scene), context: context), minimalPaneWidth(scene) + 1)
        let compactWidth = scene.focus.map { CompactPresentation.width(scene.view($0), context: context) }
            ?? IslandPresentation.cameraWidth + 4
        // The island keeps the sizes iOS gives it; on a wide terminal the row is centred under
        // its heading, as the island sits in the middle of the phone, instead of leaving the
        // room to its right empty.
        let natural = minimalWidth + gap + max(compactWidth, context.width(of: scene.strings.compact)) + gap + ExpandedPresentation.naturalWidth + 10
        // Without an activity there is no expanded island to balance: the row stays at the left.
        let x = scene.focus == nil ? rect.x : rect.x + max(0, (rect.width - natural) / 2)
        let compactX = x + minimalWidth + gap
        let expandedX = compactX + max(compactWidth, context.width(of: scene.strings.compact)) + gap
        let expandedWidth = min(rect.maxX - expandedX, ExpandedPresentation.naturalWidth + 10)
        let live = liveLabel(scene)
        label(minimalLabel(scene), live: live == 0, in: &grid, x: x, y: rect.y, width: minimalWidth, context: context)
        label(scene.strings.compact, live: live == 1, in: &grid, x: compactX, y: rect.y, width: compactWidth, context: context)
        label(scene.strings.expanded, live: live == 2, in: &grid, x: expandedX, y: rect.y, width: expandedWidth, context: context)
        let y = rect.y + 1
        drawMinimal(scene, in: &grid, x: x, y: y, width: minimalWidth)
        drawCompact(scene, in: &grid, x: compactX, y: y, width: min(compactWidth, rect.maxX - compactX))
        drawExpanded(scene, in: &grid, rect: Rect(x: expandedX, y: y, width: expandedWidth, height: rect.maxY - y))
        if y + 2 < rect.maxY {
            drawSelection(scene, in: &grid, x: rect.x, y: y + 2, width: expandedX - gap - rect.x)
        }
    }

    /// Under the island, when the selected activity (what b and the footer act on) is not the
    /// one the island shows: `• ausgewählt: ✓ Onewheel GT`, in the selection colour.
    static func drawSelection(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        guard width > 0, let selected = scene.selectedElsewhere else { return }
        let view = scene.view(selected)
        let marker = Span("\(scene.context.glyphs.bullet) \(scene.strings.selectedActivity): ", .selection, [.bold], priority: 4)
        let spans = [marker] + view.compactLeading.map { $0.role == nil ? Span($0.text, .selection, $0.attributes.union(.bold)) : $0 }
        SpanWriter.write(spans, in: &grid, x: x, y: y, width: width, on: .screen, context: scene.context)
        grid.addHitRegion(Rect(x: x, y: y, width: min(width, SpanWriter.width(spans, context: scene.context)), height: 1),
                          .activity(activityID: selected.id))
    }

    /// 0 minimal, 1 compact, 2 expanded: which one the island shows now.
    static func liveLabel(_ scene: Scene) -> Int? {
        switch scene.island {
        case .empty: return nil
        case .pair: return 0
        case .compact: return 1
        case .expanded: return 2
        }
    }

    /// "Minimal", or "Minimal ×2" over the two-app pair: two minimal presentations, one island.
    static func minimalLabel(_ scene: Scene) -> String {
        if case .pair = scene.island { return "\(scene.strings.minimal) ×2" }
        return scene.strings.minimal
    }

    /// The cells a label's column takes: the text and room for the live one's marker (so
    /// nothing moves when another presentation goes live).
    static func labelWidth(_ text: String, context: RenderContext) -> Int {
        context.width(of: text) + 2
    }

    static func label(_ text: String, live: Bool, in grid: inout Grid, x: Int, y: Int, width: Int, context: RenderContext) {
        let marker = live ? "\(context.glyphs.bullet) " : ""
        let style = CellStyle(live ? .selection : .secondaryText, on: .screenBackground, live ? [.bold] : [])
        SpanWriter.write(marker + text, style: style, in: &grid, x: x, y: y, width: width, context: context)
    }

    static func minimalPaneWidth(_ scene: Scene) -> Int {
        let context = scene.context
        if case .pair(let first, let second) = scene.island {
            return IslandPresentation.pairWidth(scene.view(first), scene.view(second), context: context)
        }
        return scene.focus.map { MinimalPresentation.width(scene.view($0), context: context) } ?? IslandPresentation.cameraWidth + 4
    }

    /// Two apps: the pair as iOS shows it; otherwise the focus's minimal.
    static func drawMinimal(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        if case .pair(let first, let second) = scene.island {
            IslandPresentation.drawPair(scene.view(first), scene.view(second), in: &grid, x: x, y: y, maxWidth: width,
                                        context: scene.context)
        } else if let focus = scene.focus {
            MinimalPresentation.draw(scene.view(focus), in: &grid, x: x, y: y, maxWidth: width, context: scene.context)
        } else {
            IslandPresentation.drawEmpty(in: &grid, x: x, y: y, maxWidth: width, context: scene.context)
        }
    }

    static func drawCompact(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        guard let focus = scene.focus else {
            IslandPresentation.drawEmpty(in: &grid, x: x, y: y, maxWidth: width, context: scene.context)
            return
        }
        CompactPresentation.draw(scene.view(focus), in: &grid, x: x, y: y, width: width, context: scene.context)
    }

    static func drawExpanded(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        guard let activity = scene.expandedFocus else {
            let style = CellStyle(.secondaryText, on: .screenBackground)
            SpanWriter.write(scene.strings.noActivity, style: style, in: &grid, x: rect.x, y: rect.y, width: rect.width,
                             context: scene.context)
            return
        }
        let view = scene.view(activity)
        let box = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, ExpandedPresentation.height(view)))
        ExpandedPresentation.draw(view, in: &grid, rect: box, context: scene.context)
    }
}
