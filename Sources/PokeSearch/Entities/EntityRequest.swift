/// An entity search: which kind, the query, and the page asked for.
public struct EntityRequest: Sendable {
    /// `move`, `item` or `ability`.
    public var kind: EntityKind
    /// Words and fields (`thunder type:electric power>80`); empty lists everything.
    public var query: String
    /// The page's size.
    public var limit: Int
    /// How many results to skip.
    public var offset: Int
    /// A sort key instead of relevance (ties keep id order).
    public var sort: EntitySortKey?
    /// Highest first, for `sort`.
    public var descending: Bool
    /// Display language (`en`, `fr`, `ja`…).
    public var language: String

    /// A search of `kind` for `query`, one page of it, names in `language`.
    public init(kind: EntityKind, query: String = "", limit: Int = 20, offset: Int = 0,
                sort: EntitySortKey? = nil, descending: Bool = false, language: String = "en") {
        self.kind = kind
        self.query = query
        self.limit = limit
        self.offset = offset
        self.sort = sort
        self.descending = descending
        self.language = language
    }
}
