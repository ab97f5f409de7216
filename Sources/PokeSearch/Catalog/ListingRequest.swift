/// What to list, in which order, and which page of it.
public struct ListingRequest: Sendable, Hashable {
    /// Which Pokémon a listing walks.
    public enum Scope: Sendable, Hashable {
        /// The whole Pokédex.
        case pokedex
        /// The favorites of the trainer profile with this name (none for an unknown one).
        case favorites(String)
        /// The caught Pokémon, with their catch dates, of the trainer profile
        /// with this name (none for an unknown one).
        case backpack(String)
    }

    /// Which Pokémon.
    public var scope: Scope
    /// The order; ties fall back to Pokédex order, so pages never overlap.
    public var sort: SortKey
    /// Highest first.
    public var descending: Bool
    /// A backpack listing ordered by catch date (oldest first, newest with
    /// `descending`), ties in `sort`'s order; elsewhere it changes nothing.
    public var byCatchDate: Bool
    /// Include alternate forms and megas, each after its default form.
    public var includeForms: Bool
    /// Which slice.
    public var pagination: Pagination
    /// Language for display names: a PokéAPI language name or ISO 639 code.
    public var language: String

    /// A listing of `scope`, ordered by `sort`, one page of it, names in `language`.
    public init(
        scope: Scope = .pokedex, sort: SortKey = .number, descending: Bool = false,
        includeForms: Bool = true, pagination: Pagination, language: String = "en", byCatchDate: Bool = false
    ) {
        self.scope = scope
        self.sort = sort
        self.descending = descending
        self.byCatchDate = byCatchDate
        self.includeForms = includeForms
        self.pagination = pagination
        self.language = language
    }
}
