/// One of the six base stats, in game order: the one list of them. Summaries
/// (`BaseStats`), their JSON and SQL, sort keys and filters (`SortKey.stat`)
/// and the terminal's labels derive from it.
public enum Stat: CaseIterable, Sendable, Hashable {
    /// Hit points.
    case hp
    /// Attack.
    case attack
    /// Defense.
    case defense
    /// Special attack.
    case spAttack
    /// Special defense.
    case spDefense
    /// Speed.
    case speed

    /// The stat of PokéAPI's `stat` id: 1 HP to 6 Speed (7 and 8, accuracy
    /// and evasion, are no base stat).
    public init?(pokeAPIID id: Int) {
        guard Self.allCases.indices.contains(id - 1) else { return nil }
        self = Self.allCases[id - 1]
    }

    /// The column of `pokemon` and `pokemon_card`, also the stat's JSON key: `sp_attack`.
    public var column: String {
        switch self {
        case .hp: "hp"
        case .attack: "attack"
        case .defense: "defense"
        case .spAttack: "sp_attack"
        case .spDefense: "sp_defense"
        case .speed: "speed"
        }
    }

    /// The name the games print: `Sp. Atk`.
    public var label: String {
        switch self {
        case .hp: "HP"
        case .attack: "Attack"
        case .defense: "Defense"
        case .spAttack: "Sp. Atk"
        case .spDefense: "Sp. Def"
        case .speed: "Speed"
        }
    }

    /// The name in a narrow column (Showdown's): `SpA`.
    public var abbreviation: String {
        switch self {
        case .hp: "HP"
        case .attack: "Atk"
        case .defense: "Def"
        case .spAttack: "SpA"
        case .spDefense: "SpD"
        case .speed: "Spe"
        }
    }

    /// The sort key (and filter field: `spa>100`) of this stat.
    public var sortKey: SortKey {
        switch self {
        case .hp: .hp
        case .attack: .attack
        case .defense: .defense
        case .spAttack: .spAttack
        case .spDefense: .spDefense
        case .speed: .speed
        }
    }
}
