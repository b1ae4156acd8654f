/// The SF Symbols island can draw: each name with a terminal glyph (a single-scalar emoji or
/// symbol, never one needing U+FE0F or a joiner, whose width terminals disagree on) and an
/// ASCII stand-in. Widgets name symbols with `Image(systemName:)`; a type file does the same.
package enum SFSymbols {
    package struct Glyph: Hashable, Sendable {
        package var text: String
        package var ascii: String
    }

    package static func glyph(_ name: String) -> Glyph? {
        table[name]
    }

    package static var names: [String] { table.keys.sorted() }

    private static let table: [String: Glyph] = {
        var table: [String: Glyph] = [:]
        for (names, text, ascii) in entries {
            for name in names { table[name] = Glyph(text: text, ascii: ascii) }
        }
        return table
    }()

    private static let entries: [([String], String, String)] = [
        (["tram", "tram.fill", "lightrail", "lightrail.fill"], "🚋", "T"),
        (["bus", "bus.fill", "bus.doubledecker", "bus.doubledecker.fill"], "🚌", "B"),
        (["train.side.front.car", "train.side.rear.car", "tram.fill.tunnel"], "🚆", "R"),
        (["car", "car.fill", "car.side", "car.side.fill"], "🚗", "C"),
        (["bicycle", "figure.outdoor.cycle"], "🚲", "b"),
        (["scooter"], "🛴", "s"),
        (["skateboard", "skateboard.fill"], "🛹", "s"),
        (["figure.walk", "figure.walk.motion"], "🚶", "w"),
        (["figure.run", "figure.run.circle", "figure.run.circle.fill"], "🏃", "r"),
        (["airplane", "airplane.departure", "airplane.arrival"], "🛫", "A"),
        (["ferry", "ferry.fill"], "🚢", "F"),
        (["box.truck", "box.truck.fill", "truck.box", "truck.box.fill"], "🚚", "D"),
        (["shippingbox", "shippingbox.fill"], "📦", "P"),
        (["takeoutbag.and.cup.and.straw", "takeoutbag.and.cup.and.straw.fill"], "🥡", "B"),
        (["bag", "bag.fill", "handbag", "handbag.fill"], "👜", "B"),
        (["fork.knife", "fork.knife.circle", "fork.knife.circle.fill"], "🍴", "F"),
        (["cup.and.saucer", "cup.and.saucer.fill", "mug", "mug.fill"], "☕", "c"),
        (["cart", "cart.fill"], "🛒", "C"),
        (["creditcard", "creditcard.fill"], "💳", "$"),
        (["parkingsign", "parkingsign.circle", "parkingsign.circle.fill"], "P", "P"),
        (["fuelpump", "fuelpump.fill"], "⛽", "F"),
        (["ev.charger", "ev.charger.fill", "powerplug", "powerplug.fill"], "🔌", "E"),
        (["bolt", "bolt.fill", "bolt.circle", "bolt.circle.fill"], "⚡", "!"),
        (["battery.100", "battery.75", "battery.50", "battery.25", "battery.0", "battery.100.bolt"], "🔋", "%"),
        (["flame", "flame.fill"], "🔥", "*"),
        (["heart", "heart.fill"], "💓", "<3"),
        (["stopwatch", "stopwatch.fill", "timer"], "⌚", "t"),
        (["clock", "clock.fill"], "🕒", "o"),
        (["hourglass", "hourglass.bottomhalf.filled", "hourglass.tophalf.filled"], "⌛", "~"),
        (["alarm", "alarm.fill"], "⏰", "!"),
        (["calendar"], "📅", "d"),
        (["bell", "bell.fill"], "🔔", "!"),
        (["location", "location.fill", "mappin", "mappin.circle", "mappin.circle.fill", "mappin.and.ellipse"], "📍", "@"),
        (["map", "map.fill"], "🧭", "M"),
        (["house", "house.fill"], "🏠", "H"),
        (["building.2", "building.2.fill"], "🏢", "B"),
        (["person", "person.fill", "person.crop.circle", "person.crop.circle.fill"], "👤", "P"),
        (["phone", "phone.fill"], "📞", "T"),
        (["music.note", "music.note.list"], "🎵", "m"),
        (["play", "play.fill", "play.circle.fill"], "▶", ">"),
        (["pause", "pause.fill", "pause.circle.fill"], "‖", "="),
        (["stop", "stop.fill", "stop.circle.fill"], "■", "#"),
        (["sportscourt", "sportscourt.fill", "soccerball"], "⚽", "o"),
        (["basketball", "basketball.fill"], "🏀", "o"),
        (["trophy", "trophy.fill"], "🏆", "Y"),
        (["star", "star.fill"], "⭐", "*"),
        (["sun.max", "sun.max.fill"], "🌞", "O"),
        (["cloud.rain", "cloud.rain.fill"], "☔", "r"),
        (["snowflake"], "⛄", "*"),
        (["drop", "drop.fill"], "💧", "o"),
        (["leaf", "leaf.fill"], "🌿", "l"),
        (["ticket", "ticket.fill"], "🎫", "t"),
        (["gift", "gift.fill"], "🎁", "g"),
        (["antenna.radiowaves.left.and.right", "wifi", "dot.radiowaves.left.and.right"], "📶", ")"),
        (["checkmark", "checkmark.circle", "checkmark.circle.fill"], "✅", "v"),
        (["xmark", "xmark.circle", "xmark.circle.fill"], "❌", "x"),
        (["exclamationmark.triangle", "exclamationmark.triangle.fill"], "🚨", "!"),
        (["arrow.right"], "→", "->"),
        (["arrow.left"], "←", "<-"),
        (["arrow.up"], "↑", "^"),
        (["arrow.down"], "↓", "v"),
        (["circle.fill"], "●", "o"),
        (["circle"], "○", "o"),
        (["square.fill"], "■", "#"),
    ]
}
