import PokeSearch

extension QueryMix {
    /// Issue 32's data classes, each with a Pokémon search's and an entity
    /// command's queries where it has both: classes of moves (`moves
    /// recoil`, `learns a priority move`), the groups players name (`moves
    /// pivot`), ways of evolving, egg groups, EV yields (`speed evs`),
    /// places (`mt moon`) and natures (`natures speed`).
    static let powerClassQueries: [BenchmarkQuery] = moveClassQueries + moveGroupQueries + pokemonQueries + natureQueries
        + playerWordQueries + roleQueries

    /// Words players use for what the engine read otherwise: an egg group or
    /// an evolution item alone, a move's setters, the operator first, names
    /// spelt as they sound, places with `pokemon` or `mount`; effect verbs by
    /// their synonyms, held items' and moves' short names, a bare number.
    private static let playerWordQueries: [BenchmarkQuery] = [
        "amorphous", "undiscovered", "moon stone", "metal coat", "trick room setter", "over 100 speed", "base speed 100",
        "dragonight", "pikachoo", "pokemon tower", "mount silver",
    ].map { BenchmarkQuery(queryClass: "player-words", text: $0) }
        + ([(.ability, "sets rain"), (.item, "heals status"), (.ability, "boosts attack"), (.item, "lefties"), (.move, "spin"),
            (.move, "priority 1"), (.move, "over 100 power")] as [(EntityKind, String)])
        .map { BenchmarkQuery(queryClass: "player-words", text: $1, entityKind: $0) }

    /// Roles, rivals and counts players size Pokémon up by (weather setters,
    /// clerics, box legendaries, `faster than garchomp`, `top 10 fastest`), a
    /// place in one game, four letters with a typo; a Pokémon's own moves and
    /// abilities, item categories in players' words, a short name before
    /// another language's name.
    private static let roleQueries: [BenchmarkQuery] = [
        "rain setters", "sun abusers", "clerics", "spinners", "box legendaries", "faster than garchomp", "top 10 fastest",
        "mt moon in red", "power plant", "trade holding an item", "onyx",
    ].map { BenchmarkQuery(queryClass: "roles", text: $0) }
        + ([(.move, "charizard fire"), (.ability, "garchomp"), (.ability, "rain setters"), (.item, "gems"), (.move, "cure status"),
            (.move, "sub")] as [(EntityKind, String)])
        .map { BenchmarkQuery(queryClass: "roles", text: $1, entityKind: $0) }

    private static let moveClassQueries: [BenchmarkQuery] = [
        "recoil", "paralyze", "high crit", "raises attack", "is:ohko", "fire burn", "healing", "recul",
    ].map { BenchmarkQuery(queryClass: "move-class", text: $0, entityKind: .move) }
        + ["learns a priority move", "water priority"].map { BenchmarkQuery(queryClass: "move-class", text: $0) }

    /// The groups players name (`moves pivot`, `entry hazards`), in both commands.
    private static let moveGroupQueries: [BenchmarkQuery] = [
        "pivot", "entry hazards", "punching", "setup", "spread", "bite moves", "special sound", "sword dance",
    ].map { BenchmarkQuery(queryClass: "move-group", text: $0, entityKind: .move) }
        + ["learns a pivot move", "water pivot", "steel entry hazards"].map { BenchmarkQuery(queryClass: "move-group", text: $0) }

    private static let pokemonClasses: [(String, [String])] = [
        ("evolution-method", [
            "evolves with a water stone", "evolves with friendship", "trade evolutions", "evolves with friendship at night",
            "evolves holding a metal coat", "evolves with a pierre eau", "evolves at level 36", "stone evolutions", "evolves:trade",
            "evolves at mt coronet",
        ]),
        ("egg-group", [
            "egg group fairy", "egg group dragon", "egg:monster", "dragon egg group", "egg group water 1", "egg group fairy fire",
            "egg group bug", "egg:undiscovered", "egg group field", "egg group ditto",
        ]),
        ("ev-yield", [
            "speed evs", "2 attack evs", "ev yield 3 hp", "water speed evs", "gives sp atk evs", "evs in defense",
        ]),
        ("location", [
            "mt moon", "mont selenite", "viridian forest", "found in mt moon", "location:mt moon", "mt moon game:red",
            "mondberg", "safari zone", "mt moon rock", "route 1",
        ]),
    ]

    private static let pokemonQueries: [BenchmarkQuery] = pokemonClasses.flatMap { queryClass, texts in
        texts.map { BenchmarkQuery(queryClass: queryClass, text: $0) }
    }

    private static let natureQueries: [BenchmarkQuery] = [
        "speed", "timid", "lowers attack", "raises:spa lowers:atk", "vitesse", "neutral", "scheu", "timd", "jolly", "",
    ].map { BenchmarkQuery(queryClass: "nature", text: $0, entityKind: .nature) }
}
