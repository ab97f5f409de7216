/// One Pokémon named on the command line, resolved to its PokéAPI id.
public struct PokemonReference: Sendable, Hashable {
    /// PokéAPI `pokemon` id.
    public var id: Int
    /// PokéAPI slug, e.g. `charizard-mega-x`.
    public var name: String
    /// National Pokédex number.
    public var speciesID: Int
    /// English name for messages, e.g. `Mega Charizard X`.
    public var englishName: String

    public init(id: Int, name: String, speciesID: Int, englishName: String) {
        self.id = id
        self.name = name
        self.speciesID = speciesID
        self.englishName = englishName
    }
}
