/// The fields a query can name: `type:fire`, `ability:levitate`, `gen:4`.
enum QueryField: String, CaseIterable {
    case type, ability, move
    /// `holds:leftovers`: the Pokémon that hold the item in the wild.
    case holds
    case generation, region, color, habitat, eggGroup = "egg-group", shape, name, flag = "is", genus
    case family, evolvesFrom = "evolves-from", evolvesInto = "evolves-into", weak, resists, immune
    /// `location:mt moon`: the Pokémon met there in the wild.
    case location
    /// `evolves:water stone`, `evolves:trade`: the Pokémon a way of evolving applies to.
    case evolutionMethod = "evolves"
    /// `game:red`, `game:heartgold-soulsilver`: the games a place is asked about in (with no place, who is met there).
    case game

    /// Every spelling users write, lower-cased.
    static let aliases: [String: QueryField] = [
        "type": .type, "types": .type, "t": .type,
        "ability": .ability, "abilities": .ability, "a": .ability,
        "move": .move, "moves": .move, "learns": .move, "m": .move,
        "holds": .holds, "hold": .holds, "holding": .holds, "held": .holds, "item": .holds, "items": .holds,
        "held-item": .holds, "helditem": .holds, "held_item": .holds,
        "gen": .generation, "generation": .generation, "g": .generation,
        "color": .color, "colour": .color,
        "habitat": .habitat,
        "egg": .eggGroup, "egg-group": .eggGroup, "egggroup": .eggGroup, "egg_group": .eggGroup,
        "shape": .shape,
        "genus": .genus, "species": .genus, "category": .genus, "kind": .genus,
        "name": .name,
        "is": .flag, "flag": .flag,
        "region": .region,
        "family": .family, "evolves-from": .evolvesFrom, "evolvesfrom": .evolvesFrom, "evolves_from": .evolvesFrom,
        "evolutions": .evolvesFrom, "evos": .evolvesFrom,
        "evolves-into": .evolvesInto, "evolvesinto": .evolvesInto, "evolves_into": .evolvesInto, "prevo": .evolvesInto,
        "prevos": .evolvesInto, "pre-evolutions": .evolvesInto, "pre-evolution": .evolvesInto,
        "weak": .weak, "weakness": .weak, "weak-to": .weak,
        "resists": .resists, "resist": .resists, "resistant": .resists,
        "immune": .immune, "immune-to": .immune,
        "location": .location, "loc": .location, "found": .location, "area": .location, "place": .location,
        "evolves": .evolutionMethod, "evolves-by": .evolutionMethod, "evolves-with": .evolutionMethod, "method": .evolutionMethod,
        "evolution-method": .evolutionMethod, "evomethod": .evolutionMethod, "evo-method": .evolutionMethod,
        "game": .game, "version": .game, "games": .game,
    ]

    /// The field a name stands for, ignoring case; `nil` when there is none.
    static func named(_ name: String) -> QueryField? {
        aliases[name.lowercased()]
    }

    /// The lexicon kind the values of this field are looked up as (the
    /// field's own name; types for matchups, items for `holds:`); nil for `name:`, `is:` and the
    /// evolution fields, whose values are flags and Pokémon names.
    var lexiconKind: LexiconKind? {
        switch self {
        case .weak, .resists, .immune: return .type
        case .holds: return .item
        case .evolutionMethod, .game: return nil
        default: return LexiconKind(rawValue: rawValue)
        }
    }

    /// The type chart relation of a matchup field.
    var matchup: MatchupRelation? {
        switch self {
        case .weak: return .weak
        case .resists: return .resists
        case .immune: return .immune
        default: return nil
        }
    }

    /// Field names listed in error messages.
    static var helpList: String {
        // The stats by their short names (`spa`), which `StatField` reads.
        (allCases.map(\.rawValue) + Stat.allCases.map { $0.abbreviation.lowercased() } + ["bst", "weight", "height"])
            .joined(separator: ", ")
    }

    /// A valid example value, for error messages.
    static func example(for field: String) -> String {
        switch named(field) {
        case .type: return "fire"
        case .ability: return "levitate"
        case .move: return "surf"
        case .holds: return "leftovers"
        case .generation: return "4"
        case .region: return "hoenn"
        case .family, .evolvesFrom: return "eevee"
        case .evolvesInto: return "raichu"
        case .weak, .resists, .immune: return "fire"
        case .color: return "red"
        case .habitat: return "sea"
        case .eggGroup: return "monster"
        case .shape: return "upright"
        case .genus: return "fox"
        case .name: return "pika"
        case .flag: return "legendary"
        case .location: return "mt moon"
        case .evolutionMethod: return "water stone"
        case .game: return "red"
        case nil: return StatField.named(field) == nil ? "value" : ">100"
        }
    }
}
