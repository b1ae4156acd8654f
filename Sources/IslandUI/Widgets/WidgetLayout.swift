import IslandText
import IslandSwiftSource
import IslandTypes
import IslandCore
import IslandInput

/// Lays a widget's views out on integer cells by SwiftUI's rules: a parent proposes a size,
/// the child answers with its own; stacks offer their room to the least flexible children
/// first, highest `layoutPriority` first, and `Spacer`s take what is left; text wraps at
/// word boundaries up to its line limit and ends in "…" where it does not fit. Points become
/// cells by `WidgetCells`' rule.
struct WidgetLayout {
    struct Size: Equatable {
        var width: Int
        var height: Int
    }

    struct Proposal {
        var width: Int?
        var height: Int?
    }

    /// What flows down the tree: the text look and the text settings modifiers set.
    struct Environment: Hashable {
        var style = WidgetStyle()
        var lineLimit: Int?
        var textAlignment = "leading"
        var axis: WidgetStack.Axis = .vertical
        var hidden = false
        /// Inside a `GeometryReader`: the cells it was given, which its proxy's size stands for.
        var geometry: Geometry?
    }

    struct Geometry: Hashable {
        var columns: Int
    }

    let asciiOnly: Bool
    /// A button's cells: what a click on them does.
    let buttonTarget: HitTarget?
    /// Whose controls these are: each numbered control's cells press that control.
    var activityID: String?
    /// The control `b` presses, marked (reversed) where the card has more than one.
    var selectedControl: Int?
    /// The label colour of the system's action (`activitySystemActionForegroundColor`).
    var actionColor: WidgetColor?
    /// The card's default text look (`.secondaryText` for secondary styles).
    private(set) var symbols: [String] = []
    private(set) var unknownSymbols: [String] = []
    /// Sizes, distributions and glyphs this pass (or the frame before, for the same
    /// activity) has worked out (see `WidgetLayoutMemo`).
    let memo: WidgetLayoutMemo

    init(asciiOnly: Bool, buttonTarget: HitTarget?, memo: WidgetLayoutMemo = WidgetLayoutMemo()) {
        self.asciiOnly = asciiOnly
        self.buttonTarget = buttonTarget
        self.memo = memo
        memo.begin(asciiOnly: asciiOnly)
    }

    /// What a click on a control's cells does: press that control (by its number), else the
    /// layout's one button target.
    func target(_ control: WidgetControl) -> HitTarget? {
        if let activityID, let index = control.index { return .control(activityID: activityID, index: index) }
        return buttonTarget
    }

    func controlAttributes(_ control: WidgetControl) -> CellStyle.Attributes {
        control.index != nil && control.index == selectedControl ? [.bold, .reverse, .underline] : [.bold]
    }

    static let huge = WidgetCells.huge

    static func columns(_ points: Double) -> Int { WidgetCells.columns(points) }

    static func rows(_ points: Double) -> Int { WidgetCells.gapRows(points) }

    /// A frame's width: a share of a `GeometryReader`'s cells where it was worked out from its proxy.
    static func frameColumns(_ points: Double, _ environment: Environment) -> Int {
        if let geometry = environment.geometry, points.isFinite, points <= WidgetStack.geometryPoints {
            return WidgetCells.share(points, of: WidgetStack.geometryPoints, cells: geometry.columns)
        }
        return WidgetCells.columns(points)
    }

    /// A frame's height: whole rows, at least one for a view that draws something.
    static func frameRows(_ points: Double, _ inner: WidgetView, _ environment: Environment) -> Int {
        draws(inner) ? WidgetCells.rows(points) : WidgetCells.gapRows(points)
    }

    /// Whether a view puts anything on the grid (a spacer or a clear colour does not).
    static func draws(_ view: WidgetView) -> Bool {
        switch view {
        case .empty, .spacer: return false
        case .shape(_, let color?): return color != .named("clear")
        case .modified(_, .hidden): return false
        case .modified(let inner, _): return draws(inner)
        default: return true
        }
    }

    /// Lays `view` out in `width` × at most `height` cells; the canvas is as tall as the view.
    mutating func draw(_ view: WidgetView, width: Int, height: Int?, alignment: String = "leading") -> WidgetCanvas {
        var environment = Environment()
        environment.axis = .vertical
        let size = self.size(view, Proposal(width: width, height: height), environment)
        let rows = min(size.height, height ?? size.height)
        var canvas = WidgetCanvas(width: width, height: rows)
        let x = alignment == "center" ? (width - size.width) / 2 : alignment == "trailing" ? width - size.width : 0
        place(view, x: max(0, x), y: 0, size: Size(width: min(size.width, width), height: rows), environment, &canvas)
        return canvas
    }

    // MARK: Sizes

    func size(_ view: WidgetView, _ proposal: Proposal, _ environment: Environment) -> Size {
        switch view {
        case .empty: return Size(width: 0, height: 0)
        case .text(let runs):
            let key = memo.key(runs, proposal, environment)
            if let known = memo.size(key) { return known }
            let glyphs = self.glyphs(runs, environment)
            let lines = wrap(glyphs, width: proposal.width, limit: lineLimit(environment, proposal))
            let size = Size(width: lines.map { line in min(proposal.width ?? Self.huge, width(of: line, glyphs)) }.max() ?? 0,
                            height: lines.count)
            memo.keep(size, key, owner: runs)
            return size
        case .symbol(let name):
            return Size(width: symbolText(name).width, height: 1)
        case .placeholder(_, let width, let height):
            return Size(width: min(proposal.width ?? 12, width ?? 12), height: min(proposal.height ?? 1, height ?? 1))
        case .spacer(let minimum):
            // Without a minimum, SwiftUI keeps the system spacing (8 pt) beside a spacer.
            let least = minimum.map(environment.axis == .horizontal ? Self.columns : Self.rows) ?? (environment.axis == .horizontal ? 1 : 0)
            if environment.axis == .horizontal { return Size(width: max(least, proposal.width ?? least), height: 0) }
            return Size(width: 0, height: max(least, min(proposal.height ?? least, Self.huge)))
        case .divider:
            if environment.axis == .horizontal { return Size(width: 1, height: 1) }
            return Size(width: proposal.width ?? 1, height: 1)
        case .stack(let stack):
            return stackSize(stack, proposal, environment).size
        case .progress(_, let label):
            let labelSize = label.map { size($0, Proposal(width: proposal.width, height: nil), environment) } ?? Size(width: 0, height: 0)
            let bar = min(proposal.width ?? 10, Self.huge)
            return Size(width: max(bar, min(labelSize.width, bar)), height: 1 + labelSize.height)
        case .button(let label, _):
            let inner = size(label, Proposal(width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height), environment)
            return Size(width: inner.width + 2, height: max(1, inner.height))
        case .toggle(_, let label, _):
            let inner = size(label, Proposal(width: proposal.width.map { max(0, $0 - 4) }, height: proposal.height), environment)
            return Size(width: inner.width + 4, height: max(1, inner.height))
        case .shape(let kind, _):
            // A dot is one cell; a rectangle or capsule fills the width it is offered.
            if kind == "Circle" || kind == "Ellipse" { return Size(width: 1, height: 1) }
            return Size(width: min(proposal.width ?? 1, Self.huge), height: 1)
        case .group(let views):
            return stackSize(WidgetStack(axis: environment.axis == .horizontal ? .horizontal : .vertical, alignment: "center", spacing: nil,
                                         children: views), proposal, environment).size
        case .fitting(let views):
            return size(chosen(views, proposal, environment), proposal, environment)
        case .region(_, _, let inner):
            return size(inner, proposal, environment)
        case .modified(let inner, let modifier):
            return modifiedSize(inner, modifier, proposal, environment)
        }
    }

    func lineLimit(_ environment: Environment, _ proposal: Proposal) -> Int? {
        switch (environment.lineLimit, proposal.height) {
        case (let limit?, let height?): return min(limit, height)
        case (let limit?, nil): return limit
        case (nil, let height?): return height
        default: return nil
        }
    }

    func chosen(_ views: [WidgetView], _ proposal: Proposal, _ environment: Environment) -> WidgetView {
        for view in views {
            let ideal = size(view, Proposal(width: nil, height: nil), environment)
            if ideal.width <= (proposal.width ?? Self.huge), ideal.height <= (proposal.height ?? Self.huge) { return view }
        }
        return views.last ?? .empty
    }

    func modifiedSize(_ inner: WidgetView, _ modifier: WidgetModifier, _ proposal: Proposal, _ environment: Environment) -> Size {
        var environment = environment
        switch modifier {
        case .padding(let top, let leading, let bottom, let trailing):
            let horizontal = Self.columns(leading) + Self.columns(trailing)
            let vertical = Self.rows(top) + Self.rows(bottom)
            let child = size(inner, Proposal(width: proposal.width.map { max(0, $0 - horizontal) }, height: proposal.height.map { max(0, $0 - vertical) }),
                             environment)
            return Size(width: child.width + horizontal, height: child.height + vertical)
        case .frame(let frame):
            var width = frame.width.map { Self.frameColumns($0, environment) }
            var height = frame.height.map { Self.frameRows($0, inner, environment) }
            if let maxWidth = frame.maxWidth {
                let limit = Self.columns(maxWidth)
                let child = size(inner, Proposal(width: min(proposal.width ?? Self.huge, limit), height: height ?? proposal.height), environment)
                width = max(child.width, min(proposal.width ?? child.width, limit))
            }
            if let minWidth = frame.minWidth {
                let child = size(inner, Proposal(width: width ?? proposal.width, height: height ?? proposal.height), environment)
                width = max(width ?? child.width, min(Self.columns(minWidth), proposal.width ?? Self.huge))
            }
            if let maxHeight = frame.maxHeight, maxHeight.isInfinite, height == nil {
                let child = size(inner, Proposal(width: width ?? proposal.width, height: proposal.height), environment)
                height = max(child.height, proposal.height ?? child.height)
            }
            if let w = width, let limit = proposal.width, frame.maxWidth == nil, frame.minWidth == nil { width = min(w, max(limit, w)) }
            let child = size(inner, Proposal(width: width ?? proposal.width, height: height ?? proposal.height), environment)
            return Size(width: width ?? child.width, height: height ?? child.height)
        case .style(let style):
            environment.style = environment.style.merged(style)
        case .lineLimit(let limit):
            environment.lineLimit = limit
        case .textAlignment(let alignment):
            environment.textAlignment = alignment
        default:
            break
        }
        return size(inner, proposal, environment)
    }

    /// The children of a stack with groups opened and each child's width (or height) as the
    /// stack's rules give it.
    func stackSize(_ stack: WidgetStack, _ proposal: Proposal, _ outer: Environment) -> (size: Size, children: [WidgetView], lengths: [Int], spacing: Int) {
        let key = memo.key(stack, proposal, outer)
        if let known = memo.stack(key) { return known }
        let laid = distribute(stack, proposal, outer)
        memo.keep(laid, key, owner: stack.children)
        return laid
    }

    func distribute(_ stack: WidgetStack, _ proposal: Proposal, _ outer: Environment) -> (size: Size, children: [WidgetView], lengths: [Int], spacing: Int) {
        var environment = outer
        environment.axis = stack.axis == .horizontal ? .horizontal : .vertical
        if stack.layer != nil || stack.isGeometry { return layered(stack, proposal, outer) }
        let children = Self.flatten(stack.children)
        guard !children.isEmpty else { return (Size(width: 0, height: 0), [], [], 0) }
        if stack.axis == .depth {
            var environmentZ = outer
            environmentZ.axis = .vertical
            let sizes = children.map { self.size($0, proposal, environmentZ) }
            return (Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0), children, sizes.map(\.width), 0)
        }
        let horizontal = stack.axis == .horizontal
        let spacing = stack.spacing.map(horizontal ? Self.columns : Self.rows) ?? (horizontal ? 1 : 0)
        // A spacer needs no extra gap beside it to read as space: SwiftUI's own spacing
        // between a view and a spacer is the spacer's minimum.
        var gaps = 0
        for index in children.indices.dropFirst() {
            if case .spacer = children[index] { continue }
            if case .spacer = children[index - 1] { continue }
            gaps += spacing
        }
        func measure(_ child: WidgetView, _ length: Int?) -> Size {
            horizontal ? self.size(child, Proposal(width: length, height: proposal.height), environment)
                : self.size(child, Proposal(width: proposal.width, height: length), environment)
        }
        func along(_ size: Size) -> Int { horizontal ? size.width : size.height }
        let available = horizontal ? proposal.width : proposal.height
        var lengths: [Int]
        if let available {
            let room = max(0, available - gaps)
            let least = children.map { along(measure($0, 0)) }
            let most = children.map { along(measure($0, Self.huge)) }
            let priorities = children.map(Self.priority)
            lengths = Array(repeating: 0, count: children.count)
            var remaining = room
            var reserved = least.reduce(0, +)
            for priority in Set(priorities).sorted(by: >) {
                // Spacers last: they take what the others leave, as SwiftUI's do.
                let members = children.indices.filter { priorities[$0] == priority }.sorted {
                    (Self.isSpacer(children[$0]) ? 1 : 0, most[$0] - least[$0], $0) < (Self.isSpacer(children[$1]) ? 1 : 0, most[$1] - least[$1], $1)
                }
                reserved -= members.map { least[$0] }.reduce(0, +)
                var pool = max(0, remaining - reserved)
                // Spacers do not share the pool: they are offered what the others leave.
                var left = members.filter { !Self.isSpacer(children[$0]) }.count
                for index in members {
                    if Self.isSpacer(children[index]) { left = members.filter { Self.isSpacer(children[$0]) && lengths[$0] == 0 }.count }
                    // An equal share, rounded up: in points the share is a fraction, and a
                    // child needing all of a fraction's cell must not lose it to rounding (the
                    // least flexible, served first, get the odd cells; the later take the rest).
                    let offer = max(0, (pool + max(1, left) - 1) / max(1, left))
                    let length = max(least[index], min(along(measure(children[index], offer)), max(offer, least[index])))
                    lengths[index] = length
                    pool -= length
                    remaining -= length
                    left -= 1
                }
            }
        } else {
            lengths = children.map { along(measure($0, nil)) }
        }
        let sizes = children.indices.map { measure(children[$0], lengths[$0]) }
        let total = lengths.reduce(0, +) + gaps
        let across = horizontal ? sizes.map(\.height).max() ?? 0 : sizes.map(\.width).max() ?? 0
        let size = horizontal ? Size(width: total, height: across) : Size(width: across, height: total)
        return (size, children, lengths, spacing)
    }

    /// An overlay's or a background's stack takes the frame of the view modified (its first
    /// child), as SwiftUI's `.overlay` and `.background` do; a `GeometryReader` takes the width
    /// it is offered (it is greedy) and its content's height.
    func layered(_ stack: WidgetStack, _ proposal: Proposal, _ outer: Environment) -> (size: Size, children: [WidgetView], lengths: [Int], spacing: Int) {
        var environment = outer
        environment.axis = .vertical
        if stack.isGeometry {
            let children = Self.flatten(stack.children)
            let width = min(proposal.width ?? children.map { self.size($0, Proposal(width: nil, height: proposal.height), environment).width }.max() ?? 0,
                            Self.huge)
            environment.geometry = Geometry(columns: width)
            let heights = children.map { self.size($0, Proposal(width: width, height: proposal.height), environment).height }
            return (Size(width: width, height: max(1, heights.max() ?? 1)), children, [], 0)
        }
        guard let base = stack.children.first else { return (Size(width: 0, height: 0), [], [], 0) }
        let layers = Self.flatten(Array(stack.children.dropFirst()))
        if let beside = besideWidth(stack, layers, environment) {
            let inner = self.size(base, Proposal(width: proposal.width.map { max(0, $0 - beside) }, height: proposal.height), environment)
            return (Size(width: inner.width + beside, height: max(1, inner.height)), [base] + layers, [beside], 0)
        }
        return (self.size(base, proposal, environment), [base] + layers, [], 0)
    }

    /// The columns an overlay takes beside a one-row view, at the leading or trailing edge its
    /// alignment names: every cell of such a view is one of its glyphs, and a cell cannot show a
    /// glyph with a badge over a corner of it, so the badge stands just past that corner (island's
    /// choice; SwiftUI draws it over the corner, partly covering the glyph). nil: the overlay is
    /// laid out in the view's frame.
    func besideWidth(_ stack: WidgetStack, _ layers: [WidgetView], _ environment: Environment) -> Int? {
        guard stack.layer == .overlay, !layers.isEmpty, let base = stack.children.first else { return nil }
        let alignment = stack.alignment.lowercased()
        guard alignment.contains("leading") || alignment.contains("trailing") else { return nil }
        guard self.size(base, Proposal(width: nil, height: nil), environment).height <= 1 else { return nil }
        let width = layers.map { self.size($0, Proposal(width: nil, height: 1), environment).width }.max() ?? 0
        return width > 0 ? width : nil
    }

    /// A translucent or secondary colour: a shape in it reads as a track, not a fill.
    static func isFaint(_ color: WidgetColor?) -> Bool {
        switch color {
        case .opacity(_, let amount)?: return amount < 0.6
        case .named(let name)?: return ["secondary", "tertiary", "quaternary", "gray", "grey", "systemGray", "systemFill"].contains(name)
        default: return false
        }
    }

    /// A stack's children with `Group`s, `ForEach`es and empty views opened up.
    static func flatten(_ views: [WidgetView]) -> [WidgetView] {
        var result: [WidgetView] = []
        for view in views {
            switch view {
            case .group(let inner): result += flatten(inner)
            case .empty: continue
            case .modified(.group(let inner), let modifier): result += flatten(inner).map { .modified($0, modifier) }
            default: result.append(view)
            }
        }
        return result
    }

    static func isSpacer(_ view: WidgetView) -> Bool {
        if case .spacer = view { return true }
        if case .modified(let inner, _) = view { return isSpacer(inner) }
        return false
    }

    static func priority(_ view: WidgetView) -> Double {
        if case .modified(let inner, let modifier) = view {
            if case .layoutPriority(let value) = modifier { return value }
            return priority(inner)
        }
        return 0
    }

    // MARK: Text

    struct Glyph {
        var text: String
        var width: Int
        var style: WidgetStyle
    }

    func glyphs(_ runs: [WidgetTextRun], _ environment: Environment) -> [Glyph] {
        let key = WidgetLayoutMemo.GlyphKey(storage: WidgetLayoutMemo.storage(runs), environment: memo.number(environment))
        if let known = memo.glyphs(key) { return known }
        let made = makeGlyphs(runs, environment)
        memo.keep(made, key, owner: runs)
        return made
    }

    func makeGlyphs(_ runs: [WidgetTextRun], _ environment: Environment) -> [Glyph] {
        var glyphs: [Glyph] = []
        for run in runs {
            let style = environment.style.merged(run.style)
            var text = Sanitizer.sanitize(run.text)
            if style.uppercase == true { text = text.uppercased() } else if style.lowercase == true { text = text.lowercased() }
            if asciiOnly { text = AsciiFold.fold(text) }
            for character in text {
                glyphs.append(Glyph(text: String(character), width: character == "\n" ? 0 : TextWidth.width(of: character), style: style))
            }
        }
        return glyphs
    }

    func width(of line: Range<Int>, _ glyphs: [Glyph]) -> Int {
        glyphs[line].reduce(0) { $0 + $1.width }
    }

    /// Lines as ranges of glyphs: words kept whole where they fit, a word longer than the
    /// line broken; at most `limit` lines (the last then ends where the layout truncates it).
    func wrap(_ glyphs: [Glyph], width: Int?, limit: Int?) -> [Range<Int>] {
        guard !glyphs.isEmpty else { return [] }
        var lines: [Range<Int>] = []
        var start = 0
        let maxWidth = width ?? Self.huge
        while start < glyphs.count {
            if let limit, lines.count == limit - 1 || limit <= 0 {
                // The last line allowed takes the rest (truncated when drawn).
                var end = start
                while end < glyphs.count, glyphs[end].text != "\n" { end += 1 }
                lines.append(start..<end)
                break
            }
            var used = 0
            var end = start
            var lastSpace: Int?
            while end < glyphs.count {
                let glyph = glyphs[end]
                if glyph.text == "\n" { break }
                if used + glyph.width > maxWidth { break }
                if glyph.text == " " { lastSpace = end }
                used += glyph.width
                end += 1
            }
            // Stopped inside a word: the line ends at the last space before it.
            if end < glyphs.count, glyphs[end].text != "\n", glyphs[end].text != " ", let space = lastSpace, space > start {
                end = space
            }
            if end == start, end < glyphs.count, glyphs[end].text != "\n" { end += 1 }
            var trimmed = end
            while trimmed > start, glyphs[trimmed - 1].text == " " { trimmed -= 1 }
            lines.append(start..<trimmed)
            start = end
            while start < glyphs.count, glyphs[start].text == " " || glyphs[start].text == "\n" {
                let wasBreak = glyphs[start].text == "\n"
                start += 1
                if wasBreak { break }
            }
            if limit == nil, lines.count > 200 { break }
        }
        return lines
    }

    // MARK: Symbols

    func symbolText(_ name: String) -> (text: String, width: Int, known: Bool) {
        guard let glyph = SFSymbols.glyph(name) else { return (asciiOnly ? "?" : "□", 1, false) }
        let text = asciiOnly ? glyph.ascii : glyph.text
        return (text, TextWidth.width(of: text), true)
    }

    // MARK: Placing

    func cell(_ style: WidgetStyle) -> WidgetCanvas.Cell {
        var attributes: CellStyle.Attributes = []
        if style.bold == true { attributes.insert(.bold) }
        if style.dim == true { attributes.insert(.dim) }
        if style.underline == true { attributes.insert(.underline) }
        var made = WidgetCanvas.Cell(text: " ", role: style.color?.role, attributes: attributes)
        made.color = style.color?.appColor
        return made
    }

    mutating func write(_ text: String, x: Int, y: Int, limit: Int, _ look: WidgetCanvas.Cell, _ canvas: inout WidgetCanvas) -> Int {
        var column = x
        for character in text {
            let width = TextWidth.width(of: character)
            guard column + width <= x + limit else { break }
            canvas.put(String(character), width: width, x: column, y: y, look)
            column += width
        }
        return column - x
    }

    mutating func place(_ view: WidgetView, x: Int, y: Int, size: Size, _ environment: Environment, _ canvas: inout WidgetCanvas) {
        guard size.width > 0 || size.height > 0, !environment.hidden else { return }
        switch view {
        case .empty, .spacer, .region: return
        case .text(let runs):
            let glyphs = self.glyphs(runs, environment)
            let lines = wrap(glyphs, width: size.width, limit: min(size.height, lineLimit(environment, Proposal(width: size.width, height: size.height)) ?? size.height))
            let ellipsis = asciiOnly ? "..." : "…"
            for (row, line) in lines.enumerated() where row < size.height {
                var range = line
                let isLast = row == lines.count - 1
                var truncated = isLast && line.upperBound < glyphs.count && glyphs[line.upperBound...].contains { $0.text != " " && $0.text != "\n" }
                if width(of: range, glyphs) > size.width { truncated = true }
                let ellipsisWidth = TextWidth.width(of: ellipsis)
                if truncated {
                    while range.count > 0, width(of: range, glyphs) + ellipsisWidth > size.width { range = range.lowerBound..<(range.upperBound - 1) }
                    while range.count > 0, glyphs[range.upperBound - 1].text == " " { range = range.lowerBound..<(range.upperBound - 1) }
                }
                let used = width(of: range, glyphs) + (truncated ? ellipsisWidth : 0)
                var column = x
                switch environment.textAlignment {
                case "center": column += max(0, (size.width - used) / 2)
                case "trailing": column += max(0, size.width - used)
                default: break
                }
                for index in range {
                    let glyph = glyphs[index]
                    canvas.put(glyph.text, width: glyph.width, x: column, y: y + row, cell(glyph.style))
                    column += glyph.width
                }
                if truncated, size.width >= ellipsisWidth {
                    let style = range.isEmpty ? environment.style : glyphs[range.upperBound - 1].style
                    canvas.put(ellipsis, width: ellipsisWidth, x: column, y: y + row, cell(style))
                }
            }
        case .symbol(let name):
            let symbol = symbolText(name)
            symbols.append(name)
            if !symbol.known, !unknownSymbols.contains(name) { unknownSymbols.append(name) }
            var look = cell(environment.style)
            if !symbol.known { look.attributes.insert(.dim) }
            if symbol.width <= size.width { canvas.put(symbol.text, width: symbol.width, x: x, y: y, look) }
        case .placeholder(let name, _, _):
            var look = cell(environment.style)
            look.role = .secondaryText
            look.attributes = [.dim]
            for row in 0..<size.height {
                for column in 0..<size.width { canvas.put(asciiOnly ? "." : "░", width: 1, x: x + column, y: y + row, look) }
            }
            let label = "[\(name)]"
            if TextWidth.width(of: label) <= size.width {
                _ = write(label, x: x + (size.width - TextWidth.width(of: label)) / 2, y: y + size.height / 2, limit: size.width, look, &canvas)
            }
        case .divider:
            var look = cell(environment.style)
            look.role = .secondaryText
            if environment.axis == .horizontal {
                for row in 0..<max(1, size.height) { canvas.put(asciiOnly ? "|" : "│", width: 1, x: x, y: y + row, look) }
            } else {
                for column in 0..<size.width { canvas.put(asciiOnly ? "-" : "─", width: 1, x: x + column, y: y, look) }
            }
        case .shape(let kind, let color):
            var look = cell(environment.style)
            if let role = color?.role { look.role = role }
            if let app = color?.appColor { look.color = app }
            // A circle is a dot; a bar-shaped rectangle or capsule a line of its width, thin
            // (a progress bar's track) where it is translucent or a secondary colour, as the
            // track of a bar made of two capsules is.
            guard color != .named("clear") else { return }
            let round = kind == "Circle" || kind == "Ellipse"
            let isTrack = environment.style.dim == true || Self.isFaint(color ?? environment.style.color)
            let glyph = round ? (asciiOnly ? "o" : "●") : isTrack ? (asciiOnly ? "-" : "─") : (asciiOnly ? "=" : "━")
            for column in 0..<(round ? 1 : max(1, size.width)) {
                canvas.put(glyph, width: 1, x: x + column, y: y, look)
            }
        case .progress(let fraction, let label):
            var top = y
            if let label {
                let labelSize = self.size(label, Proposal(width: size.width, height: max(0, size.height - 1)), environment)
                place(label, x: x, y: y, size: Size(width: min(size.width, labelSize.width), height: labelSize.height), environment, &canvas)
                top += labelSize.height
            }
            let filled = fraction.map { Int(($0 * Double(size.width)).rounded()) } ?? 0
            var fill = cell(environment.style)
            let barColor = environment.style.tint ?? environment.style.color
            fill.role = barColor?.role ?? .progressFill
            fill.color = barColor?.appColor
            fill.attributes.remove(.dim)
            var track = cell(WidgetStyle())
            track.role = .progressTrack
            for column in 0..<size.width {
                let isFilled = column < filled
                canvas.put(isFilled ? (asciiOnly ? "#" : "━") : (asciiOnly ? "-" : "─"), width: 1, x: x + column, y: top, isFilled ? fill : track)
            }
        case .button(let label, let control):
            // The control is the system's action: its label in the action's colour, on the
            // button tinted by the app's `tint` (SwiftUI's prominent button), else the theme's.
            let buttonTarget = target(control)
            var look = WidgetCanvas.Cell(text: " ", role: .buttonText, attributes: controlAttributes(control), background: .button, target: buttonTarget)
            look.target = buttonTarget
            look.color = actionColor?.appColor
            let tint = environment.style.tint?.appColor
            look.backgroundColor = tint
            canvas.put("[", width: 1, x: x, y: y, look)
            let inner = Size(width: max(0, size.width - 2), height: size.height)
            var innerEnvironment = environment
            innerEnvironment.style.color = actionColor
            place(label, x: x + 1, y: y, size: inner, innerEnvironment, &canvas)
            canvas.put("]", width: 1, x: x + size.width - 1, y: y, look)
            for row in 0..<max(1, size.height) {
                canvas.paintBackground(.button, color: tint, x: x, y: y + row, width: size.width, height: 1)
                if let buttonTarget { canvas.setTarget(buttonTarget, x: x, y: y + row, width: size.width) }
                if control.index != nil, control.index == selectedControl {
                    canvas.addAttributes([.reverse, .underline], x: x, y: y + row, width: size.width)
                }
            }
            look.text = ""
        case .toggle(let isOn, let label, let control):
            let buttonTarget = target(control)
            var look = WidgetCanvas.Cell(text: " ", role: .buttonText, attributes: controlAttributes(control), background: .button, target: buttonTarget)
            look.target = buttonTarget
            look.color = actionColor?.appColor
            look.backgroundColor = environment.style.tint?.appColor
            _ = write(isOn ? (asciiOnly ? "[x]" : "[✓]") : "[ ]", x: x, y: y, limit: 3, look, &canvas)
            place(label, x: x + 4, y: y, size: Size(width: max(0, size.width - 4), height: size.height), environment, &canvas)
            if let buttonTarget { canvas.setTarget(buttonTarget, x: x, y: y, width: size.width) }
            if control.index != nil, control.index == selectedControl {
                canvas.addAttributes([.reverse, .underline], x: x, y: y, width: size.width)
            }
        case .stack(let stack):
            placeStack(stack, x: x, y: y, size: size, environment, &canvas)
        case .group(let views):
            placeStack(WidgetStack(axis: environment.axis == .horizontal ? .horizontal : .vertical, alignment: "center", spacing: nil, children: views),
                       x: x, y: y, size: size, environment, &canvas)
        case .fitting(let views):
            place(chosen(views, Proposal(width: size.width, height: size.height), environment), x: x, y: y, size: size, environment, &canvas)
        case .modified(let inner, let modifier):
            placeModified(inner, modifier, x: x, y: y, size: size, environment, &canvas)
        }
    }

    mutating func placeModified(_ inner: WidgetView, _ modifier: WidgetModifier, x: Int, y: Int, size: Size, _ environment: Environment,
                                _ canvas: inout WidgetCanvas) {
        var environment = environment
        switch modifier {
        case .padding(let top, let leading, _, _):
            let horizontal = Self.columns(leading)
            let vertical = Self.rows(top)
            let trailing = Self.columns({ if case .padding(_, _, _, let t) = modifier { return t }; return 0 }())
            let bottom = Self.rows({ if case .padding(_, _, let b, _) = modifier { return b }; return 0 }())
            place(inner, x: x + horizontal, y: y + vertical,
                  size: Size(width: max(0, size.width - horizontal - trailing), height: max(0, size.height - vertical - bottom)), environment, &canvas)
            return
        case .frame(let frame):
            let child = self.size(inner, Proposal(width: size.width, height: size.height), environment)
            let width = min(child.width, size.width)
            let height = min(child.height, size.height)
            var childX = x
            var childY = y
            let alignment = frame.alignment.lowercased()
            if alignment.contains("trailing") { childX = x + size.width - width } else if !alignment.contains("leading") { childX = x + (size.width - width) / 2 }
            if alignment.contains("bottom") { childY = y + size.height - height } else if !alignment.contains("top") { childY = y + (size.height - height) / 2 }
            place(inner, x: childX, y: childY, size: Size(width: width, height: height), environment, &canvas)
            return
        case .style(let style):
            environment.style = environment.style.merged(style)
        case .lineLimit(let limit):
            environment.lineLimit = limit
        case .textAlignment(let alignment):
            environment.textAlignment = alignment
        case .background(let color):
            // The content first: its cells are written whole, so a background painted before
            // them would be lost under the text (the badge's letters on the badge's colour).
            place(inner, x: x, y: y, size: size, environment, &canvas)
            if let role = color.role ?? (color.appColor != nil ? .cardBackground : nil) {
                canvas.paintBackground(role, color: color.appColor, x: x, y: y, width: size.width, height: size.height)
            }
            return
        case .hidden:
            environment.hidden = true
        case .opacity:
            break
        default:
            break
        }
        place(inner, x: x, y: y, size: size, environment, &canvas)
    }

    mutating func placeStack(_ stack: WidgetStack, x: Int, y: Int, size: Size, _ outer: Environment, _ canvas: inout WidgetCanvas) {
        let laid = stackSize(stack, Proposal(width: size.width, height: size.height), outer)
        var environment = outer
        environment.axis = stack.axis == .horizontal ? .horizontal : .vertical
        let alignment = stack.alignment.lowercased()
        if stack.axis == .depth {
            var depthEnvironment = outer
            depthEnvironment.axis = .vertical
            if stack.isGeometry { depthEnvironment.geometry = Geometry(columns: size.width) }
            if stack.layer == .overlay, let beside = laid.lengths.first, !laid.children.isEmpty {
                // A badge beside a one-row view (`besideWidth`): the view, then the badge past its corner.
                let leading = alignment.contains("leading")
                let baseWidth = max(0, size.width - beside)
                place(laid.children[0], x: leading ? x + beside : x, y: y, size: Size(width: baseWidth, height: size.height), depthEnvironment, &canvas)
                for child in laid.children.dropFirst() {
                    let childSize = self.size(child, Proposal(width: beside, height: size.height), depthEnvironment)
                    let height = min(childSize.height, size.height)
                    var childY = y + (size.height - height) / 2
                    if alignment.contains("top") { childY = y }
                    if alignment.contains("bottom") { childY = y + size.height - height }
                    let childWidth = min(childSize.width, beside)
                    place(child, x: leading ? x + beside - childWidth : x + baseWidth, y: childY, size: Size(width: childWidth, height: height),
                          depthEnvironment, &canvas)
                }
                return
            }
            var order = laid.children
            // A background's content is drawn first, the view it is behind over it.
            if stack.layer == .background, !order.isEmpty { order = Array(order.dropFirst()) + [order[0]] }
            for (index, child) in order.enumerated() {
                let isBase = stack.layer != nil && index == (stack.layer == .overlay ? 0 : order.count - 1)
                if isBase {
                    place(child, x: x, y: y, size: size, depthEnvironment, &canvas)
                    continue
                }
                let childSize = self.size(child, Proposal(width: size.width, height: size.height), depthEnvironment)
                let width = min(childSize.width, size.width)
                let height = min(childSize.height, size.height)
                var childX = x + (size.width - width) / 2
                var childY = y + (size.height - height) / 2
                if alignment.contains("leading") { childX = x }
                if alignment.contains("trailing") { childX = x + size.width - width }
                if alignment.contains("top") { childY = y }
                if alignment.contains("bottom") { childY = y + size.height - height }
                place(child, x: childX, y: childY, size: Size(width: width, height: height), depthEnvironment, &canvas)
            }
            return
        }
        let horizontal = stack.axis == .horizontal
        var cursor = horizontal ? x : y
        for (index, child) in laid.children.enumerated() {
            if index > 0 {
                let gap: Bool
                if case .spacer = child { gap = false } else if case .spacer = laid.children[index - 1] { gap = false } else { gap = true }
                if gap { cursor += laid.spacing }
            }
            let length = laid.lengths[index]
            if horizontal {
                var childSize = self.size(child, Proposal(width: length, height: size.height), environment)
                childSize.width = min(childSize.width, length)
                if case .divider = child { childSize.height = size.height }
                childSize.height = min(childSize.height, size.height)
                var childY = y + (size.height - childSize.height) / 2
                if alignment == "top" || alignment.hasPrefix("firsttextbaseline") { childY = y }
                if alignment == "bottom" || alignment.hasPrefix("lasttextbaseline") { childY = y + size.height - childSize.height }
                place(child, x: cursor, y: childY, size: childSize, environment, &canvas)
            } else {
                var childSize = self.size(child, Proposal(width: size.width, height: length), environment)
                childSize.height = min(childSize.height, length)
                childSize.width = min(childSize.width, size.width)
                if case .divider = child { childSize.width = size.width }
                var childX = x + (size.width - childSize.width) / 2
                if alignment == "leading" { childX = x }
                if alignment == "trailing" { childX = x + size.width - childSize.width }
                place(child, x: childX, y: cursor, size: childSize, environment, &canvas)
            }
            cursor += length
        }
    }
}
