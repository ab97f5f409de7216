import Foundation
import Hummingbird
import PokeSearch

/// The logged-in trainer's favorites and backpack, under `/api/me`. Every
/// route reads the trainer from the session only: no parameter names a
/// trainer, so one can never reach another's data. Writes run off the
/// request threads (`BlockingWork`): one may wait up to 5 s for another
/// process's lock on the user data file.
struct TrainerRoutes {
    let services: ServerServices

    func add(to group: some RouterMethods<ServerContext>) {
        group.get("favorites", use: favorites)
        group.get("favorites/ids", use: favoriteIDs)
        group.get("favorites/:id", use: isFavorite)
        group.put("favorites/:id", use: addFavorite)
        group.delete("favorites/:id", use: removeFavorite)
        group.get("backpack", use: backpack)
        group.post("backpack/:id", use: catchPokemon)
        group.delete("backpack/:id", use: release)
    }

    struct FavoriteAnswer: Encodable { var favorite: Bool }

    @Sendable func favorites(_ request: Request, context: ServerContext) async throws -> Response {
        let trainer = try context.requireTrainer()
        return try listing(.favorites(trainer.name), request: request, marking: nil)
    }

    @Sendable func favoriteIDs(_ request: Request, context: ServerContext) async throws -> Response {
        let trainer = try context.requireTrainer()
        struct Answer: Encodable { var ids: [Int] }
        return try APIResponse.json(Answer(ids: try Favorites(pokedex: services.catalog.pokedex, trainer: trainer.name).ids()), for: request)
    }

    @Sendable func isFavorite(_ request: Request, context: ServerContext) async throws -> Response {
        let trainer = try context.requireTrainer()
        let pokemon = try reference(context)
        let ids = try Favorites(pokedex: services.catalog.pokedex, trainer: trainer.name).ids()
        return try APIResponse.json(FavoriteAnswer(favorite: ids.contains(pokemon.id)), for: request)
    }

    @Sendable func addFavorite(_ request: Request, context: ServerContext) async throws -> Response {
        let trainer = try context.requireTrainer()
        let favorites = Favorites(pokedex: services.catalog.pokedex, trainer: trainer.name), pokemon = try reference(context)
        try await BlockingWork.run { _ = try favorites.add([pokemon]) }
        return try APIResponse.json(FavoriteAnswer(favorite: true), for: request)
    }

    @Sendable func removeFavorite(_ request: Request, context: ServerContext) async throws -> Response {
        let trainer = try context.requireTrainer()
        let favorites = Favorites(pokedex: services.catalog.pokedex, trainer: trainer.name), pokemon = try reference(context)
        try await BlockingWork.run { _ = try favorites.remove([pokemon]) }
        return try APIResponse.json(FavoriteAnswer(favorite: false), for: request)
    }

    @Sendable func backpack(_ request: Request, context: ServerContext) async throws -> Response {
        let trainer = try context.requireTrainer()
        let favorites = Set(try Favorites(pokedex: services.catalog.pokedex, trainer: trainer.name).ids())
        return try listing(.backpack(trainer.name), request: request, marking: favorites, sortable: false)
    }

    struct CatchAnswer: Encodable {
        var caughtAt: Date?
        enum CodingKeys: String, CodingKey { case caughtAt = "caught_at" }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(caughtAt, forKey: .caughtAt)
        }
    }

    @Sendable func catchPokemon(_ request: Request, context: ServerContext) async throws -> Response {
        let trainer = try context.requireTrainer()
        let pokemon = try reference(context)
        let backpack = Backpack(pokedex: services.catalog.pokedex, trainer: trainer.name)
        try await BlockingWork.run { try backpack.catch(pokemon) }
        return try APIResponse.json(CatchAnswer(caughtAt: try backpack.caughtAt(pokemon.id)), for: request, status: .created)
    }

    @Sendable func release(_ request: Request, context: ServerContext) async throws -> Response {
        let trainer = try context.requireTrainer()
        let backpack = Backpack(pokedex: services.catalog.pokedex, trainer: trainer.name), pokemon = try reference(context)
        try await BlockingWork.run { try backpack.release(pokemon) }
        return try APIResponse.json(CatchAnswer(caughtAt: nil), for: request)
    }

    /// The Pokémon the path's `{id}` names (an id, or a name as the CLI takes it).
    private func reference(_ context: ServerContext) throws -> PokemonReference {
        try PokemonResolver(pokedex: services.catalog.pokedex).resolve(try context.pathParameter("id"))
    }

    /// A page of the trainer's favorites or backpack, `favorites` marked as
    /// the CLI's `backpack` marks them; the backpack is always by number.
    private func listing(_ scope: ListingRequest.Scope, request: Request, marking favorites: Set<Int>?, sortable: Bool = true) throws -> Response {
        let parameters = QueryParameters(request)
        let pagination = try parameters.pagination(defaultLimit: sortable ? Pagination.defaultLimit : Pagination.maximumLimit)
        let page = try PokedexListing(pokedex: services.catalog.pokedex).page(ListingRequest(
            scope: scope, sort: sortable ? try parameters.sort() ?? .number : .number,
            descending: sortable ? try parameters.descending() : false,
            pagination: pagination, language: parameters.language))
        return try APIResponse.json(ListingAnswer(page, favorites: favorites), for: request)
    }
}
