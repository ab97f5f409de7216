import Testing
@testable import PokeSearch

extension NormalizationTests {
    struct TextFolderTests {
        @Test("ASCII words between single spaces fold from their bytes as every scalar's fold would", arguments: [
            "pikachu", "Pikachu", "PORYGON2", "gen4", "0025", "a", "Z", "mr mime", "Gastrodon West", "weak to fire and ice",
            "4x weak to ice", "type null", "x9Y8 Z", "ho oh",
        ])
        func asciiFoldShortcut(text: String) {
            #expect(TextFolder.asciiFolded(text) == TextFolder.foldEveryScalar(text))
        }

        @Test("Other text takes the fold of every scalar", arguments: [
            "", " ", "mr. mime", "ho-oh", "farfetch'd", "é", "pokémon", "ピカ", "a  b", " a", "a ", "nidoran♀", "Ａ", "a\tb",
        ])
        func asciiFoldShortcutDeclines(text: String) {
            #expect(TextFolder.asciiFolded(text) == nil)
        }

        @Test("Folds a name to its comparison key", arguments: [
            ("Salamèche", "salameche"),
            ("FLABÉBÉ", "flabebe"),
            ("Flabébé", "flabebe"),
            ("Straße", "strasse"),
            ("ＰＩＫＡ", "pika"),
            ("ﾋﾟｶﾁｭｳ", "ピカチュウ"),
            ("ｶﾞﾙｰﾗ", "ガルーラ"),
            ("カ\u{3099}", "ガ"),
            ("Mr. Mime", "mr mime"),
            ("Mime Jr.", "mime jr"),
            ("Type: Null", "type null"),
            ("Ho-Oh", "ho oh"),
            ("Porygon-Z", "porygon z"),
            ("Jangmo-o", "jangmo o"),
            ("Nidoran♀", "nidoran f"),
            ("nidoran-f", "nidoran f"),
            ("NIDORAN♂", "nidoran m"),
            ("Farfetch’d", "farfetchd"),
            ("Farfetch'd", "farfetchd"),
            ("Farfetch´d", "farfetchd"),
            ("Sirfetch‘d", "sirfetchd"),
            ("ピカチュウ", "ピカチュウ"),
            ("ぴかちゅう", "ピカチュウ"),
            ("ポケモン・ゲット", "ポケモン ゲット"),
            ("ポケモン　ゲット", "ポケモン ゲット"),
            ("噴火龍", "噴火龍"),
            ("피카츄", "피카츄"),
            ("６匹", "6匹"),
            ("Poké\u{AD}mon", "pokemon"),
            ("❤️Pikachu🔥", "pikachu"),
            ("1️⃣", "1"),
            ("\u{0}\u{1}abc\u{7F}", "abc"),
            ("  --  ", ""),
            ("", ""),
        ])
        func fold(text: String, expected: String) {
            #expect(TextFolder.fold(text) == expected)
        }

        @Test("Folding a folded string changes nothing", arguments: Samples.awkwardText)
        func idempotent(text: String) {
            let folded = TextFolder.fold(text)
            #expect(TextFolder.fold(folded) == folded)
        }

        @Test("Every scalar that skips ICU is one ICU maps to itself")
        func fastPathAgreesWithICU() {
            let fast = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.foldsToItself)
            #expect(fast.count > 35_000)
            let disagreeing = fast.filter { scalar in
                ICU.fold(Array(String(scalar).utf16)) != Array(String(scalar.asciiLowercased).utf16)
            }
            #expect(disagreeing.isEmpty)
        }

        @Test("Text can be folded piecewise between segment boundaries")
        func boundariesStaySeparators() {
            let boundaries = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.isSegmentBoundary)
            #expect(boundaries.count > 500)
            for boundary in boundaries {
                // Folded whole by ICU, the boundary must still separate two words.
                let folded = ICU.fold(Array("a\(boundary)b".utf16)) ?? []
                #expect(words(of: String(decoding: folded, as: UTF16.self)) == ["a", "b"], "U+\(boundary.value)")
            }
        }

        /// The words of ICU-folded text, cut as `FoldedWords` cuts them.
        private func words(of folded: String) -> [String] {
            var words = [""]
            for scalar in folded.unicodeScalars where !scalar.isDeletedByFolding {
                if scalar.isWordCharacter {
                    words[words.count - 1].unicodeScalars.append(scalar)
                } else if words.last != "" {
                    words.append("")
                }
            }
            return words.filter { !$0.isEmpty }
        }
    }
}
