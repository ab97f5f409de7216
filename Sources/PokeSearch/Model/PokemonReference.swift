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
    /// The cosmetic form named (`unown b`: `pokemon-form` id), if one was.
    public var formID: Int?

    public init(id: Int, name: String, speciesID: Int, englishName: String, formID: Int? = nil) {
        self.id = id
        self.name = name
        self.speciesID = speciesID
        self.englishName = englishName
        self.formID = formID
    }
}
