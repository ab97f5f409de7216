/// A page of results and what the engine has to say about the query.
public struct SearchResults: Sendable {
    /// The requested page, best first.
    public var hits: [SearchHit]
    /// How many Pokémon match in all.
    public var totalMatches: Int
    /// Spelling corrections the engine applied, e.g. `charizrd → charizard`.
    public var corrections: [String]
    /// "Did you mean" suggestions when nothing matched.
    public var suggestions: [String]
    /// Words left out because they match nothing in the Pokédex, when the
    /// query with them found nothing (`sets` in `pokemon that sets rain`).
    public var ignoredWords: [String] = []
    /// The sort the query's words ask for when the request names none
    /// (`slowest water`: speed, lowest first; `physical attackers`: attack,
    /// highest first), for a front end to show; nil when the request sorts
    /// or the words do not.
    public var sortFromWords: SortKey? = nil
    /// Whether that sort puts the highest first.
    public var descendingFromWords = false
}
