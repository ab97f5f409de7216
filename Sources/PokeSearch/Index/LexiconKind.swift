/// What a row of the `lexicon` table names: the things a query can filter
/// by, under every name they have (`fire`, `feu`, `ほのお` are one type).
enum LexiconKind: String, CaseIterable, Sendable {
    case type, ability, move, color, habitat, shape, eggGroup = "egg-group", generation
    /// An item's names (`leftovers`, `restes`): a query naming one means the
    /// Pokémon that hold it in the wild (`pokemon_held_item`).
    case item
    /// A region's names (`hoenn`, `ホウエン`): ids are regions, each standing for
    /// the generation that introduced it.
    case region
    /// A species' genus (`fox pokemon`, `pokemon renard`): ids are species.
    case genus
    /// A place's names (`mt moon`, `mont selenite`): a query naming one means
    /// the Pokémon met there in the wild; only places where some are, or
    /// where some Pokémon evolves.
    case location
    /// A nature's names (`timid`, `scheu`): only `show` and entity searches
    /// look them up; a Pokémon query never reads them.
    case nature

    /// The `localized_name` rows naming the things of this kind in every
    /// language (`nil` for genus, whose phrases are `species_text`'s).
    var nameKind: NameKind? {
        switch self {
        case .type: .type
        case .ability: .ability
        case .move: .move
        case .color: .color
        case .habitat: .habitat
        case .shape: .shape
        case .eggGroup: .eggGroup
        case .generation: .generation
        case .item: .item
        case .region: .region
        case .genus: nil
        case .location: .location
        case .nature: .nature
        }
    }

    /// Where the kind stands in `allCases`: an index for tables by kind.
    var position: Int {
        switch self {
        case .type: 0
        case .ability: 1
        case .move: 2
        case .color: 3
        case .habitat: 4
        case .shape: 5
        case .eggGroup: 6
        case .generation: 7
        case .item: 8
        case .region: 9
        case .genus: 10
        case .location: 11
        case .nature: 12
        }
    }

    /// The Pokédex table that lists the things of this kind (`nil` for genus,
    /// read from `species_text`).
    var table: String? {
        switch self {
        case .eggGroup: return "egg_group"
        case .genus: return nil
        default: return rawValue
        }
    }
}
