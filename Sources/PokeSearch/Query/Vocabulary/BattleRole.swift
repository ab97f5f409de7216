/// What competitive players call a Pokémon by the shape of its base stats:
/// `physical attackers`, `special sweepers`, `physical walls`. A role keeps
/// the Pokémon whose stats lean its way and, unless the query sorts
/// already (`fast physical attackers`), puts the strongest in it first.
enum BattleRole: String, Sendable, CaseIterable {
    case physicalAttacker = "physical attacker"
    case specialAttacker = "special attacker"
    case physicalWall = "physical wall"
    case specialWall = "special wall"

    /// The stat the role is strong in, best first.
    var sortKey: SortKey {
        switch self {
        case .physicalAttacker: .attack
        case .specialAttacker: .spAttack
        case .physicalWall: .defense
        case .specialWall: .spDefense
        }
    }

    /// Whether `card`'s stats lean this way: Attack above Special Attack for
    /// a physical attacker, and so on.
    func holds(_ card: PokemonCard) -> Bool {
        switch self {
        case .physicalAttacker: card.attack > card.spAttack
        case .specialAttacker: card.spAttack > card.attack
        case .physicalWall: card.defense > card.spDefense
        case .specialWall: card.spDefense > card.defense
        }
    }

    /// What an explanation says of it.
    var explanation: String {
        switch self {
        case .physicalAttacker: "physical attacker (Attack above Sp. Atk)"
        case .specialAttacker: "special attacker (Sp. Atk above Attack)"
        case .physicalWall: "physical wall (Defense above Sp. Def)"
        case .specialWall: "special wall (Sp. Def above Defense)"
        }
    }

    /// Folded phrases of two words: English, then French, Spanish and German.
    static let phrases: [String: BattleRole] = {
        let spellings: [BattleRole: [String]] = [
            .physicalAttacker: [
                "physical attacker", "physical attackers", "physical sweeper", "physical sweepers", "physical hitter",
                "physical hitters", "physical attacking", "physically offensive", "attaquant physique", "attaquants physiques",
                "atacante fisico", "atacantes fisicos", "physischer angreifer", "physische angreifer",
            ],
            .specialAttacker: [
                "special attacker", "special attackers", "special sweeper", "special sweepers", "special hitter",
                "special hitters", "special attacking", "specially offensive", "attaquant special", "attaquants speciaux",
                "atacante especial", "atacantes especiales", "spezieller angreifer", "spezielle angreifer",
            ],
            .physicalWall: [
                "physical wall", "physical walls", "physical tank", "physical tanks", "physical defender", "physical defenders",
                "physically bulky", "physically defensive", "mur physique", "murs physiques", "muro fisico", "muros fisicos",
            ],
            .specialWall: [
                "special wall", "special walls", "special tank", "special tanks", "special defender", "special defenders",
                "specially bulky", "specially defensive", "mur special", "murs speciaux", "muro especial", "muros especiales",
            ],
        ]
        return spellings.reduce(into: [:]) { phrases, entry in
            for spelling in entry.value { phrases[spelling] = entry.key }
        }
    }()

    /// The first word of every phrase: most words start none.
    static let firstWords = Set(firstWordsOf: phrases.keys)
}
