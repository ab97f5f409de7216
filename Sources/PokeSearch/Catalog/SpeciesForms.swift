import GRDB

/// Every Pokémon of one species (its default form first, then its regional
/// forms, megas and Gigantamax forms by id): what a detail screen offers
/// when a list shows one card per species.
public enum SpeciesForms {
    /// The Pokémon of species `speciesID`, names in `language`.
    public static func of(speciesID: Int, language: String = "en", in pokedex: Pokedex) throws -> [PokemonSummary] {
        try pokedex.read { db in
            let languageID = try pokedex.languages.id(for: language, in: db)
            let ids = try Int.fetchAll(db, sql: "SELECT id FROM pokemon WHERE species_id = ? ORDER BY is_default DESC, id",
                                       arguments: [speciesID])
            let summaries = try PokemonSummary.fetch(ids: ids, languageID: languageID, in: db)
            return ids.compactMap { summaries[$0] }
        }
    }
}
