import Hummingbird
import PokeSearch

/// Moves, items, abilities and types, as the command line's `moves`,
/// `items`, `abilities`, `types` and `show move:NAME` give them: searches
/// with the same fields and paging, answered as `/api/search` answers
/// (`explain=true` adds how each one matched, as `--explain` does), details
/// by id or name in any language, the type chart, and the names of the
/// small vocabularies (`/api/terms`: damage classes, learn methods, item
/// categories and pockets, games) in a language, and what a Pokémon search's
/// words also name (`/api/named`). Same for everyone, so they carry the
/// dataset's validators.
struct EntityRoutes {
    let services: ServerServices

    func add(to group: some RouterMethods<ServerContext>) {
        for kind in [EntityKind.move, .item, .ability, .nature] {
            group.get(RouterPath(stringLiteral: kind.plural)) { request, _ in try search(kind, request) }
            group.get(RouterPath(stringLiteral: kind.plural + "/:name")) { request, context in
                try detail(kind, try context.pathParameter("name"), request)
            }
        }
        group.get("types", use: typeChart)
        group.get("terms", use: terms)
        group.get("named", use: named)
        group.get("types/:name") { request, context in try detail(.type, try context.pathParameter("name"), request) }
    }

    private func search(_ kind: EntityKind, _ request: Request) throws -> Response {
        let catalog = services.catalog
        return try APIResponse.catalogue(for: request, validators: catalog.validators, answers: catalog.answers) {
            let parameters = QueryParameters(request)
            let pagination = try parameters.pagination()
            let explain = try parameters.bool("explain") ?? false
            let entityRequest = EntityRequest(
                kind: kind, query: parameters.string("q") ?? "", limit: pagination.limit, offset: pagination.offset,
                sort: try parameters.sort(EntitySortKey.self), descending: try parameters.descending(), language: parameters.language)
            let results = try catalog.entities.search(entityRequest)
            return explain ? try JSONBody.encode(SearchAnswer(results, request: entityRequest, results: results.hits))
                : try JSONBody.encode(SearchAnswer(results, request: entityRequest, results: results.hits.map(\.entity)))
        }
    }

    private func detail(_ kind: EntityKind, _ name: String, _ request: Request) throws -> Response {
        let catalog = services.catalog
        let resolver = EntityResolver(search: catalog.entities)
        guard let reference = try resolver.resolve(kind.rawValue + ":" + name) else {
            throw try resolver.unknown(kind.rawValue + ":" + name)
        }
        let language = QueryParameters(request).language
        let cache = CachePolicy.catalogue(catalog.validators)
        if kind == .type {
            return try APIResponse.json(TypeDetail.load(id: reference.id, language: language, from: catalog.pokedex), for: request, cache: cache)
        }
        return try APIResponse.json(EntityDetail.load(kind, id: reference.id, language: language, from: catalog.pokedex),
                                    for: request, cache: cache)
    }

    /// The moves, abilities and items named exactly `q` (any language), as
    /// the command line says under a Pokémon search: `thunderbolt` is also a
    /// move, `choice band` an item. Asked beside a search, not inside it, so
    /// that a search answer costs no more.
    @Sendable func named(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        return try APIResponse.catalogue(for: request, validators: catalog.validators, answers: catalog.answers) {
            let parameters = QueryParameters(request)
            struct Answer: Encodable { var entities: [EntitySummary] }
            let entities = try EntityResolver(search: catalog.entities).entities(named: parameters.string("q") ?? "", language: parameters.language)
            return try JSONBody.encode(Answer(entities: entities))
        }
    }

    @Sendable func terms(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        let names = try TermNames.load(language: QueryParameters(request).language, from: catalog.pokedex)
        return try APIResponse.json(names, for: request, cache: .catalogue(catalog.validators))
    }

    @Sendable func typeChart(_ request: Request, context: ServerContext) async throws -> Response {
        let catalog = services.catalog
        let chart = try TypeChart.load(language: QueryParameters(request).language, from: catalog.pokedex)
        return try APIResponse.json(chart, for: request, cache: .catalogue(catalog.validators))
    }
}
