/// What a search knows of one Pokémon before it reads any text: the columns
/// of `pokemon_card` its filters compare and its sorts order by, with the
/// ids its membership filters test (types, abilities, species facts).
///
/// Plain values only (no strings or arrays, so no reference counting): a
/// search scans all 1,351 cards for most filters and sorts. Numbers are kept
/// in 32 bits (`Compact`, `CompactOptional`): a card takes 128 bytes rather
/// than 296, so a scan reads less memory and a one-off search, which decodes
/// every card, fills fewer fresh pages. The slug lives beside them
/// (`CardTable.slugs`). One card per Pokémon in the `search_card` blob, in
/// Pokémon id order: a card's position is its document number in the
/// full-text index.
struct PokemonCard: Sendable, Equatable {
    @Compact var id: Int
    @Compact var speciesID: Int
    @Compact var generationID: Int
    var isDefault: Bool
    var isMega: Bool
    var isLegendary: Bool
    var isMythical: Bool
    var isBaby: Bool
    /// A Gigantamax form (`charizard-gmax`), which the dump names by its slug only.
    var isGigantamax: Bool
    @Compact var hp: Int
    @Compact var attack: Int
    @Compact var defense: Int
    @Compact var spAttack: Int
    @Compact var spDefense: Int
    @Compact var speed: Int
    /// Decimetres and hectograms, as the dump gives them.
    @CompactOptional var height: Int?
    @CompactOptional var weight: Int?
    @CompactOptional var baseExperience: Int?
    @CompactOptional var captureRate: Int?
    /// The species' place in its evolution chain.
    @CompactOptional var evolvesFromSpeciesID: Int?
    @CompactOptional var evolutionChainID: Int?
    @CompactOptional var colorID: Int?
    @CompactOptional var habitatID: Int?
    @CompactOptional var shapeID: Int?
    /// Ids in slot order: at most two types and two egg groups, three abilities.
    var typeIDs: SmallIDs
    var abilityIDs: SmallIDs
    var eggGroupIDs: SmallIDs

    var total: Int { hp + attack + defense + spAttack + spDefense + speed }
}

/// A card's number, kept in 32 bits: ids, stats and measures all fit.
@propertyWrapper
struct Compact: Sendable, Equatable {
    private var value: Int32

    init(wrappedValue: Int) { value = Int32(clamping: wrappedValue) }

    var wrappedValue: Int {
        get { Int(value) }
        set { value = Int32(clamping: newValue) }
    }
}

/// A card's optional number, kept in 32 bits with `Int32.min` for none.
@propertyWrapper
struct CompactOptional: Sendable, Equatable {
    private var value: Int32

    init(wrappedValue: Int?) { value = wrappedValue.map { Int32(clamping: $0) } ?? .min }

    var wrappedValue: Int? {
        get { value == .min ? nil : Int(value) }
        set { value = newValue.map { Int32(clamping: $0) } ?? .min }
    }
}

/// Up to three ids held inline (a Pokémon's types, abilities, egg groups).
struct SmallIDs: Sendable, Equatable, Sequence {
    private var first: Int32 = 0, second: Int32 = 0, third: Int32 = 0
    private var storedCount: UInt8 = 0

    var count: Int { Int(storedCount) }

    static let capacity = 3

    init() {}

    init(_ ids: [Int]) {
        for id in ids.prefix(Self.capacity) { append(id) }
    }

    /// Three slots read at once, the first `count` (at most `capacity`) of
    /// them in use: a card record keeps three, unused ones 0.
    init(count: Int, _ first: Int, _ second: Int, _ third: Int) {
        storedCount = UInt8(Swift.min(Swift.max(count, 0), Self.capacity))
        self.first = Int32(truncatingIfNeeded: first)
        self.second = Int32(truncatingIfNeeded: second)
        self.third = Int32(truncatingIfNeeded: third)
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
        storedCount += 1
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
