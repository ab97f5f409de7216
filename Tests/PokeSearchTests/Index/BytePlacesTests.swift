import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The index build's table of distinct tokens and words, against a
/// dictionary of byte arrays, on the words of the default dataset's
/// effect and flavor texts (tens of thousands: the table grows many times).
@Suite struct BytePlacesTests {
    @Test func everyWordHasOnePlaceInOrderOfFirstSight() throws {
        let pokedex = try TestPokedex.shared()
        let texts = try pokedex.read { db in try EffectTerms.kinds.flatMap { try EffectTerms.texts(of: $0, in: db).map(\.text) } }
        var places = BytePlaces()
        var expected: [[UInt8]: Int] = [:]
        var met = 0
        for text in texts + ["", "a", "A", "é", "e\u{301}"] {
            LetterRuns.forEach(in: text) { word, _ in
                let bytes = Array(word)
                let (place, isNew) = places.place(of: word)
                let known = expected[bytes]
                #expect(isNew == (known == nil))
                #expect(place == known ?? expected.count)
                if known == nil { expected[bytes] = place }
                met += 1
            }
        }
        // The empty key has a place of its own too.
        let empty = [UInt8]().withUnsafeBufferPointer { places.place(of: $0) }
        #expect(empty.place == expected.count && empty.isNew)
        #expect(places.count == expected.count + 1)
        #expect(expected.count > 10_000 && met > expected.count)
        for (bytes, place) in expected {
            #expect(Array(places.string(at: place).utf8) == bytes)
        }
    }
}
