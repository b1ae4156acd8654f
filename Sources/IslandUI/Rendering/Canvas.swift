/// Fresh grids painted with the screen's background (the wallpaper role).
enum Canvas {
    static func blank(width: Int, height: Int) -> Grid {
        Grid(width: width, height: height, fill: Cell(.space, style: Surface.screen.plain))
    }

    /// What lies under a modal overlay: the same cells dimmed, and no click targets, since
    /// nothing beneath a prompt can be clicked.
    static func modalBackground(_ grid: Grid) -> Grid {
        var copy = blank(width: grid.width, height: grid.height)
        for y in 0..<grid.height {
            for x in 0..<grid.width where !grid[x, y].isContinuation {
                copy.set(x, y, grid[x, y].glyph, style: grid[x, y].style.with(.dim))
            }
        }
        return copy
    }
}
