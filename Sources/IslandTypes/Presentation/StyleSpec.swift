/// How an item looks: its colour role (fixed, or chosen by the content) and weight.
package struct StyleSpec: Hashable, Sendable {
    package var role: RoleSpec?
    package var bold: Bool
    package var dim: Bool

    package init(role: RoleSpec? = nil, bold: Bool = false, dim: Bool = false) {
        self.role = role
        self.bold = bold
        self.dim = dim
    }
}

/// A colour role, or the first of several whose condition holds ("late when delayed").
package enum RoleSpec: Hashable, Sendable {
    case fixed(PresentationRole)
    case cases([RoleCase], otherwise: PresentationRole?)
}

package struct RoleCase: Hashable, Sendable {
    package var when: Condition
    package var role: PresentationRole

    package init(when: Condition, role: PresentationRole) {
        self.when = when
        self.role = role
    }
}
