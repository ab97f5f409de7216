/// How players name the way a wild Pokémon is met (`fishing`, `old rod`,
/// `surfing`, `headbutt trees`, `hordes`, `max raids`): folded phrases, each
/// with the slugs of PokéAPI's encounter methods it covers. Alone they find
/// the Pokémon met that way anywhere; beside a place, met there that way
/// (`fishing on route 12`). Bare `surf`, `headbutt` and `rock smash` stay the
/// moves they also name, and `roaming` Gimmighoul's form.
enum EncounterMethodWords {
    private static let fishing = ["old-rod", "good-rod", "super-rod", "super-rod-spots", "feebas-tile-fishing"]
    private static let surfing = ["surf", "surf-spots"]
    private static let headbutting = ["headbutt", "headbutt-low", "headbutt-normal", "headbutt-high"]

    static let phrases: [String: [String]] = [
        "fishing": fishing, "fished": fishing, "by fishing": fishing, "fishing rod": fishing, "fishing rods": fishing,
        "with a rod": fishing, "rod": fishing, "rods": fishing, "peche": fishing, "angeln": fishing, "pesca": fishing,
        "old rod": ["old-rod"], "good rod": ["good-rod"], "super rod": ["super-rod", "super-rod-spots"],
        "surfing": surfing, "by surfing": surfing, "while surfing": surfing, "surfing pokemon": surfing, "on the water": surfing,
        "surf encounters": surfing, "surfing encounters": surfing, "fishing encounters": fishing,
        "headbutt trees": headbutting, "headbutt tree": headbutting, "headbutting": headbutting, "headbutting trees": headbutting,
        "smashing rocks": ["rock-smash"], "rock smash encounters": ["rock-smash"], "breaking rocks": ["rock-smash"],
        "tall grass": ["walk"], "in the grass": ["walk"], "dark grass": ["dark-grass"], "shaking grass": ["grass-spots"],
        "gift": ["gift", "gift-egg"], "gifts": ["gift", "gift-egg"], "gift pokemon": ["gift", "gift-egg"], "gift egg": ["gift-egg"],
        "static encounter": ["static"], "static encounters": ["static"], "stationary": ["static"],
        "in game trade": ["npc-trade"], "in game trades": ["npc-trade"], "npc trade": ["npc-trade"], "npc trades": ["npc-trade"],
        // Not `roaming` alone: Gimmighoul's Roaming Form.
        "roamers": ["roaming-grass", "roaming-water"],
        "roaming pokemon": ["roaming-grass", "roaming-water"], "roamer": ["roaming-grass", "roaming-water"],
        "honey tree": ["honey-tree"], "honey trees": ["honey-tree"], "horde": ["horde"], "hordes": ["horde"],
        "horde encounters": ["horde"], "sos": ["sos", "sos-from-bubbling-spot"], "sos battles": ["sos", "sos-from-bubbling-spot"],
        "sos battle": ["sos", "sos-from-bubbling-spot"], "max raid": ["max-raid"], "max raids": ["max-raid"],
        "max raid battles": ["max-raid"], "raids": ["max-raid"], "dynamax adventure": ["dynamax-adventure"],
        "dynamax adventures": ["dynamax-adventure"], "hidden grotto": ["hidden-grotto"], "hidden grottoes": ["hidden-grotto"],
        "island scan": ["island-scan"], "poke flute": ["pokeflute"], "pokeflute": ["pokeflute"],
        "berry trees": ["berry-trees"], "ambush": ["trash-can-ambush", "rustling-bush-ambush", "ceiling-ambush", "ground-ambush", "sky-ambush"],
    ]

    /// Words before a way that say a Pokémon is met so (`caught by fishing`, `found while surfing`).
    static let leads: Set<String> = ["caught", "catch", "found", "met", "encountered", "obtained", "by", "via", "using", "while", "when", "from"]

    /// The first word of every phrase: a word not among them starts none (one look-up a word).
    static let firstWords: Set<String> = Set(phrases.keys.compactMap { $0.split(separator: " ").first.map(String.init) })

    /// The longest phrase, in words.
    static let longestPhrase = phrases.keys.map { $0.split(separator: " ").count }.max() ?? 1
}
