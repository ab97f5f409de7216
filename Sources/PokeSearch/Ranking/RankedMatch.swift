/// One matching Pokémon with the signals its rank was decided by.
struct RankedMatch {
    /// The Pokémon's place in the card table.
    var document: Int
    var id: Int
    var speciesID: Int
    var isDefault: Bool
    /// A whole name (any language) equals the free text.
    var exactName: Bool
    /// A name starts with the free text.
    var namePrefix: Bool
    /// That name (or a wildcard's) is English, the slug or in the reader's
    /// language, not only another language's (`dra`: Dratini, not Dracaufeu).
    var primaryName = false
    /// The query prefers it among equals (`fox`: a Fox Pokémon).
    var preferred = false
    /// FTS5 bm25: lower is better, 0 without free text.
    var bm25: Double

    /// Higher is better: exact name 4, name prefix 2 (3 in the reader's language), plus bm25 squashed
    /// into [0, 1) so that the parts never overtake each other.
    var score: Double {
        let relevance = -bm25 / (1 - bm25)
        let value = (exactName ? 4 : 0) + (namePrefix ? 2 : 0) + (namePrefix && primaryName && !exactName ? 1 : 0) + relevance
        return (value * 10_000).rounded() / 10_000
    }
}
