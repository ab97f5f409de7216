extension PokemonCard {
    /// The value a sort key orders by and a comparison compares (`hp>100`),
    /// in the dump's units; nil when the Pokémon has none, and for `.name`,
    /// which orders by displayed name instead.
    func value(of key: SortKey) -> Int? {
        switch key {
        case .number: return speciesID
        case .name: return nil
        case .hp: return hp
        case .attack: return attack
        case .defense: return defense
        case .spAttack: return spAttack
        case .spDefense: return spDefense
        case .speed: return speed
        case .total: return total
        case .height: return height
        case .weight: return weight
        case .baseExperience: return baseExperience
        case .captureRate: return captureRate
        }
    }
}

extension ComparisonOperator {
    func holds(_ value: Double, _ threshold: Double) -> Bool {
        switch self {
        case .lessOrEqual: return value <= threshold
        case .greaterOrEqual: return value >= threshold
        case .notEqual: return value != threshold
        case .less: return value < threshold
        case .greater: return value > threshold
        case .equal: return value == threshold
        }
    }
}

extension MatchupRelation {
    /// Whether a type that hits for `percent` (0, 25, 50, 100, 200, 400) is in this relation.
    func holds(forPercent percent: Int) -> Bool {
        switch self {
        case .weak: return percent >= 200
        case .weakFourTimes: return percent >= 400
        case .resists: return percent < 100
        case .resistsFourTimes: return percent <= 25
        case .immune: return percent == 0
        case .neutral: return percent == 100
        }
    }
}
