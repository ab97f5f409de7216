/// The six base stats of a Pokémon.
public struct BaseStats: Sendable, Hashable, Encodable {
    public var hp: Int
    public var attack: Int
    public var defense: Int
    public var spAttack: Int
    public var spDefense: Int
    public var speed: Int

    /// Their sum.
    public var total: Int { hp + attack + defense + spAttack + spDefense + speed }

    enum CodingKeys: String, CodingKey {
        case hp, attack, defense, spAttack = "sp_attack", spDefense = "sp_defense", speed, total
    }

    public init(hp: Int, attack: Int, defense: Int, spAttack: Int, spDefense: Int, speed: Int) {
        self.hp = hp
        self.attack = attack
        self.defense = defense
        self.spAttack = spAttack
        self.spDefense = spDefense
        self.speed = speed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hp, forKey: .hp)
        try container.encode(attack, forKey: .attack)
        try container.encode(defense, forKey: .defense)
        try container.encode(spAttack, forKey: .spAttack)
        try container.encode(spDefense, forKey: .spDefense)
        try container.encode(speed, forKey: .speed)
        try container.encode(total, forKey: .total)
    }
}
