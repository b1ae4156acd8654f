/// Fills a `loc-key` format: each `%@` (and positional `%1$@`) takes the next argument in order,
/// `%%` is a percent sign. A missing argument leaves the placeholder visible.
package enum LocalizedFormat {
    package static func fill(_ format: String, with arguments: [String]) -> String {
        var out = ""
        var next = 0
        var chars = Array(format)[...]
        while let c = chars.popFirst() {
            guard c == "%" else { out.append(c); continue }
            if chars.first == "%" { chars.removeFirst(); out.append("%"); continue }
            var digits = ""
            var probe = chars
            while let d = probe.first, d.isASCII, d.isNumber { digits.append(d); probe.removeFirst() }
            if !digits.isEmpty, probe.first == "$", probe.dropFirst().first == "@", let position = Int(digits) {
                chars = probe.dropFirst(2)
                out += position >= 1 && position <= arguments.count ? arguments[position - 1] : "%\(digits)$@"
                continue
            }
            if chars.first == "@" {
                chars.removeFirst()
                out += next < arguments.count ? arguments[next] : "%@"
                next += 1
                continue
            }
            out.append(c)
        }
        return out
    }
}
