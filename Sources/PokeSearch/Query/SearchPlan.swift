/// A query resolved against the Pokédex: free text for the full-text index
/// and the filters the query names (types, stats, ...), which `PlanMatcher`
/// matches.
struct SearchPlan {
    /// Free-text terms, all required; they drive bm25 and name ranking.
    var terms: [TextTerm] = []
    /// Further conditions, all required.
    var clauses: [FilterClause] = []
    /// Folded words read as an ability or a move that may also start a name
    /// (`charm` → Charmander): they rank names when no free text does.
    var nameLikeFilters: [String] = []
    /// A superlative of the query (`fastest`): results sorted by its key,
    /// best first, unless the request gives a sort.
    var superlative: Superlative?
    /// Pokémon these hold for rank first among equals: `fox` keeps its
    /// text (Zorua is the Tricky Fox Pokémon) but puts the Fox Pokémon first.
    var preferred: [Filter] = []
    /// Keywords read with a typo, as notices: `electirc → electric`.
    var corrections: [String] = []

    /// The games a place is asked about in (`game:red`, `--game`): version
    /// ids as bits; any when nil. With no place nor way of meeting, the
    /// games the Pokémon are met in (`metInGames`).
    var versionMask: Int?
    /// The ways of meeting a Pokémon a place is asked about by (`fishing on route 12`): any when nil.
    var encounterMethodIDs: [Int]?

    /// A place or a way of meeting Pokémon is asked about (`mt moon`,
    /// `fishing`), which the games of `versionMask` narrow.
    var namesPlaceOrWayOfMeeting: Bool {
        clauses.contains { !$0.negated && $0.alternatives.contains {
            switch $0 {
            case .location, .encounterMethod: true
            default: false
            }
        } }
    }

    /// The whole query was `random`: one Pokémon at random.
    var isRandom = false

    /// `top 10 fastest`: only the first this many, in the query's order
    /// (the strongest first when nothing else orders them).
    var topCount: Int?

    /// The query asks for every Pokémon in words (`all pokemon`, `pokemon`):
    /// an empty plan lists them all rather than being refused.
    var asksForEverything = false
    var isEmpty: Bool { terms.isEmpty && clauses.isEmpty && superlative == nil && !isRandom }

    /// The GLOB patterns of the wildcards every result must match (`char*zard`).
    var namePatterns: [String] {
        clauses.filter { !$0.negated }.flatMap { clause in
            clause.alternatives.compactMap { if case .namePattern(let pattern) = $0 { pattern.glob } else { nil } }
        }
    }

    /// The query asks for a kind of Pokémon (`mouse pokemon`): its members'
    /// default forms rank before their costumes and megas.
    var asksForAGenus: Bool {
        let isGenus = { (filter: Filter) in if case .entity(.genus, _, _) = filter { true } else { false } }
        return preferred.contains(where: isGenus) || clauses.contains { !$0.negated && $0.alternatives.contains(where: isGenus) }
    }

    /// The folded free text, compared with whole names for exact and prefix ranking.
    var nameQuery: String? {
        // A word inside a name or an abbreviation ranks the name it is part of as that name.
        let words = terms.map { $0.corrections.first ?? $0.expansions.first ?? $0.nameText }
        let text = (words.isEmpty ? nameLikeFilters : words).joined(separator: " ")
        return text.isEmpty ? nil : text
    }
}
