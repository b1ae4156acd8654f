/// The last resort: the terminal cannot hold even the compact island.
enum TooSmallNote {
    static func draw(_ scene: Scene, in grid: inout Grid) {
        let text = scene.strings.tooSmall
        let width = min(grid.width, scene.context.width(of: text))
        SpanWriter.write(text, style: CellStyle(.critical, on: .screenBackground, [.bold]), in: &grid,
                         x: (grid.width - width) / 2, y: (grid.height - 1) / 2, width: grid.width, context: scene.context)
    }
}
