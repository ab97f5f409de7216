/// The stats a move or a nature raises or lowers, by the names players
/// write (`attack`, `atk`, `sp. atk`, `speed`, `accuracy`; French and
/// German too): PokéAPI's `stat` ids, accuracy and evasion included.
enum BattleStatName {
    /// Spellings as `StatField.normalized` leaves them (lower-cased, no
    /// spaces, dots or dashes) → stat id.
    static let ids: [String: Int] = [
        "hp": 1, "hitpoints": 1, "pv": 1, "kp": 1,
        "attack": 2, "atk": 2, "att": 2, "attaque": 2, "angriff": 2, "ataque": 2, "attacco": 2,
        "defense": 3, "defence": 3, "def": 3, "verteidigung": 3, "defensa": 3, "difesa": 3,
        "specialattack": 4, "spattack": 4, "spatk": 4, "spa": 4, "satk": 4, "spatt": 4,
        "attaquespeciale": 4, "attspe": 4, "spezialangriff": 4, "spangriff": 4, "ataqueespecial": 4,
        "specialdefense": 5, "specialdefence": 5, "spdefense": 5, "spdef": 5, "spd": 5, "sdef": 5,
        "defensespeciale": 5, "defspe": 5, "spezialverteidigung": 5, "spvert": 5, "defensaespecial": 5,
        "speed": 6, "spe": 6, "vitesse": 6, "initiative": 6, "init": 6, "velocidad": 6, "velocita": 6,
        "accuracy": 7, "acc": 7, "precision": 7, "genauigkeit": 7, "precisione": 7,
        "evasion": 8, "evasiveness": 8, "eva": 8, "esquive": 8, "fluchtwert": 8, "ausweichwert": 8, "evasione": 8,
    ]

    /// The stat id `phrase` (folded, words joined by spaces) names.
    static func id(of phrase: String) -> Int? {
        ids[StatField.normalized(phrase)]
    }

    /// The longest run of up to three words from `start` that names a stat: its id and length.
    static func longest(in words: [String], from start: Int) -> (id: Int, length: Int)? {
        longest(count: words.count, from: start) { words[$0].joined(separator: " ") }
    }

    /// The same over `count` words whose phrases `phrase` gives.
    static func longest(count: Int, from start: Int, phrase: (Range<Int>) -> String) -> (id: Int, length: Int)? {
        guard start < count else { return nil }
        for length in stride(from: min(3, count - start), through: 1, by: -1) {
            if let id = id(of: phrase(start..<start + length)) { return (id, length) }
        }
        return nil
    }
}
