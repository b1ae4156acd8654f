/// A horizontal bar: the filled part in the fill role, the rest in the track role.
enum ProgressBar {
    /// 0…100, rounded; out-of-range and non-finite values are clamped.
    static func percent(_ fraction: Double) -> Int {
        guard fraction.isFinite else { return 0 }
        return Int((min(max(fraction, 0), 1) * 100).rounded())
    }

    static func filledCells(_ fraction: Double, width: Int) -> Int {
        guard fraction.isFinite, width > 0 else { return 0 }
        return min(width, max(0, Int((min(max(fraction, 0), 1) * Double(width)).rounded())))
    }

    static func draw(_ fraction: Double, in grid: inout Grid, x: Int, y: Int, width: Int, fill: ColorRole = .progressFill,
                     on surface: Surface, context: RenderContext, dimmed: Bool = false) {
        guard width > 0 else { return }
        let filled = filledCells(fraction, width: width)
        let extra: CellStyle.Attributes = dimmed ? [.dim] : []
        let fillStyle = CellStyle(fill, on: surface.background, extra)
        let trackStyle = CellStyle(.progressTrack, on: surface.background, extra)
        grid.fill(Rect(x: x, y: y, width: filled, height: 1), with: context.glyphs.progressFill, style: fillStyle)
        grid.fill(Rect(x: x + filled, y: y, width: width - filled, height: 1), with: context.glyphs.progressTrack, style: trackStyle)
    }
}
