/// Where a type's content goes, in ActivityKit's own regions: what the app's widget code
/// puts in `minimal`, `compactLeading`, `compactTrailing`, the expanded `leading`,
/// `trailing`, `center` and `bottom`, and the Lock Screen view — plus StandBy's figure, the
/// keyline tint and the buttons (each its intent and label).
package struct PresentationSpec: Hashable, Sendable {
    /// A plain one-line name of the activity for prompts and the status line
    /// ("RNV 5 → Heidelberg Bismarckplatz").
    package var title: [ItemSpec]
    /// What the status line says about the activity ("unterwegs").
    package var status: [ItemSpec]
    package var minimal: [ItemSpec]
    package var compactLeading: [ItemSpec]
    package var compactTrailing: [ItemSpec]
    package var expanded: ExpandedSpec
    package var lockScreen: [RowSpec]
    /// The `small` activity family (`.supplementalActivityFamilies([.small])`): the Apple Watch
    /// Smart Stack's and CarPlay's view. Empty: the type has none, and those show the app's
    /// name over the compact leading and trailing content, as iOS does.
    package var small: [RowSpec]
    /// StandBy's big figure: the first whose condition holds; none: the first field of
    /// `compactTrailing`.
    package var standBy: [FigureSpec]
    package var keylineTint: PresentationRole?
    /// The card's buttons in order (`b` presses the selected one, the first to begin with).
    package var buttons: [ButtonSpec]

    /// The first button (the one a type file with a single `button` declares).
    package var button: ButtonSpec? {
        get { buttons.first }
        set {
            if let newValue { if buttons.isEmpty { buttons = [newValue] } else { buttons[0] = newValue } } else { buttons = [] }
        }
    }

    package init(title: [ItemSpec], status: [ItemSpec] = [], minimal: [ItemSpec], compactLeading: [ItemSpec],
                 compactTrailing: [ItemSpec], expanded: ExpandedSpec, lockScreen: [RowSpec], small: [RowSpec] = [],
                 standBy: [FigureSpec] = [],
                 keylineTint: PresentationRole? = nil, button: ButtonSpec? = nil, buttons: [ButtonSpec] = []) {
        self.title = title
        self.status = status
        self.minimal = minimal
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.expanded = expanded
        self.lockScreen = lockScreen
        self.small = small
        self.standBy = standBy
        self.keylineTint = keylineTint
        self.buttons = button.map { [$0] + buttons } ?? buttons
    }
}

/// The expanded presentation's regions: `leading` and `trailing` share the top rows (the
/// camera sits between them on a phone), `center` follows, `bottom` spans the whole width.
package struct ExpandedSpec: Hashable, Sendable {
    package var leading: [RowSpec]
    package var trailing: [RowSpec]
    package var center: [RowSpec]
    package var bottom: [RowSpec]

    package init(leading: [RowSpec] = [], trailing: [RowSpec] = [], center: [RowSpec] = [], bottom: [RowSpec] = []) {
        self.leading = leading
        self.trailing = trailing
        self.center = center
        self.bottom = bottom
    }
}

/// StandBy's figure: a value in big digits (in the value item's colour), its unit beside it
/// and a caption under it.
package struct FigureSpec: Hashable, Sendable {
    package var value: ItemSpec
    package var unit: TextSpec?
    package var caption: [ItemSpec]
    package var when: Condition?

    package init(value: ItemSpec, unit: TextSpec? = nil, caption: [ItemSpec] = [], when: Condition? = nil) {
        self.value = value
        self.unit = unit
        self.caption = caption
        self.when = when
    }
}

/// A card's button: a `LiveActivityIntent` the app runs (`StopRideIntent`), its label, what
/// the authentication prompt asks ("Fahrt beenden?"), and whether the app ends the activity
/// when it runs (the card's end button; `"ends": false` in a type file: a button such as
/// Snooze, whose intent goes out and the activity goes on), and when the card draws it (an
/// alarm's Pause only while it counts down, as a widget's `if` draws a button or not).
package struct ButtonSpec: Hashable, Sendable {
    package var intent: String
    package var label: TextSpec
    package var prompt: TextSpec?
    package var ends: Bool
    /// Drawn, and pressable, only while this holds; nil: always.
    package var when: Condition?
    /// The intent's parameters, each made from a field of the activity as the widget's code
    /// makes them (`PauseIntent(alarmID: context.state.alarmID)`), in order.
    package var parameters: [ButtonParameter] = []

    package init(intent: String, label: TextSpec, prompt: TextSpec? = nil, ends: Bool = true, when: Condition? = nil) {
        self.intent = intent
        self.label = label
        self.prompt = prompt
        self.ends = ends
        self.when = when
    }
}

/// One parameter of a button's intent: its name and the field its value is read from.
package struct ButtonParameter: Hashable, Sendable {
    package var name: String
    package var field: FieldPath

    package init(name: String, field: FieldPath) {
        self.name = name
        self.field = field
    }
}
