import Foundation
import PokeSearch
import PokeSearchTestSupport
import Testing
@testable import PokeSearchServer

/// Result objects spliced from each summary's bytes (`SummaryJSON`) are
/// Foundation's `JSONEncoder` output for the same entries, byte for byte:
/// every Pokémon of the Pokédex in three languages, with every member an
/// entry may add, written twice (the second time from the summary's memo).
@Suite struct SummaryJSONTests {
    static func entries(language: String, favorites: Set<Int>) throws -> [SummaryEntry] {
        let pokedex = try TestPokedex.shared()
        let page = try PokedexListing(pokedex: pokedex).page(ListingRequest(
            scope: .pokedex, sort: .number, descending: false, includeForms: true,
            pagination: try Pagination(limit: Pagination.maximumLimit, offset: 0), language: language))
        return page.entries.map { SummaryEntry($0, favorites: favorites) }
    }

    @Test(arguments: ["en", "fr", "ja"])
    func everyPokemonIsFoundations(language: String) throws {
        var entries = try Self.entries(language: language, favorites: [1, 6, 25, 150, 10034])
        #expect(entries.count > 1000)
        let form = try SearchEngine(pokedex: try TestPokedex.shared()).search(SearchRequest(query: "unown b", limit: 1)).hits.first?.form
        #expect(form != nil, "a search names a form")
        // Each member an entry adds, on some entries and not others: between every two of the summary's members.
        for index in entries.indices {
            if index % 2 == 0 { entries[index].score = Double(index) / 7 }
            if index % 3 == 0 { entries[index].caughtAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(index)) }
            if index % 5 == 0 { entries[index].form = form }
            if index % 7 == 0 { entries[index].explanation = [] }
        }
        let theirs = try SortedJSONEncoderTests.foundation(entries)
        for round in ["first", "from the memo"] {
            let ours = try SortedJSONEncoder.encode(entries)
            #expect(ours == theirs, "\(language), \(round): \(Self.firstDifference(ours, theirs))")
        }
    }

    @Test func aChangedSummaryIsWrittenAgain() throws {
        var entry = try #require(try Self.entries(language: "en", favorites: []).first { $0.pokemon.id == 25 })
        let before = try SortedJSONEncoder.encode([entry])
        entry.pokemon.displayName = "Pikachu (partner)"
        let after = String(decoding: try SortedJSONEncoder.encode([entry]), as: UTF8.self)
        #expect(after.contains(#""display_name":"Pikachu (partner)""#))
        #expect(String(decoding: before, as: UTF8.self).contains(#""display_name":"Pikachu""#))
    }

    static func firstDifference(_ ours: [UInt8], _ theirs: [UInt8]) -> String {
        let index = zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(ours.count, theirs.count)
        let start = max(0, index - 120)
        return "ours …\(String(decoding: ours[start..<min(ours.count, index + 120)], as: UTF8.self))… "
            + "theirs …\(String(decoding: theirs[start..<min(theirs.count, index + 120)], as: UTF8.self))…"
    }
}
