import Testing
@testable import PokeSearch

@Suite struct ControlCharacterEscapingTests {
    @Test func controlCharactersAreWrittenOut() {
        #expect("x\u{1B}]0;title\u{7}\u{1B}[2J".escapingControlCharacters() == "x\\e]0;title\\u{7}\\e[2J")
        #expect("a\tb\nc\r\u{0}\u{7F}\u{9B}".escapingControlCharacters() == "a\\tb\\nc\\r\\u{0}\\u{7F}\\u{9B}")
        #expect("two\nlines\u{1B}".escapingControlCharacters(keepingLineBreaks: true) == "two\nlines\\e")
    }

    @Test func otherTextIsLeftAlone() {
        for text in ["pikachu", "ピカチュウ", "Salamèche", "e\u{301}", "🔥🐉", "\u{200B}zero-width", "\\e already"] {
            #expect(text.escapingControlCharacters() == text)
        }
    }
}
