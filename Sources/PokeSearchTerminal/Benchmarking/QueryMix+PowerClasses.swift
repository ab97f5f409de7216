import PokeSearch

extension QueryMix {
    /// Issue 32's data classes, each with a Pokémon search's and an entity
    /// command's queries where it has both: classes of moves (`moves
    /// recoil`, `learns a priority move`), ways of evolving, egg groups,
    /// places (`mt moon`) and natures (`natures speed`).
    static let powerClassQueries: [BenchmarkQuery] = [
        ("move-class", [
            (EntityKind.move, "recoil"), (.move, "paralyze"), (.move, "high crit"), (.move, "raises attack"), (.move, "is:ohko"),
            (.move, "fire burn"), (.move, "healing"), (.move, "recul"),
        ], ["learns a priority move", "water priority"]),
        ("evolution-method", [], [
            "evolves with a water stone", "evolves with friendship", "trade evolutions", "evolves with friendship at night",
            "evolves holding a metal coat", "evolves with a pierre eau", "evolves at level 36", "stone evolutions", "evolves:trade",
            "evolves at mt coronet",
        ]),
        ("egg-group", [], [
            "egg group fairy", "egg group dragon", "egg:monster", "dragon egg group", "egg group water 1", "egg group fairy fire",
            "egg group bug", "egg:undiscovered", "egg group field", "egg group ditto",
        ]),
        ("location", [], [
            "mt moon", "mont selenite", "viridian forest", "found in mt moon", "location:mt moon", "mt moon game:red",
            "mondberg", "safari zone", "mt moon rock", "route 1",
        ]),
        ("nature", [
            (EntityKind.nature, "speed"), (.nature, "timid"), (.nature, "lowers attack"), (.nature, "raises:spa lowers:atk"),
            (.nature, "vitesse"), (.nature, "neutral"), (.nature, "scheu"), (.nature, "timd"), (.nature, "jolly"), (.nature, ""),
        ], []),
    ].flatMap { queryClass, entityQueries, pokemonQueries in
        entityQueries.map { BenchmarkQuery(queryClass: queryClass, text: $1, entityKind: $0) }
            + pokemonQueries.map { BenchmarkQuery(queryClass: queryClass, text: $0) }
    }
}
