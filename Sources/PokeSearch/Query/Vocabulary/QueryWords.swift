/// Small words of the query language that carry no value of their own but
/// change how their neighbours are read.
enum QueryWords {
    /// Words people write next to a value that say what kind of value it is:
    /// `fire type`, `type: fire`, `tipo fuego`, `ほのお タイプ`, `kanto region`,
    /// `red color`, `habitat cave`, `pokemon from kanto`. Dropped beside a value of that kind.
    static let kindFillers: [String: LexiconKind] = [
        "type": .type, "types": .type, "typed": .type, "typ": .type, "typen": .type, "tipo": .type, "tipos": .type,
        "タイプ": .type, "타입": .type, "属性": .type, "系": .type,
        "region": .region, "regions": .region, "from": .region, "in": .region, "regione": .region, "ちほう": .region,
        "color": .color, "colors": .color, "colored": .color, "coloured": .color, "couleur": .color, "farbe": .color,
        "habitat": .habitat, "habitats": .habitat, "lives": .habitat, "living": .habitat,
        "shape": .shape, "shaped": .shape, "body": .shape, "forme": .shape,
        "ability": .ability, "abilities": .ability, "move": .move, "moves": .move, "attack": .move, "item": .item,
    ]

    /// Words that lead to where a Pokémon lives (`lives in caves`, `found in
    /// kanto`, `pokemon in red`): dropped, past one another, before a habitat,
    /// a region (or a generation) or a colour.
    static let placeLeads: Set<String> = [
        "found", "lives", "live", "living", "dwells", "dwell", "dwelling", "inhabits", "inhabit", "native", "in", "from", "on",
    ]

    /// Suffixes written onto a type word in scripts without spaces: `ほのおタイプ`, `불꽃타입`, `火系`.
    static let typeSuffixes = ["タイプ", "타입", "系", "属性"]

    /// Words that name the kind of thing searched (`grass pokemon`): dropped
    /// when the query says something else.
    static let pokemonFillers: Set<String> = ["pokemon", "pokemons", "ポケモン", "포켓몬", "宝可梦", "寶可夢", "mons"]

    /// Words that make the next phrase a field value: `move surf` is `move:surf`,
    /// `holds leftovers` is `holds:leftovers`, `color red`, `region kanto`.
    static let fieldLeads: [String: LexiconKind] = [
        "move": .move, "moves": .move, "learns": .move, "learn": .move, "knows": .move, "learning": .move,
        "ability": .ability, "abilities": .ability,
        "holds": .item, "holding": .item, "hold": .item, "item": .item,
        "color": .color, "habitat": .habitat, "shape": .shape, "region": .region,
    ]

    /// Words between a field's lead and its value: `learns the move surf`, `learns both surf and dive`.
    static let valueFillers: Set<String> = ["the", "a", "an", "both", "either", "called", "named"]

    /// Two words that make the next phrase an egg group: `egg group dragon`.
    static let eggGroupLeads: Set<String> = ["egg group", "egg groups", "groupe oeuf", "groupes oeuf", "ei gruppe"]

    /// Words before `ability` that ask for it as a hidden ability: `hidden ability intimidate`.
    static let hiddenAbilityLeads: Set<String> = ["hidden ability", "hidden abilities", "ha"]

    /// Gender words beside a name: `nidoran male`, `male nidoran`, `nidoran ♀`
    /// (folded to `f`), `nidoran femelle`; each with the spellings its names use.
    static let genders: [String: Gender] = [
        "male": .male, "m": .male, "boy": .male, "mannlich": .male, "macho": .male, "maschio": .male, "masculin": .male,
        "オス": .male, "수컷": .male, "雄": .male, "males": .male,
        "female": .female, "f": .female, "girl": .female, "femelle": .female, "weiblich": .female, "hembra": .female,
        "femmina": .female, "feminin": .female, "メス": .female, "암컷": .female, "雌": .female, "females": .female,
    ]

    /// A gender, with the words its Pokémon's names spell it with, the full word first.
    enum Gender {
        case male, female

        var spellings: [String] {
            switch self {
            case .male: return ["male", "m"]
            case .female: return ["female", "f"]
            }
        }
    }

    /// A whole query of one of these words returns one Pokémon at random; with
    /// other words, one of those they find (`random fire`).
    static let random: Set<String> = ["random", "randomly", "zufallig", "aleatoire", "aleatorio", "casuale"]

    /// Words before a number that cap the results: `top 10 fastest`, `first 5 water`.
    static let topLeads: Set<String> = ["top", "first", "best"]

    /// Words of a request or a question around the query (`show me the
    /// fastest`, `what is pikachu?`, `pokemon with levitate`, `fire and
    /// flying`), dropped when the query says something else and they are not
    /// part of a name.
    static let requestWords: Set<String> = Set([
        "the", "all", "show", "me", "list", "find", "which", "what", "are", "every", "is", "does", "do", "a", "an",
        "how", "who", "whats", "with", "has", "have", "having", "can", "that", "and", "und", "et", "give", "get", "some",
        "whose", "where", "many", "of", "by", "to", "de", "du", "des", "von", "der", "di", "del", "both", "either", "takes", "take", "please", "pls",
        // The dump has no shiny colours: `shiny charizard` is Charizard, not a typo of Shinx.
        "shiny",
        // `pokemon that look like dogs` (the genera an animal ends), `slowest pokemon ever`.
        "look", "looks", "looking", "like", "resemble", "resembles", "resembling", "ever", "when",
        // `what level does charmander evolve`, `onix evolution method`: its evolutions answer (the
        // ways of evolving read `evolves at level 36`, `level up with friendship` before these go).
        "level", "method", "methods",
        // `where to catch dratini`, `where can i catch eevee` (its card shows where), `very high hp`.
        "catch", "i", "very", "really",
        // `new pokemon in gen 9`, `introduced in gen 4` (before a game: its generation, `GameWords`).
        "new", "introduced", "added", "debuted",
    ]).union(learnerWords)

    /// Words after a Pokémon's name that ask about it (`charizard stats`,
    /// `garchomp weak to`, `pikachu moveset`): its own card and page answer,
    /// so they say nothing more there. One or two words, folded.
    static let aboutWords: Set<String> = [
        "stats", "stat", "base stats", "statistics", "weakness", "weaknesses", "weak to", "weak against", "weak",
        "resistances", "resists", "resistant to", "matchups", "matchup", "type matchups", "moves", "moveset", "movesets",
        "learnset", "learnsets", "move list", "abilities", "ability", "info", "infos", "information", "data", "details",
        "entry", "dex entry", "pokedex entry", "location", "locations", "type", "types", "typing", "page", "profile",
        "statistiques", "faiblesses", "faiblesse", "capacites", "talents", "werte", "schwachen", "attacken", "estadisticas",
        "debilidades", "statistiche", "debolezze",
    ]

    /// A move's learners as players name them: `trick room setter`, `sticky
    /// web users`, `wish passers`, `sd users` (a short name read as after `learns`).
    static let learnerWords: Set<String> = [
        "setter", "setters", "user", "users", "abuser", "abusers", "passer", "passers", "spammer", "spammers",
        "learner", "learners",
    ]

    /// Words that, with `pokemonFillers` or alone, ask for every Pokémon:
    /// `all pokemon`, `list every pokemon`.
    static let everything: Set<String> = ["all", "every", "everything", "everyone", "list", "pokedex", "tous", "todos", "alle", "tutti",
                                          "全部", "모든"]

    /// The same-type attack bonus, before or after a move: `stab earthquake`.
    static let stab: Set<String> = ["stab"]

    /// Words between two values that ask for both (`dragon and field`), or for either.
    static let conjunctions: Set<String> = ["and", "et", "und", "y", "e"]
    static let disjunctions: Set<String> = ["or", "ou", "oder", "o"]

    /// Words that negate the flag after them: `non-legendary`, `not legendary`.
    static let negations: Set<String> = ["not", "non", "no", "without"]

    /// Words before a value that leave it out, one or two (`dragon not
    /// flying`, `water but not ice`, `legendaries except mythicals`, `dragon
    /// other than garchomp`), read after the phrases that hold a negation of
    /// their own (`not weak to fire`, `no megas`, `no hidden ability`, `no. 25`).
    static let exclusionLeads: Set<String> = [
        "not", "no", "non", "without", "except", "excluding", "exclude", "minus", "other than", "but not", "but no",
        "but without", "apart from", "except for", "aside from", "sans", "sauf", "pas", "ohne", "ausser", "nicht", "kein",
        "keine", "sin", "excepto", "menos", "senza", "tranne", "eccetto",
    ]
    /// The first words of `exclusionLeads`: most words are none, and are let by at once.
    static let exclusionFirstWords = Set(exclusionLeads.map { String($0.prefix { $0 != " " }) })

    /// Spellings the Pokédex does not use for a word it knows: `grey` is
    /// `gray`, `mount silver` is Mt. Silver.
    static let spellings: [String: String] = ["grey": "gray", "colour": "color", "colours": "colors", "coloured": "colored",
                                              "mount": "mt"]

    /// Words of one or two symbols that name a cosmetic form after its Pokémon: `unown !`, `unown ?`.
    static let symbolNames: [String: String] = ["!": "exclamation", "！": "exclamation", "?": "question", "？": "question"]
}
