/// Words around a game's name that ask who is met in the wild in it
/// (`pokemon red`, `found in red`, `red version`) or only in it of its pair
/// (`red exclusives`, `exclusive to red`, `only in red`). A game's name
/// alone stays what else it names (`red` the colour, `sun` the item).
enum GameWords {
    /// Words that may come before a game's name: `in red`, `pokemon red`, `found in red`.
    static let leads: Set<String> = [
        "in", "pokemon", "game", "found", "caught", "catch", "catchable", "met", "available", "obtainable",
        "encountered", "wild",
    ]
    /// Words before a game's name that ask for what only it has: `exclusive to red`, `only in red`.
    static let exclusiveLeads: Set<String> = ["exclusive", "exclusives", "only", "exclusifs", "exclusif", "exclusivos", "exclusivo"]
    /// Words between those and the name: `exclusive to`, `only in`, `exclusives of the`.
    static let exclusiveConnectors: Set<String> = ["to", "in", "on", "for", "of", "the", "pokemon", "a", "de", "en"]
    /// Words after a game's name: `red version`, `pokemon red game`.
    static let trailing: Set<String> = ["version", "versions", "game"]
    /// Words before a game's name that ask for its generation's Pokémon: `introduced in sword`, `new in scarlet`.
    static let introductionLeads: Set<String> = ["introduced", "added", "new", "debuted", "released"]
    /// Words after an introduction lead, one at least (`new moon` stays a name): `introduced in`, `new to`, `added with`.
    static let introductionConnectors: Set<String> = ["in", "to", "with", "by", "on", "the", "pokemon"]
    /// Words after a game's name that ask for what only it has: `red exclusives`, `red only`.
    static let exclusiveTrailing: Set<String> = [
        "exclusive", "exclusives", "only", "exclusif", "exclusifs", "exklusiv", "exklusive", "exclusivo", "exclusivos",
        "esclusivo", "esclusivi",
    ]
}
