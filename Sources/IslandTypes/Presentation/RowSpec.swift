/// One line of an expanded region or the Lock Screen: items on the left, items right-aligned,
/// or a progress bar with items before it and the percentage after.
package struct RowSpec: Hashable, Sendable {
    package var items: [ItemSpec]
    package var trailing: [ItemSpec]
    package var bar: BarSpec?
    package var when: Condition?
    /// When the card is short, rows with a lower priority are left out first (default 5).
    package var priority: Int

    package init(items: [ItemSpec] = [], trailing: [ItemSpec] = [], bar: BarSpec? = nil, when: Condition? = nil,
                 priority: Int = ItemSpec.defaultPriority) {
        self.items = items
        self.trailing = trailing
        self.bar = bar
        self.when = when
        self.priority = priority
    }
}

/// A progress bar or gauge: a 0…1 value, a 0…100 value, or a value out of a total.
package struct BarSpec: Hashable, Sendable {
    package var value: FieldPath
    /// nil: the value is 0…1 (or 0…100 with `scale` 100).
    package var total: FieldPath?
    package var scale: Double
    package var role: RoleSpec?
    /// The percentage after the bar ("34%").
    package var showsPercent: Bool
    /// What follows the bar instead of the percentage ("76%" in the battery's colour).
    package var after: [ItemSpec]?
    /// When the row is too narrow, the bar (with what follows it) and the row's items go
    /// lowest priority first; nil: the row's priority.
    package var priority: Int?

    package init(value: FieldPath, total: FieldPath? = nil, scale: Double = 1, role: RoleSpec? = nil, showsPercent: Bool = true,
                 after: [ItemSpec]? = nil, priority: Int? = nil) {
        self.value = value
        self.total = total
        self.scale = scale
        self.role = role
        self.showsPercent = showsPercent
        self.after = after
        self.priority = priority
    }
}
