import GRDB

/// The Pokémon names of several words (`tapu koko`, `mr mime`, `great
/// tusk`, in every language written in Latin letters) as abbreviations read
/// them (`AbbreviatedNames`: `tkoko`, `mmime`, `gtusk`), with the Pokémon
/// and language of each: read from `search_name` on the first word that
/// finds no name, and kept with the index.
struct PokemonNameAbbreviations: Sendable {
    let names: AbbreviatedNames
    /// By `AbbreviatedNames.Name.id`: the Pokémon and language (0 for the slug) of each name.
    private let owners: [(pokemonID: Int, languageID: Int)]

    static func fetch(_ db: Database) throws -> PokemonNameAbbreviations {
        var named: [AbbreviatedNames.Name] = [], owners: [(pokemonID: Int, languageID: Int)] = []
        try ReadStatement(db, sql: "SELECT folded, pokemon_id, language_id FROM search_name WHERE instr(folded, ' ') > 0")
            .forEachRow { row in
                named.append(AbbreviatedNames.Name(text: row.text(0), id: owners.count))
                owners.append((row.int(1), row.int(2)))
            }
        // Pokémon names are not cut where two words join: no list of their words says where.
        return PokemonNameAbbreviations(names: AbbreviatedNames(named, words: []), owners: owners)
    }

    /// The names `typed` abbreviates, with their Pokémon and language.
    func matches(_ typed: String) -> [(name: String, pokemonID: Int, languageID: Int)] {
        names.matches(typed).map { position in
            let name = names.names[position]
            return (name.text, owners[name.id].pokemonID, owners[name.id].languageID)
        }
    }
}
