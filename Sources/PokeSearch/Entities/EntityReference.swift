/// A move, item, ability or type `show` found by name.
public struct EntityReference: Sendable, Hashable {
    public var kind: EntityKind
    public var id: Int
    /// PokéAPI slug.
    public var name: String
}
