import IslandCore
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

    @Test func controlCharactersAndDeleteMeanNothing() {
        for value: UInt32 in [0, 1, 3, 4, 8, 26, 31, 127] {
            #expect(KeyDecoder.decode(character: value) == nil, "control \(value)")
        }
        // A lone surrogate is no scalar: dropped, not a crash.
        #expect(KeyDecoder.decode(character: 0xD800) == nil)
    }

    @Test func functionKeys() {
        #expect(KeyDecoder.decode(keyCode: KeyCode.backTab) == .key(.backTab))
        #expect(KeyDecoder.decode(keyCode: KeyCode.enter) == .key(.enter))
        #expect(KeyDecoder.decode(keyCode: KeyCode.up) == .key(.up))
        #expect(KeyDecoder.decode(keyCode: KeyCode.down) == .key(.down))
        #expect(KeyDecoder.decode(keyCode: KeyCode.left) == .key(.left))
        #expect(KeyDecoder.decode(keyCode: KeyCode.right) == .key(.right))
        #expect(KeyDecoder.decode(keyCode: KeyCode.resize) == .resize)
        #expect(KeyDecoder.decode(keyCode: KeyCode.mouse) == .mouse(x: -1, y: -1))
        #expect(KeyDecoder.decode(keyCode: KeyCode.backspace) == nil)
    }

    @Test func keyCodesAreNcursesOwn() {
        // The shim reads the real macro values; they are distinct function-key codes.
        let codes = [KeyCode.backTab, KeyCode.enter, KeyCode.up, KeyCode.down, KeyCode.left,
                     KeyCode.right, KeyCode.resize, KeyCode.mouse, KeyCode.backspace]
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0 >= 0o400 })
    }
}
