import GRDB

/// A class of moves by what they do in battle, from PokéAPI's move `meta`
/// and `stat_changes` (`move_meta`, `move_stat_change`): what `moves
/// recoil`, `moves paralyze`, `moves raises attack` and a Pokémon search's
/// `learns a priority move` ask for.
public enum MoveClass: Hashable, Sendable {
    /// Heals the user by part of the damage dealt (`drain > 0`: Giga Drain).
    case drain
    /// Hurts the user by part of the damage dealt (`drain < 0`: Brave Bird).
    case recoil
    /// Restores HP (`healing > 0`: Recover, Heal Pulse).
    case healing
    /// Moves first (`priority > 0`: Quick Attack).
    case priority
    /// Moves last (`priority < 0`: Trick Room, Avalanche, Roar).
    case negativePriority
    /// Knocks out in one hit (Fissure).
    case ohko
    /// Hits more than once (Bullet Seed).
    case multiHit
    /// A raised critical-hit ratio (Slash, Frost Breath).
    case highCrit
    /// May make the target flinch (Fake Out).
    case flinch
    /// May inflict this `move-ailment` slug (`paralysis`, `burn`, `sleep`…).
    case ailment(String)
    /// Raises this stat (a `stat` id), the user's or the target's.
    case raises(statID: Int)
    /// Lowers this stat (a `stat` id), the user's or the target's.
    case lowers(statID: Int)
    /// Of this type (a `type` id): `water moves`, what a Pokémon's coverage is made of.
    case ofType(typeID: Int)
    /// A status move that raises the user's own stats (Swords Dance, Shell
    /// Smash), and the three whose raise PokéAPI does not record (Belly
    /// Drum, Curse, Victory Dance).
    case setup
    /// A damaging move that hits every opponent, or every other Pokémon, at once (Earthquake).
    case spread
    /// One of the groups PokéAPI does not mark (`MoveGroup`: sound, punch, pivot, hazards…).
    case group(MoveGroup)
    /// A move only one evolutionary line learns, its forms included (Spacial
    /// Rend, V-create, Volt Tackle): what players call a signature move.
    case signature
    /// A damaging move that skips the accuracy check (Swift, Aerial Ace):
    /// no accuracy (or 0, as the dump writes it for its newest moves), where
    /// the Z-Moves and Max Moves, which have none either, are not counted.
    case neverMisses
    /// A Z-Move (Gigavolt Havoc, Catastropika): generation VII's moves of one PP.
    case zMove
    /// A Max Move (Max Flare, Max Guard), what a Dynamaxed Pokémon uses.
    case maxMove

    /// The moves of the class, in id order.
    func moveIDs(in db: Database) throws -> [Int] {
        let sql: String
        var arguments: [ReadStatement.Argument] = []
        switch self {
        case .priority: sql = "SELECT id FROM move WHERE priority > 0 ORDER BY id"
        case .negativePriority: sql = "SELECT id FROM move WHERE priority < 0 ORDER BY id"
        case .raises(let stat), .lowers(let stat):
            sql = "SELECT move_id FROM move_stat_change WHERE stat_id = ? AND change \(isRaise ? ">" : "<") 0 ORDER BY move_id"
            arguments = [.int(stat)]
        case .ofType(let type):
            sql = "SELECT id FROM move WHERE type_id = ? ORDER BY id"
            arguments = [.int(type)]
        case .ailment(let ailment):
            sql = "SELECT move_id FROM move_meta WHERE ailment = ? ORDER BY move_id"
            arguments = [.text(ailment)]
        case .setup:
            sql = """
                SELECT m.id FROM move m WHERE m.damage_class = 'status' AND m.target IN ('user', 'user-and-allies')
                AND EXISTS (SELECT 1 FROM move_stat_change s WHERE s.move_id = m.id AND s.change > 0)
                OR m.name IN ('belly-drum', 'curse', 'victory-dance') ORDER BY m.id
                """
        case .spread:
            sql = "SELECT id FROM move WHERE target IN ('all-opponents', 'all-other-pokemon') AND damage_class != 'status' ORDER BY id"
        case .group(let group):
            sql = "SELECT id FROM move WHERE name IN (\(group.slugs.map { _ in "?" }.joined(separator: ", "))) ORDER BY id"
            arguments = group.slugs.map { .text($0) }
        case .signature:
            // Forms share their species' line: Kyurem's Freeze Shock is Black Kyurem's alone, still one line.
            sql = """
                SELECT pm.move_id FROM pokemon_move pm JOIN pokemon p ON p.id = pm.pokemon_id JOIN species s ON s.id = p.species_id
                GROUP BY pm.move_id HAVING COUNT(DISTINCT COALESCE(s.evolution_chain_id, -s.id)) = 1 ORDER BY pm.move_id
                """
        case .neverMisses:
            sql = """
                SELECT id FROM move WHERE (accuracy IS NULL OR accuracy = 0) AND damage_class != 'status' AND NOT \(Self.zMoveCondition)
                AND name NOT LIKE 'max-%' ORDER BY id
                """
        case .zMove:
            sql = "SELECT id FROM move WHERE \(Self.zMoveCondition) ORDER BY id"
        case .maxMove:
            sql = "SELECT id FROM move WHERE name LIKE 'max-%' OR name LIKE 'g-max-%' ORDER BY id"
        default:
            sql = "SELECT move_id FROM move_meta WHERE \(metaCondition) ORDER BY move_id"
        }
        return try ReadStatement(db, sql: sql).rows(arguments: arguments) { $0.int(0) }
    }

    /// PokéAPI marks no move as a Z-Move: they are generation VII's moves
    /// of one PP (Struggle and Sketch, the others of one PP, are older).
    private static let zMoveCondition = "(generation_id = 7 AND pp = 1)"

    private var isRaise: Bool {
        if case .raises = self { true } else { false }
    }

    /// The condition on `move_meta` of the classes it alone says.
    private var metaCondition: String {
        switch self {
        case .drain: "drain > 0"
        case .recoil: "drain < 0"
        case .healing: "healing > 0"
        case .ohko: "category = 'ohko'"
        case .multiHit: "max_hits > 1"
        case .highCrit: "crit_rate > 0"
        case .flinch: "flinch_chance > 0"
        case .priority, .negativePriority, .ailment, .raises, .lowers, .ofType, .setup, .spread, .group, .signature, .neverMisses,
             .zMove, .maxMove: "0"
        }
    }
}
