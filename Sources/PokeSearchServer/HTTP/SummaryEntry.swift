import Foundation
import PokeSearch

/// One result object, as the CLI's `--format json` writes it: a Pokémon's
/// summary (with `type_names`, the types in the request's language, for the
/// web app's badges), `score` and the cosmetic `form` the query named in
/// search results, `caught_at` in backpack listings, and `favorite` when a
/// trainer is logged in. `explanation` (asked for with `explain=true`) holds
/// the ranking's reasons as the engine gives them, values rather than the
/// command line's English sentences.
struct SummaryEntry: Encodable {
    var pokemon: PokemonSummary
    var score: Double?
    var form: MatchedForm?
    var favorite: Bool?
    var explanation: [RankingReason]?
    var caughtAt: Date?

    enum CodingKeys: String, CodingKey { case score, form, favorite, explanation, caughtAt = "caught_at" }

    init(_ hit: SearchHit, favorites: Set<Int>?, explain: Bool) {
        pokemon = hit.pokemon
        score = hit.score
        form = hit.form
        favorite = favorites?.contains(hit.pokemon.id)
        explanation = explain ? hit.explanation : nil
    }

    init(_ entry: ListingEntry, favorites: Set<Int>?) {
        pokemon = entry.pokemon
        caughtAt = entry.caughtAt
        favorite = favorites?.contains(entry.pokemon.id)
    }

    func encode(to encoder: any Encoder) throws {
        try pokemon.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(score, forKey: .score)
        try container.encodeIfPresent(form, forKey: .form)
        try container.encodeIfPresent(favorite, forKey: .favorite)
        try container.encodeIfPresent(explanation, forKey: .explanation)
        try container.encodeIfPresent(caughtAt, forKey: .caughtAt)
    }
}

/// A page of a listing: `{"total", "limit", "offset", "results"}`.
struct ListingAnswer: Encodable {
    var total: Int
    var limit: Int
    var offset: Int
    var results: [SummaryEntry]

    /// `favorites`: the logged-in trainer's, marked on each entry as `list --trainer` does.
    init(_ page: ListingPage, favorites: Set<Int>?) {
        total = page.total
        limit = page.pagination.limit
        offset = page.pagination.offset
        results = page.entries.map { SummaryEntry($0, favorites: favorites) }
    }
}
