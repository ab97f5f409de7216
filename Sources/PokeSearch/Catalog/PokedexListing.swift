import GRDB

/// Lists the Pokédex, a trainer's favorites or backpack, sorted and paged
/// in a total order so that walking the pages never repeats or skips one.
public struct PokedexListing: Sendable {
    /// The Pokédex listed.
    public let pokedex: Pokedex

    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// The page `request` asks for.
    ///
    /// For example, page 2 of the backpack by speed:
    ///
    ///     SELECT … FROM pokemon_card c JOIN user.catch k ON k.pokemon_id = c.id AND k.trainer_id = :trainer
    ///      ORDER BY c.speed ASC, c.species_id ASC, c.is_default DESC, c.id ASC LIMIT 20 OFFSET 20
    public func page(_ request: ListingRequest) throws -> ListingPage {
        try pokedex.database.read { db in
            let languageID = try pokedex.languages.id(for: request.language, in: db)
            return try StoreError.wrapping(.using) {
                var join = ""
                var caughtAt = "NULL"
                var arguments: [String: (any DatabaseValueConvertible)?] = [
                    "lang": languageID, "english": Languages.english,
                    "limit": request.pagination.limit, "offset": request.pagination.offset,
                ]
                switch request.scope {
                case .pokedex:
                    break
                case .favorites(let trainer):
                    join = "JOIN user.favorite f ON f.pokemon_id = c.id AND f.trainer_id = :trainer"
                    arguments["trainer"] = trainer.id
                case .backpack(let trainer):
                    join = "JOIN user.catch k ON k.pokemon_id = c.id AND k.trainer_id = :trainer"
                    caughtAt = "k.caught_at"
                    arguments["trainer"] = trainer.id
                }
                let filter = request.includeForms ? "" : "WHERE c.is_default = 1"
                let rows = try Row.fetchAll(db, sql: """
                    SELECT \(PokemonSummary.selection), \(caughtAt) AS caught_at
                      FROM pokemon_card c \(join) \(filter)
                     ORDER BY \(request.sort.orderBy(descending: request.descending))
                     LIMIT :limit OFFSET :offset
                    """, arguments: StatementArguments(arguments))
                let entries = rows.map { row in
                    ListingEntry(pokemon: PokemonSummary(row: row),
                                 caughtAt: (row["caught_at"] as String?).flatMap(CatchDate.parse))
                }
                let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_card c \(join) \(filter)",
                                             arguments: StatementArguments(arguments.filter { $0.key == "trainer" })) ?? 0
                return ListingPage(entries: entries, total: total, pagination: request.pagination)
            }
        }
    }
}
