/// Why a search result ranks where it does, one step of the order at a
/// time (`SearchRequest.explain`). Values, not sentences: the command line
/// writes them in English, a web page may show them its own way.
public enum RankingReason: Sendable, Hashable, Encodable {
    /// Ordered by a sort key rather than by relevance.
    case sorted(SortKey, descending: Bool)
    /// A whole name, in any language, equals the free text (folded).
    case exactName(String, defaultForm: Bool)
    /// The free text names this cosmetic form of the Pokémon (its display name).
    case form(String)
    /// A name starts with the free text (folded).
    case namePrefix(String)
    /// The name a name prefix or a wildcard matched (folded), in this language (`fr`, `slug`).
    case matchedName(String, language: String)
    /// FTS5's bm25 over the free-text terms as typed (lower is better).
    case bm25(Double, terms: [String])
    /// A word that matched nothing, read as the closest name words.
    case typo(String, readAs: [String], edits: Int)
    /// The conditions every result meets, as the query was understood.
    case filters([FilterReason])
    /// The last keys: Pokédex number, then the default form before the others.
    case tie(speciesID: Int, defaultForm: Bool)

    var isNamePrefix: Bool {
        if case .namePrefix = self { return true }
        return false
    }
}
