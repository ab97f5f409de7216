/// How an entity matched the words of a search, best first: the order of
/// relevance ranking (exact name > name prefix > words of names >
/// abbreviation > a word inside a name > effect text).
public enum EntityMatch: Int, Sendable, Hashable, Comparable, Encodable {
    /// A name in some language is the query.
    case exactName
    /// The query is a players' short name of it (`sd`: Swords Dance, `lefties`: Leftovers; see `Nicknames`).
    case shorthand
    /// A name starts with the query.
    case namePrefix
    /// Every word is a word of its names (the last one as a prefix).
    case nameWords
    /// The query abbreviates a name: initials or clipped words (`hjk`, `twave`, `tbolt`; see `AbbreviatedNames`).
    case abbreviation
    /// A name holds the query inside a word (`bolt` in Thunderbolt).
    case nameInfix
    /// Every word is in its effect or flavor text.
    case effectText
    /// No words: a listing or a filter alone.
    case filter

    /// Whether `lhs` is the better match.
    public static func < (lhs: EntityMatch, rhs: EntityMatch) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Encodes its `label`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(label)
    }

    /// `exact-name`, `shorthand`, `name-prefix`, `name-words`, `abbreviation`, `name-infix`, `effect-text`, `filter`.
    public var label: String {
        switch self {
        case .exactName: return "exact-name"
        case .shorthand: return "shorthand"
        case .namePrefix: return "name-prefix"
        case .nameWords: return "name-words"
        case .abbreviation: return "abbreviation"
        case .nameInfix: return "name-infix"
        case .effectText: return "effect-text"
        case .filter: return "filter"
        }
    }
}
