/// How an entity matched the words of a search, best first: the order of
/// relevance ranking (exact name > name prefix > words of names > effect text).
public enum EntityMatch: Int, Sendable, Hashable, Comparable, Encodable {
    /// A name in some language is the query.
    case exactName
    /// A name starts with the query.
    case namePrefix
    /// Every word is a word of its names (the last one as a prefix).
    case nameWords
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

    /// `exact-name`, `name-prefix`, `name-words`, `effect-text`, `filter`.
    public var label: String {
        switch self {
        case .exactName: return "exact-name"
        case .namePrefix: return "name-prefix"
        case .nameWords: return "name-words"
        case .effectText: return "effect-text"
        case .filter: return "filter"
        }
    }
}
