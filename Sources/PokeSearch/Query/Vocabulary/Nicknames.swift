/// The short names competitive players write for Pokémon, as data: each
/// nickname (folded) and the slug name it stands for (folded, as
/// `search_name` holds it).
///
/// Source: the short forms Pokémon Showdown's dex answers to (the aliases
/// of smogon/pokemon-showdown, `data/aliases.ts`) and that Smogon's
/// analyses and forums use, chosen by hand. Kept small and safe: a nickname
/// here is a word no Pokémon's English name starts with (other than the one
/// it names), so a name being typed is never read as a nickname; short
/// forms that already find their Pokémon (a beginning, `garde`; a word
/// inside the name, which also finds it, is listed when it is common)
/// need no entry. A form is written after its Pokémon's nickname with a
/// dash and its first letters (`lando-t`), which `PokemonShorthand` reads
/// for every Pokémon. `NicknameTests` checks every entry on the bundled data.
enum Nicknames {
    static let names: [String: String] = [
        "chomp": "garchomp",
        "dnite": "dragonite",
        "dpult": "dragapult",
        "gambit": "kingambit",
        "lando": "landorus",
        "mence": "salamence",
        "mew2": "mewtwo",
        "pdon": "groudon primal",
        "pert": "swampert",
        "pex": "toxapex",
        "pult": "dragapult",
        "pyogre": "kyogre primal",
        "rachi": "jirachi",
        "thundy": "thundurus",
        "torn": "tornadus",
        "ttar": "tyranitar",
        "zard": "charizard",
        "zone": "magnezone",
        "zong": "bronzong",
    ]
}
