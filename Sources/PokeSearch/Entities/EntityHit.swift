/// One result of an entity search: the entity, and how it matched. Encodes
/// as the summary's keys plus `match` and `matched_name`, for the server.
public struct EntityHit: Sendable, Hashable, Encodable {
    /// The move, item or ability.
    public var entity: EntitySummary
    /// Why it ranks where it does.
    public var match: EntityMatch
    /// The name (folded, in whichever language) the words matched, when they matched a name.
    public var matchedName: String?

    enum CodingKeys: String, CodingKey { case match, matchedName = "matched_name" }

    /// Encodes the summary's keys at the top level, with `match` and `matched_name`.
    public func encode(to encoder: any Encoder) throws {
        try entity.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(match, forKey: .match)
        try container.encodeIfPresent(matchedName, forKey: .matchedName)
    }
}
