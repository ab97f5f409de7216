/// How people ask for a way of evolving: `evolves with a water stone`,
/// `evolves by trade`, `evolves with friendship at night`, `trade
/// evolutions`, `evolue par echange`, `entwickelt sich durch tausch`.
/// Items, locations and moves are named through the lexicon, in every language.
enum EvolutionMethodWords {
    /// Words that lead the conditions: `evolves …`, `evolution by …`.
    static let leads: Set<String> = [
        "evolves", "evolve", "evolving", "evolved", "evolution", "evo", "evolue", "evoluer", "evolution par",
        "entwickelt", "entwickelt sich", "entwicklung", "evoluciona", "evolve con", "evolves when",
    ]

    /// Words after the conditions that make them a method: `trade evolutions`, `stone evos`.
    static let trailing: Set<String> = ["evolution", "evolutions", "evos", "evo", "evolvers", "evolves", "evolve", "evolving"]

    /// Words between conditions that say nothing of their own.
    static let connectors: Set<String> = [
        "with", "by", "using", "use", "used", "via", "through", "at", "in", "during", "when", "while", "after", "a", "an", "the",
        "its", "it", "is", "upon", "on", "high", "max", "maximum", "enough", "being", "and", "holding", "held", "hold", "holds",
        "knowing", "knows", "know", "sich", "durch", "mit", "bei", "par", "avec", "en", "la", "le", "de", "du", "con", "por",
        "time", "of", "day time", "near", "for", "next", "to", "close", "around", "beside", "if", "as", "only", "one", "pokemon",
    ]

    /// Words that name a condition without a value.
    enum Condition: Hashable {
        case trigger(String)
        case friendship
        case stone
        case timeOfDay(String)
        /// `level` or `level up`: a number may follow (`level 16`).
        case level
        /// `item`: the trigger `use-item` alone, some item after another
        /// trigger (`trade with an item`, `level up holding an item`).
        case item
        /// One of the rarer requirements the import keeps as a kind in
        /// `evolution.conditions` (`rain`: Sliggoo; `upside-down`: Inkay).
        case requirement(String)
        /// One of several such kinds (`party`: a species or a type in it).
        case anyRequirement([String])
        /// At one of these places, by slug: what games call a magnetic field.
        case places([String])
        /// Only Pokémon of this gender evolve so (`female`: Snorunt, Combee…).
        case gender(String)

        /// A requirement of the rarer kinds, which wins a tie with an item's name of as many words.
        var isRequirement: Bool {
            switch self {
            case .requirement, .anyRequirement, .places, .gender: true
            default: false
            }
        }

        /// A trigger (`trade`, `level up`): it may begin a way of evolving without `evolves`.
        var isTrigger: Bool {
            switch self {
            case .trigger, .level: true
            default: false
            }
        }
    }

    static let conditions: [String: Condition] = [
        "friendship": .friendship, "happiness": .friendship, "affection": .friendship, "high friendship": .friendship,
        "amitie": .friendship, "bonheur": .friendship, "freundschaft": .friendship, "zuneigung": .friendship,
        "amistad": .friendship, "felicidad": .friendship, "friendly": .friendship,
        "trade": .trigger("trade"), "trading": .trigger("trade"), "traded": .trigger("trade"), "trades": .trigger("trade"),
        "link cable": .trigger("trade"), "echange": .trigger("trade"), "echanges": .trigger("trade"), "tausch": .trigger("trade"),
        "tauschen": .trigger("trade"), "intercambio": .trigger("trade"),
        "item": .item, "items": .item, "use item": .trigger("use-item"),
        "objet": .item, "gegenstand": .item, "objeto": .item,
        "shed": .trigger("shed"), "spin": .trigger("spin"), "spinning": .trigger("spin"),
        "stone": .stone, "stones": .stone, "evolution stone": .stone, "evolutionary stone": .stone, "pierre": .stone,
        "pierres": .stone, "stein": .stone, "steine": .stone, "piedra": .stone,
        "day": .timeOfDay("day"), "daytime": .timeOfDay("day"), "jour": .timeOfDay("day"), "tag": .timeOfDay("day"),
        "tagsuber": .timeOfDay("day"), "dia": .timeOfDay("day"),
        "night": .timeOfDay("night"), "nighttime": .timeOfDay("night"), "night time": .timeOfDay("night"), "nuit": .timeOfDay("night"),
        "nacht": .timeOfDay("night"), "nachts": .timeOfDay("night"), "noche": .timeOfDay("night"),
        "dusk": .timeOfDay("dusk"), "crepuscule": .timeOfDay("dusk"), "abenddammerung": .timeOfDay("dusk"),
        "level": .level, "level up": .level, "leveling": .level, "leveling up": .level, "levelling": .level,
        "levelling up": .level, "levels": .level, "lvl": .level, "lv": .level, "niveau": .level, "level aufstieg": .level,
        "levelaufstieg": .level, "nivel": .level,
        "rain": .requirement("rain"), "raining": .requirement("rain"), "rainy": .requirement("rain"), "overworld rain": .requirement("rain"),
        "pluie": .requirement("rain"), "regen": .requirement("rain"), "lluvia": .requirement("rain"),
        "upside down": .requirement("upside-down"), "upside": .requirement("upside-down"), "flipped": .requirement("upside-down"),
        "beauty": .requirement("beauty"), "beaute": .requirement("beauty"), "schonheit": .requirement("beauty"),
        "multiplayer": .requirement("multiplayer"), "union circle": .requirement("multiplayer"),
        "steps": .requirement("steps"), "walking": .requirement("steps"), "walk": .requirement("steps"),
        "damage": .requirement("damage-taken"), "taking damage": .requirement("damage-taken"),
        // `evolves knowing a move`, `level up with a specific move`: some move known (Tangela, Yanma, Aipom…).
        "move": .requirement("known-move"), "moves": .requirement("known-move"), "known move": .requirement("known-move"),
        "specific move": .requirement("known-move"), "certain move": .requirement("known-move"),
        "special move": .requirement("known-move"), "attaque": .requirement("known-move"), "attacke": .requirement("known-move"),
        "movimiento": .requirement("known-move"),
        // `evolves at a special location`: some place (Magneton, Nosepass, Eevee, Charjabug, Crabrawler).
        "location": .requirement("location"), "place": .requirement("location"), "special location": .requirement("location"),
        "specific location": .requirement("location"), "certain location": .requirement("location"),
        "special place": .requirement("location"), "specific place": .requirement("location"), "certain place": .requirement("location"),
        "special area": .requirement("location"), "lieu": .requirement("location"), "ort": .requirement("location"),
        "lugar": .requirement("location"),
        "magnetic field": .places(magneticFields), "magnetic": .places(magneticFields), "magnetic area": .places(magneticFields),
        "magnetfeld": .places(magneticFields), "champ magnetique": .places(magneticFields), "campo magnetico": .places(magneticFields),
        // Eevee near a Moss Rock (Leafeon) or an Ice Rock (Glaceon).
        "moss rock": .requirement("special-rock"), "mossy rock": .requirement("special-rock"), "ice rock": .requirement("special-rock"),
        "icy rock": .requirement("special-rock"), "special rock": .requirement("special-rock"),
        "party": .anyRequirement(["party-species", "party-type"]), "in party": .anyRequirement(["party-species", "party-type"]),
        "party pokemon": .anyRequirement(["party-species", "party-type"]), "team": .anyRequirement(["party-species", "party-type"]),
        "gender": .requirement("gender"), "female": .gender("female"), "females": .gender("female"), "male": .gender("male"),
        "males": .gender("male"), "femelle": .gender("female"), "weiblich": .gender("female"), "hembra": .gender("female"),
        "trade partner": .requirement("trade-species"), "specific pokemon": .requirement("trade-species"),
        "certain pokemon": .requirement("trade-species"), "another pokemon": .requirement("trade-species"),
        "stats": .requirement("attack-vs-defense"),
    ]

    /// The places games call a magnetic field, where Magneton, Nosepass and Charjabug evolve.
    static let magneticFields = ["mt-coronet", "chargestone-cave", "kalos-route-13", "new-mauville", "vast-poni-canyon", "blush-mountain"]
}
