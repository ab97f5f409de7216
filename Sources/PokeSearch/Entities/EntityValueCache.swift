import GRDB

/// The values of the entity fields (types, damage classes, item categories
/// and pockets, regions) under all their names, read once per engine: an
/// entity query reads every bare word against several of them, which cost
/// a few SQL reads and thousands of foldings per query. A Pokédex file is
/// replaced whole, never changed under an open connection, so what was read
/// once stays true.
final class EntityValueCache: Sendable {
    private let byTable = Memo<String, EntityValues>()
    private let moveClasses = Memo<MoveClass, Set<Int>>()

    /// The values of `table`, named in `localized_name` under `nameKind`.
    func values(table: String, nameKind: NameKind, in db: Database) throws -> EntityValues {
        try byTable.value(for: table) { try EntityValues(table: table, nameKind: nameKind, db: db) }
    }

    /// The moves of `moveClass`.
    func moves(of moveClass: MoveClass, in db: Database) throws -> Set<Int> {
        try moveClasses.value(for: moveClass) { Set(try moveClass.moveIDs(in: db)) }
    }
}
