import Hummingbird
import PokeSearch

/// The catalogue, no login needed: search, list, one Pokémon (its moves
/// in one game, `game=`, the latest by default as `show` lists them), an
/// encounter, the languages. `forms=false` gives one card per species: a
/// listing its default forms, a search the forms only where the species'
/// default form does not match (`FormScope.speciesOrMatchingForms`). Answers that are the same for everyone carry
/// the dataset's validators (304 on `If-None-Match` or `If-Modified-Since`);
/// a logged-in trainer's carry their favorites and are not stored.
struct CatalogRoutes {
    let services: ServerServices

    func add(to group: some RouterMethods<ServerContext>) {
        group.get("search", use: search)
        group.get("list", use: list)
        group.get("pokemon/:id", use: pokemon)
        group.get("random", use: random)
        group.get("languages", use: languages)
    }

    @Sendable func search(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        func everyones() throws -> [UInt8] {
            try JSONBody.encode(searchAnswer(request, trainer: nil, favorites: nil, catalog: catalog))
        }
        guard let trainer = context.trainer else {
            return try APIResponse.catalogue(for: request, validators: catalog.validators, answers: catalog.answers, make: everyones)
        }
        // A trainer's search is everyone's with their favorites marked, but for
        // `favorites=1`, which searches their favorites only.
        let favorites = context.favorites
        if try QueryParameters(request).bool("favorites") != true,
           let marked = try APIResponse.catalogue(for: request, answers: catalog.answers, favorites: favorites, make: everyones) {
            return marked
        }
        let answer = try searchAnswer(request, trainer: trainer, favorites: favorites, catalog: catalog)
        return try APIResponse.json(answer, for: request, cache: .noStore)
    }

    /// The answer of `/api/search`, `favorites` (the logged-in trainer's) marked.
    private func searchAnswer(_ request: Request, trainer: Trainer?, favorites: Set<Int>?, catalog: CatalogServices) throws -> SearchAnswer<SummaryEntry> {
        let parameters = QueryParameters(request)
        let onlyFavorites = try parameters.bool("favorites") ?? false
        let query = parameters.string("q") ?? ""
        if onlyFavorites && trainer == nil { throw APIError.notLoggedIn }
        let pagination = try parameters.pagination()
        let searchRequest = SearchRequest(
            query: query, limit: pagination.limit, offset: pagination.offset, sort: try parameters.sort(),
            descending: try parameters.descending(), language: parameters.language,
            favoritesOf: onlyFavorites ? trainer?.name : nil,
            forms: try parameters.bool("forms") == false ? .speciesOrMatchingForms : .all,
            explain: try parameters.bool("explain") ?? false,
            game: parameters.string("game"), refusesBlankQuery: !onlyFavorites)
        let results: SearchResults
        do {
            results = try catalog.search.search(searchRequest)
        } catch QueryError.empty {
            throw APIError(.badRequest, "nothing to search for: give q (a name, a type or a filter), or use /api/list for the whole Pokédex")
        }
        return SearchAnswer(results, request: searchRequest, favorites: favorites)
    }

    @Sendable func list(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        func answer(favorites: Set<Int>?) throws -> ListingAnswer {
            let parameters = QueryParameters(request)
            let page = try PokedexListing(pokedex: catalog.pokedex).page(ListingRequest(
                scope: .pokedex, sort: try parameters.sort() ?? .number, descending: try parameters.descending(),
                includeForms: try parameters.bool("forms") ?? true, pagination: try parameters.pagination(),
                language: parameters.language))
            return ListingAnswer(page, favorites: favorites)
        }
        func everyones() throws -> [UInt8] { try JSONBody.encode(answer(favorites: nil)) }
        guard context.trainer != nil else {
            return try APIResponse.catalogue(for: request, validators: catalog.validators, answers: catalog.answers, make: everyones)
        }
        // A trainer's page is everyone's with their favorites marked.
        let favorites = context.favorites
        if let marked = try APIResponse.catalogue(for: request, answers: catalog.answers, favorites: favorites, make: everyones) {
            return marked
        }
        return try APIResponse.json(try answer(favorites: favorites), for: request, cache: .noStore)
    }

    @Sendable func pokemon(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        let reference = try PokemonResolver(pokedex: catalog.pokedex).resolve(try context.pathParameter("id"))
        let answer = try detail(reference, request: request, context: context, catalog: catalog)
        // Logged in, the answer holds the trainer's favorite and catch: not shared.
        return try APIResponse.json(answer, for: request, cache: Self.cache(for: context, catalog))
    }

    @Sendable func random(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        let parameters = QueryParameters(request)
        let seed: UInt64?
        if let text = parameters.string("seed"), !text.isEmpty {
            guard let value = UInt64(text) else { throw APIError.badParameter("seed", text, expected: "a whole number from 0 to \(UInt64.max)") }
            seed = value
        } else {
            seed = nil
        }
        let reference = try RandomEncounter(pokedex: catalog.pokedex).meet(query: parameters.string("q") ?? "", seed: seed)
        return try APIResponse.json(try detail(reference, request: request, context: context, catalog: catalog), for: request)
    }

    @Sendable func languages(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        struct Answer: Encodable { var languages: [PokedexLanguage] }
        return try APIResponse.json(Answer(languages: catalog.languages), for: request, cache: .catalogue(catalog.validators))
    }

    /// The same for everyone, unless a trainer is logged in: then the answer marks their favorites.
    private static func cache(for context: ServerContext, _ catalog: CatalogServices) -> CachePolicy {
        context.trainer == nil ? .catalogue(catalog.validators) : .noStore
    }

    /// One Pokémon, its favorite mark the logged-in trainer's (read with their session).
    private func detail(_ reference: PokemonReference, request: Request, context: ServerContext, catalog: CatalogServices) throws -> DetailAnswer {
        let trainer = context.trainer
        let parameters = QueryParameters(request)
        let language = parameters.language
        let games = VersionGroupResolver(pokedex: catalog.pokedex)
        let game = try parameters.string("game").flatMap { $0.isEmpty ? nil : $0 }.map(games.resolve) ?? games.latest(for: reference)
        let detail = try PokemonDetail.load(reference, language: language, trainer: trainer?.name, game: game, from: catalog.pokedex)
        let favorite = trainer != nil && context.favorites.contains(reference.id)
        let neighbours = try PokedexNeighbours.around(speciesID: detail.speciesID, language: language, in: catalog.pokedex)
        return DetailAnswer(detail: detail, favorite: favorite, neighbours: neighbours, games: try games.games(for: reference),
                            forms: try SpeciesForms.of(speciesID: detail.speciesID, language: language, in: catalog.pokedex))
    }
}
