/// What a search knows of one Pokémon before it reads any text: the columns
/// of `pokemon_card` its filters compare and its sorts order by, with the
/// ids its membership filters test (types, abilities, species facts).
///
/// Plain values only (no strings or arrays, so no reference counting): a
/// search scans all 1,351 cards for most filters and sorts. The slug lives
/// beside them (`CardTable.slugs`). One card per Pokémon in the `search_card`
/// blob, in Pokémon id order: a card's position is its document number in
/// the full-text index.
struct PokemonCard: Sendable, Equatable {
    var id: Int
    var speciesID: Int
    var generationID: Int
    var isDefault: Bool
    var isMega: Bool
    var isLegendary: Bool
    var isMythical: Bool
    var isBaby: Bool
    /// A Gigantamax form (`charizard-gmax`), which the dump names by its slug only.
    var isGigantamax: Bool
    var hp: Int
    var attack: Int
    var defense: Int
    var spAttack: Int
    var spDefense: Int
    var speed: Int
    /// Decimetres and hectograms, as the dump gives them.
    var height: Int?
    var weight: Int?
    var baseExperience: Int?
    var captureRate: Int?
    /// The species' place in its evolution chain.
    var evolvesFromSpeciesID: Int?
    var evolutionChainID: Int?
    var colorID: Int?
    var habitatID: Int?
    var shapeID: Int?
    /// Ids in slot order: at most two types and two egg groups, three abilities.
    var typeIDs: SmallIDs
    var abilityIDs: SmallIDs
    var eggGroupIDs: SmallIDs

    var total: Int { hp + attack + defense + spAttack + spDefense + speed }
}

/// Up to three ids held inline (a Pokémon's types, abilities, egg groups).
struct SmallIDs: Sendable, Equatable, Sequence {
    private var first: Int32 = 0, second: Int32 = 0, third: Int32 = 0
    private(set) var count = 0

    static let capacity = 3

    init() {}

    init(_ ids: [Int]) {
        for id in ids.prefix(Self.capacity) { append(id) }
    }

    /// One id, or none.
    init(_ id: Int?) {
        if let id { append(id) }
    }

    /// Adds `id` when there is room (at most `capacity`).
    mutating func append(_ id: Int) {
        guard count < Self.capacity else { return }
        switch count {
        case 0: first = Int32(id)
        case 1: second = Int32(id)
        default: third = Int32(id)
        }
        count += 1
    }

    subscript(index: Int) -> Int {
        Int(index == 0 ? first : index == 1 ? second : third)
    }

    /// Walks the ids in place: an `AnyIterator` allocated a box per walk.
    struct Iterator: IteratorProtocol {
        fileprivate let ids: SmallIDs
        fileprivate var index = 0

        mutating func next() -> Int? {
            guard index < ids.count else { return nil }
            defer { index += 1 }
            return ids[index]
        }
    }

    func makeIterator() -> Iterator { Iterator(ids: self) }
}
