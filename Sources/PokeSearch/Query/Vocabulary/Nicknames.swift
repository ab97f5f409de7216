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
        "bulu": "tapu bulu",
        "gambit": "kingambit",
        "koko": "tapu koko",
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
        "tusk": "great tusk",
        "zard": "charizard",
        "zone": "magnezone",
        "zong": "bronzong",
    ]

    /// Forms written with letters the form's slug does not begin with:
    /// Showdown's `Necrozma-DM` (Dusk Mane: the slug says `dusk`),
    /// `Ursaluna-BM` (Bloodmoon, one word). Folded, as `PokemonShorthand` reads them.
    static let formLetters: [String: String] = [
        "necrozma dm": "necrozma dusk", "necrozma dw": "necrozma dawn", "ursaluna bm": "ursaluna bloodmoon",
    ]

    /// The short names players write for moves (Showdown's aliases again),
    /// where initials alone would find another move first (`sd` is also Sky
    /// Drop's) or before it its own name would, and the players who use a
    /// move named after it (`spinner`, `defogger`). Each is the move's slug, folded.
    static let moves: [String: String] = [
        "bb": "brave bird", "cc": "close combat", "cm": "calm mind", "dd": "dragon dance", "dm": "draco meteor",
        "eq": "earthquake", "es": "extreme speed", "hp": "hidden power", "ib": "ice beam", "ko": "knock off",
        "ls": "leech seed", "np": "nasty plot", "rocks": "stealth rock", "rs": "rock slide", "sd": "swords dance",
        "spin": "rapid spin", "spinner": "rapid spin", "spinners": "rapid spin", "defogger": "defog", "defoggers": "defog",
        "sr": "stealth rock", "ss": "shell smash", "sub": "substitute", "tr": "trick room", "ts": "toxic spikes",
        "tw": "tailwind", "webs": "sticky web", "wow": "will o wisp", "wisp": "will o wisp", "knock": "knock off",
    ]

    /// The short names players write for held items (Showdown's aliases and
    /// Smogon's sets: `lefties`, `specs`, `boots`), where the item's own names
    /// would find another item first (`scarf` is also Silk Scarf's) or none.
    /// Each is the item's slug, folded.
    static let items: [String: String] = [
        "av": "assault vest", "band": "choice band", "boots": "heavy duty boots", "cb": "choice band",
        "clay": "light clay", "helmet": "rocky helmet", "lefties": "leftovers",
        "lefty": "leftovers", "lo": "life orb", "scarf": "choice scarf", "specs": "choice specs",
        "wp": "weakness policy",
    ]

    /// The short names players write for abilities, where the ability's own
    /// names would find another first (`regen` began Rain Dish's German name).
    static let abilities: [String: String] = [
        "regen": "regenerator", "levi": "levitate", "adapt": "adaptability",
    ]

    /// The players' short names of things of `kind`: moves', items' and abilities'.
    static func shortNames(of kind: LexiconKind) -> [String: String] {
        switch kind {
        case .move: moves
        case .item: items
        case .ability: abilities
        default: [:]
        }
    }
}
