import Foundation
import GRDB

/// Lists the Pokédex, a trainer's favorites or backpack, sorted and paged
/// in a total order so that walking the pages never repeats or skips one.
public struct PokedexListing: Sendable {
    /// The Pokédex listed.
    public let pokedex: Pokedex

    /// Listings of `pokedex`.
    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// The page `request` asks for.
    ///
    /// A trainer's Pokémon are read from the user data first (ids and dates),
    /// then listed from the Pokédex. For example, page 2 of the backpack by speed:
    ///
    ///     SELECT … FROM pokemon_card c WHERE c.id IN (SELECT value FROM json_each('[1,6,143]'))
    ///      ORDER BY c.speed ASC, c.species_id ASC, c.is_default DESC, c.id ASC LIMIT 20 OFFSET 20
    public func page(_ request: ListingRequest) throws -> ListingPage {
        let dates = try collectionDates(request.scope)
        return try pokedex.read { db in
            let languageID = try pokedex.languages.id(for: request.language, in: db)
            let collation = LanguageCollation.registered(for: request.language, in: db)
            var conditions: [String] = []
            var arguments: [String: (any DatabaseValueConvertible)?] = [
                "lang": languageID,
                "limit": request.pagination.limit, "offset": request.pagination.offset,
            ]
            if let dates {
                conditions.append("c.id IN (SELECT value FROM json_each(:ids))")
                arguments["ids"] = "[" + dates.keys.map(String.init).joined(separator: ",") + "]"
            }
            if !request.includeForms { conditions.append("c.is_default = 1") }
            let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            var order = request.sort.orderBy(descending: request.descending, nameCollation: collation.name)
            if request.byCatchDate, request.scope.isBackpack, let dates {
                // The dates live in the user data file: they travel as a JSON object, id → seconds.
                arguments["caught"] = "{" + dates.map { "\"\($0.key)\":\($0.value.timeIntervalSince1970)" }
                    .joined(separator: ",") + "}"
                order = "json_extract(:caught, '$.\"' || c.id || '\"') \(request.descending ? "DESC" : "ASC"), " + order
            }
            let rows = try Row.fetchAll(db, sql: """
                SELECT \(PokemonSummary.selection)
                  FROM pokemon_card c \(PokemonSummary.namesJoin) \(filter)
                 ORDER BY \(order)
                 LIMIT :limit OFFSET :offset
                """, arguments: StatementArguments(arguments))
            let caughtAt = request.scope.isBackpack ? dates : nil
            let entries = TwinNames.distinguished(rows.map(PokemonSummary.init(row:))).map { pokemon in
                ListingEntry(pokemon: pokemon, caughtAt: caughtAt?[pokemon.id])
            }
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_card c \(filter)",
                                         arguments: StatementArguments(arguments.filter { $0.key == "ids" })) ?? 0
            return ListingPage(entries: entries, total: total, pagination: request.pagination)
        }
    }

    /// What a listing can show: the page, or the trainer's Pokémon by number.
    public enum Outcome: Sendable, Hashable {
        /// The page asked for.
        case page(ListingPage)
        /// The Pokédex is damaged: the trainer's Pokémon by number, in Pokédex
        /// order (by date for a backpack by catch date).
        case numbers(NumberedPage)
    }

    /// The page `request` asks for; when the Pokédex is damaged and the
    /// request lists a trainer's favorites or backpack, their numbers alone,
    /// paged as asked, so that no one's Pokémon are hidden by the other file.
    public func pageOrNumbers(_ request: ListingRequest) throws -> Outcome {
        do {
            return .page(try page(request))
        } catch StoreError.damagedPokedex(let path) where request.scope != .pokedex {
            let dates = try collectionDates(request.scope) ?? [:]
            var entries = dates.map { NumberedPage.Entry(id: $0.key, date: $0.value) }.sorted { $0.id < $1.id }
            if request.byCatchDate && request.scope.isBackpack {
                entries.sort { ($0.date, $0.id) < ($1.date, $1.id) }
            }
            if request.descending { entries.reverse() }
            let page = entries.dropFirst(request.pagination.offset).prefix(request.pagination.limit)
            return .numbers(NumberedPage(entries: Array(page), total: entries.count, pagination: request.pagination,
                                         pokedexPath: path, isBackpack: request.scope.isBackpack))
        }
    }

    /// For a trainer's scope, the ids it holds with their dates; nil for the whole Pokédex.
    private func collectionDates(_ scope: ListingRequest.Scope) throws -> [Int: Date]? {
        let collection: TrainerCollection, trainer: String
        switch scope {
        case .pokedex: return nil
        case .favorites(let name): (collection, trainer) = (.favorites, name)
        case .backpack(let name): (collection, trainer) = (.backpack, name)
        }
        return try pokedex.userData.read(orIfMissing: [:]) { db in
            try collection.entries(ofTrainer: trainer, in: db)
        }
    }
}

private extension ListingRequest.Scope {
    var isBackpack: Bool {
        if case .backpack = self { return true }
        return false
    }
}
