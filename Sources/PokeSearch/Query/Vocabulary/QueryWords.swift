/// Small words of the query language that carry no value of their own but
/// change how their neighbours are read.
enum QueryWords {
    /// Words people add after a type (`fire type`, `water types`): dropped there.
    static let typeFillers: Set<String> = ["type", "types", "typed"]

    /// Words that name the kind of thing searched (`grass pokemon`): dropped
    /// when the query says something else.
    static let pokemonFillers: Set<String> = ["pokemon", "pokemons", "ポケモン", "포켓몬", "宝可梦", "寶可夢"]

    /// Words that make the next phrase a field value: `move surf` is `move:surf`,
    /// `holds leftovers` is `holds:leftovers`.
    static let fieldLeads: [String: LexiconKind] = [
        "move": .move, "moves": .move, "learns": .move, "learn": .move, "knows": .move,
        "ability": .ability, "abilities": .ability,
        "holds": .item, "holding": .item, "hold": .item, "item": .item,
    ]

    /// Gender words after a name: `nidoran male`, `nidoran ♀` (folded to `f`).
    static let genders: [String: String] = [
        "male": "m", "female": "f", "m": "m", "f": "f", "boy": "m", "girl": "f",
    ]

    /// A whole query of one of these words returns one Pokémon at random.
    static let random: Set<String> = ["random"]

    /// Words of a request around the query (`show me the fastest`), dropped
    /// when the query says something else and they are not part of a name.
    static let requestWords: Set<String> = ["the", "all", "show", "me", "list", "find", "which", "what", "are", "every"]

    /// Spellings the Pokédex does not use for a word it knows: `grey` is `gray`.
    static let spellings: [String: String] = ["grey": "gray", "colour": "color"]
}
