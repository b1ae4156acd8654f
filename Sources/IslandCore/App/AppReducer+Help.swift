extension AppReducer {
    /// The help's scrolling keys, as an opened entry's: lines and pages from the top, Home and
    /// End to either end (the overlay knows how many rows fit; it stops at the last one).
    static func scrollHelp(_ command: KeyCommand, in model: inout AppModel) {
        func by(_ step: Int) {
            switch model.helpScroll {
            case .top(let lines): model.helpScroll = .top(min(max(0, lines + step), KeyBindings.all.count))
            case .bottom(let lines): model.helpScroll = .bottom(min(max(0, lines - step), KeyBindings.all.count))
            }
        }
        switch command {
        case .lineUp: by(-1)
        case .lineDown: by(1)
        case .pageUp: by(-detailPage)
        case .pageDown: by(detailPage)
        case .wheelUp: by(-detailWheelStep)
        case .wheelDown: by(detailWheelStep)
        case .first: model.helpScroll = .top(0)
        case .last: model.helpScroll = .bottom(0)
        default: break
        }
    }
}
