/// What `items`, `moves` and `abilities` can sort by instead of relevance.
public enum EntitySortKey: String, CaseIterable, Sendable {
    /// PokéAPI id.
    case id
    /// The displayed name, in the language's collation.
    case name
    /// Moves: base power.
    case power
    /// Moves: accuracy.
    case accuracy
    /// Moves: power points.
    case pp
    /// Moves: priority.
    case priority
    /// Items: price.
    case cost
    /// Moves and abilities: the generation that introduced them.
    case generation

    /// The keys that mean something for `kind`: a move has no cost, an item no power.
    public static func keys(for kind: EntityKind) -> [EntitySortKey] {
        switch kind {
        case .move: return [.id, .name, .power, .accuracy, .pp, .priority, .generation]
        case .item: return [.id, .name, .cost]
        case .ability, .type: return [.id, .name, .generation]
        case .nature: return [.id, .name]
        }
    }

    /// The summary column compared, with entities lacking it last.
    func value(of entity: EntitySummary) -> Int? {
        switch self {
        case .id: return entity.id
        case .name: return nil
        // The dump's newest moves write "none" as a number: a power of 0 for status moves
        // (Shelter) and of 0 or 1 for variable damage (Hard Press, Ruination), an accuracy of 0
        // for a move that cannot miss (Tachyon Cutter). None is a value to rank by, or
        // `weakest` and `least accurate` would list them first.
        case .power: return entity.category == "status" || (entity.power ?? 0) <= 1 ? nil : entity.power
        case .accuracy: return entity.accuracy == 0 ? nil : entity.accuracy
        case .pp: return entity.pp
        case .priority: return entity.priority
        case .cost: return entity.cost
        case .generation: return entity.generation
        }
    }
}
