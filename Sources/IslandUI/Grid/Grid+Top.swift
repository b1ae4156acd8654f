extension Grid {
    /// The first `rows` rows of the grid, cells as they are (hit regions are left: a still
    /// frame is not clicked).
    package func top(_ rows: Int) -> Grid {
        var grid = Grid(width: width, height: min(max(0, rows), height))
        for y in 0..<grid.height {
            grid.copy(Array(cells[y * width ..< (y + 1) * width]), x: 0, y: y)
        }
        return grid
    }
}
