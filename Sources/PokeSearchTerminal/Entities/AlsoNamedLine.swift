import PokeSearch

/// The line under a Pokémon search whose words also name a move, ability or
/// item: `Thunderbolt is also a move: pokesearch show move:thunderbolt`.
public enum AlsoNamedLine {
    /// One line per entity, nothing when there is none.
    public static func lines(for entities: [EntitySummary]) -> [String] {
        entities.map { "\($0.displayName) is also \(article($0.kind)) \($0.kind.rawValue): pokesearch show \($0.kind.rawValue):\($0.name)" }
    }

    private static func article(_ kind: EntityKind) -> String {
        kind == .item || kind == .ability ? "an" : "a"
    }
}
