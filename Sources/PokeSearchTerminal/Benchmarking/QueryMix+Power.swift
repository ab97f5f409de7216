import PokeSearch

extension QueryMix {
    /// What competitive players type, in Pokémon searches and in `moves`,
    /// `items` and `abilities`: abbreviations and clipped names (as names
    /// and as filters), words inside names, nicknames and forms by their
    /// letters, two typos in a medium-length name, and phrases with words
    /// that match nothing.
    static let powerQueries: [BenchmarkQuery] = ([
        ("abbreviation", nil, "prankster, twave"), ("abbreviation", nil, "hjk fighting"), ("abbreviation", nil, "tkoko"),
        ("abbreviation", nil, "mmime"), ("abbreviation", nil, "intimidate uturn"), ("abbreviation", nil, "sforce"),
        ("abbreviation", .move, "tbolt"), ("abbreviation", .move, "qd"), ("abbreviation", .move, "willowisp"),
        ("abbreviation", .item, "cscarf"),
        ("infix", nil, "pex"), ("infix", nil, "chomp"), ("infix", nil, "chom"), ("infix", nil, "caufeu"), ("infix", nil, "rachi"),
        ("infix", nil, "bizarre"), ("infix", .move, "bolt"), ("infix", .move, "blitz"), ("infix", .item, "scarf"), ("infix", .ability, "veil"),
        ("nickname", nil, "ttar"), ("nickname", nil, "lando-t"), ("nickname", nil, "lando"), ("nickname", nil, "thundy"),
        ("nickname", nil, "dnite"), ("nickname", nil, "zard"), ("nickname", nil, "rotom-w"), ("nickname", nil, "zapdos-g"),
        ("nickname", nil, "urshifu-r"), ("nickname", nil, "lando-t ground"),
        ("two-typo", nil, "pikaku"), ("two-typo", nil, "bisazan"), ("two-typo", nil, "gluraak"), ("two-typo", nil, "gangur"),
        ("two-typo", nil, "lukaryo"), ("two-typo", nil, "pikaku electric"), ("two-typo", nil, "charmandr"),
        ("two-typo", .move, "tundre"), ("two-typo", .move, "psychik"), ("two-typo", .move, "surff"),
        ("ignored", nil, "fire xqzvw"), ("ignored", nil, "xqzvw pikachu qqqqzz"), ("ignored", nil, "water ghost xqzvw"),
        ("ignored", .ability, "gimme rain"), ("ignored", .move, "xqzvw punch"),
    ] as [(String, EntityKind?, String)]).map { BenchmarkQuery(queryClass: $0, text: $2, entityKind: $1) }
}
