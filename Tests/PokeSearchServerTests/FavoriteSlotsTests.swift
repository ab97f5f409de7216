import Foundation
import PokeSearch
import PokeSearchTestSupport
import Testing
@testable import PokeSearchServer

/// A trainer's answer made from everyone's (`FavoriteSlots`: the answer written
/// once with the places of the favorite marks, the marks put in per trainer) is
/// byte for byte the answer encoded with the trainer's favorites: every Pokémon
/// of the Pokédex in three languages, with the members an entry may add on either
/// side of the mark, and real search answers.
@Suite struct FavoriteSlotsTests {
    /// The answer of `entries` for a trainer with `favorites`, both ways.
    private func bothWays(_ entries: [SummaryEntry], favorites: Set<Int>) throws -> (spliced: [UInt8], encoded: [UInt8], anonymous: [UInt8]) {
        var everyones = entries, theirs = entries
        for index in entries.indices {
            everyones[index].favorite = nil
            theirs[index].favorite = favorites.contains(entries[index].pokemon.id)
        }
        let written = try FavoriteSlots.encode { try SortedJSONEncoder.encode(everyones) }
        let (json, slots) = FavoriteSlots.split(written)
        let spliced = try #require(slots).marked(json, favorites: favorites)
        return (spliced, try SortedJSONEncoder.encode(theirs), json)
    }

    @Test(arguments: ["en", "fr", "ja"])
    func everyPokemonMarkedIsTheTrainersAnswer(language: String) throws {
        var entries = try SummaryJSONTests.entries(language: language, favorites: [])
        let form = try SearchEngine(pokedex: try TestPokedex.shared()).search(SearchRequest(query: "unown b", limit: 1)).hits.first?.form
        // The members an entry adds, before the mark (caught_at, explanation) and after it (form, score).
        for index in entries.indices {
            if index % 2 == 0 { entries[index].score = Double(index) / 7 }
            if index % 3 == 0 { entries[index].caughtAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(index)) }
            if index % 5 == 0 { entries[index].form = form }
            if index % 7 == 0 { entries[index].explanation = [] }
        }
        for favorites: Set<Int> in [[], [1, 6, 25, 150, 10034], Set(entries.map(\.pokemon.id))] {
            let (spliced, encoded, anonymous) = try bothWays(entries, favorites: favorites)
            #expect(spliced == encoded, "\(language), \(favorites.count) favorites: \(SummaryJSONTests.firstDifference(spliced, encoded))")
            // Without the marks, the answer is everyone's as it always was.
            var none = entries
            for index in none.indices { none[index].favorite = nil }
            #expect(anonymous == (try SortedJSONEncoder.encode(none)))
        }
    }

    @Test(arguments: ["fire", "charizard", "unown b", "pikachu", "water atk>100", "tbolt"])
    func aSearchAnswerMarkedIsTheTrainersAnswer(query: String) throws {
        let request = SearchRequest(query: query, limit: 50, explain: true)
        let results = try SearchEngine(pokedex: try TestPokedex.shared()).search(request)
        #expect(!results.hits.isEmpty)
        let favorites = Set(results.hits.map(\.pokemon.id).enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        let written = try FavoriteSlots.encode { try SortedJSONEncoder.encode(SearchAnswer(results, request: request, favorites: nil)) }
        let (json, slots) = FavoriteSlots.split(written)
        let spliced = try #require(slots).marked(json, favorites: favorites)
        let encoded = try SortedJSONEncoder.encode(SearchAnswer(results, request: request, favorites: favorites))
        #expect(spliced == encoded, "\(query): \(SummaryJSONTests.firstDifference(spliced, encoded))")
        #expect(json == (try SortedJSONEncoder.encode(SearchAnswer(results, request: request, favorites: nil))))
    }

    /// A kept answer marks a trainer's favorites once per set of marks among its
    /// Pokémon: the same marks give the same bytes (and gzip) again, other marks
    /// their own, and past `markedKept` sets the marked answers start over.
    @Test func aKeptAnswerKeepsItsMarkedAnswers() throws {
        let request = SearchRequest(query: "fire", limit: 20)
        let results = try SearchEngine(pokedex: try TestPokedex.shared()).search(request)
        let cache = AnswerCache()
        let answer = try cache.answer(for: "/api/search?q=fire") {
            try SortedJSONEncoder.encode(SearchAnswer(results, request: request, favorites: nil))
        }
        let ids = results.hits.map(\.pokemon.id)
        let first = try #require(answer.marked(favorites: [ids[0], 99_999]))
        #expect(answer.marked(favorites: [ids[0]]) === first, "favorites outside the answer change nothing")
        let second = try #require(answer.marked(favorites: [ids[1]]))
        #expect(second !== first)
        #expect(Array(buffer: second.json) == (try SortedJSONEncoder.encode(SearchAnswer(results, request: request, favorites: [ids[1]]))))
        for count in 0...AnswerCache.Answer.markedKept { _ = answer.marked(favorites: Set(ids.prefix(count % ids.count))) }
        #expect(answer.marked(favorites: [ids[0]]) !== first, "kept sets are bounded")
        #expect(Array(buffer: answer.everyones.json) == (try SortedJSONEncoder.encode(SearchAnswer(results, request: request, favorites: nil))))
    }

    @Test func anAnswerWithoutPokemonHasNoSlots() throws {
        let written = try FavoriteSlots.encode { try SortedJSONEncoder.encode(["a": 1]) }
        let (json, slots) = FavoriteSlots.split(written)
        #expect(slots == nil)
        #expect(String(decoding: json, as: UTF8.self) == #"{"a":1}"#)
    }

    @Test func anUnreadableSlotLeavesNoSlotsAndNoStrayByte() {
        // The slot an entry gets where no mark can go (`SummaryJSON`): two markers, no id.
        let written = Array("[{\"a\":1".utf8) + [FavoriteSlots.marker, FavoriteSlots.marker] + Array("}]".utf8)
        let (json, slots) = FavoriteSlots.split(written)
        #expect(slots == nil)
        #expect(String(decoding: json, as: UTF8.self) == #"[{"a":1}]"#)
    }
}
