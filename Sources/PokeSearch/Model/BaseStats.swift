/// The six base stats of a Pokémon.
public struct BaseStats: Sendable, Hashable, Encodable {
    /// Hit points.
    public var hp: Int
    /// Attack.
    public var attack: Int
    /// Defense.
    public var defense: Int
    /// Special attack.
    public var spAttack: Int
    /// Special defense.
    public var spDefense: Int
    /// Speed.
    public var speed: Int

    /// Their sum.
    public var total: Int { Stat.allCases.reduce(0) { $0 + self[$1] } }

    /// The six values.
    public init(hp: Int, attack: Int, defense: Int, spAttack: Int, spDefense: Int, speed: Int) {
        self.hp = hp
        self.attack = attack
        self.defense = defense
        self.spAttack = spAttack
        self.spDefense = spDefense
        self.speed = speed
    }

    /// Each stat's value from `value`: `BaseStats { row[$0.column] }`.
    public init(_ value: (Stat) throws -> Int) rethrows {
        self.init(hp: 0, attack: 0, defense: 0, spAttack: 0, spDefense: 0, speed: 0)
        for stat in Stat.allCases { self[stat] = try value(stat) }
    }

    /// One stat's value.
    public subscript(stat: Stat) -> Int {
        get {
            switch stat {
            case .hp: hp
            case .attack: attack
            case .defense: defense
            case .spAttack: spAttack
            case .spDefense: spDefense
            case .speed: speed
            }
        }
        set {
            switch stat {
            case .hp: hp = newValue
            case .attack: attack = newValue
            case .defense: defense = newValue
            case .spAttack: spAttack = newValue
            case .spDefense: spDefense = newValue
            case .speed: speed = newValue
            }
        }
    }

    /// One key per stat (its column: `sp_attack`), then `total`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for stat in Stat.allCases { try container.encode(self[stat], forKey: Key(stat.column)) }
        try container.encode(total, forKey: Key("total"))
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { nil }
    }
}
