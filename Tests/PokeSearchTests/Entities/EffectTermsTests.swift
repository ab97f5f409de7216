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
    /// a whole word, a word beyond ASCII (folded), and the last word as a prefix.
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
        let scanned = Set(words.filter { _, held in
            tokens.enumerated().allSatisfy { position, token in
                position == tokens.count - 1 && token.count >= 3
                    ? held.contains { $0.hasPrefix(token) } : held.contains(token)
            }
        }.keys)
        #expect(!stored.isEmpty)
        #expect(stored == scanned)
    }

    @Test func aDamagedWordListIsADamagedPokedexNotACrash() throws {
        let search = try DamagedEntityIndex.search(after: "UPDATE entity_term SET ids = x'FFFFFF' WHERE kind = 'move'",
                                                   refusing: EntityRequest(kind: .move, query: "opposing"))
        // The other kinds' words are whole.
        #expect(try search.search(EntityRequest(kind: .item, query: "berry")).totalMatches > 0)
    }
}
