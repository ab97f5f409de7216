/// A group players name that no field of the dump holds (`legendary birds`,
/// `lake guardians`, `tapus`, `eeveelutions`): its name as an explanation
/// says it, and its species by national Pokédex number, forms included.
/// The groups are fixed by the games; a dump without some of their species
/// finds the ones it has.
struct PokemonGroup: Sendable, Equatable {
    var name: String
    var speciesIDs: [Int]

    /// Folded phrases of one to three words, singular and plural.
    static let phrases: [String: PokemonGroup] = {
        let groups: [(PokemonGroup, [String])] = [
            (.init(name: "legendary birds", speciesIDs: [144, 145, 146]),
             ["legendary birds", "legendary bird", "kanto birds", "bird trio", "legendary bird trio"]),
            (.init(name: "legendary beasts", speciesIDs: [243, 244, 245]),
             ["legendary beasts", "legendary beast", "legendary dogs", "legendary dog", "johto beasts", "beast trio"]),
            (.init(name: "tower duo", speciesIDs: [249, 250]), ["tower duo"]),
            (.init(name: "eon duo", speciesIDs: [380, 381]), ["eon duo", "eon dragons"]),
            (.init(name: "weather trio", speciesIDs: [382, 383, 384]), ["weather trio", "hoenn trio", "super ancient pokemon"]),
            (.init(name: "legendary titans", speciesIDs: [377, 378, 379, 486, 894, 895]),
             ["regis", "legendary titans", "legendary golems", "golem trio"]),
            (.init(name: "lake guardians", speciesIDs: [480, 481, 482]), ["lake guardians", "lake trio", "lake guardian"]),
            (.init(name: "creation trio", speciesIDs: [483, 484, 487]), ["creation trio", "creation dragons"]),
            (.init(name: "lunar duo", speciesIDs: [488, 491]), ["lunar duo"]),
            (.init(name: "swords of justice", speciesIDs: [638, 639, 640, 647]), ["swords of justice", "musketeers"]),
            (.init(name: "forces of nature", speciesIDs: [641, 642, 645, 905]),
             ["forces of nature", "force of nature", "kami trio", "genies", "genie trio"]),
            (.init(name: "tao trio", speciesIDs: [643, 644, 646]), ["tao trio", "unova dragons"]),
            (.init(name: "guardian deities", speciesIDs: [785, 786, 787, 788]),
             ["tapus", "guardian deities", "island guardians", "tapu quartet"]),
            (.init(name: "treasures of ruin", speciesIDs: [1001, 1002, 1003, 1004]),
             ["treasures of ruin", "treasure of ruin", "ruinous quartet", "ruin quartet", "ruinous legendaries"]),
            (.init(name: "loyal three", speciesIDs: [1014, 1015, 1016]), ["loyal three", "loyal trio"]),
            // The Paradox Pokémon of the past (Scarlet's) and of the future (Violet's).
            (.init(name: "ancient paradoxes", speciesIDs: [984, 985, 986, 987, 988, 989, 1005, 1009, 1020, 1021]),
             ["ancient paradox", "ancient paradoxes", "past paradox", "past paradoxes", "ancient paradox pokemon",
              "scarlet paradoxes", "scarlet paradox"]),
            (.init(name: "future paradoxes", speciesIDs: [990, 991, 992, 993, 994, 995, 1006, 1010, 1022, 1023]),
             ["future paradox", "future paradoxes", "iron paradox", "iron paradoxes", "future paradox pokemon", "irons",
              "violet paradoxes", "violet paradox"]),
            // VGC's restricted legendaries, the box legendaries of the games' covers and their kin;
            // the other legendaries are the sub-legendaries.
            (.init(name: "box legendaries", speciesIDs: restricted),
             ["box legendaries", "box legendary", "box legends", "cover legendaries", "cover legendary", "restricted legendaries",
              "restricted legendary", "restricteds", "restricted pokemon"]),
            (.init(name: "sub-legendaries", speciesIDs: subLegendary),
             ["sub legendaries", "sub legendary", "sublegendaries", "sublegendary", "sub legends", "minor legendaries"]),
            (.init(name: "eeveelutions", speciesIDs: [134, 135, 136, 196, 197, 470, 471, 700]),
             ["eeveelutions", "eeveelution", "eevolutions", "eevolution"]),
        ]
        return groups.reduce(into: [:]) { phrases, entry in
            for spelling in entry.1 { phrases[spelling] = entry.0 }
        }
    }()

    /// Restricted in VGC's rules: Mewtwo, the box legendaries, Cosmog's line, Terapagos.
    private static let restricted = [
        150, 249, 250, 382, 383, 384, 483, 484, 487, 643, 644, 646, 716, 717, 718, 789, 790, 791, 792, 800, 888, 889, 890, 898,
        1007, 1008, 1024,
    ]

    /// The legendaries PokéAPI marks that are not restricted (`PokemonGroupTests` holds the two to the flag).
    private static let subLegendary = [
        144, 145, 146, 243, 244, 245, 377, 378, 379, 380, 381, 480, 481, 482, 485, 486, 488, 638, 639, 640, 641, 642, 645, 772, 773,
        785, 786, 787, 788, 891, 892, 894, 895, 896, 897, 905, 1001, 1002, 1003, 1004, 1014, 1015, 1016, 1017,
    ]

    /// The first word of every phrase: most words start none, and are then not joined with the next.
    static let firstWords = Set(firstWordsOf: phrases.keys)

    /// The most words a phrase has.
    static let longestPhrase = 3
}
