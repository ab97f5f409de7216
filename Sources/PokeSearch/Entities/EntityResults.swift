/// One page of an entity search.
public struct EntityResults: Sendable, Encodable {
    /// The requested page, best first.
    public var hits: [EntityHit]
    /// How many entities matched in all.
    public var totalMatches: Int
    /// Typo corrections applied (`thunderblot → thunderbolt`): the "showing results for" notice.
    public var corrections: [String]
    /// Words left out because no entity of the kind matches them, when the
    /// query with them found nothing (`sets` in `abilities sets rain`).
    public var ignoredWords: [String] = []
    /// The sort the query's words ask for when the request names none
    /// (`strongest fire moves`: power, highest first); nil otherwise.
    public var sortFromWords: EntitySortKey? = nil
    /// Whether that sort puts the highest first.
    public var descendingFromWords = false

    enum CodingKeys: String, CodingKey { case hits, totalMatches = "total", corrections, ignoredWords = "ignored" }
}
