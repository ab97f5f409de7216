/// One result of an entity search: the entity, and how it matched.
public struct EntityHit: Sendable, Hashable {
    /// The move, item or ability.
    public var entity: EntitySummary
    /// Why it ranks where it does.
    public var match: EntityMatch
    /// The name (folded, in whichever language) the words matched, when they matched a name.
    public var matchedName: String?
}
