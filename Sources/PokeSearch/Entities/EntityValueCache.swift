import GRDB
import Synchronization

/// The values of the entity fields (types, damage classes, item categories
/// and pockets, regions) under all their names, read once per engine: an
/// entity query reads every bare word against several of them, which cost
/// a few SQL reads and thousands of foldings per query. A Pokédex file is
/// replaced whole, never changed under an open connection, so what was read
/// once stays true.
final class EntityValueCache: Sendable {
    private let byTable = Mutex<[String: EntityValues]>([:])

    /// The values of `table`, named in `localized_name` under `nameKind`.
    func values(table: String, nameKind: NameKind, in db: Database) throws -> EntityValues {
        if let cached = byTable.withLock({ $0[table] }) { return cached }
        let loaded = try EntityValues(table: table, nameKind: nameKind, db: db)
        byTable.withLock { $0[table] = loaded }
        return loaded
    }
}
