import Foundation
import PokeSearch

/// One result object: a Pokémon's summary (the CLI's `--format json` keys),
/// `type_names` (the types in the request's language, for the web app's
/// badges), `score` in search results and `caught_at` in backpack listings.
struct SummaryEntry: Encodable {
    var pokemon: PokemonSummary
    var score: Double?
    var caughtAt: Date?

    enum CodingKeys: String, CodingKey { case typeNames = "type_names", score, caughtAt = "caught_at" }

    init(_ hit: SearchHit) {
        pokemon = hit.pokemon
        score = hit.score
    }

    init(_ entry: ListingEntry) {
        pokemon = entry.pokemon
        caughtAt = entry.caughtAt
    }

    func encode(to encoder: any Encoder) throws {
        try pokemon.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pokemon.typeNames, forKey: .typeNames)
        try container.encodeIfPresent(score, forKey: .score)
        try container.encodeIfPresent(caughtAt, forKey: .caughtAt)
    }
}

/// A page of a listing: `{"total", "limit", "offset", "results"}`.
struct ListingAnswer: Encodable {
    var total: Int
    var limit: Int
    var offset: Int
    var results: [SummaryEntry]

    init(_ page: ListingPage) {
        total = page.total
        limit = page.pagination.limit
        offset = page.pagination.offset
        results = page.entries.map(SummaryEntry.init)
    }
}
