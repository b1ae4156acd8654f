/// The `small` family's content, shared by the Apple Watch Smart Stack and CarPlay: the type's
/// (or widget's) own small view when it has one; else, as Apple documents for an activity
/// without one, the app's name over the compact leading and trailing content.
enum SmallFamily {
    static func rows(_ view: ActivityView) -> [Row] {
        if let small = view.small, !small.isEmpty { return small }
        var rows: [Row] = [.text(Span(view.appName, .secondaryText, [.bold]))]
        let pair = Row.line(view.compactLeading, trailing: view.compactTrailing)
        if !view.compactLeading.isEmpty || !view.compactTrailing.isEmpty { rows.append(pair) }
        if view.isStale || view.isEnded, let last = view.cardRows.last { rows.append(last) }
        return rows
    }

    /// The rows that fit in `count` lines: a small view keeps its highest priorities (in
    /// their order); the default keeps the app's name and the pair, in that order.
    static func rows(_ view: ActivityView, fitting count: Int) -> [Row] {
        let all = rows(view)
        guard count < all.count else { return all }
        guard count > 0 else { return [] }
        guard let small = view.small, !small.isEmpty else { return Array(all.prefix(count)) }
        let priority = { (index: Int) in index < view.smallPriorities.count ? view.smallPriorities[index] : 5 }
        let kept = all.indices.sorted { (priority($0), -$0) > (priority($1), -$1) }.prefix(count)
        return kept.sorted().map { all[$0] }
    }

    /// Whether the view comes from the type's own small family.
    static func isOwn(_ view: ActivityView) -> Bool {
        !(view.small ?? []).isEmpty
    }
}
