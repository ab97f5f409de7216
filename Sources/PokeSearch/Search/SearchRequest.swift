/// One search: the query text and how to present its results.
public struct SearchRequest: Sendable, Hashable {
    /// What the user typed, e.g. `fire dragon`, `water atk>100`, `ピカチュウ`.
    /// Empty matches every Pokémon (used by listings).
    public var query: String
    /// Page size.
    public var limit: Int
    /// Results to skip.
    public var offset: Int
    /// `nil` orders by relevance.
    public var sort: SortKey?
    /// Direction of `sort`; ascending when `nil`.
    public var descending: Bool
    /// Language for display names: a PokéAPI language name (`fr`, `ja-hrkt`, `zh-hans`).
    public var language: String
    /// Keep only the favorites of this trainer profile.
    public var favoritesOf: String?
    /// Which forms of a species it returns: every one that matches by default.
    public var forms: FormScope
    /// Attach an explanation of each result's rank.
    public var explain: Bool
    /// The game (a version or a pair of versions, by slug or name: `red`,
    /// `heartgold-soulsilver`) the places a query names are asked about in
    /// (`mt moon` with `red`: the Pokémon met there in Red), or with no place
    /// nor way of meeting, the Pokémon met in the wild in it (`fire` with
    /// `red`); any game when nil.
    public var game: String?
    /// A blank query (`isBlank`) is refused with `QueryError.empty` rather
    /// than matching every Pokémon: what a front end that searches on demand
    /// asks, so that the query is parsed once, by the engine.
    public var refusesBlankQuery: Bool

    /// A search for `query`, one page of its results, names in `language`.
    public init(
        query: String, limit: Int = 20, offset: Int = 0, sort: SortKey? = nil,
        descending: Bool = false, language: String = "en", favoritesOf: String? = nil,
        forms: FormScope = .all, explain: Bool = false, game: String? = nil,
        refusesBlankQuery: Bool = false
    ) {
        self.query = query
        self.limit = limit
        self.offset = offset
        self.sort = sort
        self.descending = descending
        self.language = language
        self.favoritesOf = favoritesOf
        self.forms = forms
        self.explain = explain
        self.game = game
        self.refusesBlankQuery = refusesBlankQuery
    }
}

extension SearchRequest {
    /// The longest query, in characters: a longer one is refused before any work.
    public static let maximumQueryLength = QueryParser.maximumLength
}
