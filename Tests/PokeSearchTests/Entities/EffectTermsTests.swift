import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The effect words the index build writes (`entity_term`) and the entity
/// searches read a word at a time, on the default dataset.
@Suite struct EffectTermsTests {
    @Test func idsRoundTripAndACutBlobIsRefused() throws {
        let ids = [1, 2, 86, 300, 70_000]
        let blob = Data(EffectTerms.encode(ids))
        func decode(_ blob: Data) -> [Int]? { blob.withUnsafeBytes { EffectTerms.decode($0) } }
        #expect(decode(blob) == ids)
        #expect(decode(Data(EffectTerms.encode([]))) == [])
        #expect(decode(blob.dropLast()) == nil)
        #expect(decode(Data([0xFF, 0xFF, 0xFF])) == nil)
    }

    /// What the stored words answer is what a pass over every text finds:
    /// a whole word, a word beyond ASCII (folded), the last word as a prefix,
    /// and a verb with the other words of its group (`EffectSynonyms`).
    @Test(arguments: [
        (EntityKind.move, ["paralyze"]), (.move, ["burn", "target"]), (.move, ["flinch"]), (.move, ["paral"]),
        (.item, ["berry", "restores"]), (.item, ["ecran"]), (.ability, ["rain"]), (.ability, ["immun"]),
    ])
    func storedWordsFindWhatTheTextsHold(kind: EntityKind, tokens: [String]) throws {
        let pokedex = try TestPokedex.shared()
        let (stored, texts) = try pokedex.read { db in
            (try EffectText(kind: kind).ids(containing: tokens, in: db), try EffectTerms.texts(of: kind.rawValue, in: db))
        }
        var words: [Int: Set<String>] = [:]
        for (id, text) in texts {
            for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
                words[id, default: []].insert(TextFolder.fold(String(word)))
            }
        }
        // A token or another word of its group (`restores`: cures, heals), that one whole.
        let scanned = Set(words.filter { _, held in
            tokens.enumerated().allSatisfy { position, token in
                EffectSynonyms.alternatives(of: token).contains { word in
                    position == tokens.count - 1 && word == token && token.count >= 3
                        ? held.contains { $0.hasPrefix(word) } : held.contains(word)
                }
            }
        }.keys)
        #expect(!stored.isEmpty)
        #expect(stored == scanned)
    }

    /// The words read from the bytes are the words of a split by `Character`:
    /// every effect and flavor text of the default dataset, and the cases
    /// where a byte alone is not a character (a combining mark after an
    /// ASCII letter, CR LF, jamo, flags, emoji with their modifiers).
    @Test func letterRunsAreTheWordsOfASplitByCharacter() throws {
        let pokedex = try TestPokedex.shared()
        let texts = try pokedex.read { db in try EffectTerms.kinds.flatMap { try EffectTerms.texts(of: $0, in: db).map(\.text) } }
        let tricky = [
            "Pokémon", "Poke\u{301}mon", "cafe\u{301} au lait", "a\u{301}b c\u{327}", "x\u{301}", "\u{301}abc", "line\r\nnext\rlast\n",
            "\u{1100}\u{1161}\u{11A8} 한국어", "한\u{11A8}국", "🇫🇷flag🇫🇷", "ok👍🏽ok", "e\u{200D}f", "½ and ², Ⅻ", "ｆｕｌｌ ｗｉｄｔｈ", "ピカチュウ、でんき",
            "か\u{3099}き", "ｶﾞｷﾞ ﾀﾞ", "字\u{302A}字", "Ω\u{301}ω", "д\u{483}д", "नमस्ते क्षत्रिय", "a\u{AD}b", "x\u{2028}y", "→\u{FE0F}z",
            "", " ", "a", "é", "9lives", "end.",
        ]
        #expect(texts.count > 1_000)
        for text in texts + tricky {
            var runs: [(String, Bool)] = []
            LetterRuns.forEach(in: text) { runs.append((String(decoding: $0, as: UTF8.self), $1)) }
            let split = text.split(whereSeparator: { !($0.isLetterQuick || $0.isNumberQuick) })
            #expect(runs.map(\.0) == split.map(String.init), "\(text.debugDescription)")
            #expect(runs.map(\.1) == split.map { $0.utf8.allSatisfy { $0 < 0x80 } }, "\(text.debugDescription)")
        }
    }

    /// Every scalar `SimpleScalar` takes for a character of its own is one
    /// beside ASCII, kana, an ideograph and a Hangul syllable, and a letter
    /// or digit as `Character` judges it.
    @Test func simpleScalarsAreCharactersOfTheirOwn() throws {
        var checked = 0
        for value in UInt32(0x80)...0xFFFF where SimpleScalar.isSimple(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            for neighbour in ["a", "か", "字", "한", "\u{AD}", "é"] {
                #expect((neighbour + alone + neighbour).count == 3, "U+\(String(value, radix: 16)) beside \(neighbour)")
            }
            let bytes = Array(alone.utf8)
            let simple = bytes.withUnsafeBufferPointer { SimpleScalar(at: 0, in: $0) }
            #expect(simple?.length == bytes.count, "U+\(String(value, radix: 16))")
            #expect(simple?.isLetterOrDigit == (Character(scalar).isLetter || Character(scalar).isNumber), "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 40_000)
    }

    @Test func aDamagedWordListIsADamagedPokedexNotACrash() throws {
        let search = try DamagedEntityIndex.search(after: "UPDATE entity_term SET ids = x'FFFFFF' WHERE kind = 'move'",
                                                   refusing: EntityRequest(kind: .move, query: "opposing"))
        // The other kinds' words are whole.
        #expect(try search.search(EntityRequest(kind: .item, query: "berry")).totalMatches > 0)
    }
}
