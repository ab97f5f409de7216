import Foundation

/// One result object, as both front ends write it (the CLI's `--format json`,
/// the server's `results`), so a script gets the same object from either: a Pokémon's
/// summary (with `type_names`, the types in the request's language, for the
/// web app's badges), `score` and the cosmetic `form` the query named in
/// search results, `caught_at` in backpack listings, and `favorite` when a
/// trainer is known. `explanation` (asked for with `--explain`,
/// `explain=true`) holds the ranking's reasons as `RankingReason` encodes
/// them: values, not the terminal's English sentences.
package struct SummaryEntry: Encodable {
    package var pokemon: PokemonSummary
    package var score: Double?
    package var form: MatchedForm?
    package var favorite: Bool?
    package var explanation: [RankingReason]?
    package var caughtAt: Date?

    enum CodingKeys: String, CodingKey { case score, form, favorite, explanation, caughtAt = "caught_at" }

    package init(_ hit: SearchHit, favorites: Set<Int>?, explain: Bool) {
        pokemon = hit.pokemon
        score = hit.score
        form = hit.form
        favorite = favorites?.contains(hit.pokemon.id)
        explanation = explain ? hit.explanation : nil
    }

    package init(_ entry: ListingEntry, favorites: Set<Int>?) {
        pokemon = entry.pokemon
        caughtAt = entry.caughtAt
        favorite = favorites?.contains(entry.pokemon.id)
    }

    package func encode(to encoder: any Encoder) throws {
        try pokemon.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(score, forKey: .score)
        try container.encodeIfPresent(form, forKey: .form)
        try container.encodeIfPresent(favorite, forKey: .favorite)
        try container.encodeIfPresent(explanation, forKey: .explanation)
        try container.encodeIfPresent(caughtAt, forKey: .caughtAt)
    }
}
