import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// A summary's fields live in a box its copies share: it must still behave
/// as a value, and its twins (`TwinNames`) must not rename the cached one.
@Suite struct PokemonSummaryTests {
    /// One engine for the suite: its summary cache is what hands a summary out again.
    private let engine: SearchEngine

    init() throws { engine = SearchEngine(pokedex: try TestPokedex.shared()) }

    private func summaries(_ query: String) throws -> [PokemonSummary] {
        try engine.search(SearchRequest(query: query, limit: 50)).hits.map(\.pokemon)
    }

    private final class Made: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    @Test func aMemoIsSharedByCopiesAndDroppedByAChange() throws {
        let original = try #require(summaries("pikachu").first)
        let first = original.memo { Made($0.displayName) }
        let copy = original
        #expect(copy.memo { _ in Made("made again") } === first, "copies share what was made")
        #expect(try #require(summaries("pikachu").first).memo { _ in Made("made again") } === first,
                "the engine's summary cache hands out the same summary again")
        var changed = original
        changed.displayName = "Pikachu (partner)"
        #expect(changed.memo { Made($0.displayName) }.text == "Pikachu (partner)")
        // A copy no other shares is changed in place: what was made of it goes too.
        var unique = PokemonSummary(id: 1, name: "a", displayName: "A", speciesID: 1, isDefault: true, types: [], typeNames: [],
                                    stats: original.stats, height: 1, weight: 1, baseExperience: nil, captureRate: nil)
        _ = unique.memo { Made($0.displayName) }
        unique.displayName = "B"
        #expect(unique.memo { Made($0.displayName) }.text == "B")
    }

    @Test func aChangedCopyLeavesTheOriginalAlone() throws {
        let original = try #require(summaries("pikachu").first)
        var copy = original
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
        copy.displayName += " (copy)"
        copy.types.append("steel")
        copy.stats.speed = 1
        #expect(original.displayName == "Pikachu")
        #expect(original.types == ["electric"])
        #expect(original.stats.speed == 90)
        #expect(copy != original)
        var back = copy
        back.displayName = original.displayName
        back.types = original.types
        back.stats = original.stats
        #expect(back == original, "equal by their fields, not by their box")
        #expect(Set([back, original]).count == 1)
    }

    /// Zygarde's two `10% Zygarde` forms are told apart on a page; the
    /// summaries kept between searches keep the name the dump gives, so
    /// the second search reads the same.
    @Test func twinsAreRenamedOnThePageOnly() throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        for _ in 0..<3 {
            let names = try engine.search(SearchRequest(query: "zygarde", limit: 50)).hits.map(\.pokemon.displayName)
            #expect(names.filter { $0.hasPrefix("10% Zygarde") } == ["10% Zygarde", "10% Zygarde (power construct)"], "\(names)")
        }
    }
}
