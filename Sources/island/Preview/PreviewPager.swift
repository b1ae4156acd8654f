import IslandText
import IslandSwiftSource
import IslandTypes
import Foundation

/// `island preview` on a terminal: one page at a time, the terminal in raw mode while it
/// waits for a key (it blocks in `read`: nothing else runs meanwhile), restored on the way out.
enum PreviewPager {
    static func show(_ pages: [PreviewCommand.Page]) -> Int32 {
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return 1 }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(0, TCSANOW, &raw)
        defer {
            tcsetattr(0, TCSANOW, &saved)
            FileHandle.standardOutput.write(Data("\n".utf8))
        }
        var index = 0
        while true {
            let page = pages[index]
            let help = Console.words.text(.cliPreviewKeys)
            FileHandle.standardOutput.write(Data(("\u{1B}[H\u{1B}[2J" + page.title + "\n\n" + page.text + "\n" + help + "\n").utf8))
            var byte: UInt8 = 0
            guard read(0, &byte, 1) == 1 else { return 0 }
            switch byte {
            case UInt8(ascii: "q"), 3, 4: return 0
            case UInt8(ascii: "n"), UInt8(ascii: " "), UInt8(ascii: "j"), 13, 10: index = min(pages.count - 1, index + 1)
            case UInt8(ascii: "p"), UInt8(ascii: "k"), 127: index = max(0, index - 1)
            case 27:
                var sequence: [UInt8] = [0, 0]
                if read(0, &sequence, 2) == 2, sequence[0] == UInt8(ascii: "[") {
                    if sequence[1] == UInt8(ascii: "C") || sequence[1] == UInt8(ascii: "B") { index = min(pages.count - 1, index + 1) }
                    if sequence[1] == UInt8(ascii: "D") || sequence[1] == UInt8(ascii: "A") { index = max(0, index - 1) }
                } else {
                    return 0
                }
            default: break
            }
        }
    }
}
