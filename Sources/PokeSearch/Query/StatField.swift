/// A numeric property a query can compare: `atk>100`, `bst<400`, `weight<10`.
enum StatField: String, CaseIterable {
    case hp, attack, defense, spAttack = "sp-attack", spDefense = "sp-defense", speed, total
    case weight, height, baseExperience = "base-experience", captureRate = "capture-rate", number

    /// Spellings users write (Showdown's short names among them), lower-cased.
    static let aliases: [String: StatField] = [
        "hp": .hp,
        "atk": .attack, "attack": .attack, "att": .attack,
        "def": .defense, "defense": .defense, "defence": .defense,
        "spa": .spAttack, "spatk": .spAttack, "sp-atk": .spAttack, "sp.atk": .spAttack, "satk": .spAttack,
        "spattack": .spAttack, "sp-attack": .spAttack, "special-attack": .spAttack, "sp_attack": .spAttack,
        "spd": .spDefense, "spdef": .spDefense, "sp-def": .spDefense, "sp.def": .spDefense, "sdef": .spDefense,
        "spdefense": .spDefense, "sp-defense": .spDefense, "special-defense": .spDefense, "sp_defense": .spDefense,
        "spe": .speed, "speed": .speed, "init": .speed,
        "bst": .total, "total": .total, "stats": .total, "base-stat-total": .total,
        "weight": .weight, "wt": .weight, "kg": .weight,
        "height": .height, "ht": .height,
        "exp": .baseExperience, "xp": .baseExperience, "base-experience": .baseExperience, "base-exp": .baseExperience,
        "capture": .captureRate, "capture-rate": .captureRate, "catch-rate": .captureRate, "catch": .captureRate,
        "id": .number, "number": .number, "no": .number, "dex": .number, "num": .number,
    ]

    /// The stat a name stands for, ignoring case.
    static func named(_ name: String) -> StatField? {
        aliases[name.lowercased()]
    }

    /// The `pokemon_card` column compared.
    var column: String {
        switch self {
        case .hp: return "c.hp"
        case .attack: return "c.attack"
        case .defense: return "c.defense"
        case .spAttack: return "c.sp_attack"
        case .spDefense: return "c.sp_defense"
        case .speed: return "c.speed"
        case .total: return "c.total"
        case .weight: return "c.weight"
        case .height: return "c.height"
        case .baseExperience: return "c.base_experience"
        case .captureRate: return "c.capture_rate"
        case .number: return "c.species_id"
        }
    }

    /// People give weight in kilograms and height in metres; PokéAPI stores
    /// hectograms and decimetres.
    var scale: Double {
        switch self {
        case .weight, .height: return 10
        default: return 1
        }
    }
}
