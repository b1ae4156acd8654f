extension Grid {
    /// Paints the app's colour over the background of every cell in `rect` drawn on `role`
    /// (the card's `activityBackgroundTint`): the cells keep their text and look, the role
    /// stays their meaning, and a cell the app coloured itself keeps its own colour.
    mutating func tint(_ rect: Rect, background role: ColorRole, with color: AppColor) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            var row = (area.x..<area.maxX).map { self[$0, y] }
            var changed = false
            for index in row.indices where row[index].style.background == role && row[index].style.appBackground == nil {
                row[index].style.appBackground = color
                changed = true
            }
            if changed { copy(row, x: area.x, y: y) }
        }
    }
}
