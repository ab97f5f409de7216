import Hummingbird
import PokeSearch

/// The catalogue, no login needed: search, list, one Pokémon, an
/// encounter, the languages. Answers that are the same for everyone carry
/// the dataset's validators (304 on `If-None-Match`).
struct CatalogRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<ServerContext>) {
        group.get("search", use: search)
        group.get("list", use: list)
        group.get("pokemon/:id", use: pokemon)
        group.get("random", use: random)
        group.get("languages", use: languages)
    }

    @Sendable func search(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        let parameters = QueryParameters(request)
        let favorites = try parameters.bool("favorites") ?? false
        let query = parameters.string("q") ?? ""
        if !favorites, SearchRequest(query: query).isBlank {
            throw APIError(.badRequest, "nothing to search for: give q (a name, a type or a filter), or use /api/list for the whole Pokédex")
        }
        let trainer = favorites ? try context.requireTrainer() : nil
        let cache: CachePolicy = favorites ? .noStore : .catalogue(catalog.validators)
        if !favorites, let notModified = APIResponse.notModified(request, catalog.validators) { return notModified }
        let pagination = try parameters.pagination()
        let searchRequest = SearchRequest(
            query: query, limit: pagination.limit, offset: pagination.offset, sort: try parameters.sort(),
            descending: try parameters.descending(), language: parameters.language, favoritesOf: trainer?.name)
        let results = try catalog.search.search(searchRequest)
        return try APIResponse.json(SearchAnswer(results, request: searchRequest), for: request, cache: cache)
    }

    @Sendable func list(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        if let notModified = APIResponse.notModified(request, catalog.validators) { return notModified }
        let parameters = QueryParameters(request)
        let page = try PokedexListing(pokedex: catalog.pokedex).page(ListingRequest(
            scope: .pokedex, sort: try parameters.sort() ?? .number, descending: try parameters.descending(),
            includeForms: try parameters.bool("forms") ?? true, pagination: try parameters.pagination(),
            language: parameters.language))
        return try APIResponse.json(ListingAnswer(page), for: request, cache: .catalogue(catalog.validators))
    }

    @Sendable func pokemon(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        // Logged in, the answer holds the trainer's favorite and catch: not shared.
        if context.trainer == nil, let notModified = APIResponse.notModified(request, catalog.validators) { return notModified }
        let input = try context.parameters.require("id")
        let reference = try PokemonResolver(pokedex: catalog.pokedex).resolve(input)
        let answer = try detail(reference, request: request, trainer: context.trainer, catalog: catalog)
        return try APIResponse.json(answer, for: request, cache: context.trainer == nil ? .catalogue(catalog.validators) : .noStore)
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
        return try APIResponse.json(try detail(reference, request: request, trainer: context.trainer, catalog: catalog), for: request)
    }

    @Sendable func languages(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        if let notModified = APIResponse.notModified(request, catalog.validators) { return notModified }
        struct Answer: Encodable { var languages: [PokedexLanguage] }
        return try APIResponse.json(Answer(languages: catalog.languages), for: request, cache: .catalogue(catalog.validators))
    }

    private func detail(_ reference: PokemonReference, request: Request, trainer: Trainer?, catalog: CatalogServices) throws -> DetailAnswer {
        let language = QueryParameters(request).language
        let detail = try PokemonDetail.load(reference, language: language, trainer: trainer?.name, from: catalog.pokedex)
        let favorite = try trainer.map { try Favorites(pokedex: catalog.pokedex, trainer: $0.name).ids().contains(reference.id) } ?? false
        let neighbours = try PokedexNeighbours.around(speciesID: detail.speciesID, language: language, in: catalog.pokedex)
        return DetailAnswer(detail: detail, favorite: favorite, neighbours: neighbours)
    }
}
