import Foundation
import GRDB

/// What a trainer keeps in the user data file, each Pokémon by id with a
/// date: favorites and the backpack. Searches and listings read these ids
/// first, then the Pokédex: the two files are never joined in SQL.
package enum TrainerCollection: Sendable {
    case favorites
    case backpack

    /// pokemon id → when it was added or caught, for the trainer called
    /// `trainer`; empty when there is no such profile.
    package func entries(ofTrainer trainer: String, in db: Database) throws -> [Int: Date] {
        guard let trainer = try Trainer.find(named: trainer, in: db) else { return [:] }
        var entries: [Int: Date] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT pokemon_id, \(dateColumn) FROM \(table) WHERE trainer_id = ?",
                                       arguments: [trainer.id])
        while let row = try rows.next() {
            entries[row[0]] = CatchDate.parse(row[1]) ?? .distantPast
        }
        return entries
    }

    /// When `pokemonID` was added or caught by the trainer called `trainer`, or nil.
    package func date(of pokemonID: Int, trainer: String, in db: Database) throws -> Date? {
        guard let trainer = try Trainer.find(named: trainer, in: db) else { return nil }
        return try String.fetchOne(db, sql: "SELECT \(dateColumn) FROM \(table) WHERE trainer_id = ? AND pokemon_id = ?",
                                   arguments: [trainer.id, pokemonID]).flatMap(CatchDate.parse)
    }

    private var table: String { self == .favorites ? "favorite" : "catch" }
    private var dateColumn: String { self == .favorites ? "added_at" : "caught_at" }
}
