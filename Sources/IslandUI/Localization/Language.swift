/// The languages island's own screens come in (status line, events pane, help, prompts).
/// Which one shows is the device's choice (`RenderContext.language`); an app's texts follow
/// the app's languages instead.
package enum Language: String, Hashable, Sendable, CaseIterable {
    case de
    case en
}
