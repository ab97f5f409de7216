import Foundation
import PokeSearch

/// Results as JSON for scripts: an array with one object per Pokémon whose
/// keys (`id`, `name`, `species_id`, `types`, `score`, stats…) never change
/// meaning. Keys are sorted and dates are ISO 8601, so output diffs cleanly.
public enum JSONResults {
    /// Search hits, each with its `score`, its `explanation` when asked for
    /// (the engine's `RankingReason` values, as the server gives them), and
    /// `favorite` when the trainer's `favorites` are given.
    public static func encode(_ hits: [SearchHit], explain: Bool = false, favorites: Set<Int>? = nil) throws -> String {
        try encode(hits.map { SummaryEntry($0, favorites: favorites, explain: explain) })
    }

    /// A listing page, each entry with `caught_at` in a backpack listing and
    /// `favorite` when the trainer's `favorites` are given.
    public static func encode(_ page: ListingPage, favorites: Set<Int>? = nil) throws -> String {
        try encode(page.entries.map { SummaryEntry($0, favorites: favorites) })
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
}
