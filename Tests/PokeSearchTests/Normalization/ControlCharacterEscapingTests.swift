import Testing
@testable import PokeSearch

@Suite struct ControlCharacterEscapingTests {
    @Test func controlCharactersAreWrittenOut() {
        #expect("x\u{1B}]0;title\u{7}\u{1B}[2J".escapingControlCharacters() == "x\\e]0;title\\u{7}\\e[2J")
        #expect("a\tb\nc\r\u{0}\u{7F}\u{9B}".escapingControlCharacters() == "a\\tb\\nc\\r\\u{0}\\u{7F}\\u{9B}")
        #expect("two\nlines\u{1B}".escapingControlCharacters(keepingLineBreaks: true) == "two\nlines\\e")
    }

    @Test func bidiControlsAreWrittenOut() {
        // U+202E would show the rest of the line, the message's words too, right to left.
        #expect("\u{202E}no.".escapingControlCharacters() == "\\u{202E}no.")
        #expect("a\u{202A}b\u{202B}c\u{202C}d\u{202D}".escapingControlCharacters() == "a\\u{202A}b\\u{202B}c\\u{202C}d\\u{202D}")
        #expect("\u{2066}\u{2067}\u{2068}\u{2069}".escapingControlCharacters() == "\\u{2066}\\u{2067}\\u{2068}\\u{2069}")
        #expect("\u{200E}\u{200F}\u{61C}".escapingControlCharacters() == "\\u{200E}\\u{200F}\\u{61C}")
    }

    @Test func otherTextIsLeftAlone() {
        for text in ["pikachu", "ピカチュウ", "Salamèche", "e\u{301}", "🔥🐉", "\u{200B}zero-width", "\\e already", "שלום", "مرحبا"] {
            #expect(text.escapingControlCharacters() == text)
        }
    }
}
