/// Words that ask for the extreme of a property: `fastest`, `slowest water`.
/// They sort the rest of the query by that key, best first.
struct Superlative {
    var key: SortKey
    var descending: Bool

    /// The Pokémon whose value of `key` is a placeholder of the dump rather
    /// than a measure: every Gigantamax form
    /// weighs 10,000 hg, Eternamax Eternatus 0. Ranked last, so `heaviest`
    /// starts with Cosmoem and Celesteela (999.9 kg), not 34 Gigantamax forms
    /// of 1,000 kg, and `lightest` with Gastly, not Eternamax.
    var placeholders: ((PokemonCard) -> Bool)? {
        guard key == .weight else { return nil }
        return { card in card.isGigantamax || card.weight == 0 }
    }

    /// Folded words, with their key and direction.
    static let words: [String: Superlative] = [
        "fastest": .init(key: .speed, descending: true),
        "slowest": .init(key: .speed, descending: false),
        "heaviest": .init(key: .weight, descending: true),
        "lightest": .init(key: .weight, descending: false),
        "tallest": .init(key: .height, descending: true),
        "shortest": .init(key: .height, descending: false),
        "smallest": .init(key: .height, descending: false),
        "biggest": .init(key: .height, descending: true),
        "strongest": .init(key: .total, descending: true),
        "weakest": .init(key: .total, descending: false),
        "bulkiest": .init(key: .total, descending: true),
    ]
}
