import Foundation
import PokeSearch
import PokeSearchTestSupport
import Testing
@testable import PokeSearchServer

/// The server's JSON is Foundation's `JSONEncoder`'s, byte for byte (as the
/// CLI writes it, keys sorted, slashes unescaped), over every kind of answer
/// on real data and over awkward values.
@Suite struct SortedJSONEncoderTests {
    static func foundation(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(CatchDate.stored(date))
        }
        return Array(try encoder.encode(value))
    }

    static func expectSame(_ value: some Encodable, _ comment: Comment) throws {
        let ours = try SortedJSONEncoder.encode(value), theirs = try foundation(value)
        #expect(ours == theirs, "\(comment): \(String(decoding: ours.prefix(300), as: UTF8.self)) ≠ \(String(decoding: theirs.prefix(300), as: UTF8.self))")
    }

    @Test func searchAnswersAreFoundations() throws {
        let pokedex = try TestPokedex.shared()
        let engine = SearchEngine(pokedex: pokedex)
        for query in ["pikachu", "charizrd", "unown b", "fire dragon", "type:water atk>100", "ピカチュウ", "salameche",
                      "gen:1 legendary", "slowest water", "weak to fire", "char*", "pikachuu fire", "mr mime", "eevee"] {
            for explain in [false, true] {
                let request = SearchRequest(query: query, limit: 30, language: query == "salameche" ? "fr" : "en", explain: explain)
                let answer = SearchAnswer(try engine.search(request), request: request, favorites: [25, 6])
                try Self.expectSame(answer, "\(query) explain:\(explain)")
            }
        }
        // Written member by member (`SearchAnswer.json`): a sort, a page past the first, a
        // query with characters JSON escapes, a trainer's favorites-only page, no results.
        for (query, sort) in [("fire", SortKey.speed), ("\"quoted\" \\ pika\tchu", nil), ("zzzzqx", nil)] {
            let request = SearchRequest(query: query, limit: 7, offset: 3, sort: sort, descending: true, language: "de")
            let answer = SearchAnswer(try engine.search(request), request: request, favorites: nil)
            try Self.expectSame(answer, "\(query) sorted by \(sort?.rawValue ?? "rank")")
        }
    }

    @Test func detailsListingsAndEntitiesAreFoundations() throws {
        let pokedex = try TestPokedex.shared()
        for (id, language) in [(25, "en"), (6, "fr"), (10034, "ja"), (201, "de"), (132, "zh-hans")] {
            let reference = try PokemonResolver(pokedex: pokedex).resolve(String(id))
            let detail = try PokemonDetail.load(reference, language: language, from: pokedex)
            var answer = DetailAnswer(detail: detail, favorite: true,
                                      neighbours: try PokedexNeighbours.around(speciesID: detail.speciesID, language: language, in: pokedex),
                                      games: try VersionGroupResolver(pokedex: pokedex).games(for: reference),
                                      forms: try SpeciesForms.of(speciesID: detail.speciesID, language: language, in: pokedex))
            answer.detail.caughtAt = Date(timeIntervalSince1970: 1_700_000_000.25)
            try Self.expectSame(answer, "pokemon \(id)")
        }
        let page = try PokedexListing(pokedex: pokedex).page(ListingRequest(
            scope: .pokedex, sort: .speed, descending: true, includeForms: true, pagination: try Pagination(limit: 100, offset: 0), language: "ko"))
        try Self.expectSame(ListingAnswer(page, favorites: [3]), "listing")
        let entities = EntitySearch(pokedex: pokedex)
        for (kind, query) in [(EntityKind.move, "thundrbolt"), (.item, "berry"), (.ability, "levitate"), (.move, "type:fire power>90")] {
            let request = EntityRequest(kind: kind, query: query, limit: 30)
            let results = try entities.search(request)
            try Self.expectSame(SearchAnswer(results, request: request, results: results.hits), "\(kind) \(query)")
            for hit in results.hits.prefix(3) {
                try Self.expectSame(try EntityDetail.load(kind, id: hit.entity.id, language: "fr", from: pokedex), "\(kind) \(hit.entity.id)")
            }
        }
        try Self.expectSame(try TypeChart.load(language: "it", from: pokedex), "type chart")
        try Self.expectSame(try TermNames.load(language: "ja", from: pokedex), "terms")
        try Self.expectSame(try TypeDetail.load(id: 10, from: pokedex), "fire")
        try Self.expectSame(try pokedex.namedLanguages(), "languages")
    }

    struct Awkward: Encodable {
        var text = "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{7} delete \u{7F} nul \u{0} \u{1F} \u{2028} é 😀 ピカ"
        var numbers: [Double] = [0, -0.0, 0.1, 1, 1.5, 1e-7, 1e21, 123_456_789, -12.217341970983908, 6.9669, Double(Int64.max)]
        var integers: [Int64] = [0, -1, Int64.max, Int64.min]
        var small: [UInt8] = [0, 255]
        var flags = [true, false]
        var missing: String? = nil
        var date = Date(timeIntervalSince1970: 0)
        var url = URL(string: "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/25.png")!
        var nested = ["b": ["z": 1, "a": 2], "a": ["": 0, "Z": 1, "é": 2, "e": 3]]
        var empty: [String: Int] = [:]
        var none: [Int] = []

        enum CodingKeys: String, CodingKey { case text, numbers, integers, small, flags, missing, date, url, nested, empty, none, twice }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(numbers, forKey: .numbers)
            try container.encode(integers, forKey: .integers)
            try container.encode(small, forKey: .small)
            try container.encode(flags, forKey: .flags)
            try container.encode(missing, forKey: .missing)
            try container.encode(date, forKey: .date)
            try container.encode(url, forKey: .url)
            try container.encode(nested, forKey: .nested)
            try container.encode(empty, forKey: .empty)
            try container.encode(none, forKey: .none)
            // A key written twice, from a second container of the same encoder: the last value wins.
            try container.encode(1, forKey: .twice)
            var again = encoder.container(keyedBy: CodingKeys.self)
            try again.encode("second", forKey: .twice)
        }
    }

    @Test func awkwardValuesAreFoundations() throws {
        try Self.expectSame(Awkward(), "awkward")
        try Self.expectSame("a lone string / \u{1}", "string")
        try Self.expectSame([1.0, 2.5], "array")
        #expect(throws: EncodingError.self) { try SortedJSONEncoder.encode([Double.nan]) }
    }
}
