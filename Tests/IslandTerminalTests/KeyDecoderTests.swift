import IslandInput
import Testing
@testable import IslandTerminal

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        (UInt32(9), ScreenInput.key(.tab)),
        (10, .key(.enter)),
        (13, .key(.enter)),
        (27, .key(.escape)),
        (32, .key(.character(" "))),
        (98, .key(.character("b"))),
        (69, .key(.character("E"))),
        (63, .key(.character("?"))),
        (43, .key(.character("+"))),
        (45, .key(.character("-"))),
        (0xFC, .key(.character("ü"))),
    ])
    func characters(value: UInt32, expected: ScreenInput) {
        #expect(KeyDecoder.decode(character: value) == expected)
    }

    @Test func controlCharactersMeanNothing() {
        for value: UInt32 in [0, 1, 3, 4, 26, 31, 0x80, 0x9B, 0x9F] {
            #expect(KeyDecoder.decode(character: value) == nil, "control \(value)")
        }
        // A lone surrogate is no scalar: dropped, not a crash.
        #expect(KeyDecoder.decode(character: 0xD800) == nil)
    }

    @Test func backspaceAsTerminalsSendIt() {
        // DEL (most terminals) and ^H (some) both erase the last character of a `/` query.
        #expect(KeyDecoder.decode(character: 127) == .key(.backspace))
        #expect(KeyDecoder.decode(character: 8) == .key(.backspace))
        #expect(KeyDecoder.decode(keyCode: KeyCode.backspace) == .key(.backspace))
    }

    @Test func functionKeys() {
        let expected: [(Int32, ScreenInput)] = [
            (KeyCode.backTab, .key(.backTab)), (KeyCode.enter, .key(.enter)), (KeyCode.up, .key(.up)), (KeyCode.down, .key(.down)),
            (KeyCode.left, .key(.left)), (KeyCode.right, .key(.right)), (KeyCode.pageUp, .key(.pageUp)),
            (KeyCode.pageDown, .key(.pageDown)), (KeyCode.home, .key(.home)), (KeyCode.end, .key(.end)),
            (KeyCode.resize, .resize), (KeyCode.mouse, .mouse(x: -1, y: -1)),
        ]
        for (code, input) in expected {
            #expect(KeyDecoder.decode(keyCode: code) == input, "code \(code)")
        }
        #expect(expected.count == 12)
        #expect(KeyDecoder.decode(keyCode: 0o777) == nil, "an unknown function key means nothing")
    }

    @Test func theWheelIsAKeyAndButtonOneAClick() {
        #expect(KeyDecoder.decode(mouseButtons: KeyCode.wheelUp, x: 3, y: 4) == .key(.wheelUp))
        #expect(KeyDecoder.decode(mouseButtons: KeyCode.wheelDown, x: 3, y: 4) == .key(.wheelDown))
        #expect(KeyDecoder.decode(mouseButtons: KeyCode.button1, x: 3, y: 4) == .mouse(x: 3, y: 4))
        #expect(KeyDecoder.decode(mouseButtons: 0, x: 3, y: 4) == nil, "no button of island's is nothing")
        #expect(KeyCode.mouseEvents & KeyCode.wheelUp != 0 && KeyCode.mouseEvents & KeyCode.wheelDown != 0,
                "the screen asks ncurses for the wheel")
    }

    @Test func keyCodesAreNcursesOwn() {
        // The shim reads the real macro values; they are distinct function-key codes.
        let codes = [KeyCode.backTab, KeyCode.enter, KeyCode.up, KeyCode.down, KeyCode.left, KeyCode.right, KeyCode.resize,
                     KeyCode.mouse, KeyCode.backspace, KeyCode.pageUp, KeyCode.pageDown, KeyCode.home, KeyCode.end]
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0 >= 0o400 })
    }
}
