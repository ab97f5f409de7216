import PokeSearch

/// What the routes read from one Pokédex file: the file itself, the engine
/// over it, and what is read from it once (validators, languages). Replaced
/// whole when the file is (see `LiveCatalog`), so one request never mixes two.
struct CatalogServices: Sendable {
    let pokedex: Pokedex
    let search: SearchEngine
    /// Moves, items and abilities: one instance, so their names are read into memory once.
    let entities: EntitySearch
    let validators: CatalogValidators
    /// The Pokédex's languages with their own names: read once, like the validators,
    /// rather than a scan of every species name per request.
    let languages: [PokedexLanguage]
    let sprites: SpriteLocator
    /// Anonymous answers to repeated requests, and their gzip: this catalogue's only.
    let answers = AnswerCache()

    /// `preloads`: the indexes read now rather than by the searches that need them.
    init(pokedex: Pokedex, preloads: Bool) throws {
        self.pokedex = pokedex
        search = SearchEngine(pokedex: pokedex)
        entities = EntitySearch(pokedex: pokedex)
        if preloads {
            // Every request searches: the index in memory from the start, not read by key per request.
            try search.preload()
            try entities.preload()
        }
        validators = CatalogValidators(stamp: try pokedex.datasetStamp())
        languages = try pokedex.namedLanguages()
        sprites = SpriteLocator(pokedex: pokedex)
    }
}
