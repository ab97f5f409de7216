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

    /// Whether the Pokémon is known by its number alone: the Pokédex is
    /// damaged, its names cannot be read (`englishName` is `#25`).
    public var isNumberOnly: Bool

    /// A Pokémon known by its names (a cosmetic form's `formID` when one was named).
    public init(id: Int, name: String, speciesID: Int, englishName: String, formID: Int? = nil) {
        self.id = id
        self.name = name
        self.speciesID = speciesID
        self.englishName = englishName
        self.formID = formID
        isNumberOnly = false
    }

    /// The Pokémon with pokemon id `id`, when nothing else about it can be
    /// read: favorites and catches are kept by id, so they can still be
    /// added and removed while the Pokédex is damaged.
    public static func numberOnly(_ id: Int) -> PokemonReference {
        var reference = PokemonReference(id: id, name: "", speciesID: 0, englishName: "#\(id)")
        reference.isNumberOnly = true
        return reference
    }
}
