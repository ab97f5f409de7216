import Foundation
import PokeSearch

/// Results as JSON for scripts: an array with one object per Pokémon whose
/// keys (`id`, `name`, `species_id`, `types`, `score`, stats…) never change
/// meaning. Keys are sorted and dates are ISO 8601, so output diffs cleanly.
public enum JSONResults {
    /// Search hits, each with its `score` (and `explanation`, in English, when
    /// asked for), and `favorite` when the trainer's `favorites` are given.
    public static func encode(_ hits: [SearchHit], favorites: Set<Int>? = nil) throws -> String {
        try encode(hits.map {
            Entry(pokemon: $0.pokemon, score: $0.score, explanation: ExplanationText.lines($0.explanation),
                  form: $0.form, favorite: favorites?.contains($0.pokemon.id))
        })
    }

    /// A listing page, each entry with `caught_at` in a backpack listing and
    /// `favorite` when the trainer's `favorites` are given.
    public static func encode(_ page: ListingPage, favorites: Set<Int>? = nil) throws -> String {
        try encode(page.entries.map {
            Entry(pokemon: $0.pokemon, caughtAt: $0.caughtAt, favorite: favorites?.contains($0.pokemon.id))
        })
    }

    /// `show`'s object, with `favorite` when a trainer is known (nil leaves it out).
    public static func encode(_ detail: PokemonDetail, favorite: Bool?) throws -> String {
        try encode(MarkedDetail(detail: detail, favorite: favorite))
    }

    private struct MarkedDetail: Encodable {
        var detail: PokemonDetail
        var favorite: Bool?

        enum CodingKeys: String, CodingKey { case favorite }

        func encode(to encoder: any Encoder) throws {
            try detail.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(favorite, forKey: .favorite)
        }
    }

    /// Any value with the same conventions (`show`, `trainer list`).
    public static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(CatchDate.stored(date))
        }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// A summary's own keys plus what the listing adds.
    private struct Entry: Encodable {
        var pokemon: PokemonSummary
        var score: Double?
        var explanation: [String] = []
        var caughtAt: Date?
        /// The cosmetic form the search named: `{"id", "name", "display_name"}`.
        var form: MatchedForm?
        /// Whether the trainer marked it; nil when no trainer is known.
        var favorite: Bool?

        enum CodingKeys: String, CodingKey { case score, explanation, caughtAt = "caught_at", form, favorite }

        func encode(to encoder: any Encoder) throws {
            try pokemon.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let score { try container.encode(score, forKey: .score) }
            if !explanation.isEmpty { try container.encode(explanation, forKey: .explanation) }
            if let caughtAt { try container.encode(caughtAt, forKey: .caughtAt) }
            if let form { try container.encode(form, forKey: .form) }
            try container.encodeIfPresent(favorite, forKey: .favorite)
        }
    }
}
