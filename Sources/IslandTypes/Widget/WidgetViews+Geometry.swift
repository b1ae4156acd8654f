/// `GeometryReader { geo in … }`: the widget is evaluated before any layout, so its proxy
/// reports a nominal width (`WidgetStack.geometryPoints`) and the layout reads widths up to it
/// as shares of the columns the reader gets: `Capsule().frame(width: geo.size.width * 0.4)`
/// is 40 % of the reader's width, the way progress bars are built from two capsules.
extension WidgetViews {
    func geometryReader(_ arguments: Arguments) -> WidgetView {
        guard let closure = arguments.last(where: { if case .closure = $0.value { return true }; return false })?.value else { return .empty }
        let size = WidgetValue.instance(type: "CGSize", fields: ["width": .double(WidgetStack.geometryPoints),
                                                                  "height": .double(WidgetStack.geometryHeight)])
        let proxy = WidgetValue.instance(type: "GeometryProxy", fields: ["size": size])
        let made = views(evaluator.callClosure(closure, [proxy]))
        // A reader places its content at its top leading corner.
        return .stack(WidgetStack(axis: .depth, alignment: "topLeading", spacing: nil, children: made, isGeometry: true))
    }
}
