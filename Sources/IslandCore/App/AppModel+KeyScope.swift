extension AppModel {
    /// Which keys of the key table apply: the events pane's and an opened entry's only on the
    /// dashboard, where the pane is; the help its own (scrolling) and the dashboard's (its
    /// closing keys).
    package var keyScope: KeyScope {
        if showHelp { return .help }
        if settings != nil { return .settings }
        if viewMode != .dashboard { return .dashboard }
        return eventsPane.scope
    }
}
